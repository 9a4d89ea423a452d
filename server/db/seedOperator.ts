// The first owner of the console (a staff account, migration 20261128_48) and its password. OPERATOR_PASSWORD, when set, is the password on every start
// (changing it rotates the password); when unset, the stored one stays. A first start with none
// creates the operator with the development password, or in production with a generated one that
// is printed once and stored only as its hash. `npm run operator -- reset-password` replaces a lost one.
import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from './database';
import { hashPassword, verifyPassword } from '../lib/password';
import { openWallet } from '../money/ledger';
import { DEV_DEFAULTS } from '../config';

/** Where the operator's password came from this start: the banner prints only what it knows is true. */
export type OperatorPassword =
  /** OPERATOR_PASSWORD: the stored hash matches it (set now if it did not). */
  | { kind: 'env' }
  /** Created now with this generated password: shown once, never stored in clear. */
  | { kind: 'generated'; password: string }
  /** The stored hash is the development password (development only). */
  | { kind: 'development' }
  /** Some earlier password (reset-password, a former OPERATOR_PASSWORD): not known here. */
  | { kind: 'stored' };

export interface OperatorOptions {
  username: string;
  /** OPERATOR_PASSWORD, when set. */
  password: string | undefined;
  /** With no OPERATOR_PASSWORD, create the operator with a random password (production) instead of the development one. */
  generate: boolean;
}

/** 24 characters of base64url: 144 random bits. */
export const randomPassword = (): string => crypto.randomBytes(18).toString('base64url');

/** What users.password_hash holds for staff: their password is in staff.password_hash, never usable at the player door. */
const STAFF_NO_PLAYER_PASSWORD = 'none$staff-account';

async function findOperator(db: Db, username: string) {
  return db
    .selectFrom('users')
    .leftJoin('staff', 'staff.user_id', 'users.id')
    .select(['users.id', 'users.role', 'staff.password_hash', 'staff.roles'])
    .where('users.username_key', '=', username.toLowerCase())
    .executeTakeFirst();
}

/**
 * Stores a new password for the operator, ends the operator's sessions and lifts any log-in throttle
 * on the name: a rotated or reset password works at once.
 */
export async function setOperatorPassword(db: Db, userId: number, username: string, password: string): Promise<void> {
  const hash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('staff').set({ password_hash: hash }).where('user_id', '=', userId).execute();
    await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
    const name = username.toLowerCase();
    await trx
      .deleteFrom('login_throttle')
      .where((eb) => eb.or([eb('key', '=', `user:${name}`), sql<boolean>`starts_with(key, ${`pair:${name}|`})`]))
      .execute();
  });
}

export async function ensureOperator(db: Db, options: OperatorOptions): Promise<{ id: number; password: OperatorPassword }> {
  const existing = await findOperator(db, options.username);
  if (existing) {
    if (existing.role !== 'operator') {
      throw new Error(`OPERATOR_USER "${options.username}" names an existing ${existing.role} account, not the operator`);
    }
    if (existing.roles && !existing.roles.includes('owner')) {
      // OPERATOR_USER's password is applied at every start: it must never be a way into another's account.
      throw new Error(`OPERATOR_USER "${options.username}" names a staff account that is not an owner (${existing.roles.join(', ')})`);
    }
    if (existing.password_hash === null) {
      // An operator account from before staff accounts that the migration did not see: it becomes an owner.
      await db
        .insertInto('staff')
        .values({ user_id: existing.id, display_name: options.username, roles: ['owner'], password_hash: STAFF_NO_PLAYER_PASSWORD })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .execute();
      return ensureOperator(db, options);
    }
    if (options.password !== undefined) {
      if (!(await verifyPassword(options.password, existing.password_hash))) {
        await setOperatorPassword(db, existing.id, options.username, options.password);
      }
      return { id: existing.id, password: { kind: 'env' } };
    }
    const development = await verifyPassword(DEV_DEFAULTS.operatorPassword, existing.password_hash);
    if (development && options.generate) {
      // A database first started in development now runs in production: the published password goes.
      const generated = randomPassword();
      await setOperatorPassword(db, existing.id, options.username, generated);
      return { id: existing.id, password: { kind: 'generated', password: generated } };
    }
    return { id: existing.id, password: { kind: development ? 'development' : 'stored' } };
  }

  const generated = options.password === undefined && options.generate ? randomPassword() : undefined;
  const password = options.password ?? generated ?? DEV_DEFAULTS.operatorPassword;
  const passwordHash = await hashPassword(password);
  const id = await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('users')
      .values({
        username: options.username,
        username_key: options.username.toLowerCase(),
        password_hash: STAFF_NO_PLAYER_PASSWORD,
        role: 'operator',
        self_user: 0,
        exposure_limit: 0,
        password_status: 1,
        created_by: null,
      })
      .onConflict((oc) => oc.column('username_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) {
      await trx
        .insertInto('staff')
        .values({ user_id: inserted.id, display_name: options.username, roles: ['owner'], password_hash: passwordHash })
        .execute();
      await openWallet(trx, inserted.id, 0, 'Opening balance');
    }
    return inserted?.id;
  });
  // Another process created it between our look-up and insert: its password stands (or OPERATOR_PASSWORD's).
  if (id === undefined) return ensureOperator(db, { ...options, generate: false });
  if (generated) return { id, password: { kind: 'generated', password: generated } };
  return { id, password: { kind: options.password !== undefined ? 'env' : 'development' } };
}

/** The account named `username` (any case), to check it is the operator's before resetting it. */
export function findAccountByName(db: Db, username: string) {
  return db.selectFrom('users').select(['id', 'username', 'role']).where('username_key', '=', username.toLowerCase()).executeTakeFirst();
}
