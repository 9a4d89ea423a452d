// The rules of log-in, demo log-in, sign-up and passwords. Routes stay thin; SQL lives in repository.ts.
import crypto from 'node:crypto';
import type { AppDeps } from '../../deps';
import type { Role } from '../../db/tables/core';
import { DUMMY_HASH, hashPassword, verifyPassword } from '../../lib/password';
import { badRequest, conflict, forbidden, HttpError, notFound, unauthorized } from '../../lib/errors';
import { MSG, SERVER_MSG } from '../../../src/domain/messages';
import { PASSWORD_MIN_LENGTH, ROLE_ID } from '../../../src/domain/constants';
import { toPaise, toRupees } from '../../../src/domain/money';
import { LOGIN_LOCKED_MSG } from './messages';
import type { LoginInfo, MasterData } from '../../../src/domain/contract/auth';
import type { SessionUser } from '../../session';
import { LoginThrottle, loginCounters, passwordCounters, signUpCounters, signUpsThrottled, type NameFailure } from './throttle';
import type { KnownDevice } from './deviceCookie';
import { raiseAlert, type WarnLog } from '../alerts';
import { createAccount } from './accounts';
import { findUserById, findUserByName, isLoginLocked, masterData, phoneRegistered, ping, setPassword, type UserRow } from './repository';
import { activeExclusion, assertDeviceNotExcluded, assertPhoneNotExcluded, recordDeviceLogin } from '../protection';
import { loginFailures, loginThrottled } from '../../lib/metrics';
import { PROTECTION_MSG, istLabel } from '../../../src/domain/contract/protection';

/** Demo accounts have no password anyone could type: verifyPassword refuses this scheme. */
const NO_PASSWORD = 'none$demo-account';
const DEMO_PLAY_MONEY = 1_500;
const DEMO_EXPOSURE_LIMIT = 10_000;
const SELF_USER_EXPOSURE_LIMIT = 100_000;

export function toLoginInfo(user: UserRow): LoginInfo {
  return {
    Id: user.id,
    UserName: user.username,
    RoleId: ROLE_ID[user.role],
    selfUser: user.self_user === 1 ? 1 : 0,
    ExposureLimit: toRupees(user.exposure_limit),
    LockBetting: user.lock_betting === 1 ? 1 : 0,
    passwordstatus: user.password_status === 1 ? 1 : 0,
  };
}

export interface Credentials {
  userName: string;
  password: string;
  /** The address the request came from (not the one the body claims): the throttle's key. */
  ip: string;
  /** The signed device cookie's id (server/session/deviceCookie.ts), when the caller is a browser that has one. */
  deviceId?: string | null;
  /** The device this browser proves for an account (deviceCookie.ts); absent at doors without device cookies. */
  knownDevice?: (userId: number) => Promise<KnownDevice | null>;
  /** Where the operator alert of a name under attack is logged. */
  log?: WarnLog;
}

/** Names counted apart: a door's attempts on an account it does not admit never touch that account's counters. */
const ELSEWHERE = 'elsewhere!';

/** The operator hears of a name whose wrong passwords have put it in its delay (one alert an hour). */
async function alertOnAttack(deps: AppDeps, credentials: Credentials, user: UserRow, failure: NameFailure): Promise<void> {
  if (failure.lockMs === 0) return;
  await raiseAlert(deps.db, deps.clock, credentials.log, {
    kind: 'login.attack',
    subject: user.username,
    message:
      `The log-in name "${user.username}" is under password attack: ${failure.failures} wrong passwords from new devices ` +
      `within a day. New devices now wait ${Math.ceil(failure.lockMs / 1000)} s after each wrong password; ` +
      'its owner still gets in with the right password, and at once on a device used before.',
  });
}

/**
 * Checks a name and password under the throttle. The attempt's failure is reserved before the hash
 * (a locked counter gets 429 at once); an unknown name costs the same scrypt work as a known one; an
 * account of a role this door does not admit is refused exactly like a wrong password.
 */
export async function checkCredentials(
  deps: AppDeps,
  throttle: LoginThrottle,
  credentials: Credentials,
  admits: (role: Role) => boolean,
): Promise<UserRow> {
  // Read before the reservation: only the hash runs under it, so a database failure is not a guess.
  const user = await findUserByName(deps.db, credentials.userName);
  const admitted = user !== undefined && admits(user.role);
  // The operator's name typed at the player door (or a player's at the console's) is answered as an
  // unknown name is, on counters of its own: strangers cannot slow the account down from a door it never uses.
  const counterName = user === undefined || admitted ? credentials.userName : `${ELSEWHERE}${credentials.userName}`;
  const device = admitted && credentials.knownDevice ? await credentials.knownDevice(user.id) : null;
  const ok = await throttle
    .guardLogin(
      loginCounters(counterName, credentials.ip, device),
      async () => {
        const passwordOk = await verifyPassword(credentials.password, user?.password_hash ?? DUMMY_HASH);
        return admitted && passwordOk;
      },
      async (failure) => {
        if (admitted) await alertOnAttack(deps, credentials, user, failure);
      },
    )
    .catch((error: unknown) => {
      if (error instanceof HttpError && error.statusCode === 429) loginThrottled.inc();
      throw error;
    });
  if (!ok || !user) loginFailures.inc();
  if (!ok || !user) throw unauthorized(SERVER_MSG.invalidCredentials, { status: false });
  // The operator locked this log-in (a right password tells nothing new: only then is it said).
  if (await isLoginLocked(deps.db, user.id)) throw forbidden(LOGIN_LOCKED_MSG, { status: false });
  return user;
}

/**
 * A new password must have PASSWORD_MIN_LENGTH characters besides spaces at either end: the SPA trims
 * what it sends, so a password of spaces only comes from another client and would be no password.
 */
export function hasPasswordSubstance(password: string): boolean {
  return password.trim().length >= PASSWORD_MIN_LENGTH;
}

export function makeAuthService(deps: AppDeps) {
  const { db, sessions } = deps;
  const throttle = new LoginThrottle(db, deps.clock);

  return {
    /** Player log-in: the login info and a new session's token. The operator is not a player. */
    async login(credentials: Credentials): Promise<{ info: LoginInfo; token: string }> {
      const user = await checkCredentials(deps, throttle, credentials, (role) => role === 'player');
      // Recorded before the exclusion check: a right password from this device is the person, so a
      // demo log-in from it is refused too while their exclusion lasts.
      if (credentials.deviceId) {
        await recordDeviceLogin(db, {
          userId: user.id,
          deviceId: credentials.deviceId,
          ip: credentials.ip,
          at: new Date(deps.clock.now()),
        });
      }
      // A time-out or self-exclusion refuses the log-in until it ends, saying until when.
      const excluded = await activeExclusion(db, user.id, deps.clock.now());
      if (excluded) throw forbidden(PROTECTION_MSG.excludedLogin(excluded.kind, istLabel(excluded.ends_at.getTime())), { status: false });
      const token = await sessions.create(user.id, credentials.ip);
      return { info: toLoginInfo(user), token };
    },

    /**
     * Every demo log-in is a fresh player with ₹1,500 of play money, except from the device of an
     * account on a time-out or self-exclusion: that answers like the account's own log-in.
     */
    async demoLogin(ip: string, deviceId: string | null = null): Promise<{ info: LoginInfo; token: string }> {
      await assertDeviceNotExcluded(db, deviceId, deps.clock.now());
      const username = `demo_${crypto.randomBytes(6).toString('hex')}`;
      const userId = await createAccount(db, {
        username,
        passwordHash: NO_PASSWORD,
        role: 'demo',
        selfUser: 0,
        exposureLimit: toPaise(DEMO_EXPOSURE_LIMIT),
        passwordStatus: 1,
        openingPaise: toPaise(DEMO_PLAY_MONEY),
        openingKind: 'opening',
        openingRemark: 'Demo play money',
      });
      const user = await findUserById(db, userId);
      if (!user) throw new Error('the demo user vanished');
      const token = await sessions.create(userId, ip);
      return { info: toLoginInfo(user), token };
    },

    /**
     * A self-registered player starts with ₹0 and the wallet to deposit. 409 when the name is taken.
     * That 409 tells whether a name exists (the spec's "Try another username!"), so each one costs the
     * address a slot of SIGNUP_TAKEN_POLICY, reserved before the work and given back on success: the
     * oracle is no faster than guessing at the log-in. Taken or not, the answer costs the same hash.
     */
    async signUp(input: { username: string; password: string; phone: string }, ip: string): Promise<void> {
      if (!hasPasswordSubstance(input.password)) throw badRequest(SERVER_MSG.passwordBlank);
      await throttle.guard(
        signUpCounters(ip),
        async () => {
          const passwordHash = await hashPassword(input.password);
          // One person, one account: a number in its normal form opens one account, and while that
          // account is on a time-out or self-excluded the answer says until when (never whose it is).
          await assertPhoneNotExcluded(db, input.phone, deps.clock.now());
          if (await phoneRegistered(db, input.phone)) throw conflict(MSG.phoneTaken);
          await createAccount(db, {
            username: input.username,
            passwordHash,
            role: 'player',
            selfUser: 1,
            exposureLimit: toPaise(SELF_USER_EXPOSURE_LIMIT),
            passwordStatus: 1,
            phone: input.phone,
            openingPaise: 0,
            openingKind: 'opening',
            openingRemark: 'Sign-up',
          });
          return true;
        },
        signUpsThrottled,
      );
    },

    /** On success every session of the user ends: the player logs in again with the new password. */
    /** The current password is checked under the log-in's throttle: a session must not be a way to guess it. */
    async changePassword(userId: number, oldPassword: string, newPassword: string, ip: string): Promise<void> {
      if (!hasPasswordSubstance(newPassword)) {
        throw badRequest(MSG.newPasswordTooShort, { error: MSG.newPasswordTooShort });
      }
      const user = await findUserById(db, userId);
      if (!user) throw notFound(SERVER_MSG.notFound);
      const ok = await throttle.guard(passwordCounters(user.username, ip), () => verifyPassword(oldPassword, user.password_hash));
      if (!ok) throw badRequest(SERVER_MSG.wrongOldPassword, { error: SERVER_MSG.wrongOldPassword });
      await setPassword(db, userId, await hashPassword(newPassword), 1);
      await sessions.destroyAllFor(userId);
    },

    async passwordStatus(userId: number): Promise<Array<{ passwordstatus: 0 | 1 }>> {
      const user = await findUserById(db, userId);
      if (!user) throw notFound(SERVER_MSG.notFound);
      return [{ passwordstatus: user.password_status === 1 ? 1 : 0 }];
    },

    async masterData(): Promise<MasterData[]> {
      const rows = await masterData(db);
      return rows.map((r) => ({ BetStartTime: r.bet_start_time, SiteMessage: r.site_message }));
    },

    /** Whether the caller's session belongs to `userId` (the SPA re-checks this on every route change). */
    isLoggedInAs(user: SessionUser | null, userId: string): boolean {
      return user !== null && user.role !== 'operator' && String(user.id) === userId;
    },

    async logout(user: SessionUser | null): Promise<void> {
      if (user) await sessions.destroy(user.sessionHash);
    },

    /** `select 1` within 2 s, or 503. */
    async health(): Promise<void> {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('health check timed out')), 2_000);
      });
      try {
        await Promise.race([ping(db), timeout]);
      } catch {
        throw new HttpError(503, SERVER_MSG.unavailable, { status: 'unavailable' });
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

export type AuthService = ReturnType<typeof makeAuthService>;
