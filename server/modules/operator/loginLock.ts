// The operator's log-in lock (migration 20261125_23), read at every log-in after the password check.
import type { Q } from './queries';

export async function isLoginLocked(db: Q, userId: number): Promise<boolean> {
  const row = await db.selectFrom('users').select('lock_login').where('id', '=', userId).executeTakeFirst();
  return row?.lock_login === 1;
}
