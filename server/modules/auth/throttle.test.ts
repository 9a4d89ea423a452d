import { buildTestApp, type TestApp } from '../../test/app';
import { SERVER_MSG } from '../../../src/domain/messages';
import { IP_POLICY, lockMsAfter, USER_POLICY } from './throttle';
import { nextIp } from './testSupport';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;

const login = (UserName: string, pass: string, remoteAddress = nextIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/auth/login',
    remoteAddress,
    payload: { UserName, pass, ip: remoteAddress, geoLocation: 'Local, Local, Local' },
  });

async function fail(times: number, userName: string, remoteAddress?: string) {
  for (let i = 0; i < times; i += 1) {
    const response = await login(userName, `wrong-${i}`, remoteAddress);
    expect(response.statusCode).toBe(401);
  }
}

test('the lock-out doubles from 1 minute after the 5th failure up to 30 minutes', () => {
  expect([4, 5, 6, 7, 8, 9, 10, 40].map((n) => lockMsAfter(USER_POLICY, n) / MINUTE)).toEqual([0, 1, 2, 4, 8, 16, 30, 30]);
  expect(lockMsAfter(IP_POLICY, 49)).toBe(0);
  expect(lockMsAfter(IP_POLICY, 50)).toBe(5 * MINUTE);
});

test('5 failures lock the name for a minute, even for the right password, whatever the address', async () => {
  await fail(5, 'player1');
  const locked = await login('PLAYER1', 'player123');
  expect(locked.statusCode).toBe(429);
  expect(locked.json()).toMatchObject({ status: false, message: SERVER_MSG.tooManyAttempts(1) });
  expect(locked.headers['set-cookie']).toBeUndefined();

  t.clock.advance(MINUTE + 1_000);
  expect((await login('player1', 'player123')).statusCode).toBe(200);

  // The success cleared the name's counter: four more failures do not lock it.
  await fail(4, 'player1');
  expect((await login('player1', 'player123')).statusCode).toBe(200);
});

test('each failure after the lock doubles it, and the message says how long', async () => {
  await fail(5, 'self1');
  t.clock.advance(MINUTE + 1_000);
  await fail(1, 'self1');
  const locked = await login('self1', 'self123');
  expect(locked.statusCode).toBe(429);
  expect(locked.json().message).toBe(SERVER_MSG.tooManyAttempts(2));
  t.clock.advance(MINUTE);
  expect((await login('self1', 'self123')).json().message).toBe(SERVER_MSG.tooManyAttempts(1));
  t.clock.advance(MINUTE + 1_000);
  expect((await login('self1', 'self123')).statusCode).toBe(200);
});

test('unknown names are throttled too, so probing for names gets nowhere', async () => {
  await fail(5, 'ghost_user');
  expect((await login('ghost_user', 'anything')).statusCode).toBe(429);
});

test('an address with 50 failures is locked for 5 minutes; other addresses are not', async () => {
  const office = '198.51.100.7';
  // Fifty different names (each below its own limit) from one address.
  for (let i = 0; i < 50; i += 1) {
    const response = await login(`guess_${i}`, 'wrong', office);
    expect(response.statusCode).toBe(401);
  }
  const locked = await login('player1', 'player123', office);
  expect(locked.statusCode).toBe(429);
  expect(locked.json().message).toBe(SERVER_MSG.tooManyAttempts(5));
  expect((await login('player1', 'player123', '198.51.100.8')).statusCode).toBe(200);

  t.clock.advance(5 * MINUTE + 1_000);
  expect((await login('player1', 'player123', office)).statusCode).toBe(200);
}, 30_000);
