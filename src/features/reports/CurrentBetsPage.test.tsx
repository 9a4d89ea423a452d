// Current Bet: every unsettled bet whenever placed, no filters, no profit/loss, paginated.
import { screen, within } from '@testing-library/react';
import CurrentBetsPage from './CurrentBetsPage';
import { renderReport } from '../../testing/renderReport';
import { mockApi, type ApiCall } from '../../testing/mockApi';
import { BET_HISTORY_PATH, betPage, history } from '../../testing/reportFixtures';

afterEach(() => jest.restoreAllMocks());

const ROUTE = `GET ${BET_HISTORY_PATH}`;

it('asks for unsettled bets of every sport with no date limits, and pages through them', async () => {
  const server = mockApi({
    [ROUTE]: (call: ApiCall) => ({ body: history(12, betPage(call.query.page === '2' ? 2 : 10, Number(call.query.page) * 100)) }),
  });
  const { user } = renderReport(<CurrentBetsPage />);
  await screen.findByText('Runner 100');
  expect(server.callsTo(ROUTE)[0].query).toEqual({ betStatus: '2', sport: '0', page: '1', totalpage: '10' });
  expect(screen.queryByRole('form')).not.toBeInTheDocument();
  expect(screen.queryByLabelText('From date')).not.toBeInTheDocument();
  const table = screen.getByRole('table', { name: 'Current bets' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['Sports', 'Event Name', 'Market Name', 'Nation', 'User Rate', 'Amount', 'Place Date']);
  expect(screen.getByText('12 unsettled')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByText('Runner 200');
  expect(within(screen.getByRole('table', { name: 'Current bets' })).getAllByRole('row')).toHaveLength(3);
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  expect(server.callsTo(ROUTE).map((c) => c.query.page)).toEqual(['1', '2']);
});

it("says 'No Record Found' without unsettled bets", async () => {
  mockApi({ [ROUTE]: { body: history(0, []) } });
  renderReport(<CurrentBetsPage />);
  expect(await screen.findByText('No Record Found')).toBeInTheDocument();
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
});
