// SQL of staff accounts (migration 20261128_48): each staff member is a users row (role 'operator',
// no password the player door could accept) and a staff row with the log-in, roles and two-factor.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { StaffRole, StaffStatus } from '../../../src/domain/contract/staff';

type Q = Kysely<Database>;

/** What users.password_hash holds for staff: verifyPassword refuses this scheme. */
export const STAFF_NO_PLAYER_PASSWORD = 'none$staff-account';

export interface StaffRow {
  id: number;
  username: string;
  display_name: string;
  roles: StaffRole[];
  status: StaffStatus;
  created_by: string | null;
  created_at: Date;
  last_login_at: Date | null;
  password_hash: string;
  totp_secret: string | null;
  totp_enabled: boolean;
  totp_last_step: string | null;
  recovery_codes: string[];
}

function staffQuery(db: Q) {
  return db
    .selectFrom('staff as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('users as c', 'c.id', 's.created_by')
    .select([
      'u.id',
      'u.username',
      's.display_name',
      's.roles',
      's.status',
      'c.username as created_by',
      's.created_at',
      's.last_login_at',
      's.password_hash',
      's.totp_secret',
      's.totp_enabled',
      's.totp_last_step',
      's.recovery_codes',
    ]);
}

export async function staffByName(db: Q, username: string): Promise<StaffRow | undefined> {
  return (await staffQuery(db).where('u.username_key', '=', username.toLowerCase()).executeTakeFirst()) as StaffRow | undefined;
}

export async function staffById(db: Q, id: number): Promise<StaffRow | undefined> {
  return (await staffQuery(db).where('u.id', '=', id).executeTakeFirst()) as StaffRow | undefined;
}

export async function listStaff(db: Q): Promise<StaffRow[]> {
  return (await staffQuery(db).orderBy('u.username_key').execute()) as StaffRow[];
}

export interface NewStaff {
  username: string;
  displayName: string;
  roles: StaffRole[];
  passwordHash: string;
  createdBy: number | null;
}

/** The users row and the staff row; undefined when the name is taken (by staff or a player). */
export async function insertStaff(db: Q, staff: NewStaff): Promise<number | undefined> {
  const user = await db
    .insertInto('users')
    .values({
      username: staff.username,
      username_key: staff.username.toLowerCase(),
      password_hash: STAFF_NO_PLAYER_PASSWORD,
      role: 'operator',
      self_user: 0,
      exposure_limit: 0,
      password_status: 1,
      created_by: staff.createdBy,
    })
    .onConflict((oc) => oc.column('username_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!user) return undefined;
  await db
    .insertInto('staff')
    .values({
      user_id: user.id,
      display_name: staff.displayName,
      roles: staff.roles,
      password_hash: staff.passwordHash,
      created_by: staff.createdBy,
    })
    .execute();
  return user.id;
}

export interface StaffChanges {
  roles?: StaffRole[];
  status?: StaffStatus;
  password_hash?: string;
  totp_secret?: string | null;
  totp_enabled?: boolean;
  totp_last_step?: number | null;
  recovery_codes?: string[];
  last_login_at?: Date;
}

export async function updateStaff(db: Q, id: number, changes: StaffChanges): Promise<void> {
  await db.updateTable('staff').set(changes).where('user_id', '=', id).execute();
}

/** The active owners, locked: two owners demoting each other at once cannot leave none. */
export async function lockActiveOwners(db: Q): Promise<number[]> {
  const rows = await db
    .selectFrom('staff')
    .select('user_id')
    .where('status', '=', 'active')
    .where(sql<boolean>`'owner' = ANY(roles)`)
    .forUpdate()
    .execute();
  return rows.map((r) => r.user_id);
}

/** Accepts a code's time step once: false when this step (or a later one) was already used. */
export async function takeTotpStep(db: Q, id: number, step: number): Promise<boolean> {
  const row = await db
    .updateTable('staff')
    .set({ totp_last_step: step })
    .where('user_id', '=', id)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', String(step) as never)]))
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Uses up one recovery code: false when it is not (or no longer) one of the person's. */
export async function takeRecoveryCode(db: Q, id: number, hash: string): Promise<boolean> {
  const row = await db
    .updateTable('staff')
    .set({ recovery_codes: sql`array_remove(recovery_codes, ${hash})` })
    .where('user_id', '=', id)
    .where(sql<boolean>`${hash} = ANY(recovery_codes)`)
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}
