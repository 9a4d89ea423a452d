// Migration 34: a transaction that changes a player's bets without writing their wallets row fails at
// commit, and nothing of it stays; writing the wallet row anywhere in the same transaction (before or
// after the bets), or deleting the player with their wallet, passes.
import { sql, type Transaction } from 'kysely';
import type { Database } from './schema';
import { createTestDatabase, type TestDatabase } from '../test/db';

let testDb: TestDatabase;
let userId: number;
let otherId: number;

beforeAll(async () => {
  testDb = await createTestDatabase();
  const players = await testDb.db.selectFrom('users').select('id').where('role', '=', 'player').orderBy('id').limit(2).execute();
  [userId, otherId] = players.map((p) => p.id);
});
afterAll(() => testDb.drop());

const insertBet = (trx: Transaction<Database>, betId: string, user = userId) =>
  sql`
  INSERT INTO bets (bet_id, user_id, sport_id, series_id, event_id, event_name, market_id, market_name, market_kind, odds_type,
                    selection_id, selection_name, side, odds_requested, stake, profit, liability, status, place_time, match_after)
  VALUES (${betId.padEnd(30, 'w')}, ${user}, 4, 1, 1, 'e', '1.1', 'Match Odds', 'Matchodds', 1, 11, 'Home', 'back',
          2, 10000, 10000, -10000, 'pending', now(), now())`.execute(trx);

const touchWallet = (trx: Transaction<Database>, user = userId) =>
  trx.updateTable('wallets').set({ updated_at: new Date() }).where('user_id', '=', user).execute();

const betCount = async (prefix: string) =>
  Number((await sql<{ n: string }>`SELECT count(*) AS n FROM bets WHERE bet_id LIKE ${`${prefix}%`}`.execute(testDb.db)).rows[0].n);

test('a new bet without a wallet write is refused at commit, and nothing is kept', async () => {
  await expect(testDb.db.transaction().execute((trx) => insertBet(trx, 'alone'))).rejects.toMatchObject({
    code: '23514',
    constraint: 'bets_wallet_written',
  });
  expect(await betCount('alone')).toBe(0);
});

test('a wallet write before or after the bets change, in the same transaction, passes', async () => {
  await testDb.db.transaction().execute(async (trx) => {
    await touchWallet(trx);
    await insertBet(trx, 'before');
  });
  await testDb.db.transaction().execute(async (trx) => {
    await insertBet(trx, 'after');
    await sql`UPDATE bets SET status = 'lapsed' WHERE bet_id LIKE 'before%'`.execute(trx);
    await touchWallet(trx);
  });
  expect(await betCount('before')).toBe(1);
  expect(await betCount('after')).toBe(1);
});

test("updates and deletes are held to it too, and another player's wallet does not count", async () => {
  await expect(sql`UPDATE bets SET status = 'deleted' WHERE bet_id LIKE 'after%'`.execute(testDb.db)).rejects.toMatchObject({
    code: '23514',
  });
  await expect(sql`DELETE FROM bets WHERE bet_id LIKE 'after%'`.execute(testDb.db)).rejects.toMatchObject({ code: '23514' });
  await expect(
    testDb.db.transaction().execute(async (trx) => {
      await touchWallet(trx, otherId);
      await insertBet(trx, 'other');
    }),
  ).rejects.toMatchObject({ code: '23514' });
  // Only locking the wallet (as a reader under the lock does) is not a write.
  await expect(
    testDb.db.transaction().execute(async (trx) => {
      await trx.selectFrom('wallets').select('user_id').where('user_id', '=', userId).forUpdate().execute();
      await insertBet(trx, 'locked');
    }),
  ).rejects.toMatchObject({ code: '23514' });
  const status = await testDb.db.selectFrom('bets').select('status').where('bet_id', 'like', 'after%').executeTakeFirstOrThrow();
  expect(status.status).toBe('pending');
});

test('bets of a player whose wallet row is gone (deleted with the player) may go', async () => {
  await testDb.db.transaction().execute(async (trx) => {
    await touchWallet(trx, otherId);
    await insertBet(trx, 'gone', otherId);
  });
  await testDb.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('wallets').where('user_id', '=', otherId).execute();
    await trx.deleteFrom('bets').where('user_id', '=', otherId).execute();
  });
  expect(await betCount('gone')).toBe(0);
});
