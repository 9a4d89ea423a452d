// NODE_ENV=production: no development secrets, no demo accounts, the operator's password from
// OPERATOR_PASSWORD (rotated on every start) or generated once, reset-password through the database,
// and a Secure __Host- session cookie.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { loadConfig, DEV_DEFAULTS } from '../../config';
import { createTestDatabase, type TestDatabase } from '../db';
import { migrateToLatest } from '../../db/migrate';
import { seed } from '../../db/seed';
import { verifyPassword } from '../../lib/password';
import { operatorBanner } from '../../operatorBanner';
import { buildTestApp, cookieHeader } from '../app';
import { useApp } from '../fixtures';
import { TEST_OPERATOR } from '../constants';
import { staffPasswordHash } from '../auth/testSupport';
import { commands } from '../../cli/operator';
import { runCli } from '../../cli/run';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '../../lib/access';

// 32 random bytes each, base64 (openssl rand -base64 32).
const KEYS = {
  LOGIN_COOKIE_KEY: 'q0Yx3o9Hc2mB5wVZr8fK1tLpN4sD7gJ6uE0aQzXyW2c=',
  PAYLOAD_KEY: 'Zt8pL2wQ9vR4nK6yH1mB3xC5jF7gD0sA2eU4iO6aP8k=',
  STAFF_SECRET_KEY: 'mF3kR8vT1qW6yB9nC2xJ5hL0dG7sA4pE1uZ3oI8rK5w=',
};
const env = (vars: Record<string, string>) => vars as NodeJS.ProcessEnv;

describe('production refuses development secrets', () => {
  test.each([
    ['neither key set', {}, ['LOGIN_COOKIE_KEY is not set', 'PAYLOAD_KEY is not set', 'STAFF_SECRET_KEY is not set']],
    ['the cookie key missing', { PAYLOAD_KEY: KEYS.PAYLOAD_KEY, STAFF_SECRET_KEY: KEYS.STAFF_SECRET_KEY }, ['LOGIN_COOKIE_KEY is not set']],
    [
      'the payload key missing',
      { LOGIN_COOKIE_KEY: KEYS.LOGIN_COOKIE_KEY, STAFF_SECRET_KEY: KEYS.STAFF_SECRET_KEY },
      ['PAYLOAD_KEY is not set'],
    ],
    ['the development cookie key', { ...KEYS, LOGIN_COOKIE_KEY: DEV_DEFAULTS.loginCookieKey }, ['LOGIN_COOKIE_KEY is the development key']],
    ['the development payload key', { ...KEYS, PAYLOAD_KEY: DEV_DEFAULTS.payloadKey }, ['PAYLOAD_KEY is the development key']],
    [
      'the staff secret key missing',
      { LOGIN_COOKIE_KEY: KEYS.LOGIN_COOKIE_KEY, PAYLOAD_KEY: KEYS.PAYLOAD_KEY },
      ['STAFF_SECRET_KEY is not set'],
    ],
    [
      'the development staff secret key',
      { ...KEYS, STAFF_SECRET_KEY: DEV_DEFAULTS.staffSecretKey },
      ['STAFF_SECRET_KEY is the development key'],
    ],
    [
      'the development device cookie key',
      { ...KEYS, DEVICE_COOKIE_KEY: DEV_DEFAULTS.deviceCookieKey },
      ['DEVICE_COOKIE_KEY is the development key'],
    ],
    [
      'the development operator password',
      { ...KEYS, OPERATOR_PASSWORD: DEV_DEFAULTS.operatorPassword },
      ['OPERATOR_PASSWORD is the development password'],
    ],
  ])('%s: refused, naming it', (_name, vars, named) => {
    let message = '';
    try {
      loadConfig(env({ NODE_ENV: 'production', ...vars }));
    } catch (error) {
      message = (error as Error).message;
    }
    for (const problem of named) expect(message).toContain(problem);
    for (const key of ['LOGIN_COOKIE_KEY', 'PAYLOAD_KEY', 'STAFF_SECRET_KEY']) {
      if (!named.some((p) => p.startsWith(key))) expect(message).not.toContain(key);
    }
  });

  test('with real keys it starts: cookie Secure, no demo seed unless SEED_DEMO=1', () => {
    const config = loadConfig(env({ NODE_ENV: 'production', ...KEYS }));
    expect(config).toMatchObject({ production: true, cookieSecure: true, seedDemo: false, operatorPassword: undefined });
    expect(loadConfig(env({ NODE_ENV: 'production', ...KEYS, SEED_DEMO: '1' })).seedDemo).toBe(true);
    expect(loadConfig(env({})).seedDemo).toBe(true);
    // The device cookie's key: set, it is used; unset, a random one per start, never the development key.
    expect(loadConfig(env({ NODE_ENV: 'production', ...KEYS, DEVICE_COOKIE_KEY: 'a-real-device-key-0123456789' })).deviceCookieKey).toBe(
      'a-real-device-key-0123456789',
    );
    expect(config.deviceCookieKey).toMatch(/^[0-9a-f]{64}$/);
  });

  test('npm start with NODE_ENV=production and no keys exits 1 naming each key, before touching any database', () => {
    const root = path.resolve(__dirname, '../../..');
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      encoding: 'utf8',
      timeout: 60_000,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        DATA_DIR: '/nonexistent-production-test',
        PAYLOAD_KEY: DEV_DEFAULTS.payloadKey,
      },
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('LOGIN_COOKIE_KEY is not set');
    expect(run.stderr).toContain('PAYLOAD_KEY is the development key');
    expect(run.stderr).not.toMatch(/\n\s+at /); // the message, not a stack trace
  }, 60_000);
});

/** The seed as a production start runs it (server/main.ts): no demo data; the operator's password generated unless OPERATOR_PASSWORD gives one. */
const productionSeed = (db: TestDatabase['db'], operatorPassword?: string) =>
  seed(db, { operatorUser: 'operator', operatorPassword, demo: false, generateOperatorPassword: true });

describe('the seed of a production database', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ empty: true });
    await migrateToLatest(database.db);
  });
  afterAll(() => database.drop());

  // The console's password is the staff row's (the users row of a staff member holds none usable).
  const users = () =>
    database.db
      .selectFrom('users')
      .innerJoin('staff', 'staff.user_id', 'users.id')
      .select(['users.username', 'users.role', 'staff.password_hash'])
      .orderBy('users.id')
      .execute();

  test('master data and the operator only: no player1, self1 or sample merchants; the password is generated and only its hash stored', async () => {
    const first = await productionSeed(database.db);
    expect(first.operatorPassword.kind).toBe('generated');
    const generated = first.operatorPassword.kind === 'generated' ? first.operatorPassword.password : '';
    expect(generated).toMatch(/^[A-Za-z0-9_-]{24}$/);

    const rows = await users();
    expect(rows.map((u) => [u.username, u.role])).toEqual([['operator', 'operator']]);
    expect(rows[0].password_hash).not.toContain(generated);
    expect(await verifyPassword(generated, rows[0].password_hash)).toBe(true);
    expect(await database.db.selectFrom('merchant_accounts').selectAll().execute()).toEqual([]);
    expect((await database.db.selectFrom('master_data').selectAll().execute()).length).toBe(1);
    expect((await database.db.selectFrom('sports').selectAll().execute()).length).toBeGreaterThan(0);

    // The banner shows it on this start only; the next start knows nothing of it and says so.
    const config = loadConfig(env({ NODE_ENV: 'production', ...KEYS }));
    expect(operatorBanner(config, first.operatorPassword).join('\n')).toContain(generated);
    const second = await productionSeed(database.db);
    expect(second.operatorPassword).toEqual({ kind: 'stored' });
    const banner = operatorBanner(config, second.operatorPassword).join('\n');
    expect(banner).not.toContain(generated);
    expect(banner).not.toContain(DEV_DEFAULTS.operatorPassword);
    expect(banner).toContain('reset-password');
    expect(await verifyPassword(generated, (await users())[0].password_hash)).toBe(true);
  });

  test('OPERATOR_PASSWORD set later is the password from that start on (and the banner does not print it)', async () => {
    const rotated = await productionSeed(database.db, 'chosen-by-ops-1');
    expect(rotated.operatorPassword).toEqual({ kind: 'env' });
    expect(await verifyPassword('chosen-by-ops-1', (await users())[0].password_hash)).toBe(true);
    const banner = operatorBanner(loadConfig(env({ NODE_ENV: 'production', ...KEYS })), rotated.operatorPassword).join('\n');
    expect(banner).toContain('(OPERATOR_PASSWORD)');
    expect(banner).not.toContain('chosen-by-ops-1');
  });
});

test('a database first started in development loses the development operator password on its first production start', async () => {
  const database = await createTestDatabase({ empty: true });
  try {
    await migrateToLatest(database.db);
    expect((await seed(database.db, { operatorUser: 'operator', operatorPassword: undefined, demo: true })).operatorPassword).toEqual({
      kind: 'development',
    });
    const production = await productionSeed(database.db);
    expect(production.operatorPassword.kind).toBe('generated');
    const hash = await staffPasswordHash(database.db, 'operator');
    expect(await verifyPassword(DEV_DEFAULTS.operatorPassword, hash)).toBe(false);
    expect(production.operatorPassword.kind === 'generated' && (await verifyPassword(production.operatorPassword.password, hash))).toBe(
      true,
    );
  } finally {
    await database.drop();
  }
});

describe('on a running installation', () => {
  const app = useApp();

  const operatorLogin = (password: string) =>
    app.t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      remoteAddress: '192.0.2.200',
      payload: { username: TEST_OPERATOR.operatorUser, password },
    });
  const operatorSessions = async () =>
    (
      await app.t.deps.db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select('id_hash')
        .where('users.role', '=', 'operator')
        .execute()
    ).length;

  test('a changed OPERATOR_PASSWORD takes effect at the next start: the old one is refused and its sessions end', async () => {
    expect((await operatorLogin(TEST_OPERATOR.operatorPassword)).statusCode).toBe(200);
    expect(await operatorSessions()).toBe(1);

    await seed(app.t.deps.db, { ...TEST_OPERATOR, operatorPassword: 'rotated-pass-2', demo: true });
    expect(await operatorSessions()).toBe(0);
    expect((await operatorLogin(TEST_OPERATOR.operatorPassword)).statusCode).toBe(401);
    expect((await operatorLogin('rotated-pass-2')).statusCode).toBe(200);

    // And back: rotation works every time, not only the first.
    await seed(app.t.deps.db, { ...TEST_OPERATOR, demo: true });
    expect((await operatorLogin('rotated-pass-2')).statusCode).toBe(401);
    expect((await operatorLogin(TEST_OPERATOR.operatorPassword)).statusCode).toBe(200);
  });

  test('npm run operator -- reset-password works through the database, prints a new password once, and the old one stops working', async () => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCli(
      commands,
      ['reset-password'],
      { DATABASE_URL: app.t.database.url, OPERATOR_USER: TEST_OPERATOR.operatorUser },
      {
        out: (s) => out.push(s),
        err: (s) => err.push(s),
      },
    );
    expect({ code, err }).toEqual({ code: 0, err: [] });
    const answer = JSON.parse(out.join('\n'));
    expect(answer).toMatchObject({ username: TEST_OPERATOR.operatorUser, password: expect.stringMatching(/^[A-Za-z0-9_-]{24}$/) });
    expect(await operatorSessions()).toBe(0);
    expect((await operatorLogin(TEST_OPERATOR.operatorPassword)).statusCode).toBe(401);
    expect((await operatorLogin(answer.password)).statusCode).toBe(200);
    await seed(app.t.deps.db, { ...TEST_OPERATOR, demo: true });
  });

  test('reset-password refuses a name that is not the operator, exit 1, nothing changed', async () => {
    const before = await app.t.deps.db.selectFrom('users').select(['id', 'password_hash']).orderBy('id').execute();
    const err: string[] = [];
    const code = await runCli(
      commands,
      ['reset-password'],
      { DATABASE_URL: app.t.database.url, OPERATOR_USER: 'player1' },
      { out: () => undefined, err: (s) => err.push(s) },
    );
    expect(code).toBe(1);
    expect(err.join('\n')).toContain('No operator account named "player1"');
    expect(await app.t.deps.db.selectFrom('users').select(['id', 'password_hash']).orderBy('id').execute()).toEqual(before);
  });
});

test('the production session cookie: __Host-exsid, Secure, HttpOnly, SameSite=Strict, Path=/, no Domain; only that name opens the session', async () => {
  const production = loadConfig(env({ NODE_ENV: 'production', ...KEYS }));
  const t = await buildTestApp({ config: { production: true, cookieSecure: production.cookieSecure } });
  try {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/auth/login',
      payload: { UserName: 'player1', pass: 'player123', ip: '1.1.1.1', geoLocation: 'x' },
    });
    expect(response.statusCode).toBe(200);
    // The session's own Set-Cookie (a first log-in also sets the device cookie, exdev).
    const raw = [response.headers['set-cookie']]
      .flat()
      .map(String)
      .find((c) => c.startsWith(`${SECURE_SESSION_COOKIE}=`));
    expect(raw).toMatch(new RegExp(`^${SECURE_SESSION_COOKIE}=[A-Za-z0-9_-]{43}; Path=/; HttpOnly; Secure; SameSite=Strict$`));
    const cookie = cookieHeader(response);
    const userId = response.json().result[0].Id;
    const withCookie = (value: string) => t.app.inject({ method: 'GET', url: `/api/expo1/${userId}/1`, headers: { cookie: value } });
    expect((await withCookie(cookie)).statusCode).toBe(200);
    expect((await withCookie(cookie.replace(SECURE_SESSION_COOKIE, SESSION_COOKIE))).statusCode).toBe(401);
  } finally {
    await t.close();
  }
});
