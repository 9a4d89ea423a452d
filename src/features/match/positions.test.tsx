// Positions on every row of the match page, from the player's open bets through the domain maths:
// each bookmaker runner's P&L (as match odds show it), a fancy session's worst case beside its
// ladder icon; and My Bet lists only the bets still open.
import { screen, within } from '@testing-library/react';
import MatchPage from './MatchPage';
import { makeMatch, makeOdds, session } from '../../testing/sportsFixtures';
import { setWindowWidth } from '../../testing/render';
import { betRow, sessionRow, bettingServer, fakeTimersAtNow } from '../../testing/betFixtures';
import { renderBetting } from '../../testing/renderBetting';
import type { BetRow } from '../../domain/contract/bets';

const PATH = '/matchscore/4/1000042/1.1000042';
const ROUTE = '/matchscore/:eid/:eventId/:marketId';

function openPage(rows: BetRow[], width = 1366) {
  setWindowWidth(width);
  bettingServer(
    {
      odds: makeOdds({ Fancy: [session(301, '6 over runs IND'), session(302, 'Fall of 1st wkt IND', { LayPrice1: 28, BackPrice1: 30 })] }),
      expo: { FinalExpo: -100, mainBalanceafterExpo: 99900 },
      rows,
      betStartMinutes: 60,
    },
    {
      'GET /fetchBetPageMatch/1000042': { body: { isSuccess: true, data: makeMatch() } },
      'GET /api/score/1000042': { status: 404, body: { message: 'none' } },
    },
  );
  return renderBetting(<MatchPage />, { path: PATH, route: ROUTE });
}

const bookmaker = (overrides: Partial<BetRow>) =>
  betRow({ market: 'BookMaker', marketId: '2.1000042', selectionId: 11, selection: 'India', oddsRequest: 45, ...overrides });

fakeTimersAtNow();

test("bookmaker rows show each runner's profit or loss", async () => {
  // Back India 100 at 45 (wins 45, loses 100); lay Australia 200 at 110 (wins 200, loses 220).
  openPage([
    bookmaker({ id: 1, amountStake: 100, profit: 45, liability: -100 }),
    bookmaker({
      id: 2,
      type: 'lay',
      selectionId: 12,
      selection: 'Australia',
      oddsRequest: 110,
      amountStake: 200,
      profit: 200,
      liability: -220,
    }),
  ]);
  const bm = await screen.findByRole('region', { name: 'Bookmaker' });
  // India wins: +45 on the back, +200 on the lay. Australia wins: −100 and −220.
  expect(await within(within(bm).getByRole('group', { name: 'India' })).findByLabelText('Position ₹245.00')).toHaveTextContent('+₹245.00');
  expect(within(within(bm).getByRole('group', { name: 'Australia' })).getByLabelText('Position -₹320.00')).toHaveTextContent('-₹320.00');
  // Match odds carry no bet: no position there.
  const odds = screen.getByRole('region', { name: 'Match Odds' });
  expect(within(odds).queryByLabelText(/^Position/)).not.toBeInTheDocument();
});

test('no positions on bookmaker rows without bets in that market', async () => {
  openPage([betRow({ id: 1 })]);
  const bm = await screen.findByRole('region', { name: 'Bookmaker' });
  await within(screen.getByRole('region', { name: 'Match Odds' })).findByLabelText('Position ₹100.00');
  expect(within(bm).queryByLabelText(/^Position/)).not.toBeInTheDocument();
});

test("a fancy session shows the worst case of the player's bets on it beside the ladder icon", async () => {
  // No 52 for 200 at rate 110: loses 220 from 52 runs. Yes 54 for 100 at rate 100: loses 100 under 54.
  // Together: under 52 runs +200 −100 = +100; 52–53 −220 −100 = −320; from 54 −220 +100 = −120.
  openPage(
    [
      sessionRow({ id: 1, type: 'lay', oddsRequest: 52, amountStake: 200, profit: 200, liability: -220 }),
      sessionRow({ id: 2, type: 'back', oddsRequest: 54, amountStake: 100, profit: 100, liability: -100 }),
    ],
    390,
  );
  const fancy = await screen.findByRole('region', { name: 'Fancy' });
  const row = within(fancy).getByRole('group', { name: '6 over runs IND' });
  expect(await within(row).findByLabelText('Worst case -₹320.00')).toHaveTextContent('-₹320.00');
  expect(within(within(fancy).getByRole('group', { name: 'Fall of 1st wkt IND' })).queryByLabelText(/^Worst case/)).not.toBeInTheDocument();
});

test('My Bet lists only the open bets: settled, void and deleted rows stay in the reports', async () => {
  openPage([
    betRow({ id: 1, selection: 'India' }),
    betRow({ id: 2, selection: 'Australia', selectionId: 2, isSettlement: 1 }),
    betRow({ id: 3, selection: 'Australia', selectionId: 2, type: 'lay', isDelete: 1 }),
  ]);
  const table = await screen.findByRole('table', { name: 'Matched bets' });
  await within(table).findByText('Back India');
  expect(within(table).getAllByRole('row')).toHaveLength(2);
  expect(within(table).queryByText(/Australia/)).not.toBeInTheDocument();
});
