// The seeded accounts' passwords (player1, self1, the operator) are hashed at a lower scrypt cost in
// the test template. Test files log these accounts in again and again, and at the production cost
// (N = 2^14) each log-in is about 38 ms of CPU; at N = 2^10 about 2 ms. A hash carries its own N, r
// and p (server/lib/password.ts), so a log-in verifies exactly as in production, wrong passwords
// refused alike. Hashes the product makes during a test (a sign-up, an operator's new player, a
// changed password) keep the production cost.
import crypto from 'node:crypto';
import type { Db } from '../db/database';
import { SEEDED_PLAYERS } from '../db/seed';
import { TEST_OPERATOR } from './constants';

const TEST_COST = { N: 1024, r: 8, p: 1 } as const;

/**
 * A password hash at the test cost, in the stored form verifyPassword reads (scrypt$N$r$p$salt$hash):
 * for the players a test opens straight in the database and then logs in, where what is under test
 * is not the password.
 */
export function testPasswordHash(password: string): string {
  const salt = crypto.randomBytes(16);
  const hash = crypto.scryptSync(password, salt, 32, TEST_COST);
  return ['scrypt', TEST_COST.N, TEST_COST.r, TEST_COST.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

export async function hashSeededPasswordsAtTestCost(db: Db): Promise<void> {
  for (const player of SEEDED_PLAYERS) {
    const { numUpdatedRows } = await db
      .updateTable('users')
      .set({ password_hash: testPasswordHash(player.password) })
      .where('username', '=', player.username)
      .executeTakeFirstOrThrow();
    if (numUpdatedRows !== 1n) throw new Error(`seeded player ${player.username} not found in the template`);
  }
  const operator = await db.selectFrom('users').select('id').where('username', '=', TEST_OPERATOR.operatorUser).executeTakeFirstOrThrow();
  await db
    .updateTable('staff')
    .set({ password_hash: testPasswordHash(TEST_OPERATOR.operatorPassword) })
    .where('user_id', '=', operator.id)
    .executeTakeFirstOrThrow();
}
