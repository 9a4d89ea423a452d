// Bet History as the player sees it: what is asked, back and lay rows, pagination within range with
// up to five buttons, Submit back to page 1, and failures only logged (spec §8).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import BetHistoryPage from './BetHistoryPage';
import { renderReport } from '../../testing/renderReport';
import { mockApi, type ApiCall } from '../../testing/mockApi';
import { BET_HISTORY_PATH, betPage, DEFAULT_FROM, DEFAULT_TO, history } from '../../testing/reportFixtures';

afterEach(() => jest.restoreAllMocks());

const ROUTE = `GET ${BET_HISTORY_PATH}`;

/** 95 bets: ten pages, the last with five. */
function pagedServer() {
  return mockApi({
    [ROUTE]: (call: ApiCall) => {
      const page = Number(call.query.page);
      return { body: history(95, betPage(page === 10 ? 5 : 10, page * 100)) };
    },
  });
}

const pageButtons = () =>
  within(screen.getByRole('navigation', { name: 'Bet history pages' }))
    .getAllByRole('button', { name: /^Page / })
    .map((b) => b.textContent);
const currentPage = () => screen.getByRole('button', { current: 'page' }).textContent;
const lastQuery = (server: { callsTo: (r: string) => ApiCall[] }) => server.callsTo(ROUTE).at(-1)?.query;

it('asks for settled bets of every sport in the default range, ten a page, and tints back and lay rows', async () => {
  const server = pagedServer();
  renderReport(<BetHistoryPage />);
  await screen.findByText('Runner 100');
  expect(server.callsTo(ROUTE).map((c) => c.query)).toEqual([
    { betStatus: '1', sport: '0', fromDateTime: DEFAULT_FROM, toDateTime: DEFAULT_TO, page: '1', totalpage: '10' },
  ]);
  const table = screen.getByRole('table', { name: 'Bet history' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['Sports', 'Event Name', 'Market Name', 'Nation', 'User Rate', 'Amount', 'Profit/loss', 'Place Date']);
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows).toHaveLength(10);
  expect(rows.slice(0, 3).map((row) => row.getAttribute('data-tone'))).toEqual(['back', 'lay', 'back']);
  expect(
    within(rows[0])
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['Cricket', 'India v Australia', 'Match Odds', 'Runner 100 Back', '1.85', '₹1,000.00', '₹0.00', '14/01/2025 03:00:00 PM']);
});

it('moves between pages within 1..total with up to five buttons, each move loading its page', async () => {
  const server = pagedServer();
  const { user } = renderReport(<BetHistoryPage />);
  await screen.findByText('Runner 100');
  expect(pageButtons()).toEqual(['1', '2', '3', '4', '5']);
  expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

  await user.click(screen.getByRole('button', { name: 'Page 4' }));
  await screen.findByText('Runner 400');
  expect(lastQuery(server)?.page).toBe('4');
  expect(pageButtons()).toEqual(['2', '3', '4', '5', '6']);

  await user.click(screen.getByRole('button', { name: 'Page 6' }));
  await screen.findByText('Runner 600');
  await user.click(screen.getByRole('button', { name: 'Page 8' }));
  await screen.findByText('Runner 800');
  expect(pageButtons()).toEqual(['6', '7', '8', '9', '10']);
  await user.click(screen.getByRole('button', { name: 'Page 10' }));
  await screen.findByText('Runner 1000');
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  const asked = server.callsTo(ROUTE).length;
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(server.callsTo(ROUTE)).toHaveLength(asked);

  await user.click(screen.getByRole('button', { name: 'Previous' }));
  await screen.findByText('Runner 900');
  expect(currentPage()).toBe('9');
  expect(server.callsTo(ROUTE).map((c) => c.query.page)).toEqual(['1', '4', '6', '8', '10', '9']);
});

it('applies the filters on Submit from page 1, and the draft alone asks nothing', async () => {
  const server = pagedServer();
  const { user } = renderReport(<BetHistoryPage />);
  await screen.findByText('Runner 100');
  await user.click(screen.getByRole('button', { name: 'Page 3' }));
  await screen.findByText('Runner 300');

  await user.selectOptions(screen.getByLabelText('Sport'), 'Tennis');
  await user.selectOptions(screen.getByLabelText('Bet status'), 'Void');
  fireEvent.change(screen.getByLabelText('From date'), { target: { value: '2025-01-01' } });
  expect(server.callsTo(ROUTE)).toHaveLength(2);

  await user.click(screen.getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(server.callsTo(ROUTE)).toHaveLength(3));
  expect(lastQuery(server)).toEqual({
    betStatus: '0',
    sport: '2',
    fromDateTime: '2025-01-01 00:00:00',
    toDateTime: DEFAULT_TO,
    page: '1',
    totalpage: '10',
  });
  await screen.findByText('Runner 100');
  expect(currentPage()).toBe('1');

  // Submit on page 1 with the same filters asks again.
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(server.callsTo(ROUTE)).toHaveLength(4));
});

it.each([
  [
    'a refused call',
    { status: 500, statusText: 'Internal Server Error', body: { message: 'boom' } },
    'API error: 500 Internal Server Error',
  ],
  ['an answer without its data list', { body: { isSuccess: true, totalrows: 3 } }, 'Invalid response structure from API'],
])('only logs %s and shows the empty table', async (_name, answer, logged) => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  mockApi({ [ROUTE]: answer });
  renderReport(<BetHistoryPage />);
  expect(await screen.findByText('No Record Found')).toBeInTheDocument();
  expect(log).toHaveBeenCalledWith(logged);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
