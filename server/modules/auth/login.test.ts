import { buildTestApp, type TestApp } from '../../test/app';
import { MSG, SERVER_MSG } from '../../../src/domain/messages';
import { ROLE_ID } from '../../../src/domain/constants';
import { logIn, nextIp } from '../../test/auth/testSupport';
import { rowCount } from '../../test/fixtures';

/** The session's Set-Cookie line (a log-in also sets the device cookie, deviceCookie.ts). */
const sessionSetCookie = (headers: Record<string, unknown>, name: string): string => {
  const raw = headers['set-cookie'];
  const list = (Array.isArray(raw) ? raw : [raw]).map(String);
  return list.find((line) => line.startsWith(`${name}=`)) ?? list.join(',');
};

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const login = (UserName: unknown, pass: unknown, extra: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/auth/login',
    remoteAddress: nextIp(),
    payload: { UserName, pass, ip: '49.36.1.1', geoLocation: 'Mumbai, Maharashtra, India', ...extra },
  });

const countRows = async () => ({ users: await rowCount(t, 'users'), sessions: await rowCount(t, 'sessions') });

describe('POST /api/user/auth/login', () => {
  test('a player logs in: the login info and an httpOnly, SameSite=Strict session cookie', async () => {
    const response = await login('player1', 'player123');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      status: true,
      message: MSG.loggedIn,
      result: [
        {
          Id: expect.any(Number),
          UserName: 'player1',
          RoleId: ROLE_ID.player,
          selfUser: 0,
          ExposureLimit: 200000,
          LockBetting: 0,
          passwordstatus: 1,
        },
      ],
    });
    // The session's Set-Cookie; the device cookie (exdev, long-lived on purpose) is set beside it.
    const cookies = [response.headers['set-cookie']].flat().map(String);
    const setCookie = sessionSetCookie(response.headers, 'exsid');
    expect(cookies.find((c) => c.startsWith('exdev='))).toMatch(/; Max-Age=34560000; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(setCookie).toMatch(/^exsid=[A-Za-z0-9_-]{40,};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    expect(setCookie).toContain('Path=/');
    expect(setCookie).not.toMatch(/Max-Age|Expires/i);
    expect(setCookie).not.toContain('Secure');
    // Only the hash of the token is stored.
    const token = setCookie.split(';')[0].split('=')[1];
    const stored = await t.deps.db.selectFrom('sessions').select('id_hash').where('user_id', '=', body.result[0].Id).execute();
    expect(stored.map((s) => s.id_hash)).not.toContain(token);
  });

  test('names are matched whatever their case; self1 has selfUser 1', async () => {
    const response = await login('SELF1', 'self123');
    expect(response.statusCode).toBe(200);
    expect(response.json().result[0]).toMatchObject({ UserName: 'self1', selfUser: 1, ExposureLimit: 100000 });
  });

  test('a wrong password or an unknown name: 401 with the same message, no session', async () => {
    const before = await countRows();
    const wrong = await login('player1', 'not-it');
    const unknown = await login('nobody_here', 'player123');
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ status: false, message: SERVER_MSG.invalidCredentials });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    expect(await countRows()).toEqual(before);
  });

  test('the operator cannot log into the player app, even with the right password', async () => {
    const response = await login('operator', 'operator-test-pass');
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(SERVER_MSG.invalidCredentials);
  });

  test.each([
    ['a user name of 33 characters', { UserName: 'a'.repeat(33), pass: 'player123' }],
    ['a password of 129 characters', { UserName: 'player1', pass: 'p'.repeat(129) }],
    ['a user name that is an object', { UserName: { $ne: '' }, pass: 'player123' }],
    ['a missing password', { UserName: 'player1', pass: undefined }],
    ['an ip of 65 characters', { UserName: 'player1', pass: 'player123', ip: '1'.repeat(65) }],
  ])('%s: 400 { message }, nothing written', async (_name, fields) => {
    const before = await countRows();
    const response = await login(fields.UserName, fields.pass, 'ip' in fields ? { ip: fields.ip } : {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.any(String), isSuccess: false });
    expect(await countRows()).toEqual(before);
  });

  test('a log-in posted from another site is refused', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/auth/login',
      headers: { origin: 'http://evil.example' },
      payload: { UserName: 'player1', pass: 'player123', ip: '1.1.1.1', geoLocation: 'x' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(SERVER_MSG.crossSite);
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});

describe('the session', () => {
  test('GetUserIdandUserStatusDemo says true only for the session of that user', async () => {
    const { cookie, userId } = await logIn(t.app, 'player1', 'player123');
    const ask = (id: number | string, c?: string) =>
      t.app.inject({ method: 'GET', url: `/api/GetUserIdandUserStatusDemo/${id}/127.0.0.1`, headers: c ? { cookie: c } : {} });
    expect((await ask(userId, cookie)).json()).toEqual({ isSuccess: true, isLoggedIn: true });
    expect((await ask(userId + 1, cookie)).json()).toEqual({ isSuccess: true, isLoggedIn: false });
    expect((await ask(userId)).json()).toEqual({ isSuccess: true, isLoggedIn: false });
    expect((await ask('undefined', cookie)).json()).toEqual({ isSuccess: true, isLoggedIn: false });
  });

  test('a session idle for longer than SESSION_IDLE_MINUTES ends: 401', async () => {
    const { cookie, userId } = await logIn(t.app, 'player1', 'player123');
    const status = () => t.app.inject({ method: 'GET', url: `/api/api/fetchPasswordStatus/${userId}`, headers: { cookie } });
    expect((await status()).statusCode).toBe(200);
    // Activity keeps it alive: 20 minutes, a request, 20 more minutes.
    t.clock.advance(20 * 60_000);
    expect((await status()).statusCode).toBe(200);
    t.clock.advance(20 * 60_000);
    expect((await status()).statusCode).toBe(200);
    t.clock.advance(t.deps.config.sessionIdleMinutes * 60_000 + 1_000);
    const expired = await status();
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ message: SERVER_MSG.notSignedIn });
  });

  test('sessions nobody comes back to are swept from the table', async () => {
    const abandoned = await logIn(t.app, 'self1', 'self123');
    const rowsOf = (userId: number) => t.deps.db.selectFrom('sessions').select('id_hash').where('user_id', '=', userId).execute();
    expect((await rowsOf(abandoned.userId)).length).toBeGreaterThan(0);
    t.clock.advance(t.deps.config.sessionIdleMinutes * 60_000 + 3 * 60_000);
    const fresh = await logIn(t.app, 'self1', 'self123');
    expect(await rowsOf(abandoned.userId)).toHaveLength(1);
    const status = await t.app.inject({
      method: 'GET',
      url: `/api/api/fetchPasswordStatus/${fresh.userId}`,
      headers: { cookie: fresh.cookie },
    });
    expect(status.statusCode).toBe(200);
  });

  test('log-out ends the session and clears the cookie', async () => {
    const { cookie, userId } = await logIn(t.app, 'player1', 'player123');
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ isSuccess: true });
    expect(String(out.headers['set-cookie'])).toMatch(/^exsid=;.*Expires=Thu, 01 Jan 1970/);
    const after = await t.app.inject({ method: 'GET', url: `/api/api/fetchPasswordStatus/${userId}`, headers: { cookie } });
    expect(after.statusCode).toBe(401);
    // Logging out without a session is harmless.
    expect((await t.app.inject({ method: 'POST', url: '/api/logout' })).json()).toEqual({ isSuccess: true });
  });

  test('a forged or over-long cookie is no session', async () => {
    for (const cookie of ['exsid=forged', `exsid=${'x'.repeat(500)}`]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/api/fetchPasswordStatus/2', headers: { cookie } });
      expect(response.statusCode).toBe(401);
    }
  });
});

describe('public calls', () => {
  test('master data', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/api/getMasterData' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([{ BetStartTime: 2880, SiteMessage: expect.stringContaining('Welcome') }]);
  });

  test('health answers ok while the database is up', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  test.each([
    ['127.0.0.1', 'Local'],
    ['::1', 'Local'],
    ['::ffff:192.168.1.20', 'Local'],
    ['10.2.3.4', 'Local'],
    ['172.20.0.5', 'Local'],
    ['100.72.1.1', 'Local'],
    ['fd12:3456::1', 'Local'],
    ['8.8.8.8', 'United States'],
    ['49.36.1.1', 'India'],
  ])('whoami from %s: country %s', async (remoteAddress, country) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/whoami', remoteAddress });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.ip).toBe(remoteAddress.replace('::ffff:', ''));
    expect(body.country).toBe(country);
    const local = country === 'Local';
    expect(body.city).toBe(local ? 'Local' : 'Unknown');
    expect(body.region).toBe(local ? 'Local' : 'Unknown');
  });
});

describe('behind HTTPS (COOKIE_SECURE=1)', () => {
  test('the session cookie is also Secure, and named __Host- (no subdomain or plain-HTTP page can set it)', async () => {
    const secure = await buildTestApp({ config: { cookieSecure: true } });
    try {
      const response = await secure.app.inject({
        method: 'POST',
        url: '/api/user/auth/login',
        payload: { UserName: 'player1', pass: 'player123', ip: '1.1.1.1', geoLocation: 'x' },
      });
      expect(sessionSetCookie(response.headers, '__Host-exsid')).toMatch(
        /^__Host-exsid=[^;]+; Path=\/; HttpOnly; Secure; SameSite=Strict$/,
      );
      // The device cookie (server/session/deviceCookie.ts) is Secure too.
      const cookies = [response.headers['set-cookie']].flat().map(String);
      expect(cookies.find((c) => c.startsWith('exdev='))).toMatch(/; Secure;/);
    } finally {
      await secure.close();
    }
  });
});
