// Every environment variable the server reads, parsed and validated once.
import net from 'node:net';
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import type { PressureLimits } from './lib/underPressure';
import { gateConcurrency, type GateLimits } from './lib/priorityGate';
import type { MoneyGateLimits } from './lib/moneyGate';
import { isCommonPassword } from './lib/commonPasswords';

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
  /** Key of the device cookie's signature (server/session/deviceCookie.ts). Secret. */
  deviceCookieKey: string;
  /** Key of the bet payload cipher (spec §3). Also public: the server trusts only the session. */
  payloadKey: string;
  operatorUser: string;
  /**
   * OPERATOR_PASSWORD when set: the operator's password, applied at every start (rotation). Unset, the
   * stored password stays; a first start creates the operator with the development password, or in
   * production with a generated one printed once (server/db/seedOperator.ts).
   */
  operatorPassword: string | undefined;
  /** STAFF_SECRET_KEY: encrypts staff members' two-factor secrets at rest (docs/staff-accounts.md). */
  staffSecretKey: string;
  /**
   * STAFF_2FA_ROLES: the roles that must use two-factor log-in (comma-separated; `none` for none).
   * Default: owner and manager in production, none elsewhere.
   */
  staffTwoFactorRoles: string[];
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
  /** Where prices, statuses, scores and results come from (docs/betfair-feed.md). */
  feedSource: FeedSourceConfig;
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
  /** The disk budget of payment slips in bytes (UPLOAD_MAX_BYTES): uploads stop at it, the operator is alerted at 80 %. */
  uploadMaxBytes: number;
  /** Slip uploads allowed per client address per hour (SLIPS_PER_ADDRESS_HOUR). */
  slipsPerAddressHour: number;
  /** The bytes of one player's pending slips together (SLIP_PENDING_MAX_BYTES). */
  slipPendingMaxBytes: number;
  /** Strict-Transport-Security max-age in seconds when cookies are Secure (HSTS_MAX_AGE; 0 sends none). */
  hstsMaxAge: number;
  /** Report calls (statements, P&L, bet history) a player may make per minute (REPORTS_PER_MINUTE). */
  reportsPerMinute: number;
  webDir: string;
  /** Load shedding thresholds (server/lib/underPressure.ts). */
  pressure: PressureLimits;
  /** Money first: the gate before non-money calls (server/lib/priorityGate.ts, GATE_*). */
  gate: GateLimits;
  /** Money calls in turn, refused at once past their wait budget (server/lib/moneyGate.ts, MONEY_*). */
  moneyGate: MoneyGateLimits;
  /** METRICS_PORT: the metrics listener's port (0: any free one); null, no listener. */
  metricsPort: number | null;
  /** METRICS_HOST: the metrics listener's address, loopback unless set. */
  metricsHost: string;
  /** METRICS_TOKEN: /metrics on the app's own port, for a bearer of this token only. */
  metricsToken: string | undefined;
  /** SHUTDOWN_DRAIN_MS: how long a process keeps serving, not ready, after SIGTERM before it stops listening. */
  shutdownDrainMs: number;
  /** ALERT_SCAN_INTERVAL_MS: how often each API process looks for what crossed an alert threshold. */
  alertScanIntervalMs: number;
}

export interface BetfairMarketFilter {
  eventTypeIds: string[];
  marketTypes: string[];
  countryCodes?: string[];
}

export interface FeedSourceConfig {
  /** FEED_SOURCE: the simulator (the self-contained demo), Betfair's historical files, or Betfair's live stream. */
  kind: 'simulator' | 'betfair-file' | 'betfair';
  /** Seconds without a message, while markets are OPEN, before those markets are suspended for players. */
  staleSeconds: number;
  /** Rupees per pound: Betfair's sizes are in pounds. */
  gbpInr: number;
  catalogueDir: string | null;
  files: string[];
  replaySpeed: number;
  replayMaxGapMs: number;
  stream: {
    host: string;
    port: number;
    tls: boolean;
    appKey: string;
    sessionToken: string;
    /** Betfair's certificate log-in, when no session token is given (BETFAIR_USERNAME and the rest). */
    login: BetfairLoginConfig | null;
    marketFilter: BetfairMarketFilter;
    heartbeatMs: number;
    conflateMs: number;
  };
}

export interface BetfairLoginConfig {
  url: string;
  username: string;
  password: string;
  certFile: string;
  keyFile: string;
}

const FEED_SOURCES = ['simulator', 'betfair-file', 'betfair'] as const;
const LOGIN_VARIABLES = ['BETFAIR_USERNAME', 'BETFAIR_PASSWORD', 'BETFAIR_CERT_FILE', 'BETFAIR_KEY_FILE'] as const;

/** The certificate log-in's settings: all four variables, or none (then a session token is needed). */
function parseBetfairLogin(env: NodeJS.ProcessEnv): BetfairLoginConfig | null {
  const given = LOGIN_VARIABLES.filter((name) => env[name]);
  if (given.length === 0) return null;
  if (given.length < LOGIN_VARIABLES.length)
    throw new ConfigError(`Betfair's certificate log-in needs all of ${LOGIN_VARIABLES.join(', ')}; ${given.join(', ')} given`);
  const url = env.BETFAIR_LOGIN_URL || 'https://identitysso-cert.betfair.com/api/certlogin';
  if (!/^https:\/\//.test(url)) throw new ConfigError('BETFAIR_LOGIN_URL must be an https:// URL');
  return {
    url,
    username: env.BETFAIR_USERNAME ?? '',
    password: env.BETFAIR_PASSWORD ?? '',
    certFile: path.resolve(env.BETFAIR_CERT_FILE ?? ''),
    keyFile: path.resolve(env.BETFAIR_KEY_FILE ?? ''),
  };
}
const DEFAULT_MARKET_FILTER: BetfairMarketFilter = { eventTypeIds: ['4', '2', '1'], marketTypes: ['MATCH_ODDS'] };

export function parseFeedSource(env: NodeJS.ProcessEnv): FeedSourceConfig {
  const kind = (env.FEED_SOURCE || 'simulator') as FeedSourceConfig['kind'];
  if (!FEED_SOURCES.includes(kind))
    throw new ConfigError(`FEED_SOURCE must be one of ${FEED_SOURCES.join(', ')}, got "${env.FEED_SOURCE}"`);
  const files = (env.BETFAIR_FILES ?? '')
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean)
    .map((f) => path.resolve(f));
  if (kind === 'betfair-file' && files.length === 0)
    throw new ConfigError('FEED_SOURCE=betfair-file needs BETFAIR_FILES (comma-separated paths)');
  let marketFilter = DEFAULT_MARKET_FILTER;
  if (env.BETFAIR_MARKET_FILTER) {
    try {
      marketFilter = { ...DEFAULT_MARKET_FILTER, ...(JSON.parse(env.BETFAIR_MARKET_FILTER) as Partial<BetfairMarketFilter>) };
    } catch {
      throw new ConfigError('BETFAIR_MARKET_FILTER must be JSON, e.g. {"eventTypeIds":["4"],"marketTypes":["MATCH_ODDS"]}');
    }
  }
  const appKey = env.BETFAIR_APP_KEY ?? '';
  const sessionToken = env.BETFAIR_SESSION_TOKEN ?? '';
  const login = parseBetfairLogin(env);
  if (kind === 'betfair' && (!appKey || (!sessionToken && !login)))
    throw new ConfigError(
      'FEED_SOURCE=betfair needs BETFAIR_APP_KEY and BETFAIR_SESSION_TOKEN (or the certificate log-in: BETFAIR_USERNAME, BETFAIR_PASSWORD, BETFAIR_CERT_FILE, BETFAIR_KEY_FILE)',
    );
  return {
    kind,
    staleSeconds: int(env, 'FEED_STALE_S', 15, 1, 3600),
    gbpInr: num(env, 'BETFAIR_GBP_INR', 105, 0.01, 100_000),
    catalogueDir: env.BETFAIR_CATALOGUE_DIR ? path.resolve(env.BETFAIR_CATALOGUE_DIR) : null,
    files,
    replaySpeed: num(env, 'BETFAIR_REPLAY_SPEED', 1, 0.01, 1_000_000),
    replayMaxGapMs: int(env, 'BETFAIR_REPLAY_MAX_GAP_MS', 5000, 0, 86_400_000),
    stream: {
      host: env.BETFAIR_STREAM_HOST || 'stream-api.betfair.com',
      port: int(env, 'BETFAIR_STREAM_PORT', 443, 1, 65535),
      tls: env.BETFAIR_STREAM_TLS !== '0',
      appKey,
      sessionToken,
      login,
      marketFilter,
      heartbeatMs: int(env, 'BETFAIR_HEARTBEAT_MS', 5000, 500, 5000),
      conflateMs: int(env, 'BETFAIR_CONFLATE_MS', 0, 0, 120_000),
    },
  };
}

export const DEV_DEFAULTS = {
  loginCookieKey: 'dev-login-cookie-key-change-me',
  payloadKey: 'dev-payload-key-change-me',
  deviceCookieKey: 'dev-device-cookie-key-change-me',
  operatorUser: 'operator',
  operatorPassword: 'operator-dev-pass',
  staffSecretKey: 'dev-staff-secret-key-change-me',
} as const;

/** The priority gate's limits: by default the pool less two connections kept for money calls. */
function gateLimits(env: NodeJS.ProcessEnv, poolSize: number): GateLimits {
  const reserved = int(env, 'GATE_MONEY_CONNECTIONS', 2, 0, 500);
  return {
    // 0 turns the gate off.
    concurrency: int(env, 'GATE_CONCURRENCY', gateConcurrency(poolSize, reserved), 0, 10_000),
    queue: int(env, 'GATE_QUEUE', 256, 0, 100_000),
    maxWaitMs: int(env, 'GATE_MAX_WAIT_MS', 2_000, 1, 60_000),
    retryAfterSeconds: int(env, 'GATE_RETRY_AFTER_S', 1, 1, 3600),
  };
}

/**
 * The money gate's limits: by default one place per pool connection and a 250 ms wait budget. The p99
 * goal for a served bet is 300 ms; a 150 ms budget refused about one bet in twenty at ordinary load, in
 * the short stalls of a live server.
 */
function moneyGateLimits(env: NodeJS.ProcessEnv, poolSize: number): MoneyGateLimits {
  return {
    // 0 turns the gate off.
    concurrency: int(env, 'MONEY_CONCURRENCY', poolSize, 0, 10_000),
    maxWaitMs: int(env, 'MONEY_MAX_WAIT_MS', 250, 1, 60_000),
    retryAfterSeconds: int(env, 'GATE_RETRY_AFTER_S', 1, 1, 3600),
  };
}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  return bounded(env, name, fallback, [min, max], ['an integer', Number.isInteger]);
}

function num(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  return bounded(env, name, fallback, [min, max], ['a number', Number.isFinite]);
}

/** A numeric variable within [min, max] that `kind` accepts (the fallback when unset or empty). */
function bounded(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  [min, max]: [number, number],
  [kind, accepts]: [string, (value: number) => boolean],
): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!accepts(value) || value < min || value > max) {
    throw new Error(`${name} must be ${kind} between ${min} and ${max}, got "${raw}"`);
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

const STAFF_ROLE_NAMES = ['owner', 'manager', 'trader', 'cashier', 'support', 'auditor'];

function staffTwoFactorRoles(raw: string | undefined, production: boolean): string[] {
  if (raw === undefined || raw.trim() === '') return production ? ['owner', 'manager'] : [];
  if (raw.trim() === 'none') return [];
  const roles = raw.split(',').map((r) => r.trim());
  const unknown = roles.filter((r) => !STAFF_ROLE_NAMES.includes(r));
  if (unknown.length > 0) throw new ConfigError(`STAFF_2FA_ROLES names unknown roles: ${unknown.join(', ')}`);
  return roles;
}

/** METRICS_TOKEN, when set, must be long enough not to be guessed: it guards the operators' figures. */
function metricsToken(raw: string | undefined): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (raw.length < 24) throw new ConfigError('METRICS_TOKEN must be at least 24 characters (a long random value)');
  return raw;
}

/** The development values production refuses, each with the variable that must replace it. */
const PRODUCTION_KEYS = [
  ['LOGIN_COOKIE_KEY', DEV_DEFAULTS.loginCookieKey],
  ['PAYLOAD_KEY', DEV_DEFAULTS.payloadKey],
  ['STAFF_SECRET_KEY', DEV_DEFAULTS.staffSecretKey],
] as const;

/** A production key: base64 (or base64url) of at least this many random bytes (`openssl rand -base64 32`). */
export const KEY_MIN_BYTES = 32;
/** The operator's password in production: at least this long, and not a common password. */
export const OPERATOR_PASSWORD_MIN_LENGTH = 12;

/** How many bytes `value` holds as base64 or base64url, or null when it is neither. */
function base64Bytes(value: string): number | null {
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(value) || value.replace(/=+$/, '').length % 4 === 1) return null;
  return Buffer.from(value, value.includes('-') || value.includes('_') ? 'base64url' : 'base64').length;
}

/** Why production may not start with this environment: one line per unset, development or weak secret. */
export function productionProblems(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = PRODUCTION_KEYS.flatMap(([name, devValue]) => {
    const value = env[name];
    if (!value) return [`${name} is not set`];
    if (value === devValue) return [`${name} is the development key`];
    const bytes = base64Bytes(value);
    if (bytes === null) return [`${name} is not base64 (make one with: openssl rand -base64 ${KEY_MIN_BYTES})`];
    if (bytes < KEY_MIN_BYTES) return [`${name} holds ${bytes} bytes; at least ${KEY_MIN_BYTES} random bytes of base64 are needed`];
    return [];
  });
  // Unset is fine (a password is generated); the published development one, a short or a common one is not.
  const password = env.OPERATOR_PASSWORD;
  if (password === DEV_DEFAULTS.operatorPassword) problems.push('OPERATOR_PASSWORD is the development password');
  else if (password && password.length < OPERATOR_PASSWORD_MIN_LENGTH)
    problems.push(`OPERATOR_PASSWORD is shorter than ${OPERATOR_PASSWORD_MIN_LENGTH} characters`);
  else if (password && isCommonPassword(password)) problems.push('OPERATOR_PASSWORD is a common password');
  if (env.DEVICE_COOKIE_KEY === DEV_DEFAULTS.deviceCookieKey) problems.push('DEVICE_COOKIE_KEY is the development key');
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
        `NODE_ENV=production refuses development or weak secrets: ${problems.join('; ')}. ` +
          'Set each to a long random value (docs/security.md, "Production refusals").',
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
    // Unset in production: derived from the staff secret key (required there), so every process and
    // every restart signs device cookies alike.
    deviceCookieKey:
      env.DEVICE_COOKIE_KEY ||
      (production && env.STAFF_SECRET_KEY
        ? crypto.createHmac('sha256', env.STAFF_SECRET_KEY).update('device-cookie').digest('hex')
        : DEV_DEFAULTS.deviceCookieKey),
    operatorUser: env.OPERATOR_USER || DEV_DEFAULTS.operatorUser,
    operatorPassword: env.OPERATOR_PASSWORD || undefined,
    staffSecretKey: env.STAFF_SECRET_KEY || DEV_DEFAULTS.staffSecretKey,
    staffTwoFactorRoles: staffTwoFactorRoles(env.STAFF_2FA_ROLES, production),
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
    feedSource: parseFeedSource(env),
    unmatchedOnSuspend: env.UNMATCHED_ON_SUSPEND === 'keep' ? 'keep' : 'cancel',
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    cookieSecure: production || env.COOKIE_SECURE === '1',
    uploadDir: path.resolve(env.UPLOAD_DIR || path.join(dataDir, 'uploads')),
    uploadMaxBytes: int(env, 'UPLOAD_MAX_BYTES', 5 * 1024 ** 3, 1024 * 1024, Number.MAX_SAFE_INTEGER),
    slipsPerAddressHour: int(env, 'SLIPS_PER_ADDRESS_HOUR', 30, 1, 1_000_000),
    slipPendingMaxBytes: int(env, 'SLIP_PENDING_MAX_BYTES', 20 * 1024 * 1024, 1024 * 1024, Number.MAX_SAFE_INTEGER),
    // A year, as browsers' preload lists ask; only sent where cookies are Secure (HTTPS).
    hstsMaxAge: int(env, 'HSTS_MAX_AGE', 365 * 24 * 60 * 60, 0, 2 * 365 * 24 * 60 * 60),
    reportsPerMinute: int(env, 'REPORTS_PER_MINUTE', 30, 1, 100_000),
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
    gate: gateLimits(env, int(env, 'DB_POOL_SIZE', defaultPoolSize(), 1, 500)),
    moneyGate: moneyGateLimits(env, int(env, 'DB_POOL_SIZE', defaultPoolSize(), 1, 500)),
    metricsPort: env.METRICS_PORT === undefined || env.METRICS_PORT === '' ? null : int(env, 'METRICS_PORT', 0, 0, 65535),
    metricsHost: env.METRICS_HOST || '127.0.0.1',
    metricsToken: metricsToken(env.METRICS_TOKEN),
    // Longer than the proxy keeps an idle connection to this process (ops/nginx/exchange.conf: 4 s), so
    // the proxy has dropped every one of them before this process stops listening.
    shutdownDrainMs: int(env, 'SHUTDOWN_DRAIN_MS', 5_000, 0, 120_000),
    alertScanIntervalMs: int(env, 'ALERT_SCAN_INTERVAL_MS', 10_000, 500, 3_600_000),
  };
}
