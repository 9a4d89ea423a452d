// No password, session cookie or key ever reaches the log: the app is built with the product's pino
// options (server/lib/logger.ts) at the most verbose level, writing to a buffer, and taken through
// every call that carries one; then the buffer is searched for each secret.
import { Writable } from 'node:stream';
import { buildTestApp, cookieHeader, type TestApp } from '../app';
import { TEST_OPERATOR } from '../constants';
import { loggerOptions } from '../../lib/logger';
import { totpCode } from '../../modules/operator/totp';
import { client, cricketEvent, HOME, MO, publish, savePayload } from '../bets/testSupport';

let t: TestApp;
let log = '';
const secrets = new Set<string>();

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      log += String(chunk);
      done();
    },
  });
  t = await buildTestApp({ server: { logger: { ...(loggerOptions('trace') as object), stream } } });
  publish(t.deps.snapshots, cricketEvent(t.clock.now()));
  secrets.add(t.deps.config.payloadKey);
  secrets.add(t.deps.config.loginCookieKey);
  secrets.add(TEST_OPERATOR.operatorPassword);
  secrets.add(t.deps.config.staffSecretKey);
});
afterAll(() => t?.close());

const post = (url: string, payload: unknown, cookie?: string, method: 'POST' | 'PUT' | 'PATCH' | 'DELETE' = 'POST') =>
  t.app.inject({ method, url, payload: payload as object, headers: cookie ? { cookie } : {} });

function keep(response: { headers: Record<string, unknown> }): string {
  const cookie = cookieHeader(response);
  for (const pair of cookie.split('; ')) if (pair.includes('=')) secrets.add(pair.split('=').slice(1).join('='));
  return cookie;
}

test('passwords, session cookies and keys never reach the log, whatever the call', async () => {
  // Log-ins: a wrong password, then the right one.
  secrets.add('Wrong-guess-31');
  await post('/api/user/auth/login', { UserName: 'player1', pass: 'Wrong-guess-31', ip: '1.1.1.1', geoLocation: 'x' });
  secrets.add('player123');
  const login = await post('/api/user/auth/login', { UserName: 'player1', pass: 'player123', ip: '1.1.1.1', geoLocation: 'x' });
  const player = keep(login);
  const playerId: number = login.json().result[0].Id;

  // A bet: its body is the payload cipher's text.
  const bet = await client(t.app, player, t.deps.config.payloadKey).save(
    savePayload(playerId, { market: 'Matchodds', marketId: MO, selectionId: HOME, side: 'back', price: 2, stake: 100 }),
  );
  expect(bet.statusCode).toBe(200);

  // Changing the password, wrongly then rightly.
  secrets.add('Brand-new-pass-77');
  await post(
    `/api/api/changePassword/users/${playerId}`,
    { oldPassword: 'Wrong-guess-31', newPassword: 'Brand-new-pass-77' },
    player,
    'PUT',
  );
  expect(
    (await post(`/api/api/changePassword/users/${playerId}`, { oldPassword: 'player123', newPassword: 'Brand-new-pass-77' }, player, 'PUT'))
      .statusCode,
  ).toBe(200);

  // Sign-up, demo log-in.
  secrets.add('Signup-pass-42');
  expect(
    (await post('/api/api/selfuser/signUp', { username: 'logcheck', password: 'Signup-pass-42', phone: '9876543210' })).statusCode,
  ).toBe(201);
  keep(await post('/api/Demologin', {}));

  // The operator: log-in, a new player with a password, a password reset.
  const operator = keep(await post('/api/admin/login', { username: TEST_OPERATOR.operatorUser, password: TEST_OPERATOR.operatorPassword }));
  secrets.add('Created-pass-55');
  const created = await post(
    '/api/admin/users',
    { username: 'logcheck2', password: 'Created-pass-55', credit: 10, exposureLimit: 10 },
    operator,
  );
  expect(created.statusCode).toBe(201);
  secrets.add('Reset-pass-66');
  expect((await post(`/api/admin/users/${created.json().id}`, { password: 'Reset-pass-66' }, operator, 'PATCH')).statusCode).toBe(200);

  // Staff: a new account with a password, a reset, two-factor (its key and recovery codes), a log-in with
  // a code (the 6 digits themselves are redacted too, but digits alone would match timestamps here).
  secrets.add('Staff-pass-71');
  const staff = await post('/api/admin/staff', { username: 'logstaff', password: 'Staff-pass-71', roles: ['support'] }, operator);
  expect(staff.statusCode).toBe(201);
  secrets.add('Staff-reset-72');
  expect((await post(`/api/admin/staff/${staff.json().id}/password`, { password: 'Staff-reset-72' }, operator)).statusCode).toBe(200);
  const staffSession = keep(await post('/api/admin/login', { username: 'logstaff', password: 'Staff-reset-72' }));
  const enrolment = await post('/api/admin/staff/me/totp', {}, staffSession);
  secrets.add(enrolment.json().secret);
  const firstCode = totpCode(enrolment.json().secret, t.clock.now());
  const confirmed = await post('/api/admin/staff/me/totp/confirm', { code: firstCode }, staffSession);
  for (const code of confirmed.json().recoveryCodes as string[]) secrets.add(code);
  t.clock.advance(30_000);
  const secondCode = totpCode(enrolment.json().secret, t.clock.now());
  expect((await post('/api/admin/login', { username: 'logstaff', password: 'Staff-reset-72', totp: secondCode })).statusCode).toBe(200);

  // Refusals log too: a validation failure carrying a password, a cross-site call with a cookie.
  secrets.add('Too-long-pass'.repeat(20));
  await post('/api/user/auth/login', { UserName: 'player1', pass: 'Too-long-pass'.repeat(20), ip: 1, geoLocation: 'x' });
  await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: operator, origin: 'http://evil.example' } });

  // The log was written (requests, answers) and holds none of the secrets.
  expect(log.length).toBeGreaterThan(1000);
  expect(log).toMatch(/incoming request/);
  expect(log).toMatch(/request completed/);
  const leaked = [...secrets].filter((secret) => secret.length >= 6 && log.includes(secret));
  expect(leaked).toEqual([]);
  expect(secrets.size).toBeGreaterThanOrEqual(10);
});
