// The match page with the player's bets: My Bet rows (back blue, lay pink, the fancy rate after the
// slash), positions under the runners, the Run Position ladder, Cashout, a tap that opens the slip
// in the right column on desktop and in a modal on phones.
import { Profiler } from 'react';
import { act, screen, within } from '@testing-library/react';
import MatchPage from '../features/match/MatchPage';
import { makeMatch, makeOdds, runner } from '../testing/sportsFixtures';
import { setWindowWidth } from '../testing/render';
import { betRow, sessionRow, bettingServer, fakeTimersAtNow, paths } from '../testing/betFixtures';
import { renderBetting } from '../testing/renderBetting';
import { selectSlip } from '../features/betslip/betslipSlice';
import { MATCH_PAGE_REFRESH_MS } from '../features/betslip/useMyBets';
import { priceNamed } from '../ui/PriceButton.testing';
import { bodyRowTexts, cellTexts } from '../testing/tableText';
import { MSG } from '../domain/messages';

const PATH = '/matchscore/4/1000042/1.1000042';
const ROUTE = '/matchscore/:eid/:eventId/:marketId';
const ROWS = [
  sessionRow({ id: 3, type: 'lay', oddsRequest: 52, amountStake: 200, profit: 200, liability: -220 }),
  betRow({ id: 2, type: 'lay', selection: 'Australia', selectionId: 2, oddsRequest: 2.5, amountStake: 100, profit: 100, liability: -150 }),
  betRow({ id: 1 }),
];

/** The match page's React commits ('mount', 'update'), in order. */
const commits: string[] = [];

function openPage(
  odds = makeOdds({ Odds: [{ ...makeOdds().Odds[0], runners: [runner(1, 'India', 1.98, 2), runner(2, 'Australia', 2.1, 2.14)] }] }),
) {
  const server = bettingServer(
    { odds, expo: { FinalExpo: -100, mainBalanceafterExpo: 99900 }, rows: ROWS, betStartMinutes: 60 },
    {
      'GET /fetchBetPageMatch/1000042': { body: { isSuccess: true, data: makeMatch() } },
      'GET /api/score/1000042': { status: 404, body: { message: 'none' } },
    },
  );
  const page = (
    <Profiler id="match page" onRender={(_id, phase) => commits.push(phase)}>
      <MatchPage />
    </Profiler>
  );
  return { server, ...renderBetting(page, { path: PATH, route: ROUTE }) };
}

fakeTimersAtNow();

test("My Bet lists the player's bets: side and selection, market, odds (fancy rate after the slash), stake", async () => {
  setWindowWidth(1366);
  openPage();
  const table = await screen.findByRole('table', { name: 'Matched bets' });
  await within(table).findByText('No 6 over runs IND');
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map(cellTexts)).toEqual([
    ['No 6 over runs IND', 'Fancy', '52/110', '200'],
    ['Lay Australia', 'Match Odds', '2.5', '100'],
    ['Back India', 'Match Odds', '2', '100'],
  ]);
  expect(rows.map((row) => row.getAttribute('data-tone'))).toEqual(['lay', 'lay', 'back']);
});

test('positions under the runners and in the Run Position ladder come from the open bets', async () => {
  setWindowWidth(1366);
  const { user } = openPage();
  const odds = await screen.findByRole('region', { name: 'Match Odds' });
  // Back India 100 at 2 and lay Australia 100 at 2.5: India +100 +100, Australia −100 −150.
  expect(await within(within(odds).getByRole('group', { name: 'India' })).findByLabelText('Position ₹200.00')).toHaveTextContent(
    '+₹200.00',
  );
  expect(within(within(odds).getByRole('group', { name: 'Australia' })).getByLabelText('Position -₹250.00')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Run position 6 over runs IND' }));
  const ladder = screen.getByRole('dialog', { name: 'Run Position: 6 over runs IND' });
  const cells = bodyRowTexts(ladder).map((row) => row.join(' '));
  // No at 52 for rate 110, stake 200: under 52 runs wins 200, from 52 loses 220.
  expect(cells[0]).toBe('47 ₹200.00');
  expect(cells).toContain('51 ₹200.00');
  expect(cells).toContain('52 -₹220.00');
});

test('Cashout shows its value before it is pressed, and fills the slip with the hedge to the paisa', async () => {
  setWindowWidth(1366);
  const { user, messages } = openPage();
  // India +200 / Australia −250: back Australia 214.28 at 2.1 leaves −14.28 / −14.29 (lay India
  // 225 at 2 would leave −25: the spec picks the smaller).
  const button = await screen.findByRole('button', { name: 'Cashout -₹14.29' });
  await user.click(button);
  await act(() => jest.advanceTimersByTimeAsync(0));
  expect(messages()).toEqual([]);
  const slip = await screen.findByRole('form', { name: 'Back slip' });
  expect(slip).toHaveTextContent('Australia');
  expect(within(slip).getByLabelText('Odds')).toHaveTextContent('2.1');
  expect(within(slip).getByLabelText('Stake')).toHaveValue('214.28');
});

test('a price outside the betting window is drawn muted, still readable, and a tap says why', async () => {
  setWindowWidth(1366);
  const { user, messages } = openPage(
    makeOdds({ Odds: [{ ...makeOdds().Odds[0], runners: [runner(1, 'India', 1.98, 2), runner(2, 'Australia', 4.7, 4.8)] }] }),
  );
  const outside = await screen.findByRole('button', { name: priceNamed('back Australia 4.7') });
  expect(outside).toHaveAttribute('data-muted');
  expect(outside).toHaveAccessibleDescription('outside the betting window');
  expect(outside).toHaveTextContent('4.7');
  expect(screen.getByRole('button', { name: priceNamed('back India 1.98') })).not.toHaveAttribute('data-muted');
  await user.click(outside);
  await act(() => jest.advanceTimersByTimeAsync(0));
  expect(messages()).toEqual([`${MSG.notAbleToBet}\nBetting is open for prices 1.01 to 3 on this market`]);
  expect(screen.queryByRole('form', { name: 'Back slip' })).not.toBeInTheDocument();
});

test('Open bets lists a bet resting at its own price with Cancel, beside the matched ones; Cancel deletes it', async () => {
  setWindowWidth(1366);
  const resting = {
    betId: 'R'.repeat(30),
    marketId: '1.1000042',
    marketName: 'Match Odds',
    selection: 'India',
    selectionId: 1,
    type: 'back' as const,
    oddsRequest: 2.1,
    amountStake: 500,
    placeTime: '2025-01-15T09:59:00.000Z',
  };
  const world = {
    odds: makeOdds(),
    expo: { FinalExpo: -100, mainBalanceafterExpo: 99900 },
    rows: ROWS,
    betStartMinutes: 60,
    unmatched: [resting],
  };
  const server = bettingServer(world, {
    'GET /fetchBetPageMatch/1000042': { body: { isSuccess: true, data: makeMatch() } },
    'GET /api/score/1000042': { status: 404, body: { message: 'none' } },
  });
  const { user } = renderBetting(<MatchPage />, { path: PATH, route: ROUTE });
  const panel = await screen.findByRole('region', { name: 'Open bets' });
  const odds = within(panel).getByRole('region', { name: 'Open bets: Match Odds' });
  expect(await within(odds).findByRole('list', { name: 'Unmatched' })).toHaveTextContent('Back India 500 at 2.1');
  expect(within(odds).getByRole('list', { name: 'Matched' })).toHaveTextContent('Back India 100 at 2');
  world.unmatched = [];
  await user.click(within(odds).getByRole('button', { name: 'Cancel Back India at 2.1' }));
  await act(() => jest.advanceTimersByTimeAsync(0));
  expect(server.callsTo(paths.remove).map((c) => c.body)).toEqual([{ userId: 7, BetId: resting.betId }]);
  await act(() => jest.advanceTimersByTimeAsync(100));
  expect(within(odds).queryByRole('list', { name: 'Unmatched' })).not.toBeInTheDocument();
});

test('no Cashout button on a market with three runners', async () => {
  setWindowWidth(1366);
  openPage(
    makeOdds({
      Odds: [
        { ...makeOdds().Odds[0], runners: [runner(1, 'India', 1.98, 2), runner(3, 'The Draw', 9, 10), runner(2, 'Australia', 2.1, 2.14)] },
      ],
    }),
  );
  await screen.findByRole('region', { name: 'Match Odds' });
  expect(screen.queryByRole('button', { name: 'Cashout' })).not.toBeInTheDocument();
});

test('on a phone a tap opens the slip as a modal, quick stakes and all; Matched Bet(3) counts the bets', async () => {
  setWindowWidth(390);
  const { user, server } = openPage();
  expect(await screen.findByRole('tab', { name: 'Matched Bet(3)' })).toBeInTheDocument();
  // The quick stakes are read with the page, not one round trip after the first tap.
  expect(server.callsTo(paths.stackButtons)).toHaveLength(1);
  expect(screen.queryByRole('region', { name: 'Place Bet' })).not.toBeInTheDocument();
  await user.click(await screen.findByRole('button', { name: priceNamed('back India 1.98') }));
  await act(() => jest.advanceTimersByTimeAsync(0));
  const modal = screen.getByRole('dialog', { name: 'Place Bet' });
  expect(within(modal).getByRole('form', { name: 'Back slip' })).toHaveTextContent('India');
  expect(within(modal).getByLabelText('Stake')).toHaveFocus();
  expect(within(within(modal).getByRole('group', { name: 'Quick stakes' })).getAllByRole('button')).toHaveLength(10);
  await user.click(within(modal).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog', { name: 'Place Bet' })).not.toBeInTheDocument();
});

test('leaving the match page closes its slip', async () => {
  setWindowWidth(1366);
  const { user, unmount, store } = openPage();
  await user.click(await screen.findByRole('button', { name: priceNamed('back India 1.98') }));
  await act(() => jest.advanceTimersByTimeAsync(0));
  expect(await screen.findByRole('form', { name: 'Back slip' })).toBeInTheDocument();
  unmount();
  expect(selectSlip(store.getState())).toBeNull();
});

test('the 15 s refresh of the bets and the balance re-renders nothing when their answers are the same', async () => {
  setWindowWidth(1366);
  const { server } = openPage();
  await screen.findByRole('button', { name: 'Cashout -₹14.29' });
  await act(() => jest.advanceTimersByTimeAsync(1_000));
  commits.length = 0;
  await act(() => jest.advanceTimersByTimeAsync(MATCH_PAGE_REFRESH_MS + 100));
  expect(server.callsTo(paths.lastBets).length).toBeGreaterThanOrEqual(2);
  expect(commits).toEqual([]);
});
