// What the overload gates' tests share: a call held inside a gate, and the shape of a shed answer.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SERVER_MSG } from '../../../../src/domain/messages';

/**
 * A POST held inside the gates: over a real socket its onRequest hooks ran (it took its place), and
 * it waits for the rest of a two-byte JSON body that comes only when `finish` is called. `answer`
 * is the status it is then given. `entered` resolves once the server has run its onRequest hooks
 * (the gates' are synchronous): on a busy machine that takes longer than any fixed pause.
 */
export function heldPost(
  app: FastifyInstance,
  path: string,
  cookie: string,
): { request: http.ClientRequest; entered: Promise<void>; answer: Promise<number>; finish: () => Promise<number> } {
  const address = app.server.address() as AddressInfo;
  const entered = new Promise<void>((resolve) => app.server.once('request', () => setImmediate(resolve)));
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
  return {
    request,
    entered,
    answer,
    finish: () => {
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
