// The settlement page's calls: GET /admin/settlement/markets lists the markets waiting for
// a result, with their names and runners, and those settled lately; a settle answers how much money
// its ledger entries moved. Operator only.
import { useApp, useOperator } from '../../test/fixtures';
import { AWAY, BM, BM_HOME, FANCY, FANCY_SEL, GAME_ID, HOME, MO } from '../../test/bets/testSupport';
import { bettor, liveTestEvent } from '../../settlement/testSupport';
import { settleMarket } from '../../settlement/settleMarket';

const app = useApp({
  signIn: ['player1', 'self1'],
  then: async ({ t }) => {
    await liveTestEvent(t);
    return {};
  },
  timeout: 30_000, // a fresh database and app: slower than 5 s on a busy machine
});
const operator = useOperator(app);

const queue = async () => {
  const response = await operator.call('GET', '/settlement/markets');
  expect(response.statusCode).toBe(200);
  return response.json();
};

test('a market with open bets waits with its names and runners; settled, it moves to the settled list with the money it moved', async () => {
  expect(await queue()).toEqual({ isSuccess: true, awaiting: [], settled: [] });
  // player1 backs Mumbai ₹100 at 2; self1 backs Delhi ₹1000 at 1.96; self1 takes a fancy line too.
  await bettor(app.t, app.player1).matched({ market: 'Matchodds', marketId: MO, selectionId: HOME, side: 'back', price: 2, stake: 100 });
  await bettor(app.t, app.self1).matched({ market: 'Matchodds', marketId: MO, selectionId: AWAY, side: 'back', price: 1.96, stake: 1000 });
  await bettor(app.t, app.self1).matched({
    market: 'Fancy',
    marketId: FANCY,
    selectionId: FANCY_SEL,
    side: 'back',
    price: 150,
    stake: 100,
  });

  const waiting = await queue();
  expect(waiting.settled).toEqual([]);
  expect(waiting.awaiting).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        marketId: MO,
        eventId: GAME_ID,
        eventName: 'Mumbai v Delhi',
        marketName: 'Match Odds',
        kind: 'Matchodds',
        bettingState: 'open',
        rolledBack: false,
        openBets: 2,
        players: 2,
        runners: [
          { selectionId: HOME, name: 'Mumbai' },
          { selectionId: AWAY, name: 'Delhi' },
        ],
      }),
      expect.objectContaining({ marketId: FANCY, kind: 'Fancy', openBets: 1, players: 1, runners: [] }),
    ]),
  );
  expect(waiting.awaiting).toHaveLength(2);

  // The match is over: suspended first (settling a market still open for betting is refused, 409).
  expect((await operator.call('POST', `/markets/${MO}/suspend`, { reason: 'match over' })).statusCode).toBe(200);
  expect((await queue()).awaiting).toEqual(
    expect.arrayContaining([expect.objectContaining({ marketId: MO, bettingState: 'handSuspended' })]),
  );
  // Delhi wins: self1 is paid ₹960, player1 loses ₹100.
  const settled = await operator.call('POST', `/markets/${MO}/settle`, { winnerSelectionId: AWAY });
  expect(settled.statusCode).toBe(200);
  expect(settled.json()).toMatchObject({ result: 'Delhi', users: 2, betsSettled: 2, paid: 960, collected: 100, alreadySettled: false });
  const after = await queue();
  expect(after.awaiting.map((m: { marketId: string }) => m.marketId)).toEqual([FANCY]);
  expect(after.settled).toEqual([
    expect.objectContaining({
      marketId: MO,
      eventName: 'Mumbai v Delhi',
      marketName: 'Match Odds',
      result: 'Delhi',
      source: 'operator',
      users: 2,
    }),
  ]);

  // Rolled back, it waits again (flagged); settled again, the money is that settlement's alone.
  expect((await operator.call('POST', `/markets/${MO}/rollback`, { reason: 'Wrong winner' })).statusCode).toBe(200);
  const again = await queue();
  expect(again.settled).toEqual([]);
  expect(again.awaiting).toEqual(expect.arrayContaining([expect.objectContaining({ marketId: MO, rolledBack: true, openBets: 2 })]));
  const right = await operator.call('POST', `/markets/${MO}/settle`, { winnerSelectionId: HOME });
  expect(right.json()).toMatchObject({ result: 'Mumbai', paid: 100, collected: 1000 });
  // Asked again, the same answer: nothing more moved.
  expect((await operator.call('POST', `/markets/${MO}/settle`, { winnerSelectionId: HOME })).json()).toMatchObject({
    alreadySettled: true,
    paid: 100,
    collected: 1000,
  });
  // A void moves no money: the stakes were never taken (the session suspended first, as above).
  expect((await operator.call('POST', `/markets/${FANCY}/suspend`, { reason: 'abandoned' })).statusCode).toBe(200);
  expect((await operator.call('POST', `/markets/${FANCY}/void`)).json()).toMatchObject({
    outcome: 'void',
    betsVoided: 1,
    users: 1,
    paid: 0,
    collected: 0,
  });
  expect((await queue()).awaiting).toEqual([]);
});

test('settled lately: markets nobody bet on only when all are asked for', async () => {
  // The feed settles the bookmaker market (no bets in it): a settlement with no players.
  await settleMarket(app.t.deps.db, { marketId: BM, outcome: { outcome: 'winner', winnerSelectionId: BM_HOME }, source: 'feed' });
  const withBets = await queue();
  expect(withBets.settled.map((m: { marketId: string }) => m.marketId)).not.toContain(BM);
  expect(withBets.settled.every((m: { users: number }) => m.users > 0)).toBe(true);
  const all = await operator.call('GET', '/settlement/markets?all=true');
  expect(all.statusCode).toBe(200);
  expect(all.json().settled).toEqual(expect.arrayContaining([expect.objectContaining({ marketId: BM, users: 0, source: 'feed' })]));
  expect((await operator.call('GET', '/settlement/markets?all=maybe')).statusCode).toBe(400);
});

test('players are refused the call', async () => {
  const response = await app.t.app.inject({ method: 'GET', url: '/api/admin/settlement/markets', headers: { cookie: app.player1.cookie } });
  expect(response.statusCode).toBe(403);
  expect(response.json()).toMatchObject({ isSuccess: false });
});
