// The players page: the list comes from the server, found by a user-name prefix, filtered by status,
// sorted by balance or exposure and paged there; the page only asks and shows.
import { screen, within } from '@testing-library/react';
import { mockApi, type MockedApi } from '../../../testing/mockApi';
import { renderAdmin } from '../../testing/renderAdmin';
import { until } from '../../testing/adminTestKit';
import { PlayersPage } from './PlayersPage';

afterEach(() => jest.restoreAllMocks());

const row = (id: number, username: string, balance: number, exposure: number, extra: object = {}) => ({
  id,
  username,
  role: 'player',
  selfUser: 1,
  balance,
  exposure,
  reserved: 0,
  available: balance - exposure,
  exposureLimit: 100000,
  lockBetting: 0,
  lockLogin: 0,
  createdAt: '2026-11-25 10:00:00',
  ...extra,
});

/** The query strings the page sent to GET /admin/players, in order. */
function listQueries(server: MockedApi): Array<Record<string, string>> {
  return server.callsTo('GET /admin/players').map((c) => c.query);
}

test('search by prefix, sort by balance then exposure, filter and page: each one a server call', async () => {
  const server = mockApi({
    'GET /admin/players': () => ({
      body: {
        isSuccess: true,
        total: 30,
        page: 1,
        pageSize: 25,
        rows: [row(3, 'self1', 5700, 300), row(4, 'self2', -200, 1000, { lockBetting: 1 })],
      },
    }),
  });
  const { user } = renderAdmin(<PlayersPage />);
  const table = await screen.findByRole('table', { name: 'Players' });
  const cells = within(within(table).getAllByRole('row')[2])
    .getAllByRole('cell')
    .map((c) => c.textContent?.trim());
  expect(cells).toEqual(['4', 'self2', '-₹200.00', '-₹1,000.00', '-₹1,200.00', 'Betting locked Below exposure']);
  expect(within(table).getByRole('link', { name: 'self1' })).toHaveAttribute('href', '/admin/players/self1');
  expect(listQueries(server)).toEqual([{ sort: 'id', order: 'asc', page: '1', pageSize: '25' }]);

  await user.type(within(screen.getByRole('search')).getByLabelText('User name'), ' sel ');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await until(() => listQueries(server).length === 2, 'the search');
  expect(listQueries(server)[1]).toEqual({ prefix: 'sel', sort: 'id', order: 'asc', page: '1', pageSize: '25' });

  await user.click(screen.getByRole('button', { name: 'Sort by balance' }));
  await until(() => listQueries(server).length === 3, 'the sort');
  expect(listQueries(server)[2]).toMatchObject({ prefix: 'sel', sort: 'balance', order: 'desc' });
  await user.click(screen.getByRole('button', { name: 'Sort by balance' }));
  await until(() => listQueries(server).length === 4, 'the other order');
  expect(listQueries(server)[3]).toMatchObject({ sort: 'balance', order: 'asc' });
  await user.click(screen.getByRole('button', { name: 'Sort by exposure' }));
  await until(() => listQueries(server).length === 5, 'the exposure sort');
  expect(listQueries(server)[4]).toMatchObject({ sort: 'exposure', order: 'desc' });

  await user.selectOptions(screen.getByLabelText('Status'), 'below-exposure');
  await until(() => listQueries(server).length === 6, 'the filter');
  expect(listQueries(server)[5]).toMatchObject({ status: 'below-exposure', page: '1' });

  expect(screen.getByText('Page 1 of 2 · 30 players')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await until(() => listQueries(server).length === 7, 'the next page');
  expect(listQueries(server)[6]).toMatchObject({ status: 'below-exposure', sort: 'exposure', page: '2' });
  expect(server.calls.every((c) => c.method === 'GET')).toBe(true);
});

test('no player found says so', async () => {
  mockApi({ 'GET /admin/players': { body: { isSuccess: true, total: 0, page: 1, pageSize: 25, rows: [] } } });
  renderAdmin(<PlayersPage />);
  expect(await screen.findByText('No Record Found')).toBeInTheDocument();
});

test('phone numbers shared before one phone, one account are listed with their accounts', async () => {
  mockApi({
    'GET /admin/players': { body: { isSuccess: true, total: 0, page: 1, pageSize: 25, rows: [] } },
    'GET /admin/phone-duplicates': {
      body: {
        isSuccess: true,
        rows: [
          {
            phone: '******0001',
            accounts: [
              { id: 5, username: 'first' },
              { id: 9, username: 'second' },
            ],
          },
        ],
      },
    },
  });
  renderAdmin(<PlayersPage />);
  const list = await screen.findByRole('list', { name: 'Shared phone numbers' });
  expect(within(list).getByRole('listitem')).toHaveTextContent('******0001: first, second');
  expect(within(list).getByRole('link', { name: 'second' })).toHaveAttribute('href', '/admin/players/second');
});
