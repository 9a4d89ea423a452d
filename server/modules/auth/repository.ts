// SQL of the auth area: users, their password state, master data. Functions take `db | trx` first.
import type { Kysely } from 'kysely';
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

const USER_COLUMNS = [
  'id', 'username', 'password_hash', 'role', 'self_user', 'exposure_limit', 'lock_betting', 'password_status',
] as const;

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

export async function setPassword(db: Q, userId: number, passwordHash: string, passwordStatus: 0 | 1): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash, password_status: passwordStatus }).where('id', '=', userId).execute();
}

export function masterData(db: Q) {
  return db.selectFrom('master_data').select(['bet_start_time', 'site_message']).orderBy('id').execute();
}
