// One log line per operator action, naming the staff member and carrying the request id (nginx's
// X-Request-Id when it sends one), so an incident's requests can be followed through the log.
import { Writable } from 'node:stream';
import pino from 'pino';
import { buildTestApp, type TestApp } from '../../test/app';
import { logInOperator } from '../../test/auth/testSupport';

const lines: Array<Record<string, unknown>> = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
    done();
  },
});
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ server: { loggerInstance: pino({ level: 'info' }, stream) } });
}, 60_000);
afterAll(() => t.close());

test('an operator action logs one line with the staff id and the request id', async () => {
  const operator = await logInOperator(t.app);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/admin/users',
    headers: { cookie: operator.cookie, 'x-request-id': 'incident-4711' },
    payload: { username: 'logged1', password: 'logged123', credit: 100, exposureLimit: 1000 },
  });
  expect(created.statusCode).toBe(201);
  const actions = lines.filter((l) => l.msg === 'operator action');
  expect(actions).toEqual([expect.objectContaining({ reqId: 'incident-4711', staffId: operator.userId, action: 'user.create' })]);
  expect(JSON.stringify(actions)).not.toContain('logged123');
});

test('an error answer carries the request id, and its log line the player', async () => {
  const missing = await t.app.inject({ method: 'GET', url: '/api/no-such-call', headers: { 'x-request-id': 'abc-1' } });
  expect(missing.statusCode).toBe(404);
  const refused = await t.app.inject({ method: 'GET', url: '/api/expo1/1/0', headers: { 'x-request-id': 'abc-2' } });
  expect(refused.statusCode).toBe(401);
  expect(refused.headers['x-request-id']).toBe('abc-2');
});
