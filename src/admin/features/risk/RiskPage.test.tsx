// The risk page polls the risk list and the selected market's book every 2 s (RTK Query polling).
import { act, screen, within } from '@testing-library/react';
import { mockApi } from '../../../testing/mockApi';
import { renderAdmin } from '../../testing/renderAdmin';
import { until } from '../../testing/adminTestKit';
import { RiskPage } from './RiskPage';
import type { MarketBook } from './riskApi';

afterEach(() => jest.restoreAllMocks());

const BOOK: MarketBook = {
  marketId: '1.1000042',
  eventId: 42,
  eventName: 'India v Australia',
  marketName: 'Match Odds',
  kind: 'Matchodds',
  runners: [
    { selectionId: 1, name: 'India', house: 1200 },
    { selectionId: 2, name: 'Australia', house: -3400 },
  ],
  ladder: [],
  worstCase: -3400,
  bestCase: 1200,
  matched: 5000,
  players: 2,
  playersExposure: 1500,
  top: [{ userId: 3, username: 'self1', exposure: 1000, best: 3400, matched: 3000 }],
};

test('markets worst case first, refreshed every 2 s; the selected book with its runners and positions', async () => {
  let worst = -3400;
  const server = mockApi({
    'GET /admin/risk': () => ({
      body: {
        isSuccess: true,
        worstCase: worst,
        matched: 5000,
        playersExposure: 1500,
        markets: [{ ...BOOK, worstCase: worst }],
        playersBelowExposure: [],
      },
    }),
    'GET /admin/markets/1.1000042/book': () => ({ body: { isSuccess: true, book: { ...BOOK, worstCase: worst } } }),
  });
  const { user } = renderAdmin(<RiskPage />);
  const table = await screen.findByRole('table', { name: 'Open markets' });
  expect(await within(table).findByText('India v Australia')).toBeInTheDocument();
  await user.click(within(table).getByRole('button', { name: 'Match Odds' }));
  const book = await screen.findByRole('region', { name: 'Book of 1.1000042' });
  expect(await within(book).findByRole('table', { name: 'House by winner' })).toHaveTextContent('Australia-₹3,400.00');
  expect(within(book).getByRole('table', { name: 'Largest positions' })).toHaveTextContent('self1');

  worst = -5000;
  const before = server.callsTo('GET /admin/risk').length;
  await act(() => new Promise((r) => setTimeout(r, 2300)));
  await until(() => server.callsTo('GET /admin/risk').length > before, 'the next poll');
  expect(server.callsTo('GET /admin/markets/1.1000042/book').length).toBeGreaterThanOrEqual(2);
  expect(await within(table).findByText('-₹5,000.00')).toBeInTheDocument();
});

test('a market opened by id: a bad id is refused in the page, a good one shows its book and its controls', async () => {
  const server = mockApi({
    'GET /admin/risk': { body: { isSuccess: true, worstCase: 0, matched: 0, playersExposure: 0, markets: [], playersBelowExposure: [] } },
    'GET /admin/markets/1.1000042/book': { body: { isSuccess: true, book: BOOK } },
  });
  const { user } = renderAdmin(<RiskPage />);
  await user.type(screen.getByLabelText('Market id'), '1.10 00042');
  await user.click(screen.getByRole('button', { name: 'Open' }));
  expect(screen.getByText('Type a market id such as 1.1000042.')).toBeInTheDocument();
  expect(server.callsTo('GET /admin/markets/1.1000042/book')).toHaveLength(0);
  await user.clear(screen.getByLabelText('Market id'));
  await user.type(screen.getByLabelText('Market id'), ' 1.1000042 ');
  await user.click(screen.getByRole('button', { name: 'Open' }));
  const book = await screen.findByRole('region', { name: 'Book of 1.1000042' });
  expect(within(book).getByRole('button', { name: 'Suspend' })).toBeInTheDocument();
  expect(screen.queryByText('Type a market id such as 1.1000042.')).toBeNull();
});
