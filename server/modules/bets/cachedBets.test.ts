// The bets' fast path (positionCache.ts) through the real app and database: a player's next bet is
// decided from what the server kept of their last one, and every change made behind its back (money
// moved, a rule changed, a market settled, a bet lapsed, a runner persisted) must still decide that
// bet exactly as a fresh read would. Each test first places a bet, so the player's position is kept,
// then changes something without going through the bets code.
import { sql } from 'kysely';
import { buildApp } from '../../app';
import { asOurPages } from '../../test/app';
import { MSG } from '../../../src/domain/messages';
import { settleMarket } from '../../settlement/settleMarket';
import { openPosition, refreshExposure } from './exposure';
import { useBetsApp } from '../../test/bets/fixture';
import { PositionCache } from './position';
import { client } from '../../test/bets/testSupport';
import { BETS_MSG } from './messages';
import { PENDING_GRACE_MS, sweepPendingBets } from './sweeper';
import { BET_UPDATE_WINDOW_MS } from '../../../src/domain/constants';
import { BM, BM_HOME, GAME_ID, HOME, MO, savePayload, SERIES_ID, type BetSpec } from '../../test/bets/testSupport';

const app = useBetsApp();
beforeEach(async () => {
  await app.t.deps.db.deleteFrom('runners').execute();
});

const CRICKET_DELAY_MS = 5_000;
const backHome: BetSpec = { market: 'Matchodds', marketId: MO, selectionId: HOME, side: 'back', price: 2, stake: 100 };
const backBookmaker: BetSpec = { market: 'BookMaker', marketId: BM, selectionId: BM_HOME, side: 'back', price: 45, stake: 100 };

const counts = () => ({ ...app.t.deps.positions.counts });
const wallet = () => app.t.deps.db.selectFrom('wallets').selectAll().where('user_id', '=', app.player.userId).executeTakeFirstOrThrow();
const statusOf = async (betId: string) =>
  (await app.t.deps.db.selectFrom('bets').select('status').where('bet_id', '=', betId).executeTakeFirstOrThrow()).status;

async function save(spec: BetSpec): Promise<{ betId: string; status: number; message?: string }> {
  const payload = savePayload(app.player.userId, spec);
  const response = await app.api.save(payload);
  return { betId: payload.BetId as string, status: response.statusCode, message: response.json().message };
}

/** Saves and, after the delay, matches a bet: the player's position is then kept. */
async function placeMatched(spec: BetSpec = backHome, delayMs = CRICKET_DELAY_MS): Promise<string> {
  const { betId, status } = await save(spec);
  expect(status).toBe(200);
  app.t.clock.advance(delayMs);
  const matched = await app.api.update({ userId: app.player.userId, BetId: betId, oddsRequest: spec.price });
  expect(matched.json()).toEqual({ isSuccess: true, message: MSG.betPlaced });
  return betId;
}

/** The stored exposure is what a fresh recomputation from the open bets gives. */
async function expectExposureRecomputed(): Promise<void> {
  const stored = (await wallet()).exposure;
  const recomputed = await app.t.deps.db.transaction().execute((trx) => refreshExposure(trx, app.player.userId));
  expect(stored).toBe(recomputed);
}

test("a player's second bet is saved and matched from the kept position, and stored as a fresh read would", async () => {
  await placeMatched();
  const before = counts();
  await placeMatched({ ...backHome, stake: 300 });
  expect(counts()).toEqual({ written: before.written + 2, stale: before.stale });
  const kept = app.t.deps.positions.get(app.player.userId);
  const row = await sql<{ version: string }>`SELECT xmin::text AS version FROM wallets WHERE user_id = ${app.player.userId}`.execute(
    app.t.deps.db,
  );
  expect(kept?.version).toBe(row.rows[0].version);
  expect((await wallet()).exposure).toBe(40_000);
  await expectExposureRecomputed();
});

test('money taken behind the kept position: the next bet is checked against the balance left', async () => {
  await placeMatched(); // ₹100 at risk of ₹100,000
  await app.t.deps.db.updateTable('wallets').set({ balance: 15_000 }).where('user_id', '=', app.player.userId).execute();
  const before = counts();
  const refused = await save({ ...backHome, stake: 100 });
  expect(refused).toMatchObject({ status: 400, message: MSG.insufficientBalance });
  expect(counts().stale).toBe(before.stale + 1);
  expect(await app.t.deps.db.selectFrom('bets').select('id').where('bet_id', '=', refused.betId).execute()).toEqual([]);
  expect((await wallet()).exposure).toBe(10_000);
});

test('money added behind the kept position: a bet the kept balance could not cover is booked', async () => {
  await app.t.deps.db.updateTable('wallets').set({ balance: 20_000 }).where('user_id', '=', app.player.userId).execute();
  await placeMatched(); // ₹100 of ₹200 at risk
  await app.t.deps.db.updateTable('wallets').set({ balance: 10_000_000 }).where('user_id', '=', app.player.userId).execute();
  expect(await save({ ...backHome, stake: 500 })).toMatchObject({ status: 200 });
  await expectExposureRecomputed();
});

test('the operator locks the player between the save and the update: the bet is removed, not matched', async () => {
  await placeMatched();
  const { betId } = await save(backHome);
  await app.t.deps.db.updateTable('users').set({ lock_betting: 1 }).where('id', '=', app.player.userId).execute();
  app.t.clock.advance(CRICKET_DELAY_MS);
  const response = await app.api.update({ userId: app.player.userId, BetId: betId, oddsRequest: 2 });
  expect(response.json()).toEqual({ isSuccess: false, message: MSG.notAbleToBet });
  expect(await statusOf(betId)).toBe('deleted');
  expect(await save(backHome)).toMatchObject({ status: 400, message: MSG.notAbleToBet });
  await expectExposureRecomputed();
});

test('stake limits changed behind the kept position apply to the next bet', async () => {
  await placeMatched();
  await app.t.deps.db
    .insertInto('user_match_settings')
    .values({
      user_id: app.player.userId,
      game_id: String(GAME_ID),
      min_odd_limit: 500,
      max_odd_limit: 1000,
      min_bookmaker_limit: 100,
      max_bookmaker_limit: 1000,
      min_fancy_limit: 100,
      max_fancy_limit: 1000,
    })
    .execute();
  expect(await save({ ...backHome, stake: 100 })).toMatchObject({ status: 400, message: MSG.stakeBetween(500, 1000) });
  await app.t.deps.db.updateTable('sports').set({ bet_delay_time: 9 }).where('id', '=', 4).execute();
  try {
    const booked = await save({ ...backHome, stake: 600 });
    expect(booked.status).toBe(200);
    const bet = await app.t.deps.db
      .selectFrom('bets')
      .select(['place_time', 'match_after'])
      .where('bet_id', '=', booked.betId)
      .executeTakeFirstOrThrow();
    expect(bet.match_after.getTime() - bet.place_time.getTime()).toBe(9_000);
  } finally {
    await app.t.deps.db
      .updateTable('sports')
      .set({ bet_delay_time: CRICKET_DELAY_MS / 1000 })
      .where('id', '=', 4)
      .execute();
  }
});

test('a market settled behind the kept position takes no bet from the player', async () => {
  await placeMatched();
  await sql`INSERT INTO market_settlements (market_id, event_id, kind, outcome, result, source) VALUES (${BM}, ${GAME_ID}, 'BookMaker', 'void', 'Void', 'operator')`.execute(
    app.t.deps.db,
  );
  try {
    // The bookmaker market's runners are not kept yet: the first bet there reads afresh anyway.
    expect(await save(backBookmaker)).toMatchObject({ status: 400, message: MSG.notAbleToBet });
    await sql`DELETE FROM market_settlements WHERE market_id = ${BM}`.execute(app.t.deps.db);
    await placeMatched(backBookmaker, 1_000);
    await sql`INSERT INTO market_settlements (market_id, event_id, kind, outcome, result, source) VALUES (${BM}, ${GAME_ID}, 'BookMaker', 'void', 'Void', 'operator')`.execute(
      app.t.deps.db,
    );
    const before = counts();
    expect(await save(backBookmaker)).toMatchObject({ status: 400, message: MSG.notAbleToBet });
    expect(counts().written).toBe(before.written);
  } finally {
    await sql`DELETE FROM market_settlements WHERE market_id = ${BM}`.execute(app.t.deps.db);
  }
});

test('a market settled between the save and the update: the pending bet was lapsed and is not matched', async () => {
  await sql`INSERT INTO series (id, sport_id, name) VALUES (${SERIES_ID}, 4, 'Premier Cup') ON CONFLICT DO NOTHING`.execute(app.t.deps.db);
  await sql`INSERT INTO events (id, sport_id, series_id, name, starts_at, status) VALUES (${GAME_ID}, 4, ${SERIES_ID}, 'Mumbai v Delhi', now(), 'inplay') ON CONFLICT DO NOTHING`.execute(
    app.t.deps.db,
  );
  await placeMatched();
  const { betId } = await save({ ...backHome, stake: 200 });
  try {
    await settleMarket(app.t.deps.db, {
      marketId: MO,
      outcome: { outcome: 'void' },
      source: 'operator',
      kind: 'Matchodds',
      eventId: GAME_ID,
    });
    app.t.clock.advance(CRICKET_DELAY_MS);
    const response = await app.api.update({ userId: app.player.userId, BetId: betId, oddsRequest: 2 });
    expect(response.json()).toEqual({ isSuccess: false, message: BETS_MSG.notPending });
    expect(await statusOf(betId)).toBe('lapsed');
    expect((await wallet()).exposure).toBe(0);
  } finally {
    await sql`DELETE FROM market_settlements WHERE market_id = ${MO}`.execute(app.t.deps.db);
  }
});

test('a pending bet the sweeper lapsed behind the kept position is not matched', async () => {
  await placeMatched();
  const { betId } = await save(backHome);
  app.t.clock.advance(CRICKET_DELAY_MS + PENDING_GRACE_MS + 1);
  expect(await sweepPendingBets(app.t.deps.db, app.t.clock)).toBe(1);
  const response = await app.api.update({ userId: app.player.userId, BetId: betId, oddsRequest: 2 });
  expect(response.json()).toEqual({ isSuccess: false, message: BETS_MSG.notPending });
  expect(await statusOf(betId)).toBe('lapsed');
  await expectExposureRecomputed();
});

test('an update after the window, decided from the kept position, lapses the bet and releases its exposure', async () => {
  await placeMatched();
  const balance = (await wallet()).balance;
  const before = counts();
  const { betId } = await save({ ...backHome, stake: 300 });
  expect((await wallet()).exposure).toBe(40_000);
  app.t.clock.advance(CRICKET_DELAY_MS + BET_UPDATE_WINDOW_MS + 1);
  const response = await app.api.update({ userId: app.player.userId, BetId: betId, oddsRequest: 2 });
  expect(response.json()).toEqual({ isSuccess: false, message: BETS_MSG.lapsed });
  // The save and the lapse were both written from the kept position.
  expect(counts()).toEqual({ written: before.written + 2, stale: before.stale });
  expect(await statusOf(betId)).toBe('lapsed');
  // Released: what a fresh recomputation over the open bets gives (with this file's unpersisted
  // runners, the matched back alone risks nothing), and no money moved.
  const afterLapse = await wallet();
  expect(afterLapse.exposure).toBeLessThan(40_000);
  expect(afterLapse.balance).toBe(balance);
  const recomputed = await app.t.deps.db.transaction().execute((trx) => openPosition(trx, app.player.userId));
  expect(afterLapse.exposure).toBe(recomputed.exposurePaise);
  // The kept position knows the bet is gone: the next bet is written from it (expectExposureRecomputed
  // writes the wallet row, so it comes after), and everything is stored as a fresh read would.
  await placeMatched({ ...backHome, stake: 200 });
  expect(counts()).toEqual({ written: before.written + 4, stale: before.stale });
  await expectExposureRecomputed();
});

test('a runner persisted behind the kept position counts in the exposure of the next bet', async () => {
  // The bookmaker market as the feed had persisted it so far: one runner of two.
  await sql`INSERT INTO series (id, sport_id, name) VALUES (${SERIES_ID}, 4, 'Premier Cup') ON CONFLICT DO NOTHING`.execute(app.t.deps.db);
  await sql`INSERT INTO events (id, sport_id, series_id, name, starts_at, status) VALUES (${GAME_ID}, 4, ${SERIES_ID}, 'Mumbai v Delhi', now(), 'inplay') ON CONFLICT DO NOTHING`.execute(
    app.t.deps.db,
  );
  await sql`INSERT INTO markets (id, event_id, kind, name) VALUES (${BM}, ${GAME_ID}, 'BookMaker', 'Bookmaker') ON CONFLICT DO NOTHING`.execute(
    app.t.deps.db,
  );
  await sql`INSERT INTO runners (market_id, selection_id, name, sort_order) VALUES (${BM}, ${BM_HOME}, 'Mumbai', 1)`.execute(app.t.deps.db);
  await placeMatched(backBookmaker, 1_000);
  await placeMatched(); // the match-odds market is kept too
  await sql`INSERT INTO runners (market_id, selection_id, name, sort_order) VALUES (${BM}, ${BM_HOME + 1}, 'Delhi', 2)`.execute(
    app.t.deps.db,
  );
  const before = counts();
  expect(await save(backHome)).toMatchObject({ status: 200 });
  expect(counts().stale).toBe(before.stale + 1);
  await expectExposureRecomputed();
});

test('the first runners of a market kept empty count in the next bet, though persisted with their market (no bump)', async () => {
  await placeMatched(); // the match-odds market is kept with no runner (this file does not persist them)
  const epochOf = async () => (await sql<{ epoch: string }>`SELECT epoch::text FROM bet_rules_epoch`.execute(app.t.deps.db)).rows[0].epoch;
  const epoch = await epochOf();
  // The market persisted with its runners in one transaction, as the feed lists a market: no bump.
  await sql`INSERT INTO series (id, sport_id, name) VALUES (${SERIES_ID}, 4, 'Premier Cup') ON CONFLICT DO NOTHING`.execute(app.t.deps.db);
  await sql`INSERT INTO events (id, sport_id, series_id, name, starts_at, status) VALUES (${GAME_ID}, 4, ${SERIES_ID}, 'Mumbai v Delhi', now(), 'inplay') ON CONFLICT DO NOTHING`.execute(
    app.t.deps.db,
  );
  await app.t.deps.db.transaction().execute(async (trx) => {
    await sql`INSERT INTO markets (id, event_id, kind, name) VALUES (${MO}, ${GAME_ID}, 'Matchodds', 'Match Odds')`.execute(trx);
    await sql`INSERT INTO runners (market_id, selection_id, name, sort_order) VALUES (${MO}, ${HOME}, 'Mumbai', 1), (${MO}, ${HOME + 1}, 'Delhi', 2)`.execute(
      trx,
    );
  });
  expect(await epochOf()).toBe(epoch);
  const before = counts();
  expect(await save(backHome)).toMatchObject({ status: 200 });
  expect(counts().stale).toBe(before.stale + 1);
  await expectExposureRecomputed();
});

test('two bets of one player at once: one is written from the kept position, the other finds it stale', async () => {
  await placeMatched();
  const before = counts();
  const [a, b] = await Promise.all([save(backHome), save({ ...backHome, stake: 200 })]);
  expect([a.status, b.status]).toEqual([200, 200]);
  expect(counts().written + counts().stale).toBeGreaterThan(before.written + before.stale);
  expect((await wallet()).exposure).toBe(40_000);
  await expectExposureRecomputed();
});

test('two API processes on one database: each notices the bets the other wrote', async () => {
  // A second app on the same database and feed, with positions of its own: as a second process.
  const other = asOurPages(await buildApp({ ...app.t.deps, positions: new PositionCache() }));
  try {
    const elsewhere = client(other, app.player.cookie, app.t.deps.config.payloadKey);
    const betsOn = async (api: typeof elsewhere, stake: number) => {
      const payload = savePayload(app.player.userId, { ...backHome, stake });
      expect((await api.save(payload)).statusCode).toBe(200);
    };
    await betsOn(app.api, 100); // kept here
    await betsOn(elsewhere, 200); // kept there
    await betsOn(app.api, 300); // here, behind the bet of ₹200: stale, read afresh
    await betsOn(elsewhere, 400); // there, behind the bet of ₹300: stale too
    expect((await wallet()).exposure).toBe(100_000);
    await expectExposureRecomputed();
  } finally {
    await other.close();
  }
});
