// Every environment variable the server reads, parsed and validated once.
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import type { PressureLimits } from './lib/underPressure';

/** Fastify's trustProxy forms we accept: off, a hop count, or the proxies' addresses and CIDRs. */
export type TrustProxy = false | number | string[];

export interface Config {
  /** NODE_ENV=production: development keys refused, demo accounts not seeded, cookie Secure and __Host-. */
  production: boolean;
  port: number;
  host: string;
  apiBase: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connections of the API process's PostgreSQL pool. */
  dbPoolSize: number;
  /** Key of the LoginInfo cookie cipher (spec §6). It ships to the browser, so it protects nothing. */
  loginCookieKey: string;
  /** Key of the bet payload cipher (spec §3). Also public: the server trusts only the session. */
  payloadKey: string;
  operatorUser: string;
  /**
   * OPERATOR_PASSWORD when set: the operator's password, applied at every start (rotation). Unset, the
   * stored password stays; a first start creates the operator with the development password, or in
   * production with a generated one printed once (server/db/seedOperator.ts).
   */
  operatorPassword: string | undefined;
  /** Seed player1, self1 and the sample merchant accounts: outside production, or SEED_DEMO=1. */
  seedDemo: boolean;
  sessionIdleMinutes: number;
  /** A session ends this long after its log-in whatever its activity (polling keeps it from going idle). */
  sessionMaxHours: number;
  /** Sign-ups allowed per client address per hour (auth/addressLimits.ts), in every process together. */
  signUpsPerAddressHour: number;
  /** Demo log-ins allowed per client address per hour. */
  demoLoginsPerAddressHour: number;
  feedSeed: number;
  feedSpeed: number;
  /** Days an ended event's markets, runners and results are kept (server/feed/retention.ts). */
  feedRetentionDays: number;
  runFeed: boolean;
  /** UNMATCHED_ON_SUSPEND: what a bet resting at its own price does at a suspension or in-play start ('cancel', the default, or 'keep'). */
  unmatchedOnSuspend: 'cancel' | 'keep';
  logLevel: string;
  /** Which hops may name the client in X-Forwarded-For (Fastify's trustProxy). */
  trustProxy: TrustProxy;
  /**
   * Mark the session cookie Secure and name it with the __Host- prefix: always in production,
   * COOKIE_SECURE=1 elsewhere (served over HTTPS).
   */
  cookieSecure: boolean;
  uploadDir: string;
  webDir: string;
  /** Load shedding thresholds (server/lib/underPressure.ts). */
  pressure: PressureLimits;
}

export const DEV_DEFAULTS = {
  loginCookieKey: 'dev-login-cookie-key-change-me',
  payloadKey: 'dev-payload-key-change-me',
  operatorUser: 'operator',
  operatorPassword: 'operator-dev-pass',
} as const;

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer between ${min} and ${max}, got "${raw}"`);
  }
  return value;
}

function num(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max) {
    throw new Error(`${name} must be a number between ${min} and ${max}, got "${raw}"`);
  }
  return value;
}

/** A start refused before it touches anything: main prints the message alone and exits 1. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * TRUST_PROXY: unset or 0 trusts no proxy (the socket's address is the client's); a whole number is
 * how many proxies stand in front (the client is that many hops from the right of X-Forwarded-For);
 * otherwise a comma-separated list of proxy addresses or CIDRs, and the client is the first address,
 * from the right, that is not one of them. `true` (trust every hop) is not offered: the leftmost
 * X-Forwarded-For entry is whatever the client wrote.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = (raw ?? '').trim();
  if (value === '' || value === '0') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 20) throw new ConfigError(`TRUST_PROXY must be a hop count between 0 and 20 or a list of addresses, got "${raw}"`);
    return hops;
  }
  const entries = value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address, prefix, extra] = entry.split('/');
    const family = net.isIP(address);
    const prefixOk = prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (family === 6 ? 128 : 32));
    // proxy-addr's names for the usual ranges are accepted too.
    const named = ['loopback', 'linklocal', 'uniquelocal'].includes(entry);
    if (!named && (family === 0 || !prefixOk || extra !== undefined)) {
      throw new ConfigError(`TRUST_PROXY: "${entry}" is not an IP address, a CIDR or a hop count`);
    }
  }
  return entries;
}

/** The development values production refuses, each with the variable that must replace it. */
const PRODUCTION_KEYS = [
  ['LOGIN_COOKIE_KEY', DEV_DEFAULTS.loginCookieKey],
  ['PAYLOAD_KEY', DEV_DEFAULTS.payloadKey],
] as const;

/** Why production may not start with this environment: one line per unset or development key. */
export function productionProblems(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = PRODUCTION_KEYS.flatMap(([name, devValue]) => {
    const value = env[name];
    if (!value) return [`${name} is not set`];
    if (value === devValue) return [`${name} is the development key`];
    return [];
  });
  // Unset is fine (a password is generated); the published development one is not.
  if (env.OPERATOR_PASSWORD === DEV_DEFAULTS.operatorPassword) problems.push('OPERATOR_PASSWORD is the development password');
  return problems;
}

/**
 * The pool's default size: PostgreSQL's own rule of thumb, cores × 2 + 1 (one disk). More connections
 * than the database can run at once only queue inside PostgreSQL instead of in the pool, at a cost:
 * in bench:bets on 2 cores, 5 connections used about a fifth less PostgreSQL CPU per bet than 20 and
 * booked more bets per second (every backend adds context switches, lock-table and snapshot work,
 * and smaller group commits).
 */
const defaultPoolSize = (): number => os.availableParallelism() * 2 + 1;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  if (production) {
    const problems = productionProblems(env);
    if (problems.length > 0) {
      throw new ConfigError(
        `NODE_ENV=production refuses development secrets: ${problems.join('; ')}. ` +
          'Set each to a long random value (README, "Going to production").',
      );
    }
  }
  const dataDir = path.resolve(env.DATA_DIR || './data');
  const apiBase = env.API_BASE || '/api';
  if (!/^\/[A-Za-z0-9_-]+$/.test(apiBase)) throw new Error(`API_BASE must look like /api, got "${apiBase}"`);
  return {
    production,
    port: int(env, 'PORT', 3000, 0, 65535),
    host: env.HOST || '0.0.0.0',
    apiBase,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    dbPoolSize: int(env, 'DB_POOL_SIZE', defaultPoolSize(), 1, 500),
    loginCookieKey: env.LOGIN_COOKIE_KEY || DEV_DEFAULTS.loginCookieKey,
    payloadKey: env.PAYLOAD_KEY || DEV_DEFAULTS.payloadKey,
    operatorUser: env.OPERATOR_USER || DEV_DEFAULTS.operatorUser,
    operatorPassword: env.OPERATOR_PASSWORD || undefined,
    seedDemo: !production || env.SEED_DEMO === '1',
    sessionIdleMinutes: int(env, 'SESSION_IDLE_MINUTES', 30, 1, 24 * 60),
    sessionMaxHours: int(env, 'SESSION_MAX_HOURS', 12, 1, 24 * 30),
    // Sized for carrier-grade NAT: thousands of phones share one address on Indian mobile networks.
    signUpsPerAddressHour: int(env, 'SIGNUPS_PER_ADDRESS_HOUR', 200, 1, 1_000_000),
    demoLoginsPerAddressHour: int(env, 'DEMO_LOGINS_PER_ADDRESS_HOUR', 600, 1, 1_000_000),
    feedSeed: int(env, 'FEED_SEED', 42, 0, 2 ** 31 - 1),
    feedSpeed: num(env, 'FEED_SPEED', 1, 0.1, 1000),
    feedRetentionDays: int(env, 'FEED_RETENTION_DAYS', 30, 1, 3650),
    runFeed: env.RUN_FEED !== '0',
    unmatchedOnSuspend: env.UNMATCHED_ON_SUSPEND === 'keep' ? 'keep' : 'cancel',
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    cookieSecure: production || env.COOKIE_SECURE === '1',
    uploadDir: path.resolve(env.UPLOAD_DIR || path.join(dataDir, 'uploads')),
    webDir: path.resolve(env.WEB_DIR || './dist'),
    pressure: {
      // A mean delay of half a second means every request already waits behind others: shed instead.
      maxEventLoopDelayMs: int(env, 'PRESSURE_MAX_EVENT_LOOP_DELAY_MS', 500, 0, 60_000),
      // 90% of V8's heap limit: past it the process is close to dying of out-of-memory.
      maxHeapUsedBytes:
        int(env, 'PRESSURE_MAX_HEAP_MB', Math.floor((v8.getHeapStatistics().heap_size_limit * 0.9) / 1048576), 0, 1_048_576) * 1048576,
      // Off unless set: a busy but healthy server may run at full utilisation.
      maxEventLoopUtilization: num(env, 'PRESSURE_MAX_ELU', 0, 0, 1),
      sampleIntervalMs: int(env, 'PRESSURE_SAMPLE_MS', 1000, 5, 60_000),
      retryAfterSeconds: int(env, 'PRESSURE_RETRY_AFTER_S', 10, 1, 3600),
    },
  };
}
