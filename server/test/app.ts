// The real app on a fresh database, for tests through app.inject.
import type { FastifyInstance, FastifyServerOptions, InjectOptions } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import type { AppDeps } from '../deps';
import { SessionStore, sessionLimits } from '../session';
import { ManualClock } from './clock';
import { createTestDatabase, type TestDatabase } from './db';
import { TEST_OPERATOR } from './constants';
import { SnapshotCache } from '../feed/snapshotCache';
import { PositionCache } from '../modules/bets/position';
import { startTestFeed, type TestFeed, type TestFeedOptions } from '../feed/testing/testFeed';
import { lazySchemaController } from './lazySchemas';

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  clock: ManualClock;
  database: TestDatabase;
  /** The simulated feed, when the test asked for one (`feed` option); tick it by hand. */
  feed: TestFeed | null;
  close(): Promise<void>;
}

const FETCH_METADATA = ['origin', 'sec-fetch-site'];

/**
 * app.inject as our own pages call: every browser sends Origin or Sec-Fetch-Site: same-origin with a
 * page's state-changing calls, and the server refuses those with neither (server/lib/access.ts), so a
 * request that names neither gets `sec-fetch-site: same-origin`. A test of the refusal names the header
 * itself, `{ origin: undefined }` for none at all.
 */
export function asOurPages(app: FastifyInstance): FastifyInstance {
  const inject = app.inject.bind(app);
  const injectAsPage = (options?: string | InjectOptions) => {
    if (options === undefined) return inject();
    const opts: InjectOptions = typeof options === 'string' ? { url: options } : options;
    const headers: Record<string, unknown> = { ...(opts.headers ?? {}) };
    if (!Object.keys(headers).some((name) => FETCH_METADATA.includes(name.toLowerCase()))) headers['sec-fetch-site'] = 'same-origin';
    const sent = Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== undefined));
    return inject({ ...opts, headers: sent as InjectOptions['headers'] });
  };
  app.inject = injectAsPage as FastifyInstance['inject'];
  return app;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({ DATA_DIR: '/nonexistent-test-data', WEB_DIR: '/nonexistent-test-web' } as NodeJS.ProcessEnv);
  return {
    ...base,
    // Test files share two cores: a slow tick there is not overload, so only the heap check stays on
    // (server/test/faults/underPressure.test.ts proves shedding with its own limits).
    pressure: { ...base.pressure, maxEventLoopDelayMs: 0, maxEventLoopUtilization: 0 },
    // Tests fire bursts of hundreds of calls to probe their own limits (log-in throttles, outages) on
    // shared cores: the priority gate has its own test (server/test/faults/priorityGate.test.ts).
    gate: { ...base.gate, concurrency: 0 },
    // Likewise for money calls: the money gate has its own test (server/test/faults/moneyGate.test.ts).
    moneyGate: { ...base.moneyGate, concurrency: 0 },
    operatorUser: TEST_OPERATOR.operatorUser,
    operatorPassword: TEST_OPERATOR.operatorPassword,
    loginCookieKey: 'test-cookie-key',
    payloadKey: 'test-payload-key',
    runFeed: false,
    // Every test upload comes from 127.0.0.1: the per-address slip limit has its own test (slipQuota.test.ts).
    slipsPerAddressHour: 1_000_000,
    // Report tests ask many in a second; the per-player limit has its own test (security/roundTwoLimits.test.ts).
    reportsPerMinute: 100_000,
    ...overrides,
  };
}

export async function buildTestApp(
  options: {
    config?: Partial<Config>;
    extend?: (deps: AppDeps) => Partial<AppDeps>;
    feed?: TestFeedOptions;
    /** Fastify's own options (a logger to read, router options). */
    server?: FastifyServerOptions;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = testConfig(options.config);
  const clock = new ManualClock();
  const base: AppDeps = {
    config,
    db: database.db,
    clock,
    sessions: new SessionStore(database.db, clock, sessionLimits(config)),
    snapshots: new SnapshotCache(clock),
    feed: null,
    positions: new PositionCache(),
  };
  const feed = options.feed ? await startTestFeed(database.db, clock, base.snapshots, options.feed) : null;
  if (feed) base.feed = feed.provider;
  const deps = { ...base, ...options.extend?.(base) } as AppDeps;
  const app = asOurPages(await buildApp(deps, { schemaController: lazySchemaController(), ...options.server }));
  await app.ready();
  return {
    app,
    deps,
    clock,
    database,
    feed,
    close: async () => {
      await feed?.stop();
      await app.close();
      await database.drop();
    },
  };
}

/** The `name=value` pairs of a response's Set-Cookie headers, ready to send back. */
export function cookieHeader(response: { headers: Record<string, unknown> }): string {
  const raw = response.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return list.map((c) => String(c).split(';')[0]).join('; ');
}
