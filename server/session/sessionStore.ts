// Sessions: a random id in an httpOnly cookie, stored as its sha256, expiring after SESSION_IDLE_MINUTES
// without a request and, whatever the activity, SESSION_MAX_HOURS after the log-in (odds polling
// would otherwise keep a session, or a stolen cookie, alive for ever). Looked-up sessions are cached for a minute so that players polling odds
// every 600 ms (and betting) cost no database round trip; last_seen_at is written at most once a minute.
// The cache is not what ends a session: every session ended anywhere (log-out, password change, an
// operator's lock, pruning) is announced by a trigger and dropped from every process's cache at once
// (sessionRevocation.ts), and a lost listener drops the whole cache. So the re-read is only a backstop
// and for last_seen_at; at 5 s it cost one query per player every 5 s (about 0.4 lookups per
// bet under the live bench), at a minute one per player a minute, with the touch it had to make anyway.
import crypto from 'node:crypto';
import type { Db } from '../db/database';
import type { Clock } from '../lib/clock';
import type { Role } from '../db/tables/core';
import type { Config } from '../config';
import type { StaffRole } from '../../src/domain/contract/staff';
import * as repo from './sessionRepository';

export interface SessionLimits {
  /** Without a request for this long, a session ends. */
  idleMs: number;
  /** This long after the log-in, a session ends however active. */
  maxMs: number;
}

export const sessionLimits = (config: Pick<Config, 'sessionIdleMinutes' | 'sessionMaxHours'>): SessionLimits => ({
  idleMs: config.sessionIdleMinutes * 60_000,
  maxMs: config.sessionMaxHours * 3_600_000,
});

export interface SessionUser {
  id: number;
  username: string;
  role: Role;
  selfUser: number;
  /**
   * A player whose password the operator set (passwordstatus 0): until they change it, the session
   * may only change it (server/lib/access.ts). Changing it ends every session, so this never goes stale.
   */
  mustChangePassword?: boolean;
  /** sha256 of the cookie value: the key to end this session. */
  sessionHash: string;
  /** A staff member's roles and whether they log in with two-factor; absent for players. */
  staff?: { roles: StaffRole[]; twoFactor: boolean };
}

interface CacheEntry {
  user: SessionUser;
  createdAt: number;
  lastSeen: number;
  checkedAt: number;
}

const CACHE_MS = 60_000;
const TOUCH_EVERY_MS = 60_000;
const CACHE_MAX = 50_000;
/** Sessions nobody presents again are never resolved, so never expired there: sweep them now and then. */
const SWEEP_EVERY_MS = 10 * 60_000;

export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export class SessionStore {
  /** Keyed by the cookie value itself, so a cached request costs no hashing. */
  private readonly cache = new Map<string, CacheEntry>();
  private readonly tokenByHash = new Map<string, string>();
  private lastSweep = 0;
  private readonly idleMs: number;
  private readonly maxMs: number;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    limits: SessionLimits,
  ) {
    this.idleMs = limits.idleMs;
    this.maxMs = limits.maxMs;
  }

  async create(userId: number, ip: string): Promise<string> {
    const token = crypto.randomBytes(32).toString('base64url');
    const now = new Date(this.clock.now());
    await repo.insertSession(this.db, hashToken(token), userId, ip, now);
    await this.sweep();
    return token;
  }

  /**
   * Deletes sessions idle for longer than the idle limit. last_seen_at in the database may lag real
   * activity by up to TOUCH_EVERY_MS (+ the cache), so only rows older than that margin are swept.
   */
  private async sweep(): Promise<void> {
    const now = this.clock.now();
    if (now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    const before = new Date(now - this.idleMs - TOUCH_EVERY_MS - CACHE_MS);
    const bornBefore = new Date(now - this.maxMs);
    await repo.deleteStaleSessions(this.db, before, bornBefore);
  }

  /**
   * The cached session of a token without touching the database, or undefined when only
   * resolve() can tell (not cached, cached too long ago, or idle past the limit).
   */
  peek(token: string | undefined): SessionUser | null | undefined {
    if (!token) return null;
    const cached = this.cache.get(token);
    if (!cached) return undefined;
    const now = this.clock.now();
    if (now - cached.checkedAt >= CACHE_MS || now - cached.lastSeen > this.idleMs || now - cached.createdAt >= this.maxMs) return undefined;
    cached.lastSeen = Math.max(cached.lastSeen, now);
    return cached.user;
  }

  async resolve(token: string | undefined): Promise<SessionUser | null> {
    if (!token || token.length > 100) return null;
    const now = this.clock.now();
    const cached = this.cache.get(token);
    if (cached && now - cached.checkedAt < CACHE_MS) {
      if (now - cached.lastSeen > this.idleMs || now - cached.createdAt >= this.maxMs) return this.expire(cached.user.sessionHash);
      cached.lastSeen = Math.max(cached.lastSeen, now);
      return cached.user;
    }
    const hash = hashToken(token);
    const row = await repo.findSession(this.db, hash);
    if (!row || row.staff_status === 'suspended') {
      this.forget(hash);
      return null;
    }
    // A request another process saw counts as activity too: take the later of the two.
    const lastSeen = Math.max(row.last_seen_at.getTime(), cached?.lastSeen ?? 0);
    const createdAt = row.created_at.getTime();
    if (now - lastSeen > this.idleMs || now - createdAt >= this.maxMs) return this.expire(hash);
    if (now - row.last_seen_at.getTime() > TOUCH_EVERY_MS) {
      await repo.touchSession(this.db, hash, new Date(now));
    }
    const user: SessionUser = {
      id: row.id,
      username: row.username,
      role: row.role,
      selfUser: row.self_user,
      mustChangePassword: row.role === 'player' && row.password_status === 0,
      sessionHash: hash,
    };
    if (row.staff_roles) user.staff = { roles: row.staff_roles, twoFactor: row.staff_totp === true };
    if (this.cache.size >= CACHE_MAX) {
      this.cache.clear();
      this.tokenByHash.clear();
    }
    this.cache.set(token, { user, createdAt, lastSeen: now, checkedAt: now });
    this.tokenByHash.set(hash, token);
    return user;
  }

  /** Another process (or this one) ended this session: drop it from the cache (sessionRevocation.ts). */
  forgetEnded(hash: string): void {
    this.forget(hash);
  }

  /** Notifications may have been missed: every session is read afresh on its next request. */
  forgetAll(): void {
    this.cache.clear();
    this.tokenByHash.clear();
  }

  private forget(hash: string): void {
    const token = this.tokenByHash.get(hash);
    if (token !== undefined) this.cache.delete(token);
    this.tokenByHash.delete(hash);
  }

  async destroy(hash: string): Promise<void> {
    this.forget(hash);
    await repo.deleteSession(this.db, hash);
  }

  /** Ends every session of a user (password changed or reset). */
  async destroyAllFor(userId: number): Promise<void> {
    for (const entry of this.cache.values()) if (entry.user.id === userId) this.forget(entry.user.sessionHash);
    await repo.deleteSessionsOf(this.db, userId);
  }

  private async expire(hash: string): Promise<null> {
    await this.destroy(hash);
    return null;
  }
}
