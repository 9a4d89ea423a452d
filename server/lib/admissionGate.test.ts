// A place in an overload gate is always given back: by a call that ends, by a client that leaves while
// served, and by a client that leaves while it waits (a page left mid-load aborts its calls). A place
// handed to a closed connection would never come back, and the gate would shed everything in the end.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { installPriorityGate, type PriorityGate } from './priorityGate';

let app: FastifyInstance;
let gate: PriorityGate;
let releaseSlow: () => void = () => undefined;

beforeEach(async () => {
  app = Fastify({ forceCloseConnections: true });
  gate = installPriorityGate(app, '/api', { concurrency: 1, queue: 10, maxWaitMs: 10_000, retryAfterSeconds: 1 });
  app.get('/api/slow', () => new Promise((resolve) => (releaseSlow = () => resolve({ ok: true }))));
  app.get('/api/quick', async () => ({ ok: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
});

afterEach(() => {
  releaseSlow();
  return app.close();
});

/** A GET its client can abandon: `leave` closes the connection before any answer. */
function call(path: string): { answer: Promise<number>; leave: () => void } {
  const { port } = app.server.address() as AddressInfo;
  const request = http.get({ host: '127.0.0.1', port, path, agent: false });
  const answer = new Promise<number>((resolve) => {
    request.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', () => resolve(0));
  });
  return { answer, leave: () => request.destroy() };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(check()).toBe(true);
};

test('a client that leaves while it waits leaves the line, and the place comes back when the served call ends', async () => {
  const served = call('/api/slow');
  await until(() => gate.figures().inFlight === 1);
  const gone = call('/api/quick');
  await until(() => gate.figures().waiting === 1);

  gone.leave();
  await until(() => gate.figures().waiting === 0);
  releaseSlow();
  expect(await served.answer).toBe(200);
  await until(() => gate.figures().inFlight === 0);
  expect(gate.figures()).toEqual({ inFlight: 0, waiting: 0, shed: 0 });

  // The place is free: the next call is served at once.
  expect(await call('/api/quick').answer).toBe(200);
});

test('a client that leaves while served gives its place back', async () => {
  const served = call('/api/slow');
  await until(() => gate.figures().inFlight === 1);
  served.leave();
  await until(() => gate.figures().inFlight === 0);
  releaseSlow();
  expect(await call('/api/quick').answer).toBe(200);
  expect(gate.figures().inFlight).toBe(0);
});
