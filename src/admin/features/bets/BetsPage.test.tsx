// The bet search: a link with a market filter shows that market's positions by runner name and its
// bets; a bet id typed is sent to the server; every bet links to its player and its market.
import { screen, within } from '@testing-library/react';
import { mockApi } from '../../../testing/mockApi';
import { renderAdmin } from '../../testing/renderAdmin';
import { until } from '../../testing/adminTestKit';
import { BetsPage } from './BetsPage';

afterEach(() => jest.restoreAllMocks());

const BET = {
  id: 41,
  betId: 'A'.repeat(30),
  userId: 4,
  player: 'ravi',
  sportId: 4,
  eventId: 7000001,
  eventName: 'India v Australia',
  marketId: '1.7000001',
  marketName: 'Match Odds',
  selectionId: 11,
  selectionName: 'India',
  side: 'back',
  odds: 2,
  stake: 100,
  profit: 100,
  liability: -100,
  status: 'matched',
  result: 0,
  ip: '10.0.0.4',
  placedAt: '2026-11-28 14:00:00',
  settledAt: null,
};

test('a market link shows positions by runner name and the bets; a bet id is searched; bets link to player and market', async () => {
  const server = mockApi({
    'GET /admin/bets': () => ({ body: { isSuccess: true, total: 1, page: 1, pageSize: 50, rows: [BET] } }),
    'GET /admin/markets/1.7000001/positions': {
      body: {
        isSuccess: true,
        marketId: '1.7000001',
        kind: 'Matchodds',
        runners: [
          { selectionId: 11, name: 'India' },
          { selectionId: 12, name: 'Australia' },
        ],
        players: [
          {
            userId: 4,
            username: 'ravi',
            bets: 1,
            exposure: 100,
            runners: [
              { selectionId: 11, pnl: 100 },
              { selectionId: 12, pnl: -100 },
            ],
          },
        ],
      },
    },
  });
  const { user } = renderAdmin(<BetsPage />, { path: '/admin/bets?marketId=1.7000001' });
  const positions = await screen.findByRole('table', { name: 'Positions in 1.7000001' });
  const header = within(positions)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
  expect(header).toEqual(['Player', 'Open bets', 'India', 'Australia', 'Exposure']);
  const cells = await within(positions).findAllByRole('cell');
  expect(cells.map((c) => c.textContent)).toEqual(['ravi', '1', '₹100.00', '-₹100.00', '-₹100.00']);
  await until(() => server.callsTo('GET /admin/bets').some((c) => c.query.marketId === '1.7000001'), 'the market filter');

  const bets = screen.getByRole('table', { name: 'Bets' });
  const row = (await within(bets).findByText('#41')).closest('tr') as HTMLElement;
  expect(within(row).getByRole('link', { name: 'ravi' })).toHaveAttribute('href', '/admin/players/ravi');
  expect(within(row).getByRole('link', { name: 'Match Odds' })).toHaveAttribute('href', '/admin/bets?marketId=1.7000001');

  await user.clear(screen.getByLabelText('Market id'));
  await user.type(screen.getByLabelText('Bet id'), '41');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await until(() => server.callsTo('GET /admin/bets').some((c) => c.query.betId === '41' && !c.query.marketId), 'the bet id search');
  expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toMatch(/\/api\/admin\/bets\.csv\?betId=41$/);
});
