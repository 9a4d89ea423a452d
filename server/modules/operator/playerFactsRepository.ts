// SQL of what support reads on a player's page beside the account: why the log-in is locked (the
// audit row that locked it: who, when, the reason) and the last log-ins with their address and device.
import type { Q } from './queries';

/** The last log-in lock or unlock of a player, from the audit log; undefined when never changed. */
export function lastLoginLockAction(db: Q, userId: number) {
  return db
    .selectFrom('operator_actions as a')
    .leftJoin('users as s', 's.id', 'a.operator_id')
    .select(['a.action', 'a.reason', 'a.created_at', 's.username as by'])
    .where('a.target', '=', `user:${userId}`)
    .where('a.action', 'in', ['user.lock-login', 'user.unlock-login'])
    .orderBy('a.id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The player's last log-ins, newest first: the signed device cookie's id and the address. */
export function lastLogins(db: Q, userId: number, limit = 10) {
  return db
    .selectFrom('device_logins')
    .select(['at', 'ip', 'device_id'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
