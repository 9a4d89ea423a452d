// Failed log-ins are throttled per user name and, more generously, per IP (offices and carrier NAT put
// many players behind one address). The counters live in PostgreSQL (login_throttle), so every API
// process sees the same ones; time comes from the injected clock so tests can move it.
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { tooMany } from '../../lib/errors';
import { SERVER_MSG } from '../../../src/domain/messages';

const MINUTE = 60_000;

export interface ThrottlePolicy {
  /** Consecutive failures that start a lock-out. */
  threshold: number;
  /** The first lock-out; each further failure doubles it. */
  baseLockMs: number;
  maxLockMs: number;
  /** A counter idle this long starts again from zero. */
  forgetAfterMs: number;
}

/** 5 failures lock the name for 1 minute, doubling with each further failure up to 30 minutes. */
export const USER_POLICY: ThrottlePolicy = { threshold: 5, baseLockMs: MINUTE, maxLockMs: 30 * MINUTE, forgetAfterMs: 24 * 60 * MINUTE };
/** 50 failures from one address lock it for 5 minutes, doubling up to 30. */
export const IP_POLICY: ThrottlePolicy = { threshold: 50, baseLockMs: 5 * MINUTE, maxLockMs: 30 * MINUTE, forgetAfterMs: 60 * MINUTE };

/** How long the lock-out is after `failures` consecutive failures (0 when none). */
export function lockMsAfter(policy: ThrottlePolicy, failures: number): number {
  if (failures < policy.threshold) return 0;
  const doublings = Math.min(failures - policy.threshold, 30);
  return Math.min(policy.baseLockMs * 2 ** doublings, policy.maxLockMs);
}

export interface ThrottleKeys {
  user: string;
  ip: string;
}

export function throttleKeys(userName: string, ip: string): ThrottleKeys {
  return { user: `user:${userName.toLowerCase()}`, ip: `ip:${ip}` };
}

const CLEANUP_EVERY_MS = 10 * MINUTE;

export class LoginThrottle {
  private lastCleanup = 0;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Throws 429 with the minutes left while either the name or the address is locked. */
  async assertOpen(keys: ThrottleKeys): Promise<void> {
    const now = this.clock.now();
    const rows = await this.db
      .selectFrom('login_throttle')
      .select(['locked_until'])
      .where('key', 'in', [keys.user, keys.ip])
      .execute();
    const until = Math.max(0, ...rows.map((r) => r.locked_until?.getTime() ?? 0));
    if (until > now) {
      const minutes = Math.max(1, Math.ceil((until - now) / MINUTE));
      throw tooMany(SERVER_MSG.tooManyAttempts(minutes), { status: false });
    }
  }

  async recordFailure(keys: ThrottleKeys): Promise<void> {
    await this.bump(keys.user, USER_POLICY);
    await this.bump(keys.ip, IP_POLICY);
    await this.cleanup();
  }

  /** A successful log-in clears the name's counter (not the address's: others share it). */
  async recordSuccess(keys: ThrottleKeys): Promise<void> {
    await this.db.deleteFrom('login_throttle').where('key', '=', keys.user).execute();
  }

  private async bump(key: string, policy: ThrottlePolicy): Promise<void> {
    const now = new Date(this.clock.now());
    const forgetBefore = new Date(this.clock.now() - policy.forgetAfterMs);
    // One atomic statement, so concurrent failures all count.
    const row = await this.db
      .insertInto('login_throttle')
      .values({ key, failures: 1, locked_until: null, last_failure_at: now })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          failures: sql<number>`CASE WHEN login_throttle.last_failure_at < ${forgetBefore} THEN 1 ELSE login_throttle.failures + 1 END`,
          last_failure_at: now,
        }),
      )
      .returning('failures')
      .executeTakeFirstOrThrow();
    const lockMs = lockMsAfter(policy, row.failures);
    if (lockMs > 0) {
      await this.db
        .updateTable('login_throttle')
        .set({ locked_until: new Date(now.getTime() + lockMs) })
        .where('key', '=', key)
        .execute();
    }
  }

  /** Old counters are forgotten anyway; delete them now and then so the table stays small. */
  private async cleanup(): Promise<void> {
    const now = this.clock.now();
    if (now - this.lastCleanup < CLEANUP_EVERY_MS) return;
    this.lastCleanup = now;
    const before = new Date(now - USER_POLICY.forgetAfterMs);
    await this.db
      .deleteFrom('login_throttle')
      .where('last_failure_at', '<', before)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', new Date(now))]))
      .execute();
  }
}
