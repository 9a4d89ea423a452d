// SQL of the operator area: a player's account as the operator sees it, and its settings.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Role } from '../../db/tables/core';

type Q = Kysely<Database>;

export interface AccountRow {
  id: number;
  username: string;
  role: Role;
  self_user: number;
  exposure_limit: number;
  lock_betting: number;
  lock_login: number;
  password_status: number;
  balance: number;
  exposure: number;
  reserved: number;
  ledger_sum: number;
}

function accountQuery(db: Q) {
  return (
    db
      .selectFrom('users')
      .innerJoin('wallets', 'wallets.user_id', 'users.id')
      .select([
        'users.id',
        'users.username',
        'users.role',
        'users.self_user',
        'users.exposure_limit',
        'users.lock_betting',
        'users.lock_login',
        'users.password_status',
        'wallets.balance',
        'wallets.exposure',
        'wallets.reserved',
        sql<number>`(SELECT COALESCE(SUM(amount), 0) FROM ledger WHERE ledger.user_id = users.id)`.as('ledger_sum'),
      ])
      // The operator manages players; operator accounts are not among them.
      .where('users.role', '<>', 'operator')
  );
}

export function accountById(db: Q, id: number): Promise<AccountRow | undefined> {
  return accountQuery(db).where('users.id', '=', id).executeTakeFirst();
}

export function accountByName(db: Q, username: string): Promise<AccountRow | undefined> {
  return accountQuery(db).where('users.username_key', '=', username.toLowerCase()).executeTakeFirst();
}

export interface AccountChanges {
  lock_betting?: number;
  exposure_limit?: number;
  password_hash?: string;
  password_status?: number;
}

/** Whether a player (not an operator) with this id exists and was changed. */
export async function updateAccount(db: Q, id: number, changes: AccountChanges): Promise<boolean> {
  const result = await db.updateTable('users').set(changes).where('id', '=', id).where('role', '<>', 'operator').executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Locks (1) or unlocks (0) a log-in; false when it already was so. */
export async function setLoginLock(db: Q, id: number, lock: 0 | 1): Promise<boolean> {
  const changed = await db
    .updateTable('users')
    .set({ lock_login: lock })
    .where('id', '=', id)
    .where('lock_login', '<>', lock)
    .executeTakeFirst();
  return Number(changed.numUpdatedRows) > 0;
}
