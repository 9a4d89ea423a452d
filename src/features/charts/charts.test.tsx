// The charts as a player meets them: the Profit Loss bars drawn once uPlot has loaded (uPlot is the
// jsdom stand-in in __mocks__), and a runner's sparkline from the market's price history opening the
// larger chart on a tap.
import { screen, waitFor, within } from '@testing-library/react';
import { createdCharts } from '../../../__mocks__/uplot';
import { renderReport } from '../../testing/renderReport';
import { mockApi } from '../../testing/mockApi';
import type { PlMainRow } from '../../domain/contract/reports';
import { ProfitLossChart } from './ReportCharts';
import { PriceSparkline } from './PriceSparkline';

afterEach(() => {
  jest.restoreAllMocks();
  createdCharts.length = 0;
});

it('draws the daily profit and loss as a green and a red series', async () => {
  mockApi({});
  const rows = [
    { settleTime: '2026-11-20 10:00:00', amount: -300 },
    { settleTime: '2026-11-21 10:00:00', amount: 120 },
  ] as PlMainRow[];
  renderReport(<ProfitLossChart rows={rows} />);
  const chart = screen.getByRole('img', { name: /Daily profit and loss/ });
  await waitFor(() => expect(chart.querySelector('canvas')).not.toBeNull());
  const [drawn] = createdCharts;
  expect(drawn.data.slice(1)).toEqual([
    [null, 120],
    [-300, null],
  ]);
  expect(drawn.options.series.slice(1).map((s) => [s.label, s.fill])).toEqual([
    ['Profit ₹', '#066b2c'],
    ['Loss ₹', '#d0021b'],
  ]);
});

it('shows no chart for a range without settled markets', () => {
  mockApi({});
  renderReport(<ProfitLossChart rows={[]} />);
  expect(screen.queryByRole('img')).toBeNull();
});

it("a runner's sparkline comes from the market's price history and opens the larger chart", async () => {
  const server = mockApi({
    'GET /priceHistory/1.123': {
      body: {
        marketId: '1.123',
        stepSeconds: 15,
        runners: [{ selectionId: 7, t: [1000, 16000, 31000], back: [2, 2.1, 1.9], lay: [2.02, 2.12, null] }],
      },
    },
  });
  const { user } = renderReport(
    <>
      <PriceSparkline marketId="1.123" selectionId={7} runnerName="Mumbai" />
      <PriceSparkline marketId="1.123" selectionId={8} runnerName="Delhi" />
    </>,
  );
  const spark = await screen.findByRole('button', { name: 'Price chart Mumbai: last 30 minutes' });
  expect(spark.querySelector('polyline')?.getAttribute('points')).toBe('0.0,9.0 28.0,1.0 56.0,17.0');
  // One call for the market, shared by its runners; a runner without history shows nothing.
  expect(server.callsTo('GET /priceHistory/1.123')).toHaveLength(1);
  expect(screen.queryByRole('button', { name: /Delhi/ })).toBeNull();
  await user.click(spark);
  const dialog = await screen.findByRole('dialog', { name: 'Mumbai: last 30 minutes' });
  await waitFor(() => expect(within(dialog).getByRole('img').querySelector('canvas')).not.toBeNull());
  expect(createdCharts[0].data).toEqual([
    [1, 16, 31],
    [2, 2.1, 1.9],
    [2.02, 2.12, null],
  ]);
});
