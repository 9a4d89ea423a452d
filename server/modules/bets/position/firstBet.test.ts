// What is kept for every player (gameLimits.ts, marketRunners.ts) through the real app and database:
// a player's first bet on a game or market that their own position does not hold is decided from
// the game's limits and the market's runners kept for everybody, with the player's own match
// setting winning over the one for everybody; a change after they were read (a rule, a runner) is
// caught by the write's guard and the ordinary path decides.
import { sql } from 'kysely';
import { MSG } from '../../../../src/domain/messages';
import { refreshExposure } from '../exposure';
import { useBetsApp } from '../../../test/bets/fixture';
import { BM, BM_HOME, GAME_ID, HOME, MO, savePayload, SERIES_ID, type BetSpec } from '../../../test/bets/testSupport';
import { must } from '../../../test/must';

const app = useBetsApp();
beforeEach(async () => {
  await app.t.deps.db.deleteFrom('runners').execute();
});

const backHome: BetSpec = { market: 'Matchodds', marketId: MO, selectionId: HOME, side: 'back', price: 2, stake: 100 };
const positions = () => app.t.deps.positions;
const snapshot = () => ({ ...positions().counts, ...positions().missed });

async function save(spec: BetSpec): Promise<{ status: number; message?: string }> {
  const response = await app.api.save(savePayload(app.player.userId, spec));
  return { status: response.statusCode, message: response.json().message };
}

/** A kept position as a player's first bet on this game finds it: everything but the game's limits. */
async function keptWithoutTheGame(stake = 100): Promise<void> {
  expect(await save({ ...backHome, stake })).toMatchObject({ status: 200 });
  const kept = must(positions().get(app.player.userId), "the player's kept position");
  positions().set(app.player.userId, { ...kept, limits: new Map() });
}

const matchSetting = (userId: number | null, min: number, max: number) => ({
  user_id: userId,
  game_id: String(GAME_ID),
  min_odd_limit: min,
  max_odd_limit: max,
  min_bookmaker_limit: 100,
  max_bookmaker_limit: 1000,
  min_fancy_limit: 100,
  max_fancy_limit: 1000,
});

test("a first bet on a game is written from the kept position, with the game's limits kept for everybody", async () => {
  await keptWithoutTheGame();
  const before = snapshot();
  expect(await save({ ...backHome, stake: 200 })).toMatchObject({ status: 200 });
  expect(snapshot()).toEqual({ ...before, written: before.written + 1 });
});

test("the player's own match setting wins over everybody's, another player's does not apply", async () => {
  const other = await app.t.deps.db.selectFrom('users').select('id').where('id', '<>', app.player.userId).executeTakeFirstOrThrow();
  await app.t.deps.db
    .insertInto('user_match_settings')
    .values([matchSetting(null, 100, 300), matchSetting(other.id, 100, 2000)])
    .execute();
  await keptWithoutTheGame();
  let before = snapshot();
  // Everybody's limit (₹300), not the other player's (₹2000); decided from the kept position.
  expect(await save({ ...backHome, stake: 400 })).toMatchObject({ status: 400, message: MSG.stakeBetween(100, 300) });
  expect(snapshot()['refused by the rules']).toBe(before['refused by the rules'] + 1);

  await app.t.deps.db
    .insertInto('user_match_settings')
    .values(matchSetting(app.player.userId, 500, 1000))
    .execute();
  await keptWithoutTheGame(600);
  before = snapshot();
  expect(await save({ ...backHome, stake: 300 })).toMatchObject({ status: 400, message: MSG.stakeBetween(500, 1000) });
  expect(await save({ ...backHome, stake: 600 })).toMatchObject({ status: 200 });
  expect(snapshot().written).toBe(before.written + 1);
});

test('limits changed after the game was read: the guard sees the new epoch and the ordinary path applies them', async () => {
  await keptWithoutTheGame();
  expect(await save(backHome)).toMatchObject({ status: 200 }); // the game's limits are now kept at this epoch
  const kept = must(positions().get(app.player.userId), "the player's kept position");
  await app.t.deps.db
    .insertInto('user_match_settings')
    .values(matchSetting(null, 500, 1000))
    .execute();
  positions().set(app.player.userId, { ...kept, limits: new Map() });
  const before = snapshot();
  expect(await save({ ...backHome, stake: 100 })).toMatchObject({ status: 400, message: MSG.stakeBetween(500, 1000) });
  expect(snapshot().stale).toBe(before.stale + 1);
});

test("a first bet on a market is written from the kept position, with the market's runners kept for everybody", async () => {
  const db = app.t.deps.db;
  await sql`INSERT INTO series (id, sport_id, name) VALUES (${SERIES_ID}, 4, 'Premier Cup') ON CONFLICT DO NOTHING`.execute(db);
  await sql`INSERT INTO events (id, sport_id, series_id, name, starts_at, status) VALUES (${GAME_ID}, 4, ${SERIES_ID}, 'Mumbai v Delhi', now(), 'inplay') ON CONFLICT DO NOTHING`.execute(
    db,
  );
  await sql`INSERT INTO markets (id, event_id, kind, name) VALUES (${BM}, ${GAME_ID}, 'BookMaker', 'Bookmaker') ON CONFLICT DO NOTHING`.execute(
    db,
  );
  await sql`INSERT INTO runners (market_id, selection_id, name, sort_order) VALUES (${BM}, ${BM_HOME}, 'Mumbai', 1)`.execute(db);
  const backBookmaker: BetSpec = { market: 'BookMaker', marketId: BM, selectionId: BM_HOME, side: 'back', price: 45, stake: 100 };
  expect(await save(backHome)).toMatchObject({ status: 200 }); // the position holds the match odds only
  let before = snapshot();
  expect(await save(backBookmaker)).toMatchObject({ status: 200 });
  expect(snapshot()).toEqual({ ...before, written: before.written + 1 });

  // A runner persisted after the market's runners were kept moves the epoch: the guard finds it, the ordinary path decides.
  await sql`INSERT INTO runners (market_id, selection_id, name, sort_order) VALUES (${BM}, ${BM_HOME + 1}, 'Delhi', 2)`.execute(db);
  const kept = must(positions().get(app.player.userId), "the player's kept position");
  positions().set(app.player.userId, { ...kept, runners: new Map([...kept.runners].filter(([marketId]) => marketId !== BM)) });
  before = snapshot();
  expect(await save(backBookmaker)).toMatchObject({ status: 200 });
  expect(snapshot().stale).toBe(before.stale + 1);
  // The ordinary path's read is kept for everybody: the next first bet on the market is written from it.
  const after = must(positions().get(app.player.userId), "the player's kept position");
  positions().set(app.player.userId, { ...after, runners: new Map([...after.runners].filter(([marketId]) => marketId !== BM)) });
  before = snapshot();
  expect(await save(backBookmaker)).toMatchObject({ status: 200 });
  expect(snapshot().written).toBe(before.written + 1);
  // Stored as a fresh recomputation gives it (which writes the wallet row, so it comes last).
  const stored = (await db.selectFrom('wallets').select('exposure').where('user_id', '=', app.player.userId).executeTakeFirstOrThrow())
    .exposure;
  expect(stored).toBe(await db.transaction().execute((trx) => refreshExposure(trx, app.player.userId)));
});
