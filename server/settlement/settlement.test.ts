// Settlement through the real app and database: bets placed with POST /saveBet + PUT /updateUnmatchBet,
// markets settled by the operator's calls and by the feed's results.
import type { TestApp } from '../test/app';
import { startApp } from '../test/fixtures';
import { logIn, type Session } from '../test/auth/testSupport';
import { AWAY, BM, BM_HOME, cricketEvent, FANCY, FANCY_SEL, HOME, MO, publish, type BetSpec } from '../test/bets/testSupport';
import { FANCY_2, FANCY_2_SEL, withSecondSession } from '../test/bets/secondSession';
import { SETTLE_BODY_MSG } from '../modules/operator/settlementRoutes';
import { SERVER_MSG } from '../../src/domain/messages';
import { settleMarket, SETTLEMENT_MSG } from './settleMarket';
import { betsByBetId, bettor, ledgerMismatches, persistTestEvent, settlementEntries, suspendBeforeSettling, walletOf } from './testSupport';
import { OPERATOR_MSG } from '../modules/operator/messages';

jest.setTimeout(30_000);

const OPENING = 10_000_000; // player1's ₹1,00,000 in paise

let t: TestApp;
let player: Session;
let op: Session;
let bets: ReturnType<typeof bettor>;

beforeEach(async () => {
  ({ t, player1: player, operator: op } = await startApp({ signIn: ['player1', 'operator'] }));
  bets = bettor(t, player);
  publish(t.deps.snapshots, withSecondSession(t.clock.now()));
});
afterEach(async () => {
  // After every scenario: each wallet's balance is the sum of its ledger and its last entry's balance.
  expect(await ledgerMismatches(t)).toEqual([]);
  await t.close();
});

// As an operator settles by hand: the market suspended first (an open one is refused: see the test).
const settle = async (marketId: string, body: unknown, cookie = op.cookie) => {
  await suspendBeforeSettling(t, op.cookie, marketId);
  return t.app.inject({ method: 'POST', url: `/api/admin/markets/${marketId}/settle`, headers: { cookie }, payload: body as object });
};
const voidMarket = async (marketId: string, cookie = op.cookie) => {
  await suspendBeforeSettling(t, op.cookie, marketId);
  return t.app.inject({ method: 'POST', url: `/api/admin/markets/${marketId}/void`, headers: { cookie } });
};

const backHome: BetSpec = { market: 'Matchodds', marketId: MO, selectionId: HOME, side: 'back', price: 2, stake: 100 };

async function snapshot() {
  return {
    wallet: await walletOf(t, player.userId),
    entries: await settlementEntries(t),
    bets: await t.deps.db.selectFrom('bets').select(['bet_id', 'status', 'result_amount', 'settle_time']).orderBy('id').execute(),
  };
}

test('match odds settle by the winner: every bet, one ledger entry per player, exposure released; twice changes nothing', async () => {
  await persistTestEvent(t);
  const ids = [
    await bets.matched(backHome), // wins 100
    await bets.matched({ ...backHome, side: 'lay', price: 2.02, stake: 200 }), // Mumbai won: the lay loses 1.02 × 200
    await bets.matched({ ...backHome, selectionId: AWAY, price: 1.96 }), // loses its stake
  ];
  expect((await walletOf(t, player.userId)).exposure).toBeGreaterThan(0);

  const first = await settle(MO, { winnerSelectionId: HOME });
  expect(first.statusCode).toBe(200);
  expect(first.json()).toMatchObject({
    isSuccess: true,
    marketId: MO,
    outcome: 'winner',
    result: 'Mumbai',
    source: 'operator',
    betsSettled: 3,
    betsVoided: 0,
    betsLapsed: 0,
    users: 1,
    alreadySettled: false,
  });
  expect(first.json().settledAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  expect((await betsByBetId(t, ids)).map((b) => [b?.status, b?.result_amount])).toEqual([
    ['settled', 10_000],
    ['settled', -20_400],
    ['settled', -10_000],
  ]);
  expect(await settlementEntries(t)).toEqual([
    {
      user_id: player.userId,
      amount: -20_400,
      balance_after: OPENING - 20_400,
      remark: 'Mumbai v Delhi / Match Odds / Mumbai',
      ref: `market:${MO}`,
    },
  ]);
  expect(await walletOf(t, player.userId)).toEqual({ balance: OPENING - 20_400, exposure: 0 });
  const market = await t.deps.db
    .selectFrom('markets')
    .select(['status', 'result', 'settled_at'])
    .where('id', '=', MO)
    .executeTakeFirstOrThrow();
  expect(market).toMatchObject({ status: 'CLOSED', result: 'Mumbai' });
  expect(market.settled_at).toBeInstanceOf(Date);

  const before = await snapshot();
  const again = await settle(MO, { winnerSelectionId: HOME });
  expect(again.statusCode).toBe(200);
  expect(again.json()).toMatchObject({ betsSettled: 3, users: 1, alreadySettled: true, result: 'Mumbai' });
  // Another outcome by the operator is refused; the feed's late result is ignored.
  const other = await settle(MO, { winnerSelectionId: AWAY });
  expect(other.statusCode).toBe(409);
  expect(other.json()).toEqual({ isSuccess: false, message: SETTLEMENT_MSG.settledDifferently(MO, 'Mumbai') });
  expect((await voidMarket(MO)).statusCode).toBe(409);
  const late = await settleMarket(t.deps.db, {
    marketId: MO,
    outcome: { outcome: 'winner', winnerSelectionId: AWAY },
    source: 'feed',
    kind: 'Matchodds',
    eventId: 7_000_001,
  });
  expect(late).toMatchObject({ alreadySettled: true, result: 'Mumbai' });
  expect(await snapshot()).toEqual(before);
});

test('fancy: YES wins when the runs reach the line exactly and NO loses; one run short, the reverse', async () => {
  const atLine = [
    await bets.matched({ market: 'Fancy', marketId: FANCY, selectionId: FANCY_SEL, side: 'back', price: 150, stake: 100 }),
    await bets.matched({ market: 'Fancy', marketId: FANCY, selectionId: FANCY_SEL, side: 'lay', price: 150, stake: 200 }),
  ];
  const short = [
    await bets.matched({ market: 'Fancy', marketId: FANCY_2, selectionId: FANCY_2_SEL, side: 'back', price: 80, stake: 100 }),
    await bets.matched({ market: 'Fancy', marketId: FANCY_2, selectionId: FANCY_2_SEL, side: 'lay', price: 80, stake: 300 }),
  ];

  const response = await settle(FANCY, { runs: 150 });
  expect(response.json()).toMatchObject({ outcome: 'runs', result: '150 runs', betsSettled: 2 });
  expect((await betsByBetId(t, atLine)).map((b) => b?.result_amount)).toEqual([10_000, -20_000]);
  // Fancy bets keep the other session's exposure until it settles (each session is its own market).
  expect((await walletOf(t, player.userId)).exposure).toBeGreaterThan(0);

  await settleMarket(t.deps.db, {
    marketId: FANCY_2,
    outcome: { outcome: 'runs', runs: 79 },
    source: 'feed',
    kind: 'Fancy',
    eventId: 7_000_001,
    description: '79 runs',
  });
  expect((await betsByBetId(t, short)).map((b) => b?.result_amount)).toEqual([-10_000, 30_000]);
  expect((await settlementEntries(t)).map((e) => [e.ref, e.amount, e.remark])).toEqual([
    [`market:${FANCY}`, -10_000, 'Mumbai v Delhi / 20 over runs MUM / 150 runs'],
    [`market:${FANCY_2}`, 20_000, 'Mumbai v Delhi / 10 over runs DEL / 79 runs'],
  ]);
  expect(await walletOf(t, player.userId)).toEqual({ balance: OPENING + 10_000, exposure: 0 });
});

test('a void market returns every stake: bets void, a zero entry, only that market’s exposure released', async () => {
  const moBet = await bets.matched(backHome);
  const exposureMoOnly = (await walletOf(t, player.userId)).exposure;
  const bmBets = [
    await bets.matched({ market: 'BookMaker', marketId: BM, selectionId: BM_HOME, side: 'back', price: 45, stake: 100 }),
    await bets.matched({ market: 'BookMaker', marketId: BM, selectionId: BM_HOME, side: 'lay', price: 50, stake: 300 }),
  ];
  expect((await walletOf(t, player.userId)).exposure).toBeGreaterThan(exposureMoOnly);

  const response = await voidMarket(BM);
  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({ outcome: 'void', result: 'void', betsSettled: 0, betsVoided: 2, users: 1 });
  expect((await betsByBetId(t, bmBets)).map((b) => [b?.status, b?.result_amount, b?.settle_time !== null])).toEqual([
    ['void', 0, true],
    ['void', 0, true],
  ]);
  expect((await betsByBetId(t, [moBet]))[0]?.status).toBe('matched');
  expect(await settlementEntries(t)).toEqual([
    { user_id: player.userId, amount: 0, balance_after: OPENING, remark: 'Mumbai v Delhi / Bookmaker / void', ref: `market:${BM}` },
  ]);
  expect(await walletOf(t, player.userId)).toEqual({ balance: OPENING, exposure: exposureMoOnly });
});

test('pending bets of a settled market lapse: no entry for them, their exposure released', async () => {
  await persistTestEvent(t); // the winner is a runner nobody backed: known from the persisted runners
  const pendingOnly = await bets.pending({ ...backHome, stake: 500 });
  expect((await walletOf(t, player.userId)).exposure).toBe(50_000);
  const response = await settle(MO, { winnerSelectionId: AWAY });
  expect(response.json()).toMatchObject({ betsSettled: 0, betsLapsed: 1, users: 0 });
  expect((await betsByBetId(t, [pendingOnly]))[0]).toMatchObject({ status: 'lapsed', result_amount: 0 });
  expect(await settlementEntries(t)).toEqual([]);
  expect(await walletOf(t, player.userId)).toEqual({ balance: OPENING, exposure: 0 });
});

test('two players, two settlements of one market at once: one settles, the other finds it done', async () => {
  const self = await logIn(t.app, 'self1', 'self123');
  await t.deps.db.updateTable('users').set({ exposure_limit: 20_000_000 }).execute();
  await bets.matched(backHome);
  await bettor(t, self).matched({ ...backHome, side: 'lay', price: 2.02, stake: 100 });

  const request = {
    marketId: MO,
    outcome: { outcome: 'winner' as const, winnerSelectionId: HOME },
    source: 'feed' as const,
    kind: 'Matchodds' as const,
    eventId: 7_000_001,
  };
  const [a, b] = await Promise.all([settleMarket(t.deps.db, request), settleMarket(t.deps.db, request)]);
  expect([a.alreadySettled, b.alreadySettled].sort()).toEqual([false, true]);
  expect((await settlementEntries(t)).map((e) => [e.user_id, e.amount])).toEqual([
    [player.userId, 10_000],
    [self.userId, -10_200],
  ]);
  expect(await walletOf(t, self.userId)).toEqual({ balance: 500_000 - 10_200, exposure: 0 });
});

test('a market already marked settled in its row is never settled again', async () => {
  await persistTestEvent(t);
  const betId = await bets.matched(backHome);
  await t.deps.db.updateTable('markets').set({ settled_at: new Date(), result: 'Mumbai' }).where('id', '=', MO).execute();
  const before = await snapshot();
  expect((await settle(MO, { winnerSelectionId: HOME })).statusCode).toBe(409);
  const fromFeed = await settleMarket(t.deps.db, { marketId: MO, outcome: { outcome: 'winner', winnerSelectionId: HOME }, source: 'feed' });
  expect(fromFeed).toMatchObject({ alreadySettled: true, betsSettled: 0 });
  expect(await snapshot()).toEqual(before);
  expect((await betsByBetId(t, [betId]))[0]?.status).toBe('matched');
});

test('a market still open for betting is not settled or voided by hand: 409, nothing written, no audit row; closed by the feed, it settles', async () => {
  await persistTestEvent(t);
  await bets.matched(backHome);
  const before = [await snapshot(), await t.deps.db.selectFrom('operator_actions').select('id').execute()];
  const direct = (path: string, body?: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/markets/${MO}/${path}`,
      headers: { cookie: op.cookie },
      ...(body ? { payload: body } : {}),
    });
  for (const refused of [await direct('settle', { winnerSelectionId: HOME }), await direct('void')]) {
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ isSuccess: false, message: OPERATOR_MSG.openForBetting(MO) });
  }
  // Bad input is still told first.
  expect((await direct('settle', { winnerSelectionId: 12345 })).statusCode).toBe(400);
  expect([await snapshot(), await t.deps.db.selectFrom('operator_actions').select('id').execute()]).toEqual(before);

  // The feed closes the market (the match ended): the operator may settle it.
  const closed = cricketEvent(t.clock.now());
  closed.book.matchOdds.status = 'CLOSED';
  publish(t.deps.snapshots, closed);
  expect((await direct('settle', { winnerSelectionId: HOME })).json()).toMatchObject({ betsSettled: 1, alreadySettled: false });
});

describe('the operator calls', () => {
  test('players may not settle; the body must name exactly one outcome that fits the market', async () => {
    await persistTestEvent(t);
    await bets.matched(backHome);
    await bets.matched({ market: 'Fancy', marketId: FANCY, selectionId: FANCY_SEL, side: 'back', price: 150, stake: 100 });
    const before = await snapshot();

    const cases: Array<[string, Awaited<ReturnType<typeof settle>>, number, string | RegExp]> = [
      ['a player', await settle(MO, { winnerSelectionId: HOME }, player.cookie), 403, SERVER_MSG.operatorOnly],
      ['nobody', await t.app.inject({ method: 'POST', url: `/api/admin/markets/${MO}/void` }), 401, SERVER_MSG.notSignedIn],
      ['neither', await settle(MO, {}), 400, SETTLE_BODY_MSG],
      ['both', await settle(MO, { winnerSelectionId: HOME, runs: 3 }), 400, SETTLE_BODY_MSG],
      ['runs for match odds', await settle(MO, { runs: 3 }), 400, 'A Matchodds market settles on a winner: give winnerSelectionId.'],
      ['a winner for fancy', await settle(FANCY, { winnerSelectionId: FANCY_SEL }), 400, 'A fancy market settles on runs: give runs.'],
      ['not a runner', await settle(MO, { winnerSelectionId: 12345 }), 400, SETTLEMENT_MSG.notARunner(12345, [HOME, AWAY])],
      ['negative runs', await settle(FANCY, { runs: -1 }), 400, /runs/],
      ['a text winner', await settle(MO, { winnerSelectionId: 'Mumbai' }), 400, /winnerSelectionId/],
      ['an unknown market', await settle('1.999', { winnerSelectionId: HOME }), 404, SETTLEMENT_MSG.unknownMarket('1.999')],
      ['a malformed market id', await settle('abc', { winnerSelectionId: HOME }), 400, /marketId/],
    ];
    for (const [name, response, status, message] of cases) {
      expect([name, response.statusCode]).toEqual([name, status]);
      expect(response.json().message).toMatch(message);
    }
    expect(await snapshot()).toEqual(before);
  });
});
