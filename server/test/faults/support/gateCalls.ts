// What the overload gates' tests share: a call held inside a gate, and the shape of a shed answer.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SERVER_MSG } from '../../../../src/domain/messages';

const unfinished = new Set<http.ClientRequest>();

/** After each test, no held call still holds a place: after a failed test the app could not close. */
export function releaseHeldCallsAfterEach(): void {
  afterEach(() => {
    for (const request of unfinished) request.destroy();
    unfinished.clear();
  });
}

/**
 * A POST held inside the gates: over a real socket its onRequest hooks ran (it took its place), and
 * it waits for the rest of a two-byte JSON body that comes only when `finish` is called. `answer`
 * is the status it is then given. `entered` resolves once the call holds a place in `gate` (the app
 * shows what each gate holds): on a busy machine that takes longer than any fixed pause, and the
 * hooks before the gate's may wait on the database.
 */
export function heldPost(
  app: FastifyInstance,
  path: string,
  cookie: string,
  gate: 'money' | 'priority',
): { request: http.ClientRequest; entered: Promise<void>; answer: Promise<number>; finish: () => Promise<number> } {
  const address = app.server.address() as AddressInfo;
  const holding = app.overloadGates[gate].figures().inFlight;
  const request = http.request({
    host: '127.0.0.1',
    port: address.port,
    method: 'POST',
    path,
    headers: { origin: `http://127.0.0.1:${address.port}`, cookie, 'content-type': 'application/json', 'content-length': '2' },
  });
  const answer = new Promise<number>((resolve, reject) => {
    request.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', reject);
  });
  request.write('{');
  unfinished.add(request);
  const entered = until(() => app.overloadGates[gate].figures().inFlight > holding);
  return {
    request,
    entered,
    answer,
    finish: () => {
      unfinished.delete(request);
      request.end('}');
      return answer;
    },
  };
}

/** A shed call: 503, told to come back in a second, and which gate shed it. */
export function expectShedBy(
  response: { statusCode: number; headers: Record<string, unknown>; json(): unknown },
  pressure: 'priorityGate' | 'moneyGate',
): void {
  expect(response.statusCode).toBe(503);
  expect(response.headers['retry-after']).toBe('1');
  expect(response.json()).toEqual({ message: SERVER_MSG.unavailable, isSuccess: false, status: 'unavailable', pressure });
}

/** Waits until `check` holds (a call has reached a gate's line): on a busy machine, later than any fixed pause. */
export async function until(check: () => boolean): Promise<void> {
  for (let waited = 0; !check(); waited += 5) {
    if (waited > 5_000) throw new Error('the call never reached the gate');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
