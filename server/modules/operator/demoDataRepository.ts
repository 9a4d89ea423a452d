// SQL of the sample data a development start seeds (player1, self1, the made-up merchant accounts):
// which of it is still live, and switching it off. Nothing is deleted: their ledger stays as it was.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Q = Kysely<Database>;

/** The sample players that can still log in. */
export async function liveSamplePlayers(db: Q, usernames: readonly string[]): Promise<Array<{ id: number; username: string }>> {
  return db
    .selectFrom('users')
    .select(['id', 'username'])
    .where(
      'username_key',
      'in',
      usernames.map((n) => n.toLowerCase()),
    )
    .where('role', '=', 'player')
    .where('lock_login', '=', 0)
    .orderBy('id')
    .execute();
}

/** The sample merchant accounts still offered to players. */
export async function liveSampleMerchants(db: Q, qrFiles: readonly string[]): Promise<Array<{ id: number; display_name: string }>> {
  return db
    .selectFrom('merchant_accounts')
    .select(['id', 'display_name'])
    .where('qr_file', 'in', [...qrFiles])
    .where('active', '=', true)
    .orderBy('id')
    .execute();
}

/** Log-in and betting locked: the account and its money rows stay for the books. */
export async function lockPlayers(db: Q, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('users')
    .set({ lock_login: 1, lock_betting: 1 })
    .where('id', 'in', [...ids])
    .execute();
}

export async function deactivateMerchants(db: Q, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('merchant_accounts')
    .set({ active: false })
    .where('id', 'in', [...ids])
    .execute();
}
