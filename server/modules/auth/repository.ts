// SQL of the auth area: users, their password state and log-in lock, master data, the per-address
// limits, the demo purge and the health ping. Functions take `db | trx` first. The sessions' and the
// throttle's statements have files of their own (sessionRepository.ts, throttleRepository.ts).
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Role } from '../../db/tables/core';

type Q = Kysely<Database>;

export interface UserRow {
  id: number;
  username: string;
  password_hash: string;
  role: Role;
  self_user: number;
  /** Paise. */
  exposure_limit: number;
  lock_betting: number;
  password_status: number;
}

const USER_COLUMNS = ['id', 'username', 'password_hash', 'role', 'self_user', 'exposure_limit', 'lock_betting', 'password_status'] as const;

/** Names are unique whatever their case: the look-up goes through username_key. */
export function findUserByName(db: Q, username: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').select(USER_COLUMNS).where('username_key', '=', username.toLowerCase()).executeTakeFirst();
}

export function findUserById(db: Q, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').select(USER_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export interface NewUser {
  username: string;
  passwordHash: string;
  role: Role;
  selfUser: 0 | 1;
  /** Paise. */
  exposureLimit: number;
  passwordStatus: 0 | 1;
  phone?: string | null;
  createdBy?: number | null;
}

/** Inserts a user; undefined when the name (in any case) is already taken. */
export async function insertUser(db: Q, user: NewUser): Promise<number | undefined> {
  const row = await db
    .insertInto('users')
    .values({
      username: user.username,
      username_key: user.username.toLowerCase(),
      password_hash: user.passwordHash,
      role: user.role,
      self_user: user.selfUser,
      exposure_limit: user.exposureLimit,
      password_status: user.passwordStatus,
      phone: user.phone ?? null,
      created_by: user.createdBy ?? null,
    })
    .onConflict((oc) => oc.column('username_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** Whether an account has this number in its normal form (normal_phone, migration 44), in any state. */
export async function phoneRegistered(db: Q, phone: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('phone_key', '=', sql<string>`normal_phone(${phone})`)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The unique index that lets one account have a number, whoever inserts first (migration 44). */
export const PHONE_ONCE_INDEX = 'users_phone_key_once';

export function isPhoneTakenError(error: unknown): boolean {
  const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string };
  return code === '23505' && constraint === PHONE_ONCE_INDEX;
}

export async function setPassword(db: Q, userId: number, passwordHash: string, passwordStatus: 0 | 1): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash, password_status: passwordStatus }).where('id', '=', userId).execute();
}

export function masterData(db: Q) {
  return db.selectFrom('master_data').select(['bet_start_time', 'site_message']).orderBy('id').execute();
}

/** The operator's log-in lock (migration 20261125_23), read at every log-in after the password check. */
export async function isLoginLocked(db: Q, userId: number): Promise<boolean> {
  const row = await db.selectFrom('users').select('lock_login').where('id', '=', userId).executeTakeFirst();
  return row?.lock_login === 1;
}

/** The cheapest round trip there is: the health check's proof that PostgreSQL answers. */
export async function ping(db: Q): Promise<void> {
  await sql`select 1`.execute(db);
}

/**
 * Counts one hit of `bucket` for `address` in one atomic upsert: a window that began at or before
 * `expired` starts again at `now`. Returns the count and the window's start.
 */
export async function countAddressHit(db: Q, bucket: 'signup' | 'demo' | 'slip', address: string, now: Date, expired: Date) {
  const { rows } = await sql<{ hits: number; window_start: Date }>`
    INSERT INTO address_limits AS l (bucket, address, window_start, hits)
    VALUES (${bucket}, ${address}, ${now}, 1)
    ON CONFLICT (bucket, address) DO UPDATE SET
      hits = CASE WHEN l.window_start <= ${expired} THEN 1 ELSE l.hits + 1 END,
      window_start = CASE WHEN l.window_start <= ${expired} THEN ${now} ELSE l.window_start END
    RETURNING hits, window_start`.execute(db);
  return rows[0];
}

export async function deleteAddressWindowsBefore(db: Q, before: Date): Promise<void> {
  await db.deleteFrom('address_limits').where('window_start', '<', before).execute();
}

/**
 * Demo players idle since `cutoff` with no session left, their wallet rows locked (so no bet or
 * settlement of theirs is half-way when they go); SKIP LOCKED leaves one busy right now to the next pass.
 */
export async function lockIdleDemoPlayers(trx: Transaction<Database>, cutoff: Date, limit: number): Promise<number[]> {
  const found = await sql<{ id: number }>`
    SELECT u.id FROM users u JOIN wallets w ON w.user_id = u.id
    WHERE u.role = 'demo' AND coalesce(u.last_seen_at, u.created_at) < ${cutoff}
      AND NOT EXISTS (SELECT 1 FROM sessions s WHERE s.user_id = u.id)
    ORDER BY u.id
    LIMIT ${limit}
    FOR UPDATE OF w SKIP LOCKED`.execute(trx);
  return found.rows.map((r) => r.id);
}

/**
 * Deletes demo players and everything of theirs. Migration 25 lets this transaction, and only for
 * demo players, delete ledger rows. Sessions, wallet, stake buttons, saved accounts and match
 * settings go with the user (cascade).
 */
export async function deleteDemoPlayers(trx: Transaction<Database>, ids: number[]): Promise<void> {
  await sql`SET LOCAL exchange.purge_demo = 'on'`.execute(trx);
  await trx.deleteFrom('bets').where('user_id', 'in', ids).execute();
  await trx.deleteFrom('ledger').where('user_id', 'in', ids).execute();
  await trx.deleteFrom('wallet_requests').where('user_id', 'in', ids).execute();
  await trx.deleteFrom('users').where('id', 'in', ids).where('role', '=', 'demo').execute();
}
