// SQL of the sessions table (one row per logged-in cookie, keyed by the cookie's sha256). The cache
// and the expiry rules stay in sessionStore.ts; these are its statements.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

type Q = Kysely<Database>;

export async function insertSession(db: Q, idHash: string, userId: number, ip: string, now: Date): Promise<void> {
  await db.insertInto('sessions').values({ id_hash: idHash, user_id: userId, ip, created_at: now, last_seen_at: now }).execute();
}

/** Sessions last seen before `seenBefore` or made before `bornBefore`. */
export async function deleteStaleSessions(db: Q, seenBefore: Date, bornBefore: Date): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('last_seen_at', '<', seenBefore), eb('created_at', '<', bornBefore)]))
    .execute();
}

/** The session of a cookie's hash with its user, or undefined. */
export function findSession(db: Q, idHash: string) {
  return (
    db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      // A staff member's roles ride with the session: a change of roles or status ends the sessions.
      .leftJoin('staff', 'staff.user_id', 'users.id')
      .select([
        'users.id',
        'users.username',
        'users.role',
        'users.self_user',
        'users.password_status',
        'sessions.last_seen_at',
        'sessions.created_at',
        'staff.roles as staff_roles',
        'staff.status as staff_status',
        'staff.totp_enabled as staff_totp',
      ])
      .where('sessions.id_hash', '=', idHash)
      .executeTakeFirst()
  );
}

export async function touchSession(db: Q, idHash: string, now: Date): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: now }).where('id_hash', '=', idHash).execute();
}

export async function deleteSession(db: Q, idHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
}

export async function deleteSessionsOf(db: Q, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}
