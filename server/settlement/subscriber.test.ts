// Settlement follows the feed: results published through the FeedProvider seam are settled in the
// background, once; results persisted while nothing settled them are caught up at start.
import { buildTestApp, type TestApp } from '../test/app';
import { FeedListeners } from '../feed/provider';
import { emptyUpdate, type FeedResult } from '../feed/types';
import { logIn, type Session } from '../test/auth/testSupport';
import { AWAY, cricketEvent, FANCY, FANCY_SEL, GAME_ID, HOME, MO, publish, type BetSpec } from '../test/bets/testSupport';
import { createDb } from '../db/database';
import { withSettlementTables } from './tables';
import { startSettlement, type SettlementWorker } from './subscriber';
import { BACK_HOME, betsByBetId, bettor, persistTestEvent, settlementEntries, walletOf } from './testSupport';

jest.setTimeout(30_000);

let t: TestApp;
let player: Session;
let worker: SettlementWorker | undefined;
beforeEach(async () => {
  t = await buildTestApp();
  player = await logIn(t.app, 'player1', 'player123');
  publish(t.deps.snapshots, cricketEvent(t.clock.now()));
  await persistTestEvent(t);
});
afterEach(async () => {
  await worker?.stop();
  await t.close();
});

const moResult = (winner: number): FeedResult => ({
  outcome: 'winner',
  winnerSelectionId: winner,
  marketId: MO,
  eventId: GAME_ID,
  kind: 'Matchodds',
  description: winner === HOME ? 'Mumbai' : 'Delhi',
  decidedAt: t.clock.now(),
});

test("the feed's result settles the market; the same result again, or another one, changes nothing", async () => {
  const feed = new FeedListeners();
  const failures: string[] = [];
  worker = startSettlement(t.deps.db, feed, { log: { failed: (id, e) => failures.push(`${id}: ${String(e)}`) } });
  const betId = await bettor(t, player).matched(BACK_HOME);

  feed.emit({ ...emptyUpdate(), results: [moResult(HOME)] });
  await worker.idle();
  expect(failures).toEqual([]);
  expect((await betsByBetId(t, [betId]))[0]).toMatchObject({ status: 'settled', result_amount: 10_000 });
  expect(await walletOf(t, player.userId)).toEqual({ balance: 10_010_000, exposure: 0 });

  feed.emit({ ...emptyUpdate(), results: [moResult(HOME), moResult(AWAY)] });
  await worker.idle();
  expect((await settlementEntries(t)).map((e) => [e.amount, e.remark])).toEqual([[10_000, 'Mumbai v Delhi / Match Odds / Mumbai']]);
  expect(await walletOf(t, player.userId)).toEqual({ balance: 10_010_000, exposure: 0 });
  // The second, different result is reported, not applied.
  expect(failures).toEqual([`${MO}: Error: the feed says "Delhi" but the market was settled as "Mumbai" (feed)`]);
});

test('results persisted before settlement started (a crash, a restart) are settled at start', async () => {
  const noAt150: BetSpec = { market: 'Fancy', marketId: FANCY, selectionId: FANCY_SEL, side: 'lay', price: 150, stake: 100 };
  const betId = await bettor(t, player).matched(noAt150);
  await t.deps.db
    .insertInto('results')
    .values({
      market_id: FANCY,
      event_id: GAME_ID,
      kind: 'Fancy',
      outcome: 'runs',
      runs: 120,
      winner_selection_id: null,
      description: '120 runs',
      decided_at: new Date(t.clock.now()),
    })
    .execute();

  const failures: unknown[] = [];
  // No `settled` logger on purpose: settling must not depend on who listens.
  worker = startSettlement(t.deps.db, new FeedListeners(), { log: { failed: (_id, e) => failures.push(e) } });
  await worker.idle();
  expect(failures).toEqual([]);
  expect((await betsByBetId(t, [betId]))[0]).toMatchObject({ status: 'settled', result_amount: 10_000 });
  const row = await withSettlementTables(t.deps.db)
    .selectFrom('market_settlements')
    .selectAll()
    .where('market_id', '=', FANCY)
    .executeTakeFirstOrThrow();
  expect(row).toMatchObject({ outcome: 'runs', runs: 120, result: '120 runs', source: 'feed', bets_settled: 1, users: 1 });
});

test('a settlement that fails (here: a lock wait timing out) is retried until it goes through', async () => {
  // The worker's own connections give up on a lock after 50 ms, so the held wallet makes attempts fail.
  const impatient = createDb(`${t.database.url}?options=${encodeURIComponent('-c lock_timeout=50')}`, 2);
  const feed = new FeedListeners();
  const retries: string[] = [];
  const failures: unknown[] = [];
  worker = startSettlement(impatient, feed, {
    retryDelaysMs: [100, 100, 100, 100, 100, 100],
    log: { retrying: (_id, _n, e) => retries.push(String(e)), failed: (_id, e) => failures.push(e) },
  });
  try {
    const betId = await bettor(t, player).matched(BACK_HOME);
    await t.deps.db.transaction().execute(async (trx) => {
      await trx.selectFrom('wallets').select('user_id').where('user_id', '=', player.userId).forUpdate().execute();
      feed.emit({ ...emptyUpdate(), results: [moResult(AWAY)] });
      await new Promise((resolve) => setTimeout(resolve, 250));
    });
    await worker.idle();
    expect(failures).toEqual([]);
    expect(retries.length).toBeGreaterThan(0);
    expect(retries[0]).toMatch(/lock timeout/);
    expect((await betsByBetId(t, [betId]))[0]).toMatchObject({ status: 'settled', result_amount: -10_000 });
    expect(await settlementEntries(t)).toHaveLength(1);
  } finally {
    await worker.stop();
    await impatient.destroy();
  }
});
