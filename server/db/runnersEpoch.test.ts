// Migration 66: a change to a market's runner list bumps bet_rules_epoch, so that a bet decided from a
// kept position knows by one read whether the runner lists it used are still the database's; a market
// and its runners written together (as the feed and the trading desk write them) do not.
import { sql } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../test/db';

let testDb: TestDatabase;
const SERIES = 990_001;
const EVENT = 990_001;

beforeAll(async () => {
  testDb = await createTestDatabase();
  await sql`INSERT INTO series (id, sport_id, name) VALUES (${SERIES}, 4, 'Epoch Cup')`.execute(testDb.db);
  await sql`INSERT INTO events (id, sport_id, series_id, name, starts_at, status)
            VALUES (${EVENT}, 4, ${SERIES}, 'Mumbai v Delhi', now(), 'inplay')`.execute(testDb.db);
});
afterAll(() => testDb.drop());

const epoch = async () =>
  BigInt((await sql<{ epoch: string }>`SELECT epoch::text FROM bet_rules_epoch WHERE id = 1`.execute(testDb.db)).rows[0].epoch);

const insertMarket = (db: TestDatabase['db'], id: string) =>
  sql`INSERT INTO markets (id, event_id, kind, name) VALUES (${id}, ${EVENT}, 'BookMaker', 'Bookmaker')`.execute(db);

const insertRunners = (db: TestDatabase['db'], marketId: string, selections: number[]) =>
  sql`INSERT INTO runners (market_id, selection_id, name, sort_order)
      SELECT ${marketId}, s, 'Runner ' || s, s FROM unnest(${selections}::int[]) AS s`.execute(db);

/** How much the epoch moved while `change` ran. */
async function bumpsOf(change: () => Promise<unknown>): Promise<bigint> {
  const before = await epoch();
  await change();
  return (await epoch()) - before;
}

test('a market written with its runners in one transaction leaves the epoch alone', async () => {
  const moved = await bumpsOf(() =>
    testDb.db.transaction().execute(async (trx) => {
      await insertMarket(trx, '9.1');
      await insertRunners(trx, '9.1', [1, 2]);
    }),
  );
  expect(moved).toBe(0n);
});

test('a runner added to a market that has runners bumps the epoch, in its own transaction or with a market change', async () => {
  expect(await bumpsOf(() => insertRunners(testDb.db, '9.1', [3]))).toBe(1n);
  const moved = await bumpsOf(() =>
    testDb.db.transaction().execute(async (trx) => {
      await sql`UPDATE markets SET status = 'SUSPENDED' WHERE id = '9.1'`.execute(trx);
      await insertRunners(trx, '9.1', [4]);
    }),
  );
  expect(moved).toBe(1n);
});

test('the first runners of a market written earlier bump the epoch (an empty list may have been kept)', async () => {
  await insertMarket(testDb.db, '9.2');
  expect(await bumpsOf(() => insertRunners(testDb.db, '9.2', [1, 2]))).toBe(1n);
});

test('runners deleted or moved bump the epoch; a re-announced runner list (nothing inserted) does not', async () => {
  const reannounce = () =>
    sql`INSERT INTO runners (market_id, selection_id, name, sort_order) VALUES ('9.1', 1, 'Runner 1', 1)
        ON CONFLICT (market_id, selection_id) DO NOTHING`.execute(testDb.db);
  expect(await bumpsOf(reannounce)).toBe(0n);
  expect(
    await bumpsOf(() => sql`UPDATE runners SET selection_id = 5 WHERE market_id = '9.1' AND selection_id = 4`.execute(testDb.db)),
  ).toBe(1n);
  expect(await bumpsOf(() => sql`UPDATE runners SET name = 'Renamed' WHERE market_id = '9.1'`.execute(testDb.db))).toBe(0n);
  expect(await bumpsOf(() => sql`DELETE FROM runners WHERE market_id = '9.2'`.execute(testDb.db))).toBe(1n);
});
