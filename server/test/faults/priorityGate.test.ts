// Money first: non-money calls pass a gate of bounded concurrency and queue; past it they are answered
// 503 with Retry-After, while the calls that move money never wait in it.
import { buildTestApp, testConfig, type TestApp } from '../app';
import { useApp } from '../fixtures';
import { expectShedBy, heldPost, releaseHeldCallsAfterEach, until } from './support/gateCalls';
import { gateConcurrency, type GateLimits } from '../../lib/priorityGate';
import { loadConfig } from '../../config';
import { logIn } from '../auth/testSupport';

type Reply = Awaited<ReturnType<TestApp['app']['inject']>>;

const ORIGIN = { origin: 'http://localhost:80' };

async function appWith(gate: GateLimits): Promise<TestApp> {
  const t = await buildTestApp({ config: { gate } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return t;
}

/**
 * A non-money call held inside the gate: over a real socket its onRequest hooks ran (it took a
 * place), and it waits for the rest of a body that comes only when `finish` is called.
 */
async function heldCall(t: TestApp): Promise<{
  finish: () => void;
  answer: Promise<number>;
  get: (url: string) => Promise<Reply>;
  send: (method: 'POST' | 'PUT' | 'DELETE', url: string) => Promise<Reply>;
}> {
  const { cookie, userId } = await logIn(t.app, 'player1', 'player123');
  const { finish, answer, entered } = heldPost(t.app, `/api/api/updateMatchStackBtn/${userId}`, cookie, 'priority');
  await entered;
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string) =>
    t.app.inject({ method, url, headers: { ...ORIGIN, cookie }, payload: {} });
  return { finish: () => void finish(), answer, get, send };
}

releaseHeldCallsAfterEach();

const expectShed = (response: Reply) => expectShedBy(response, 'priorityGate');

test('the defaults: the pool less two connections kept for money calls, at least one', () => {
  expect(gateConcurrency(5, 2)).toBe(3);
  expect(gateConcurrency(2, 2)).toBe(1);
  const config = loadConfig({ ...process.env, DB_POOL_SIZE: '7', GATE_MONEY_CONNECTIONS: '3', GATE_RETRY_AFTER_S: '2' });
  expect(config.gate).toEqual({ concurrency: 4, queue: 256, maxWaitMs: 2000, retryAfterSeconds: 2 });
  expect(loadConfig({ ...process.env, DB_POOL_SIZE: '5' }).gate.concurrency).toBe(3);
  expect(testConfig({}).gate.concurrency).toBe(0); // other tests' bursts are not overload
});

/** How long a call waited before it was shed (it must be shed). */
async function msToShed(held: Awaited<ReturnType<typeof heldCall>>, url: string): Promise<number> {
  const started = Date.now();
  expectShed(await held.get(url));
  return Date.now() - started;
}

describe('the gate full (one place, no queue)', () => {
  const app = useApp({ build: () => appWith({ concurrency: 1, queue: 0, maxWaitMs: 1000, retryAfterSeconds: 1 }) });

  test('a non-money call is shed with 503 and Retry-After; money calls go through; the place frees when the held call ends', async () => {
    const held = await heldCall(app.t);
    expectShed(await held.get('/api/GetInPlaySportEvents'));
    expectShed(await held.get('/api/GetStackLimit'));
    // Past the gate, each route's own checks answer: the body is not a bet (400); player1 is not a
    // self-registered player who may ask for a withdrawal (403).
    const money: Array<[string, string, number]> = [
      ['POST', '/api/saveBet', 400],
      ['PUT', '/api/updateUnmatchBet', 400],
      ['DELETE', '/api/deleteUnmatchBet', 400],
      ['POST', '/api/api/selfUser/withdrawRequest', 403],
    ];
    for (const [method, url, status] of money) {
      const response = await held.send(method as 'POST', url);
      expect([url, response.statusCode, response.headers['retry-after']]).toEqual([url, status, undefined]);
    }
    // Readiness is for the balancer: never gated.
    expect((await app.t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).not.toBe(503);

    held.finish();
    // The held call's own answer: its body `{}` names no button.
    expect(await held.answer).toBe(400);
    expect((await held.get('/api/GetInPlaySportEvents')).statusCode).toBe(200);
  });
});

describe('the queue', () => {
  const app = useApp({ build: () => appWith({ concurrency: 1, queue: 1, maxWaitMs: 300, retryAfterSeconds: 1 }) });

  test('a call waits for a place and is served when one frees; one over the queue is shed at once', async () => {
    const held = await heldCall(app.t);
    const waiting = held.get('/api/GetInPlaySportEvents');
    await until(() => app.t.app.overloadGates.priority.figures().waiting === 1);
    expect(await msToShed(held, '/api/GetStackLimit')).toBeLessThan(200);
    held.finish();
    await held.answer;
    expect((await waiting).statusCode).toBe(200);
  });

  test('a call that waits longer than the limit is shed', async () => {
    const held = await heldCall(app.t);
    expect(await msToShed(held, '/api/GetInPlaySportEvents')).toBeGreaterThanOrEqual(250);
    held.finish();
    await held.answer;
    expect((await held.get('/api/GetInPlaySportEvents')).statusCode).toBe(200);
  });
});
