// The session cookie of every way in (player, demo, operator): its flags, a random value the
// database keeps only as a hash, no fixation, gone after log-out. And the one password check outside
// the log-in (changing the password) under the same brute-force throttle as the log-in.
import crypto from 'node:crypto';
import { buildTestApp, type TestApp } from '../app';
import { TEST_OPERATOR } from '../constants';
import { logIn } from '../auth/testSupport';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '../../lib/access';
import { SERVER_MSG } from '../../../src/domain/messages';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const WAYS_IN = [
  ['player log-in', { url: '/api/user/auth/login', payload: { UserName: 'player1', pass: 'player123', ip: '1.1.1.1', geoLocation: 'x' } }],
  ['demo log-in', { url: '/api/Demologin', payload: {} }],
  [
    'operator log-in',
    { url: '/api/admin/login', payload: { username: TEST_OPERATOR.operatorUser, password: TEST_OPERATOR.operatorPassword } },
  ],
] as const;

function sessionCookie(response: { headers: Record<string, unknown> }, name = SESSION_COOKIE): string {
  const raw = response.headers['set-cookie'];
  const list = (Array.isArray(raw) ? raw : [raw]).map(String);
  const found = list.filter((c) => c.startsWith(`${name}=`));
  expect(found).toHaveLength(1);
  return found[0];
}

test.each(WAYS_IN)(
  '%s: httpOnly, SameSite=Strict, Path=/, no Domain, no lifetime; a random value stored only as its hash',
  async (_name, call) => {
    const response = await t.app.inject({ method: 'POST', ...call, headers: { cookie: `${SESSION_COOKIE}=chosen-by-an-attacker` } });
    expect(response.statusCode).toBe(200);
    const cookie = sessionCookie(response);
    const [pair, ...attributes] = cookie.split(';').map((s) => s.trim());
    const token = pair.slice(SESSION_COOKIE.length + 1);
    expect(new Set(attributes.map((a) => a.split('=')[0].toLowerCase()))).toEqual(new Set(['path', 'httponly', 'samesite']));
    expect(attributes).toEqual(expect.arrayContaining(['Path=/', 'HttpOnly', 'SameSite=Strict']));
    // 32 random bytes, not the value the client sent (no session fixation), not a user id.
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(token).not.toBe('chosen-by-an-attacker');
    const stored = await t.deps.db.selectFrom('sessions').select('id_hash').execute();
    expect(stored.map((s) => s.id_hash)).toContain(crypto.createHash('sha256').update(token).digest('hex'));
    expect(stored.map((s) => s.id_hash)).not.toContain(token);
  },
);

test.each(WAYS_IN)('%s behind HTTPS (COOKIE_SECURE=1): the cookie is Secure and __Host- too', async (_name, call) => {
  const secure = await buildTestApp({ config: { cookieSecure: true } });
  try {
    const response = await secure.app.inject({ method: 'POST', ...call });
    const flags = sessionCookie(response, SECURE_SESSION_COOKIE)
      .split(';')
      .map((s) => s.trim());
    expect(flags).toEqual(expect.arrayContaining(['Secure', 'Path=/', 'HttpOnly', 'SameSite=Strict']));
    expect(flags.some((f) => /^domain=/i.test(f))).toBe(false);
  } finally {
    await secure.close();
  }
});

test('log-out clears the cookie with the same flags and the old value no longer opens anything', async () => {
  const session = await logIn(t.app, 'self1', 'self123');
  const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: session.cookie } });
  const cleared = sessionCookie(out);
  expect(cleared).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));
  expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
  expect(cleared).toMatch(/HttpOnly/);
  const after = await t.app.inject({ method: 'GET', url: `/api/expo1/${session.userId}/1`, headers: { cookie: session.cookie } });
  expect(after.statusCode).toBe(401);
});

test('guessing the current password through the change-password call is throttled like the log-in', async () => {
  const session = await logIn(t.app, 'player1', 'player123');
  const change = (oldPassword: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/api/changePassword/users/${session.userId}`,
      headers: { cookie: session.cookie },
      payload: { oldPassword, newPassword: 'newpass123' },
      remoteAddress: '192.0.2.50',
    });
  for (let i = 0; i < 5; i++) expect((await change(`guess${i}`)).statusCode).toBe(400);
  // Locked now: even the right password is refused, and the password is unchanged.
  const locked = await change('player123');
  expect(locked.statusCode).toBe(429);
  expect(locked.json().message).toBe(SERVER_MSG.tooManyAttempts(1));
  t.clock.advance(61_000);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/user/auth/login',
    payload: { UserName: 'player1', pass: 'player123', ip: 'x', geoLocation: 'x' },
  });
  expect(login.statusCode).toBe(200);
});
