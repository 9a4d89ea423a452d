// Every refusal reads the same to a client: `{ message, isSuccess: false }` with a 4xx or 5xx, whatever
// raised it — our handlers, Fastify's router, its body parsers. (The throttles' 429 and load shedding's
// 503 are checked in their own tests: modules/auth/throttle.test.ts, test/faults/underPressure.test.ts.)
import type { InjectOptions } from 'fastify';
import { buildTestApp, type TestApp } from '../app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

type Request = InjectOptions;
const json = { 'content-type': 'application/json' };

const CASES: Array<[string, number, Request]> = [
  ['an unknown API route', 404, { method: 'GET', url: '/api/nope' }],
  [
    'an over-long path parameter (Fastify answers 414 by default)',
    400,
    { method: 'GET', url: `/api/fetchBetPageMatch/${'9'.repeat(600)}` },
  ],
  ['a malformed percent-encoding in the path', 400, { method: 'GET', url: '/api/fetchBetPageMatch/%E0%A4%A' }],
  ['a body over the limit', 413, { method: 'POST', url: '/api/user/auth/login', headers: json, payload: 'x'.repeat(2 * 1024 * 1024) }],
  ['a body that is not JSON', 400, { method: 'POST', url: '/api/user/auth/login', headers: json, payload: '{bad' }],
  [
    'a media type no route accepts',
    415,
    { method: 'POST', url: '/api/user/auth/login', headers: { 'content-type': 'application/xml' }, payload: '<a/>' },
  ],
];

it.each(CASES)('%s: our shape', async (_name, status, request) => {
  const res = await t.app.inject(request);
  expect(res.statusCode).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json();
  expect(body).toEqual({ message: expect.any(String), isSuccess: false });
  expect(body.message.length).toBeGreaterThan(0);
});
