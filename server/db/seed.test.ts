import { sql } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../test/db';
import { seed } from './seed';
import { TEST_OPERATOR } from '../test/constants';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

async function snapshot() {
  const { db } = database;
  return {
    users: await db
      .selectFrom('users')
      .select(['id', 'username', 'role', 'self_user', 'exposure_limit', 'password_hash'])
      .orderBy('id')
      .execute(),
    wallets: await db.selectFrom('wallets').selectAll().orderBy('user_id').execute(),
    ledger: await db.selectFrom('ledger').select(['id', 'user_id', 'amount', 'kind']).orderBy('id').execute(),
    master: await db.selectFrom('master_data').selectAll().execute(),
    sports: await db.selectFrom('sports').selectAll().orderBy('id').execute(),
    buttons: await db.selectFrom('default_stake_buttons').selectAll().orderBy('kind').orderBy('slot').execute(),
  };
}

test('the seed creates the operator, player1 with ₹1,00,000 and self1 with ₹5,000', async () => {
  const { db } = database;
  const rows = await db
    .selectFrom('users')
    .innerJoin('wallets', 'wallets.user_id', 'users.id')
    .select(['username', 'role', 'self_user', 'balance', 'exposure_limit', 'created_by'])
    .orderBy('users.id')
    .execute();
  expect(rows.map((r) => [r.username, r.role, r.self_user, r.balance])).toEqual([
    ['operator', 'operator', 0, 0],
    ['player1', 'player', 0, 10_000_000],
    ['self1', 'player', 1, 500_000],
  ]);
  expect(rows[1].exposure_limit).toBe(20_000_000);
  expect(rows[1].created_by).not.toBeNull();
  expect(rows[2].created_by).toBeNull();
});

test('a second seed run changes nothing', async () => {
  const before = await snapshot();
  await seed(database.db, { ...TEST_OPERATOR, demo: true });
  expect(await snapshot()).toEqual(before);
});

test('balances equal the sum of each ledger', async () => {
  const { rows } = await sql<{ mismatches: number }>`
    SELECT count(*)::int AS mismatches FROM wallets w
    WHERE w.balance <> COALESCE((SELECT sum(amount) FROM ledger l WHERE l.user_id = w.user_id), 0)`.execute(database.db);
  expect(rows[0].mismatches).toBe(0);
});

test('the ledger refuses edits and deletions', async () => {
  await expect(sql`UPDATE ledger SET amount = amount + 1`.execute(database.db)).rejects.toThrow(/append-only/);
  await expect(sql`DELETE FROM ledger`.execute(database.db)).rejects.toThrow(/append-only/);
});
