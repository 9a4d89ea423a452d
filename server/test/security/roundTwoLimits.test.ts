// Report calls are limited per player (REPORTS_PER_MINUTE), and HSTS is sent where the site runs over
// HTTPS (cookies Secure), for HSTS_MAX_AGE seconds; plain HTTP on a LAN gets none.
import { buildTestApp, type TestApp } from '../app';
import { logIn } from '../auth/testSupport';
import { REPORTS_MSG } from '../../modules/reports';

describe('report calls per player', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { reportsPerMinute: 5 } });
  });
  afterAll(() => t.close());

  test('past REPORTS_PER_MINUTE a player gets 429 with the wait; another player is not slowed', async () => {
    const player = await logIn(t.app, 'player1', 'player123');
    const other = await logIn(t.app, 'self1', 'self123');
    const statement = (session: { cookie: string; userId: number }) =>
      t.app.inject({
        method: 'GET',
        url: `/api/GetAccountStatement/${session.userId}?from=2026-11-01&to=2026-11-28`,
        headers: { cookie: session.cookie },
      });
    const answers = await Promise.all(Array.from({ length: 8 }, () => statement(player)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 429)).toHaveLength(3);
    expect(codes.filter((c) => c !== 429).every((c) => c === 200 || c === 400)).toBe(true);
    const refused = answers.find((a) => a.statusCode === 429);
    expect(refused?.json()).toEqual({ message: REPORTS_MSG.tooMany(60), isSuccess: false });
    expect(refused?.headers['retry-after']).toBeDefined();
    expect((await statement(other)).statusCode).not.toBe(429);
  });
});

test('HSTS only over HTTPS, for HSTS_MAX_AGE seconds', async () => {
  const plain = await buildTestApp();
  const secure = await buildTestApp({ config: { cookieSecure: true, hstsMaxAge: 86_400 } });
  try {
    expect((await plain.app.inject({ method: 'GET', url: '/api/health' })).headers['strict-transport-security']).toBeUndefined();
    expect((await secure.app.inject({ method: 'GET', url: '/api/health' })).headers['strict-transport-security']).toBe('max-age=86400');
  } finally {
    await plain.close();
    await secure.close();
  }
});
