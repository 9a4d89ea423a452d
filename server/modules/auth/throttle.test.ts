// The password throttles under attack: parallel guesses, guesses spread over addresses, one address
// with many players behind it, and sign-up's "name taken" answers. Every count is read back from the
// answers a client sees (401/400 = the password was checked, 429 = refused before checking).
import { buildTestApp, cookieHeader, type TestApp } from '../../test/app';
import { MSG, SERVER_MSG } from '../../../src/domain/messages';
import { testPasswordHash } from '../../test/seededPasswords';
import { toPaise } from '../../../src/domain/money';
import {
  ADDRESS_POLICY,
  DEVICE_POLICY,
  LoginThrottle,
  lockMsAfter,
  NAME_POLICY,
  PAIR_POLICY,
  passwordCounters,
  SIGNUP_TAKEN_POLICY,
} from './throttle';
import { logInOperator, nextIp, nextPhone, openPlayerInDb } from '../../test/auth/testSupport';
import { TEST_OPERATOR } from '../../test/constants';
import { must } from '../../test/must';
import { rowCount } from '../../test/fixtures';
import { sql } from 'kysely';

let t: TestApp;
let passwordHash: string;
const PASSWORD = 'right-pass-1';
beforeAll(async () => {
  t = await buildTestApp();
  passwordHash = testPasswordHash(PASSWORD);
});
afterAll(() => t.close());

const SECOND = 1_000;
const MINUTE = 60 * SECOND;

let players = 0;
/** A fresh player for each test, so that no test's counters touch another's. */
async function newPlayer(): Promise<string> {
  players += 1;
  const username = `victim_${players}`;
  await openPlayerInDb(t.deps.db, {
    username,
    passwordHash,
    exposureLimit: 0,
    openingPaise: toPaise(100),
    openingKind: 'opening',
    openingRemark: 'test',
  });
  return username;
}

const login = (UserName: string, pass: string, remoteAddress = nextIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/auth/login',
    remoteAddress,
    payload: { UserName, pass, ip: remoteAddress, geoLocation: 'Local, Local, Local' },
  });

const statuses = (responses: Array<{ statusCode: number }>) => {
  const counts: Record<number, number> = {};
  for (const r of responses) counts[r.statusCode] = (counts[r.statusCode] ?? 0) + 1;
  return counts;
};

test('the policies: 5 per name and address, a delay past 10 per name, 500 per address', () => {
  expect([4, 5, 6, 7, 10, 40].map((n) => lockMsAfter(PAIR_POLICY, n) / MINUTE)).toEqual([0, 1, 2, 4, 30, 30]);
  expect([9, 10, 11, 12, 20].map((n) => lockMsAfter(NAME_POLICY, n) / SECOND)).toEqual([0, 10, 20, 40, 300]);
  expect(lockMsAfter(ADDRESS_POLICY, 499)).toBe(0);
  expect(lockMsAfter(ADDRESS_POLICY, 500)).toBe(5 * MINUTE);
});

test('200 parallel wrong log-ins from one address: 5 are checked, the rest 429 before any hash; then the right password is refused while locked', async () => {
  const name = await newPlayer();
  const address = '198.51.100.20';
  const responses = await Promise.all(Array.from({ length: 200 }, (_, i) => login(name, `wrong-${i}`, address)));
  expect(statuses(responses)).toEqual({ 401: PAIR_POLICY.threshold, 429: 200 - PAIR_POLICY.threshold });
  const refused = must(
    responses.find((r) => r.statusCode === 429),
    'a refused log-in',
  );
  expect(refused.json()).toEqual({ message: SERVER_MSG.tooManyAttempts(1), isSuccess: false, status: false });
  expect(refused.headers['retry-after']).toBe('60');
  expect(refused.headers['set-cookie']).toBeUndefined();

  const right = await login(name, PASSWORD, address);
  expect(right.statusCode).toBe(429);
  expect(right.headers['set-cookie']).toBeUndefined();

  // The lock is this address's: the player gets in from their own at once.
  expect((await login(name, PASSWORD, '198.51.100.21')).statusCode).toBe(200);
  t.clock.advance(MINUTE + SECOND);
  expect((await login(name, PASSWORD, address)).statusCode).toBe(200);
}, 60_000);

test('200 parallel wrong current passwords on change-password: 5 are checked, then 429 even for the right one; the password is unchanged', async () => {
  const name = await newPlayer();
  const address = '198.51.100.30';
  const session = await login(name, PASSWORD, address);
  expect(session.statusCode).toBe(200);
  const cookie = cookieHeader(session);
  const userId = session.json().result[0].Id as number;
  const change = (oldPassword: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/api/changePassword/users/${userId}`,
      remoteAddress: address,
      headers: { cookie },
      payload: { oldPassword, newPassword: 'a-new-password' },
    });
  const before = await t.deps.db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirstOrThrow();

  const responses = await Promise.all(Array.from({ length: 200 }, (_, i) => change(`wrong-${i}`)));
  expect(statuses(responses)).toEqual({ 400: PAIR_POLICY.threshold, 429: 200 - PAIR_POLICY.threshold });
  expect(
    must(
      responses.find((r) => r.statusCode === 429),
      'a refused change',
    ).headers['retry-after'],
  ).toBe('60');

  const right = await change(PASSWORD);
  expect(right.statusCode).toBe(429);
  expect(await t.deps.db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirstOrThrow()).toEqual(before);
}, 60_000);

test('a name guessed from many addresses puts new devices in a growing delay for wrong passwords, never for the right one', async () => {
  const name = await newPlayer();
  // One guess from each of 10 addresses: no (name, address) counter is anywhere near its lock.
  for (let i = 0; i < NAME_POLICY.threshold; i += 1) expect((await login(name, `wrong-${i}`, `192.0.2.${10 + i}`)).statusCode).toBe(401);

  // The name is in its delay: a wrong password from yet another address meets it, and the delay grows…
  const delayed = await login(name, 'wrong-again', '192.0.2.50');
  expect(delayed.statusCode).toBe(429);
  expect(delayed.json().message).toBe(SERVER_MSG.tooManyAttemptsSeconds(20));
  expect(delayed.headers['retry-after']).toBe('20');
  // …but the right password is checked first: the owner gets in within the delay, from a new device too.
  expect((await login(name, PASSWORD, '192.0.2.99')).statusCode).toBe(200);
}, 30_000);

describe('strangers cannot lock an owner out', () => {
  const loginWith = (UserName: string, pass: string, remoteAddress: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/auth/login',
      remoteAddress,
      headers: cookie ? { cookie } : {},
      payload: { UserName, pass, ip: remoteAddress, geoLocation: 'Local, Local, Local' },
    });
  const deviceCookieOf = (response: { headers: Record<string, unknown> }) =>
    must(
      cookieHeader(response)
        .split('; ')
        .find((c) => c.startsWith('exknown=')),
      'the device cookie',
    );

  test('4 wrong guesses each from 3 addresses, then the owner: in at once on a known device, and within the delay on a new one', async () => {
    const name = await newPlayer();
    const device = deviceCookieOf(await loginWith(name, PASSWORD, '198.51.100.60'));
    const attacks = [];
    for (const address of ['198.51.100.61', '198.51.100.62', '198.51.100.63'])
      for (let i = 0; i < 4; i += 1) attacks.push((await loginWith(name, `guess-${i}`, address)).statusCode);
    // The name's delay starts at its 10th failure: the last two guesses already meet it.
    expect(attacks).toEqual([...Array<number>(10).fill(401), 429, 429]);

    const knownDevice = await loginWith(name, PASSWORD, '198.51.100.64', device);
    expect(knownDevice.statusCode).toBe(200);
    const newDevice = await loginWith(name, PASSWORD, '198.51.100.65');
    expect(newDevice.statusCode).toBe(200);

    // The operator hears of it: one alert naming the account, in the console's list.
    const operator = await logInOperator(t.app);
    const alerts = await t.app.inject({ method: 'GET', url: '/api/admin/alerts?kind=login.attack', headers: { cookie: operator.cookie } });
    expect(alerts.statusCode).toBe(200);
    const mine = alerts.json().data.filter((a: { subject: string }) => a.subject === name);
    expect(mine).toHaveLength(1);
    expect(mine[0].message).toContain(`"${name}" is under password attack`);
  }, 60_000);

  test("a forged or another account's device cookie counts as a new device", async () => {
    const name = await newPlayer();
    const other = await newPlayer();
    const othersDevice = deviceCookieOf(await loginWith(other, PASSWORD, '198.51.100.70'));
    const [id, nonce] = othersDevice.slice('exknown='.length).split('.');
    const forged = `exknown=${id}.${nonce}.${'A'.repeat(43)}`;
    for (let i = 0; i < NAME_POLICY.threshold; i += 1) await loginWith(name, `guess-${i}`, `198.51.100.${71 + i}`);
    for (const cookie of [othersDevice, forged]) expect((await loginWith(name, 'wrong', '198.51.100.90', cookie)).statusCode).toBe(429);
  }, 60_000);

  test('a known device is throttled on its own counter', async () => {
    const name = await newPlayer();
    const device = deviceCookieOf(await loginWith(name, PASSWORD, '198.51.100.100'));
    // Five wrong passwords, each from another address: only the device's counter sees all five.
    for (let i = 0; i < DEVICE_POLICY.threshold; i += 1)
      expect((await loginWith(name, `guess-${i}`, `198.51.100.${101 + i}`, device)).statusCode).toBe(401);
    expect((await loginWith(name, PASSWORD, '198.51.100.110', device)).statusCode).toBe(429);
    // The owner's other browsers are not slowed by it.
    expect((await loginWith(name, PASSWORD, '198.51.100.111')).statusCode).toBe(200);
  }, 60_000);

  test("the operator's name at the player door is an unknown name there: it never touches the console's counters", async () => {
    const answers = async (name: string, firstHost: number) => {
      const seen: string[] = [];
      for (let i = 0; i < 3 * PAIR_POLICY.threshold; i += 1) {
        const answer = await loginWith(name, `guess-${i}`, `198.51.100.${firstHost + i}`);
        seen.push(`${answer.statusCode} ${answer.json().message}`);
      }
      return seen;
    };
    const operatorAnswers = await answers(TEST_OPERATOR.operatorUser, 120);
    expect(operatorAnswers).toEqual(await answers('nobody_by_that_name', 140));
    expect(operatorAnswers[0]).toBe(`401 ${SERVER_MSG.invalidCredentials}`);
    const keys = await t.deps.db.selectFrom('login_throttle').select('key').execute();
    const operatorName = TEST_OPERATOR.operatorUser.toLowerCase();
    expect(keys.map((k) => k.key).filter((k) => k === `user:${operatorName}` || k.startsWith(`pair:${operatorName}|`))).toEqual([]);
    await logInOperator(t.app);
  }, 60_000);
});

test('an address with many players behind it (carrier NAT) keeps logging in until its ceiling of failures', async () => {
  const name = await newPlayer();
  const nat = '100.64.0.1';
  // Failures of other names from the same address, counted as a log-in would count them.
  const throttle = new LoginThrottle(t.deps.db, t.clock);
  for (let i = 0; i < ADDRESS_POLICY.threshold - 1; i += 1) await throttle.reserve(passwordCounters(`someone_${i}`, nat));
  expect((await login(name, PASSWORD, nat)).statusCode).toBe(200);
  expect((await login(name, 'wrong', nat)).statusCode).toBe(401);
  const ceiling = await login(name, PASSWORD, nat);
  expect(ceiling.statusCode).toBe(429);
  expect(ceiling.headers['retry-after']).toBe(String(ADDRESS_POLICY.baseLockMs / SECOND));
  // Another address is not affected.
  expect((await login(name, PASSWORD, '100.64.0.2')).statusCode).toBe(200);
}, 60_000);

test('the counters live in PostgreSQL: a lock set by one process holds in another (or after a restart)', async () => {
  const name = await newPlayer();
  const address = '198.51.100.40';
  for (let i = 0; i < PAIR_POLICY.threshold; i += 1) expect((await login(name, `wrong-${i}`, address)).statusCode).toBe(401);
  const otherProcess = new LoginThrottle(t.deps.db, t.clock);
  await expect(otherProcess.reserve(passwordCounters(name, address))).rejects.toMatchObject({ statusCode: 429 });
});

test('right passwords whose slots the database could not give back (an outage) are owed, not held against the player', async () => {
  const db = t.deps.db;
  const throttle = new LoginThrottle(db, t.deps.clock);
  const counters = passwordCounters('outage_victim', '10.99.0.1');
  const name = must(
    counters.find((c) => c.key.startsWith('user:')),
    'the name counter',
  );
  // More right log-ins than the name's threshold, each losing the table between its reservation
  // and the give-back (the database restarting mid-attempt).
  for (let attempt = 0; attempt <= NAME_POLICY.threshold + 1; attempt++) {
    const outage = throttle.guard(counters, async () => {
      await sql`ALTER TABLE login_throttle RENAME TO login_throttle_away`.execute(db);
      return true;
    });
    const ok = await outage.finally(() => sql`ALTER TABLE IF EXISTS login_throttle_away RENAME TO login_throttle`.execute(db));
    expect(ok).toBe(true);
  }
  // The database is back: the next attempt first gives back what was owed.
  expect(await throttle.guard(counters, async () => true)).toBe(true);
  const row = await db.selectFrom('login_throttle').select(['failures', 'locked_until']).where('key', '=', name.key).executeTakeFirst();
  expect(row).toEqual({ failures: 0, locked_until: null });
});

test('unknown names are throttled like known ones, so probing for names gets nowhere', async () => {
  const address = '198.51.100.50';
  for (let i = 0; i < PAIR_POLICY.threshold; i += 1) expect((await login('ghost_user', `wrong-${i}`, address)).statusCode).toBe(401);
  expect((await login('ghost_user', 'anything', address)).statusCode).toBe(429);
});

describe('sign-up', () => {
  const signUp = (username: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/api/selfuser/signUp',
      remoteAddress,
      payload: { username, password: 'secret12', phone: nextPhone() },
    });
  const userCount = () => rowCount(t, 'users');

  test('"Try another username!" answers cost the address a slot each: past 5 it gets 429, a free name included, and nothing is written', async () => {
    const address = '203.0.113.200';
    for (let i = 0; i < SIGNUP_TAKEN_POLICY.threshold; i += 1) {
      const taken = await signUp(i % 2 === 0 ? 'player1' : 'SELF1', address);
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({ message: MSG.tryAnotherUsername, isSuccess: false });
    }
    const before = await userCount();
    const refused = await signUp('free_name_1', address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: SERVER_MSG.tooManySignUps(15), isSuccess: false });
    expect(refused.headers['retry-after']).toBe(String(15 * 60));
    expect(await userCount()).toBe(before);
    // Another address signs up as usual; a successful sign-up gives its slot back.
    for (let i = 0; i < SIGNUP_TAKEN_POLICY.threshold + 2; i += 1)
      expect((await signUp(`free_name_${10 + i}`, '203.0.113.201')).statusCode).toBe(201);
  }, 30_000);
});
