import { buildApp } from '../../app';
import { asOurPages, buildTestApp, cookieHeader, type TestApp } from '../../test/app';
import { MSG } from '../../../src/domain/messages';
import { ROLE_ID } from '../../../src/domain/constants';
import { nextIp, nextPhone } from '../../test/auth/testSupport';
import { accountRows, expectInvalidWritesNothing } from '../../test/fixtures';

let t: TestApp;
beforeAll(async () => {
  // Small limits so the tests reach them quickly (production defaults: 200 and 600 an hour).
  t = await buildTestApp({ config: { signUpsPerAddressHour: 10, demoLoginsPerAddressHour: 30 } });
});
afterAll(() => t.close());

const counts = () => accountRows(t);

const signUp = (payload: Record<string, unknown>, remoteAddress = nextIp()) =>
  t.app.inject({ method: 'POST', url: '/api/api/selfuser/signUp', remoteAddress, payload });

const demo = (remoteAddress = nextIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Demologin',
    remoteAddress,
    payload: { name: 'demo', password: 'demo', userIP: remoteAddress, geoLocationn: 'Local, Local, Local' },
  });

describe('POST /api/api/selfuser/signUp', () => {
  test('201, then the new player logs in with selfUser 1, ₹0 and a ₹1,00,000 exposure limit', async () => {
    const response = await signUp({ username: 'new_player', password: 'secret1', phone: '9876543210' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ isSuccess: true, message: MSG.signUpSuccess });

    const user = await t.deps.db
      .selectFrom('users')
      .innerJoin('wallets', 'wallets.user_id', 'users.id')
      .selectAll()
      .where('username', '=', 'new_player')
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      role: 'player',
      self_user: 1,
      balance: 0,
      exposure_limit: 10_000_000,
      password_status: 1,
      phone: '9876543210',
      created_by: null,
    });
    expect(user.password_hash).toMatch(/^scrypt\$/);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/auth/login',
      payload: { UserName: 'new_player', pass: 'secret1', ip: '127.0.0.1', geoLocation: 'Local, Local, Local' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().result[0]).toMatchObject({
      UserName: 'new_player',
      selfUser: 1,
      ExposureLimit: 100000,
      RoleId: ROLE_ID.player,
      passwordstatus: 1,
    });
  });

  test('a name already taken, in any case: 409 "Try another username!", nothing written', async () => {
    const before = await counts();
    for (const username of ['player1', 'Player1', 'NEW_PLAYER']) {
      const response = await signUp({ username, password: 'secret1', phone: nextPhone() });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ message: MSG.tryAnotherUsername });
    }
    expect(await counts()).toEqual(before);
  });

  test.each([
    ['a name of 33 characters', { username: 'a'.repeat(33), password: 'secret1', phone: '9876543210' }],
    ['a name of 2 characters', { username: 'ab', password: 'secret1', phone: '9876543210' }],
    ['a name with spaces', { username: 'two words', password: 'secret1', phone: '9876543210' }],
    ['a password of 5 characters', { username: 'shorty', password: '12345', phone: '9876543210' }],
    ['a password of 129 characters', { username: 'longpass', password: 'p'.repeat(129), phone: '9876543210' }],
    ['a phone with letters', { username: 'phoney', password: 'secret1', phone: '98765abcde' }],
    ['a phone of 9 digits', { username: 'phoney', password: 'secret1', phone: '987654321' }],
    ['a missing phone', { username: 'phoney', password: 'secret1' }],
    ['a password that is an object', { username: 'objects', password: { length: 7 }, phone: '9876543210' }],
    ['a phone that is a number too long', { username: 'numbers', password: 'secret1', phone: 98765432101234560 }],
  ])('%s: 400 { message }, nothing written', async (_name, payload) => {
    await expectInvalidWritesNothing(t, () => signUp(payload));
  });

  test('sign-ups are limited per address, in the database: shared by a second process, kept across a restart, open again after the hour', async () => {
    const address = '198.51.100.20';
    const statuses: number[] = [];
    // A second app on the same database: another process behind the load balancer.
    const other = asOurPages(await buildApp({ ...t.deps }));
    try {
      for (let i = 0; i < 11; i += 1) {
        const app = i % 2 === 0 ? t.app : other;
        statuses.push(
          (
            await app.inject({
              method: 'POST',
              url: '/api/api/selfuser/signUp',
              remoteAddress: address,
              payload: { username: `limit_${i}`, password: 'secret1', phone: nextPhone() },
            })
          ).statusCode,
        );
      }
    } finally {
      await other.close();
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses[10]).toBe(429);
    // A restart (a new app on the same database) still refuses, with Retry-After.
    const restarted = asOurPages(await buildApp({ ...t.deps }));
    try {
      const refused = await restarted.inject({
        method: 'POST',
        url: '/api/api/selfuser/signUp',
        remoteAddress: address,
        payload: { username: 'limit_x', password: 'secret1', phone: nextPhone() },
      });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: expect.stringMatching(/Too many requests/), isSuccess: false });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await restarted.close();
    }
    expect((await signUp({ username: 'limit_y', password: 'secret1', phone: nextPhone() })).statusCode).toBe(201);
    t.clock.advance(60 * 60_000 + 1_000);
    expect((await signUp({ username: 'limit_z', password: 'secret1', phone: nextPhone() }, address)).statusCode).toBe(201);
  }, 30_000);
});

describe('POST /api/Demologin', () => {
  test('each call makes a fresh demo player with ₹1,500 of play money and a session', async () => {
    const first = await demo();
    const second = await demo();
    for (const response of [first, second]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        message: MSG.loggedIn,
        result: [
          {
            Id: expect.any(Number),
            UserName: expect.stringMatching(/^demo_[0-9a-f]{12}$/),
            RoleId: ROLE_ID.demo,
            selfUser: 0,
            ExposureLimit: 10000,
            LockBetting: 0,
            passwordstatus: 1,
          },
        ],
      });
      expect(String(response.headers['set-cookie'])).toMatch(/^exsid=.+HttpOnly; SameSite=Strict/);
    }
    const [a, b] = [first.json().result[0], second.json().result[0]];
    expect(a.Id).not.toBe(b.Id);
    const wallet = await t.deps.db.selectFrom('wallets').selectAll().where('user_id', '=', a.Id).executeTakeFirstOrThrow();
    expect(wallet.balance).toBe(150_000);

    // The session works on player calls and reads its own money.
    const cookie = cookieHeader(first);
    const expo = await t.app.inject({ method: 'GET', url: `/api/expo2/${a.Id}/0`, headers: { cookie } });
    expect(expo.json()).toEqual({ isSuccess: true, mainBalancebeforeExpo: 1500, FinalExpo: 0 });
  });

  test('nobody can log in to a demo account with a password', async () => {
    const { UserName } = (await demo()).json().result[0];
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/auth/login',
      remoteAddress: nextIp(),
      payload: { UserName, pass: 'none$demo-account', ip: '1.1.1.1', geoLocation: 'x' },
    });
    expect(response.statusCode).toBe(401);
  });

  test('demo log-ins are rate-limited per address', async () => {
    const address = '198.51.100.30';
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await demo(address)).statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    expect(statuses[30]).toBe(429);
  }, 30_000);
});
