// Staff accounts: each person of the operator's team logs in as themselves (password, and a TOTP code
// once enrolled), holds roles that grant permissions, and is named in the audit log. Only someone with
// staff.manage changes others' accounts, and never beyond their own rights; the last active owner
// stays. A change of roles or status ends the person's sessions on every process at once (the
// sessions' deletion is announced: server/session/sessionRevocation.ts).
import type { AppDeps } from '../../deps';
import type { SessionUser } from '../../session';
import { LoginThrottle, hasPasswordSubstance, loginCounters, passwordCounters, type KnownDevice } from '../auth';
import { raiseAlert, type WarnLog } from '../alerts';
import { DUMMY_HASH, hashPassword, verifyPassword } from '../../lib/password';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../lib/errors';
import { SERVER_MSG } from '../../../src/domain/messages';
import {
  PERMISSIONS,
  STAFF_MSG,
  permissionsOf,
  type CreateStaffRequest,
  type StaffMember,
  type StaffRole,
  type StaffSelf,
  type TotpEnrolment,
  type UpdateStaffRequest,
} from '../../../src/domain/contract/staff';
import { formatIst } from '../reports';
import { recordAction, type Actor } from './audit';
import * as repo from './staffRepository';
import { decryptSecret, encryptSecret, hashRecoveryCode, newRecoveryCodes } from './staffSecrets';
import { acceptedStep, newTotpSecret, otpauthUrl } from './totp';

export interface StaffLogin {
  username: string;
  password: string;
  totp?: string;
  ip: string;
  /** The device this browser proves for a staff account (auth/deviceCookie.ts): exempt from the name-wide delay. */
  knownDevice?: (userId: number) => Promise<KnownDevice | null>;
  /** Where the alert of a name under attack is logged. */
  log?: WarnLog;
}

/** A name that is no staff member's is counted apart: guesses at this door never slow a player's own log-in. */
const NOT_STAFF = 'not-staff!';

export function toStaffMember(row: repo.StaffRow): StaffMember {
  return {
    id: row.id,
    username: row.username,
    displayName: row.display_name,
    roles: row.roles,
    status: row.status,
    twoFactor: row.totp_enabled,
    createdBy: row.created_by,
    createdAt: formatIst(row.created_at),
    lastLoginAt: row.last_login_at ? formatIst(row.last_login_at) : null,
  };
}

/** The roles that must log in with two-factor (STAFF_2FA_ROLES) name one of these? */
export function mustEnrol(required: readonly string[], roles: readonly StaffRole[], twoFactor: boolean): boolean {
  return !twoFactor && roles.some((role) => required.includes(role));
}

/** A code's counters: as the password's, on their own keys, so codes are guessed no faster than passwords. */
const codeCounters = (username: string, ip: string) => passwordCounters(`totp:${username}`, ip);

const uniqueRoles = (roles: StaffRole[]): StaffRole[] => [...new Set(roles)];

export function makeStaffService(deps: AppDeps) {
  const { db, sessions, config, clock } = deps;
  const throttle = new LoginThrottle(db, clock);

  function self(row: repo.StaffRow): StaffSelf {
    const permissions = permissionsOf(row.roles);
    return {
      id: row.id,
      username: row.username,
      displayName: row.display_name,
      role: 'operator',
      roles: row.roles,
      permissions: PERMISSIONS.filter((p) => permissions.has(p)),
      twoFactor: row.totp_enabled,
      mustEnrolTwoFactor: mustEnrol(config.staffTwoFactorRoles, row.roles, row.totp_enabled),
    };
  }

  async function existing(id: number): Promise<repo.StaffRow> {
    const row = await repo.staffById(db, id);
    if (!row) throw notFound(STAFF_MSG.noSuchStaff);
    return row;
  }

  /** A code from the authenticator (each step once) or an unused recovery code (used up). */
  async function codeIsRight(row: repo.StaffRow, code: string): Promise<boolean> {
    if (!row.totp_secret) return false;
    const trimmed = code.trim();
    if (/^\d{6}$/.test(trimmed)) {
      const secret = decryptSecret(config.staffSecretKey, row.totp_secret);
      const last = row.totp_last_step === null ? null : Number(row.totp_last_step);
      const step = acceptedStep(secret, trimmed, clock.now(), last);
      return step !== null && (await repo.takeTotpStep(db, row.id, step));
    }
    return repo.takeRecoveryCode(db, row.id, hashRecoveryCode(trimmed));
  }

  /** Roles only someone holding every permission they grant may give. */
  function assertWithinOwnRights(actor: SessionUser, roles: StaffRole[]): void {
    const own = permissionsOf(actor.staff?.roles ?? []);
    for (const permission of permissionsOf(roles)) if (!own.has(permission)) throw forbidden(STAFF_MSG.beyondOwnRights);
  }

  return {
    /**
     * The console's log-in: the password under the same throttle as every log-in, then, for an
     * enrolled account, the code under its own counters. Players are not staff: their names are
     * refused here exactly like a wrong password, and staff names are refused at the player door.
     */
    async login(input: StaffLogin): Promise<{ self: StaffSelf; token: string }> {
      const row = await repo.staffByName(db, input.username);
      // As at the player door: the right password is checked before the name-wide delay, and a device the
      // person logged in from before is throttled on its own, so strangers cannot lock an owner out.
      const device = row && input.knownDevice ? await input.knownDevice(row.id) : null;
      const ok = await throttle.guardLogin(
        loginCounters(row ? input.username : `${NOT_STAFF}${input.username}`, input.ip, device),
        async () => {
          const passwordOk = await verifyPassword(input.password, row?.password_hash ?? DUMMY_HASH);
          return row !== undefined && passwordOk;
        },
        async (failure) => {
          if (!row || failure.lockMs === 0) return;
          await raiseAlert(db, clock, input.log, {
            kind: 'login.attack',
            subject: row.username,
            message:
              `The console log-in name "${row.username}" is under password attack: ${failure.failures} wrong passwords ` +
              `from new devices within a day. New devices now wait ${Math.ceil(failure.lockMs / 1000)} s after each wrong ` +
              'password; the right password still gets in, and at once on a device used before.',
          });
        },
      );
      if (!ok || !row) throw unauthorized(SERVER_MSG.invalidCredentials, { status: false });
      if (row.status !== 'active') throw forbidden(STAFF_MSG.suspended, { status: false });
      if (row.totp_enabled) {
        const code = input.totp?.trim();
        if (!code) throw unauthorized(STAFF_MSG.codeNeeded, { status: false, totpRequired: true });
        const right = await throttle.guard(codeCounters(input.username, input.ip), () => codeIsRight(row, code));
        if (!right) throw unauthorized(STAFF_MSG.codeWrong, { status: false, totpRequired: true });
      }
      const token = await sessions.create(row.id, input.ip);
      await repo.updateStaff(db, row.id, { last_login_at: new Date(clock.now()) });
      return { self: self(row), token };
    },

    async me(user: SessionUser): Promise<StaffSelf> {
      return self(await existing(user.id));
    },

    async list(): Promise<StaffMember[]> {
      return (await repo.listStaff(db)).map(toStaffMember);
    },

    async create(actor: SessionUser, input: CreateStaffRequest, audit: Actor): Promise<StaffMember> {
      const roles = uniqueRoles(input.roles);
      if (roles.length === 0) throw badRequest(STAFF_MSG.noRoles);
      assertWithinOwnRights(actor, roles);
      if (!hasPasswordSubstance(input.password)) throw badRequest(SERVER_MSG.passwordBlank);
      const passwordHash = await hashPassword(input.password);
      const displayName = input.displayName?.trim() || input.username;
      const id = await db.transaction().execute(async (trx) => {
        const created = await repo.insertStaff(trx, { username: input.username, displayName, roles, passwordHash, createdBy: actor.id });
        if (created === undefined) throw conflict(STAFF_MSG.nameTaken);
        await recordAction(trx, audit, {
          action: 'staff.create',
          target: `staff:${created}`,
          after: { username: input.username, displayName, roles },
        });
        return created;
      });
      return toStaffMember(await existing(id));
    },

    /** Roles and status; the person's sessions end when either changes. */
    async update(actor: SessionUser, id: number, patch: UpdateStaffRequest, audit: Actor): Promise<StaffMember> {
      if (patch.roles === undefined && patch.status === undefined) throw badRequest(STAFF_MSG.nothingToChange);
      const roles = patch.roles === undefined ? undefined : uniqueRoles(patch.roles);
      if (roles !== undefined && roles.length === 0) throw badRequest(STAFF_MSG.noRoles);
      if (id === actor.id) throw forbidden(STAFF_MSG.notOwnRoles);
      const before = await existing(id);
      assertWithinOwnRights(actor, before.roles);
      if (roles) assertWithinOwnRights(actor, roles);
      await db.transaction().execute(async (trx) => {
        const owners = await repo.lockActiveOwners(trx);
        const current = await repo.staffById(trx, id);
        if (!current) throw notFound(STAFF_MSG.noSuchStaff);
        const nextRoles = roles ?? current.roles;
        const nextStatus = patch.status ?? current.status;
        const staysOwner = nextStatus === 'active' && nextRoles.includes('owner');
        if (owners.includes(id) && !staysOwner && owners.length <= 1) throw conflict(STAFF_MSG.lastOwner);
        await repo.updateStaff(trx, id, { roles: nextRoles, status: nextStatus });
        await recordAction(trx, audit, {
          action: 'staff.update',
          target: `staff:${id}`,
          before: { roles: current.roles, status: current.status },
          after: { roles: nextRoles, status: nextStatus },
        });
      });
      await sessions.destroyAllFor(id);
      return toStaffMember(await existing(id));
    },

    /** An owner sets a new password for someone who lost theirs: their sessions end, their name's throttle stays. */
    async resetPassword(actor: SessionUser, id: number, password: string, audit: Actor): Promise<StaffMember> {
      if (!hasPasswordSubstance(password)) throw badRequest(SERVER_MSG.passwordBlank);
      const row = await existing(id);
      assertWithinOwnRights(actor, row.roles);
      const passwordHash = await hashPassword(password);
      await db.transaction().execute(async (trx) => {
        await repo.updateStaff(trx, id, { password_hash: passwordHash });
        await recordAction(trx, audit, { action: 'staff.reset-password', target: `staff:${id}`, after: { passwordReset: true } });
      });
      await sessions.destroyAllFor(id);
      return toStaffMember(await existing(id));
    },

    /** An owner turns off someone's two-factor (a lost phone): they enrol again at the next log-in. */
    async resetTwoFactor(actor: SessionUser, id: number, audit: Actor): Promise<StaffMember> {
      const row = await existing(id);
      assertWithinOwnRights(actor, row.roles);
      await db.transaction().execute(async (trx) => {
        await repo.updateStaff(trx, id, { totp_secret: null, totp_enabled: false, totp_last_step: null, recovery_codes: [] });
        await recordAction(trx, audit, {
          action: 'staff.reset-2fa',
          target: `staff:${id}`,
          before: { twoFactor: row.totp_enabled },
          after: { twoFactor: false },
        });
      });
      await sessions.destroyAllFor(id);
      return toStaffMember(await existing(id));
    },

    /** The current password is checked under the log-in's throttle; every session of the person ends. */
    async changeOwnPassword(user: SessionUser, oldPassword: string, newPassword: string, audit: Actor): Promise<void> {
      const row = await existing(user.id);
      const ok = await throttle.guard(passwordCounters(row.username, audit.ip), () => verifyPassword(oldPassword, row.password_hash));
      if (!ok) throw badRequest(STAFF_MSG.wrongPassword);
      if (!hasPasswordSubstance(newPassword)) throw badRequest(SERVER_MSG.passwordBlank);
      const passwordHash = await hashPassword(newPassword);
      await db.transaction().execute(async (trx) => {
        await repo.updateStaff(trx, user.id, { password_hash: passwordHash });
        await recordAction(trx, audit, { action: 'staff.password', target: `staff:${user.id}`, after: { passwordChanged: true } });
      });
      await sessions.destroyAllFor(user.id);
    },

    /** A new secret, pending until a code from it is confirmed; starting again replaces a pending one. */
    async startTotp(user: SessionUser, audit: Actor): Promise<TotpEnrolment> {
      const row = await existing(user.id);
      if (row.totp_enabled) throw conflict(STAFF_MSG.alreadyEnrolled);
      const secret = newTotpSecret();
      await db.transaction().execute(async (trx) => {
        await repo.updateStaff(trx, user.id, { totp_secret: encryptSecret(config.staffSecretKey, secret), totp_last_step: null });
        await recordAction(trx, audit, { action: 'staff.totp-start', target: `staff:${user.id}` });
      });
      return { secret, otpauthUrl: otpauthUrl(row.username, secret) };
    },

    /** The first right code turns two-factor on and answers the recovery codes, shown this once. */
    async confirmTotp(user: SessionUser, code: string, audit: Actor): Promise<string[]> {
      const row = await existing(user.id);
      if (row.totp_enabled) throw conflict(STAFF_MSG.alreadyEnrolled);
      if (!row.totp_secret) throw badRequest(STAFF_MSG.noEnrolment);
      const trimmed = code.trim();
      const right = await throttle.guard(
        codeCounters(row.username, audit.ip),
        async () => /^\d{6}$/.test(trimmed) && codeIsRight(row, trimmed),
      );
      if (!right) throw badRequest(STAFF_MSG.codeWrong);
      const codes = newRecoveryCodes();
      await db.transaction().execute(async (trx) => {
        await repo.updateStaff(trx, user.id, { totp_enabled: true, recovery_codes: codes.map(hashRecoveryCode) });
        await recordAction(trx, audit, { action: 'staff.totp-on', target: `staff:${user.id}` });
      });
      // The sessions carry whether the person has two-factor: they log in again with a code.
      await sessions.destroyAllFor(user.id);
      return codes;
    },
  };
}
