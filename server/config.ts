// Every environment variable the server reads, parsed and validated once.
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import type { PressureLimits } from './lib/underPressure';

export interface Config {
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
  operatorPassword: string;
  sessionIdleMinutes: number;
  feedSeed: number;
  feedSpeed: number;
  /** Days an ended event's markets, runners and results are kept (server/feed/retention.ts). */
  feedRetentionDays: number;
  runFeed: boolean;
  logLevel: string;
  trustProxy: boolean;
  /** Mark the session cookie Secure (COOKIE_SECURE=1): set it when the app is served over HTTPS. */
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

/**
 * The pool's default size: PostgreSQL's own rule of thumb, cores × 2 + 1 (one disk). More connections
 * than the database can run at once only queue inside PostgreSQL instead of in the pool, at a cost:
 * in bench:bets on 2 cores, 5 connections used about a fifth less PostgreSQL CPU per bet than 20 and
 * booked more bets per second (every backend adds context switches, lock-table and snapshot work,
 * and smaller group commits).
 */
const defaultPoolSize = (): number => os.availableParallelism() * 2 + 1;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR || './data');
  const apiBase = env.API_BASE || '/api';
  if (!/^\/[A-Za-z0-9_-]+$/.test(apiBase)) throw new Error(`API_BASE must look like /api, got "${apiBase}"`);
  return {
    port: int(env, 'PORT', 3000, 0, 65535),
    host: env.HOST || '0.0.0.0',
    apiBase,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    dbPoolSize: int(env, 'DB_POOL_SIZE', defaultPoolSize(), 1, 500),
    loginCookieKey: env.LOGIN_COOKIE_KEY || DEV_DEFAULTS.loginCookieKey,
    payloadKey: env.PAYLOAD_KEY || DEV_DEFAULTS.payloadKey,
    operatorUser: env.OPERATOR_USER || DEV_DEFAULTS.operatorUser,
    operatorPassword: env.OPERATOR_PASSWORD || DEV_DEFAULTS.operatorPassword,
    sessionIdleMinutes: int(env, 'SESSION_IDLE_MINUTES', 30, 1, 24 * 60),
    feedSeed: int(env, 'FEED_SEED', 42, 0, 2 ** 31 - 1),
    feedSpeed: num(env, 'FEED_SPEED', 1, 0.1, 1000),
    feedRetentionDays: int(env, 'FEED_RETENTION_DAYS', 30, 1, 3650),
    runFeed: env.RUN_FEED !== '0',
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: env.TRUST_PROXY === '1',
    cookieSecure: env.COOKIE_SECURE === '1',
    uploadDir: path.resolve(env.UPLOAD_DIR || path.join(dataDir, 'uploads')),
    webDir: path.resolve(env.WEB_DIR || './dist'),
    pressure: {
      // A mean delay of half a second means every request already waits behind others: shed instead.
      maxEventLoopDelayMs: int(env, 'PRESSURE_MAX_EVENT_LOOP_DELAY_MS', 500, 0, 60_000),
      // 90% of V8's heap limit: past it the process is close to dying of out-of-memory.
      maxHeapUsedBytes: int(env, 'PRESSURE_MAX_HEAP_MB', Math.floor((v8.getHeapStatistics().heap_size_limit * 0.9) / 1048576), 0, 1_048_576) * 1048576,
      // Off unless set: a busy but healthy server may run at full utilisation.
      maxEventLoopUtilization: num(env, 'PRESSURE_MAX_ELU', 0, 0, 1),
      sampleIntervalMs: int(env, 'PRESSURE_SAMPLE_MS', 1000, 5, 60_000),
      retryAfterSeconds: int(env, 'PRESSURE_RETRY_AFTER_S', 10, 1, 3600),
    },
  };
}
