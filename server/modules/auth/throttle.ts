// Password guessing is throttled by counters in PostgreSQL (login_throttle), shared by every API
// process and kept across restarts. An attempt reserves a failure on its counters BEFORE the password
// is hashed, in one transaction under the counters' row locks, and gives the reservation back when
// the password was right. So N parallel guesses are checked at most `threshold` times: the request
// that takes the last slot locks the counter for everyone after it.
//
// The counters of a log-in, so that no stranger can lock an owner out (OWASP: no hard lock-out by a
// name-wide counter):
// - a known device (a signed device cookie of this account, deviceCookie.ts): its own counter only,
//   5 failures lock this device for 1 min, doubling to 30 min. Guesses from elsewhere never touch it.
// - a new device, reserved before the check:
//   - (name, address): 5 failures lock this name from this address (1 min, doubling to 30 min).
//   - address, any name: a ceiling of 500 failures an hour, high enough for carrier NAT (thousands
//     of players behind one address), low enough to stop one machine spraying names.
// - a new device, counted AFTER the check (the right password is checked first):
//   - name, from any address: past 10 failures the name is in a delay (10 s doubling to 5 min). A
//     wrong password meets it (429 with the wait, the delay growing) and the operator is alerted;
//     the right password gets in, so the delay grows only with failures and never locks the owner.
// Time comes from the injected clock so tests can move it.
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { HttpError, tooMany } from '../../lib/errors';
import { SERVER_MSG } from '../../../src/domain/messages';
import * as repo from './throttleRepository';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

export interface ThrottlePolicy {
  /** Failures (reserved attempts) that start a lock-out. */
  threshold: number;
  /** The first lock-out; each further failure doubles it. */
  baseLockMs: number;
  maxLockMs: number;
  /** A counter idle this long starts again from zero. */
  forgetAfterMs: number;
}

/** One name from one address. */
export const PAIR_POLICY: ThrottlePolicy = { threshold: 5, baseLockMs: MINUTE, maxLockMs: 30 * MINUTE, forgetAfterMs: 24 * HOUR };
/** One known device of one account. */
export const DEVICE_POLICY: ThrottlePolicy = { threshold: 5, baseLockMs: MINUTE, maxLockMs: 30 * MINUTE, forgetAfterMs: 24 * HOUR };
/** One name from every address: a delay that grows, not a lock-out of the account. */
export const NAME_POLICY: ThrottlePolicy = { threshold: 10, baseLockMs: 10 * SECOND, maxLockMs: 5 * MINUTE, forgetAfterMs: 24 * HOUR };
/** One address, every name. */
export const ADDRESS_POLICY: ThrottlePolicy = { threshold: 500, baseLockMs: 5 * MINUTE, maxLockMs: 30 * MINUTE, forgetAfterMs: HOUR };
/** Sign-ups answered "name taken" per address: the name oracle is no faster than log-in guessing. */
export const SIGNUP_TAKEN_POLICY: ThrottlePolicy = { threshold: 5, baseLockMs: 15 * MINUTE, maxLockMs: 2 * HOUR, forgetAfterMs: 24 * HOUR };

const FORGET_MAX_MS = 24 * HOUR;

/** How long the lock-out is after `failures` consecutive failures (0 when none). */
export function lockMsAfter(policy: ThrottlePolicy, failures: number): number {
  if (failures < policy.threshold) return 0;
  const doublings = Math.min(failures - policy.threshold, 30);
  return Math.min(policy.baseLockMs * 2 ** doublings, policy.maxLockMs);
}

export interface Counter {
  key: string;
  policy: ThrottlePolicy;
}

/** The counters of a password check of `userName` from `ip`. */
export function passwordCounters(userName: string, ip: string): Counter[] {
  const name = userName.toLowerCase();
  return [
    { key: `pair:${name}|${ip}`, policy: PAIR_POLICY },
    { key: `user:${name}`, policy: NAME_POLICY },
    { key: `ip:${ip}`, policy: ADDRESS_POLICY },
  ];
}

/** What a log-in attempt is counted on: reserved before the password check, and the name after it. */
export interface LoginCounters {
  before: Counter[];
  /** The name-wide delay, counted only when the password was wrong; null for a known device. */
  nameWide: Counter | null;
}

/** A known device is throttled on its own counter; a new device on the name's and the address's. */
export function loginCounters(userName: string, ip: string, device: { userId: number; nonce: string } | null): LoginCounters {
  if (device) return { before: [{ key: `device:${device.userId}|${device.nonce}`, policy: DEVICE_POLICY }], nameWide: null };
  const [pair, name, address] = passwordCounters(userName, ip);
  return { before: [pair, address], nameWide: name };
}

/** A failure on the name-wide counter: how long its delay now is, and whether it was already on. */
export interface NameFailure {
  failures: number;
  /** The delay before this failure (0: none was running). */
  waitedMs: number;
  /** The delay from now on. */
  lockMs: number;
}

export const signUpCounters = (ip: string): Counter[] => [{ key: `signup:${ip}`, policy: SIGNUP_TAKEN_POLICY }];

/** The 429 of an address that was told "name taken" too often. */
export function signUpsThrottled(waitMs: number): Error {
  const seconds = Math.max(1, Math.ceil(waitMs / SECOND));
  return tooMany(SERVER_MSG.tooManySignUps(Math.ceil(seconds / 60)), {}, { 'retry-after': String(seconds) });
}

/** The 429 of a locked counter: the wait in its message and in Retry-After. */
export function throttled(waitMs: number): Error {
  const seconds = Math.max(1, Math.ceil(waitMs / SECOND));
  const message = seconds < 60 ? SERVER_MSG.tooManyAttemptsSeconds(seconds) : SERVER_MSG.tooManyAttempts(Math.ceil(seconds / 60));
  return tooMany(message, { status: false }, { 'retry-after': String(seconds) });
}

const CLEANUP_EVERY_MS = 10 * MINUTE;

/** Give-backs kept for later at most: an outage's worth of attempts, not a leak. */
const OWED_MAX = 10_000;

export class LoginThrottle {
  private lastCleanup = 0;
  /**
   * Slots of attempts the server failed (the database went away after the slot was taken) whose
   * give-back failed too: given back before the next attempt. Without this, a player who kept
   * trying through an outage found their own name locked once the database was back.
   */
  private owed: Counter[][] = [];
  private settling: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /**
   * Runs `check` (a password comparison) under the counters: throws 429 before checking when any
   * counter is locked; otherwise the attempt counts as a failure unless `check` answers true.
   */
  async guard(counters: Counter[], check: () => Promise<boolean>, refuse: (waitMs: number) => Error = throttled): Promise<boolean> {
    await this.reserve(counters, refuse);
    let ok: boolean;
    try {
      ok = await check();
    } catch (error) {
      // A refusal of ours (409 "name taken") is an answer and keeps its slot; a failure of the server
      // (the database went away mid-attempt) is no guess, so its slot is given back where possible.
      if (!(error instanceof HttpError)) await this.release(counters);
      throw error;
    }
    if (ok) await this.release(counters);
    return ok;
  }

  /**
   * A log-in: the `before` counters are reserved (429 before any check when one is locked), then the
   * password is checked; only a wrong one is counted on the name-wide counter, and answers 429 when
   * that name was already in its delay. `onNameFailure` hears of every name-wide failure (alerts).
   */
  async guardLogin(
    counters: LoginCounters,
    check: () => Promise<boolean>,
    onNameFailure?: (failure: NameFailure) => Promise<void>,
  ): Promise<boolean> {
    const ok = await this.guard(counters.before, check);
    if (ok || !counters.nameWide) return ok;
    const failure = await this.countFailure(counters.nameWide);
    await onNameFailure?.(failure);
    if (failure.waitedMs > 0) throw throttled(failure.lockMs);
    return false;
  }

  /** One failure on a counter that is counted after the check, never reserved before it. */
  private async countFailure({ key, policy }: Counter): Promise<NameFailure> {
    const now = this.clock.now();
    return this.db.transaction().execute(async (trx) => {
      await repo.insertMissingCounters(trx, [key], new Date(now));
      const [row] = await repo.lockCounters(trx, [key]);
      const forgotten = !row || row.last_failure_at.getTime() < now - policy.forgetAfterMs;
      const failures = (forgotten ? 0 : row.failures) + 1;
      const waitedMs = Math.max(0, (row?.locked_until?.getTime() ?? 0) - now);
      const lockMs = lockMsAfter(policy, failures);
      await repo.setCounter(trx, key, failures, new Date(now), lockMs > 0 ? new Date(now + lockMs) : null);
      return { failures, waitedMs, lockMs };
    });
  }

  /** Takes one failure slot on every counter, or none and throws 429 when any of them is locked. */
  async reserve(counters: Counter[], refuse: (waitMs: number) => Error = throttled): Promise<void> {
    await this.giveBackOwed();
    const now = this.clock.now();
    // Always in key order, so that two attempts sharing counters never wait on each other in a cycle.
    const sorted = [...counters].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    const keys = sorted.map((c) => c.key);
    const waitMs = await this.db.transaction().execute(async (trx) => {
      await repo.insertMissingCounters(trx, keys, new Date(now));
      const rows = await repo.lockCounters(trx, keys);
      const wait = Math.max(0, ...rows.map((r) => (r.locked_until?.getTime() ?? 0) - now));
      if (wait > 0) return wait;
      for (const { key, policy } of sorted) {
        const row = rows.find((r) => r.key === key);
        const forgotten = !row || row.last_failure_at.getTime() < now - policy.forgetAfterMs;
        const failures = (forgotten ? 0 : row.failures) + 1;
        const lockMs = lockMsAfter(policy, failures);
        await repo.setCounter(trx, key, failures, new Date(now), lockMs > 0 ? new Date(now + lockMs) : null);
      }
      return 0;
    });
    if (waitMs > 0) throw refuse(waitMs);
    await this.cleanup();
  }

  /**
   * The attempt succeeded: the (name, address) counter starts again (that address knows the
   * password); the shared counters only get their slot back, since others' failures are in them.
   */
  async release(counters: Counter[]): Promise<void> {
    const left = await this.giveBack(counters);
    // The database went away before every slot was back (a right password during an outage): the
    // rest is owed, not kept as failures — enough right log-ins in a restart would otherwise lock
    // their player out for a guess they never made.
    if (left.length > 0) this.owe(left);
  }

  /** Gives each counter its slot back in turn; answers those the database refused, from the first refusal on. */
  private async giveBack(counters: Counter[]): Promise<Counter[]> {
    for (const [index, { key, policy }] of counters.entries()) {
      try {
        // One row per statement: no lock held while waiting for another.
        if (key.startsWith('pair:') || key.startsWith('device:')) await repo.deleteCounter(this.db, key);
        else await repo.giveBackFailure(this.db, key, policy.threshold);
      } catch {
        return counters.slice(index);
      }
    }
    return [];
  }

  private owe(counters: Counter[]): void {
    if (this.owed.length < OWED_MAX) this.owed.push(counters);
  }

  /**
   * Gives back what an outage left owed, oldest first, before any attempt checks the locks. One
   * settling at a time, which every attempt waits for: two running at once would give a slot back
   * twice, and an attempt racing ahead of it would still meet the lock the owed slots made.
   */
  private giveBackOwed(): Promise<void> {
    if (this.owed.length === 0) return Promise.resolve();
    this.settling ??= this.settleOwed().finally(() => {
      this.settling = null;
    });
    return this.settling;
  }

  /** Stops (keeping the rest) while the database still refuses: the next attempt tries again. */
  private async settleOwed(): Promise<void> {
    while (this.owed.length > 0) {
      // Only what is still owed: a slot given back once must not be given back twice.
      const left = await this.giveBack(this.owed[0]);
      if (left.length > 0) {
        this.owed[0] = left;
        return;
      }
      this.owed.shift();
    }
  }

  /** Old counters are forgotten anyway; delete them now and then so the table stays small. */
  private async cleanup(): Promise<void> {
    const now = this.clock.now();
    if (now - this.lastCleanup < CLEANUP_EVERY_MS) return;
    this.lastCleanup = now;
    const before = new Date(now - FORGET_MAX_MS);
    // SKIP LOCKED (in the statement): never wait on (or deadlock with) an attempt holding a counter.
    await repo.deleteForgottenCounters(this.db, before, new Date(now));
  }
}
