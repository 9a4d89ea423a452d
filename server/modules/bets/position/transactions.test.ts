// The statements of a bet's transactions on real PostgreSQL: they run prepared, and a save that
// waited for the wallet lock sees the bet the previous holder of the lock booked.
import { sql } from 'kysely';
import { pipelinedTransaction, type PipelinedTransaction } from '../../../db/pipelinedTransaction';
import type { TestApp } from '../../../test/app';
import type { Session } from '../../../test/auth/testSupport';
import { lockForSave, lockForUpdate } from './writes';
import { freshBettingState, startBetsApp } from '../../../test/bets/fixture';
import { HOME, MO, savePayload } from '../../../test/bets/testSupport';
import { recordMarkets } from '../../../test/bets/recordMarkets';
import type { BetsApp } from '../../../test/bets/fixture';

let t: TestApp;
let player: Session;
let api: BetsApp['api'];

beforeAll(async () => {
  ({ t, player, api } = await startBetsApp());
});
afterAll(() => t.close());
beforeEach(async () => {
  await freshBettingState(t, player.userId);
});

const saveTarget = (betId: string) => ({ sportId: 4, gameId: '1', betId, marketId: MO, runnerMarketId: MO });

/** Where a bet booked by hand stands (series 1 and runner 'Mumbai' unless said). */
interface HandBetRunner {
  seriesId?: number;
  eventId: number;
  eventName: string;
  marketId: string;
  selectionId: number;
  selectionName?: string;
}

/**
 * A matched back bet of 100 at 2 on a match-odds runner, booked by hand (not through the save path
 * under test), with the wallet write every writer of bets makes (migration 34).
 */
function bookByHand(tx: PipelinedTransaction, userId: number, betId: string, on: HandBetRunner) {
  const { seriesId = 1, selectionName = 'Mumbai' } = on;
  return tx.commitWith(
    {
      name: 'test.bookByHand',
      text: `
      WITH booked AS (
        INSERT INTO bets (bet_id, user_id, sport_id, series_id, event_id, event_name, market_id, market_name, market_kind,
                          odds_type, selection_id, selection_name, side, odds_requested, stake, profit, liability, status,
                          place_time, match_after)
        VALUES ($1, $2, 4, $3, $4, $5, $6, 'Match Odds', 'Matchodds', 1, $7, $8, 'back', 2, 10000, 10000, -10000,
                'matched', now(), now())
      )
      UPDATE wallets SET updated_at = now() WHERE user_id = $2`,
    },
    [betId, userId, seriesId, on.eventId, on.eventName, on.marketId, on.selectionId, selectionName],
  );
}

test('the lock and the position are server-side prepared statements, named per step', async () => {
  const names = await pipelinedTransaction(t.deps.db, async (tx) => {
    await lockForSave(tx, player.userId, saveTarget('x'.repeat(30)));
    await lockForUpdate(tx, player.userId, 'x'.repeat(30));
    const rows = await tx.query<{ name: string }>(
      { name: 'test.prepared', text: 'SELECT name FROM pg_prepared_statements ORDER BY name' },
      [],
    );
    return rows.map((r) => r.name);
  });
  expect(names).toEqual(expect.arrayContaining(['bets.lockForSave', 'bets.lockForUpdate']));
});

test('the lock answers the wallet, the flags and the limits; a user without a wallet is an error', async () => {
  const locked = await pipelinedTransaction(t.deps.db, (tx) =>
    lockForSave(tx, player.userId, { ...saveTarget('y'.repeat(30)), sportId: 4 }),
  );
  expect(locked.wallet).toEqual({ user_id: player.userId, balance: 10_000_000, reserved: 0, exposure: 0 });
  expect(locked.settings).toMatchObject({ lockBetting: 0, exposureLimit: 20_000_000, sport: { id: 4 }, matchSetting: undefined });
  expect(locked.position).toEqual({ open: [], runners: new Map(), betOwner: null, marketSettled: false });
  await expect(pipelinedTransaction(t.deps.db, (tx) => lockForUpdate(tx, 999_999, 'y'.repeat(30)))).rejects.toThrow('has no wallet');
});

test('a save that waited for the wallet lock sees the bet the previous holder booked', async () => {
  const payload = savePayload(player.userId, { market: 'Matchodds', marketId: MO, selectionId: HOME, side: 'back', price: 2, stake: 100 });
  let releaseFirst!: () => void;
  const firstMayCommit = new Promise<void>((resolve) => (releaseFirst = resolve));
  let firstHasLock!: () => void;
  const firstLocked = new Promise<void>((resolve) => (firstHasLock = resolve));

  // The first transaction takes the lock, and books a bet (by hand) only once the second one is
  // waiting for the lock: a read taken with the lock in one statement would miss that bet.
  const first = pipelinedTransaction(t.deps.db, async (tx) => {
    await lockForUpdate(tx, player.userId, 'z'.repeat(30));
    firstHasLock();
    await firstMayCommit;
    await bookByHand(tx, player.userId, payload.BetId as string, { eventId: 1, eventName: 'e', marketId: MO, selectionId: HOME });
  });
  await firstLocked;
  const second = pipelinedTransaction(
    t.deps.db,
    async (tx) => (await lockForSave(tx, player.userId, saveTarget(payload.BetId as string))).position,
  );
  // Give the second transaction time to reach the lock and wait there.
  await new Promise((resolve) => setTimeout(resolve, 100));
  releaseFirst();
  await first;
  const position = await second;
  expect(position.betOwner).toBe(player.userId);
  expect(position.open).toHaveLength(1);

  // And through the API, a save of the same BetId answers as booked without a second row.
  expect((await api.save(payload)).json()).toEqual({ isSuccess: true, betId: payload.BetId });
  const { count } = await t.deps.db
    .selectFrom('bets')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  expect(Number(count)).toBe(1);
});

test("the runners read: the persisted runners of the player's open runner markets and of the bet's market, no others", async () => {
  const db = t.deps.db;
  // Selections 101, 102 in market 9.1, 201, 202 in 9.2, 301, 302 in 9.3.
  const markets = ['9.1', '9.2', '9.3'].map((id) => ({
    marketId: id,
    kind: 'Matchodds' as const,
    eventId: 9_902,
    name: 'Match Odds',
    selections: [1, 2].map((k) => [Number(`${id.slice(2)}0${k}`), `r${k}`] as const),
  }));
  await recordMarkets(db, {
    series: { id: 9_901, name: 'Runners Cup' },
    events: [{ id: 9_902, name: 'A v B' }],
    startsAt: new Date(),
    markets,
  });
  // An open bet in market 9.2; 9.1 is the market of the bet being saved; 9.3 has nothing to do with it.
  const inMarket2 = { seriesId: 9901, eventId: 9902, eventName: 'A v B', marketId: '9.2', selectionId: 201, selectionName: 'r1' };
  await pipelinedTransaction(db, (tx) => bookByHand(tx, player.userId, 'r'.repeat(30), inMarket2));

  const { position } = await pipelinedTransaction(db, (tx) =>
    lockForSave(tx, player.userId, { ...saveTarget('s'.repeat(30)), marketId: '9.1', runnerMarketId: '9.1' }),
  );
  expect(Object.fromEntries([...position.runners].map(([market, selections]) => [market, [...selections].sort()]))).toEqual({
    '9.1': [101, 102],
    '9.2': [201, 202],
  });

  // A fancy bet's save names no runner market: only the open markets' runners.
  const fancy = await pipelinedTransaction(db, (tx) =>
    lockForSave(tx, player.userId, { ...saveTarget('f'.repeat(30)), runnerMarketId: null }),
  );
  expect([...fancy.position.runners.keys()]).toEqual(['9.2']);
});

test('with many persisted runners, the lock reads them through the index, never the whole table', async () => {
  const db = t.deps.db;
  // 30,000 runners of 10,000 old markets, as months of the feed leave behind, and statistics that say so.
  await sql`INSERT INTO series (id, sport_id, name) VALUES (9_911, 4, 'Old Cup') ON CONFLICT DO NOTHING`.execute(db);
  await sql`INSERT INTO events (id, sport_id, series_id, name, starts_at, status)
            SELECT 900_000 + g, 4, 9_911, 'old', now(), 'ended' FROM generate_series(1, 10000) g ON CONFLICT DO NOTHING`.execute(db);
  await sql`INSERT INTO markets (id, event_id, kind, name, line)
            SELECT '7.' || g, 900_000 + g, 'Matchodds', 'Match Odds', NULL FROM generate_series(1, 10000) g ON CONFLICT DO NOTHING`.execute(
    db,
  );
  await sql`INSERT INTO runners (market_id, selection_id, name, sort_order)
            SELECT '7.' || g, k, 'r', k FROM generate_series(1, 10000) g, generate_series(1, 3) k ON CONFLICT DO NOTHING`.execute(db);
  await sql`ANALYZE runners`.execute(db);

  // More than five runs on each pooled connection, so each has settled on its cached (generic) plan.
  const target = { ...saveTarget('n'.repeat(30)), marketId: '7.5', runnerMarketId: '7.5' };
  for (let run = 0; run < 60; run++) await pipelinedTransaction(db, (tx) => lockForSave(tx, player.userId, target));
  const scans = await pipelinedTransaction(db, async (tx) => {
    const { position } = await lockForSave(tx, player.userId, target);
    expect([...(position.runners.get('7.5') ?? [])].sort()).toEqual([1, 2, 3]);
    return tx.query<{ seq_scan: number; idx_scan: number }>(
      { name: 'test.runnerScans', text: "SELECT seq_scan, idx_scan FROM pg_stat_xact_user_tables WHERE relname = 'runners'" },
      [],
    );
  });
  expect(scans).toEqual([{ seq_scan: 0, idx_scan: expect.any(Number) }]);
  expect(scans[0].idx_scan).toBeGreaterThan(0);
});
