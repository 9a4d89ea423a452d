// Load shedding: past its limits the server answers 503 `{ message }` with Retry-After at once,
// /api/health included, and serves again as soon as the pressure is gone.
import { buildTestApp, testConfig, type TestApp } from '../app';
import { rowCount, useApp } from '../fixtures';
import { SERVER_MSG } from '../../../src/domain/messages';
import { Writable } from 'node:stream';
import { SHED_SUMMARY_MS, type PressureLimits } from '../../lib/underPressure';
import { loggerOptions } from '../../lib/logger';
import { loadConfig } from '../../config';

const OFF: PressureLimits = {
  maxEventLoopDelayMs: 0,
  maxHeapUsedBytes: 0,
  maxEventLoopUtilization: 0,
  sampleIntervalMs: 10,
  retryAfterSeconds: 7,
};

async function appWith(limits: Partial<PressureLimits>): Promise<TestApp> {
  return buildTestApp({ config: { pressure: { ...OFF, ...limits } } });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Keeps the event loop busy in 300 ms slices, as a flood of synchronous work would. */
async function saturate(ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const slice = Date.now() + 300;
    while (Date.now() < slice) {
      /* busy */
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

/** The health check's status once the loop has been calm for a few samples (other processes share the cores). */
async function calmHealth(t: TestApp): Promise<number> {
  let status = 0;
  for (let i = 0; i < 40 && status !== 200; i++) {
    await sleep(100);
    status = (await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode;
  }
  return status;
}

function expectShed(response: { statusCode: number; headers: Record<string, unknown>; json(): unknown }, pressure: string): void {
  expect(response.statusCode).toBe(503);
  expect(response.headers['retry-after']).toBe('7');
  expect(response.json()).toEqual({ message: SERVER_MSG.unavailable, isSuccess: false, status: 'unavailable', pressure });
}

/** Calm first (served), then the loop kept busy 700 ms: the next request is shed for `pressure`. */
async function shedWhileBusy(t: TestApp, pressure: string): Promise<void> {
  expect(await calmHealth(t)).toBe(200);
  await saturate(700);
  expectShed(await t.app.inject({ method: 'GET', url: '/api/health' }), pressure);
}

test('the product defaults: event-loop delay 500 ms and 90% of the heap limit; utilisation off', () => {
  const { pressure } = testConfig({});
  expect(pressure.maxHeapUsedBytes).toBeGreaterThan(100 * 1048576);
  // The test config turns the timing checks off (shared cores); the product's defaults are these:
  const product = loadConfig({} as NodeJS.ProcessEnv).pressure;
  expect(product).toMatchObject({ maxEventLoopDelayMs: 500, maxEventLoopUtilization: 0, sampleIntervalMs: 1000, retryAfterSeconds: 10 });
  expect(
    loadConfig({ PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '80', PRESSURE_MAX_HEAP_MB: '256', PRESSURE_MAX_ELU: '0.9' } as NodeJS.ProcessEnv)
      .pressure,
  ).toMatchObject({ maxEventLoopDelayMs: 80, maxHeapUsedBytes: 256 * 1048576, maxEventLoopUtilization: 0.9 });
  expect(() => loadConfig({ PRESSURE_MAX_ELU: '2' } as NodeJS.ProcessEnv)).toThrow(/PRESSURE_MAX_ELU/);
});

describe('a heap over its limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith({ maxHeapUsedBytes: 1 }); // any heap is over 1 byte
    await sleep(50); // a few samples
  });
  afterAll(() => t.close());

  test('every call is shed with 503, the health check and the SPA config too', async () => {
    expectShed(await t.app.inject({ method: 'GET', url: '/api/health' }), 'heapUsedBytes');
    expectShed(await t.app.inject({ method: 'GET', url: '/api/getMasterData' }), 'heapUsedBytes');
    expectShed(await t.app.inject({ method: 'GET', url: '/config.js' }), 'heapUsedBytes');
    expectShed(
      await t.app.inject({
        method: 'POST',
        url: '/api/user/auth/login',
        payload: { UserName: 'player1', pass: 'player123', ip: '1.1.1.1', geoLocation: 'x' },
      }),
      'heapUsedBytes',
    );
    // A shed log-in created no session.
    expect(await rowCount(t, 'sessions')).toBe(0);
  });

  test('money first: the odds poll is shed, the calls that move money are never shed', async () => {
    expectShed(await t.app.inject({ method: 'GET', url: '/api/checkGetMatchOdds/1.123/123' }), 'heapUsedBytes');
    expectShed(await t.app.inject({ method: 'GET', url: '/api/GetInPlaySportEvents' }), 'heapUsedBytes');
    const money: Array<[string, string]> = [
      ['POST', '/api/saveBet'],
      ['PUT', '/api/updateUnmatchBet'],
      ['DELETE', '/api/deleteUnmatchBet'],
      ['POST', '/api/api/selfUser/withdrawRequest'],
      ['POST', '/api/api/selfUser/depositRequest'],
    ];
    for (const [method, url] of money) {
      // Past the shedder, the route's own checks answer: here, that nobody is signed in.
      const response = await t.app.inject({ method: method as 'POST', url, headers: { origin: 'http://localhost:80' }, payload: {} });
      expect([url, response.statusCode, response.headers['retry-after']]).toEqual([url, 401, undefined]);
    }
  });
});

test('shed requests are logged as one summary line per window, not one line each', async () => {
  let log = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      log += String(chunk);
      done();
    },
  });
  const t = await buildTestApp({
    config: { pressure: { ...OFF, maxHeapUsedBytes: 1 } },
    server: { logger: { ...(loggerOptions('info') as object), stream } },
  });
  const summaries = () =>
    log
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
      .filter((entry) => entry.msg === 'shedding load');
  try {
    await sleep(50);
    for (let i = 0; i < 200; i += 1) expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
    expect(summaries()).toEqual([]); // the window (SHED_SUMMARY_MS) is still open
  } finally {
    await t.close(); // closing ends the window
  }
  expect(summaries()).toEqual([expect.objectContaining({ shed: 200, byPressure: { heapUsedBytes: 200 }, windowMs: SHED_SUMMARY_MS })]);
});

describe('a blocked event loop', () => {
  const app = useApp({ build: () => appWith({ maxEventLoopDelayMs: 100, sampleIntervalMs: 50 }) });

  test('serves while the loop is free, sheds while it is blocked, and serves again once it is free', async () => {
    await shedWhileBusy(app.t, 'eventLoopDelay');
    expect(await calmHealth(app.t)).toBe(200);
  });
});

describe('event-loop utilisation over its limit', () => {
  const app = useApp({ build: () => appWith({ maxEventLoopUtilization: 0.5, sampleIntervalMs: 100 }) });

  test('a loop busy most of a sample sheds with the utilisation as the reason', async () => {
    await shedWhileBusy(app.t, 'eventLoopUtilization');
  });
});

describe('start-up', () => {
  const app = useApp({ build: () => appWith({ maxEventLoopDelayMs: 100, sampleIntervalMs: 600 }) });

  test('a slow start (loop blocked just as the app got ready) is not shed; the same block later is', async () => {
    await saturate(400); // ready a moment ago: this is the tail of the start
    expect((await app.t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect(await calmHealth(app.t)).toBe(200);
    await sleep(1_200);
    await saturate(1_300);
    expectShed(await app.t.app.inject({ method: 'GET', url: '/api/health' }), 'eventLoopDelay');
  });
});
