// Two API processes on one database, each with its own session cache: a session ended on one is
// refused by the other within a second (migration 26's notification), not after the cache expires.
import { buildTestApp } from '../test/app';
import { balanceOn, msUntilRefused, useTwoProcesses } from '../test/twoProcesses';
import { logIn } from '../test/auth/testSupport';

const two = useTwoProcesses(buildTestApp, 20_000);

test('a session made on A works on B', async () => {
  const { a, b } = two;
  const session = await logIn(a.app, 'player1', 'player123');
  expect((await balanceOn(b, session.cookie, session.userId)).statusCode).toBe(200);
});

test('a log-out on A is refused on B within 1 s, though B had the session cached', async () => {
  const { a, b } = two;
  const session = await logIn(a.app, 'player1', 'player123');
  expect((await balanceOn(b, session.cookie, session.userId)).statusCode).toBe(200); // cached on B now
  expect((await a.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: session.cookie } })).statusCode).toBe(200);
  expect(await msUntilRefused(b, session.cookie, session.userId)).toBeLessThan(1_000);
});

test('a password change on B ends every session of the player on A within 1 s', async () => {
  const { a, b } = two;
  const first = await logIn(a.app, 'self1', 'self123');
  const second = await logIn(b, 'self1', 'self123');
  expect((await balanceOn(a.app, first.cookie, first.userId)).statusCode).toBe(200);
  const changed = await b.inject({
    method: 'PUT',
    url: `/api/api/changePassword/users/${second.userId}`,
    headers: { cookie: second.cookie },
    payload: { oldPassword: 'self123', newPassword: 'self1234' },
  });
  expect(changed.statusCode).toBe(200);
  expect(await msUntilRefused(a.app, first.cookie, first.userId)).toBeLessThan(1_000);
});

test('sessions ended in bulk (idle pruning) are all announced, in payloads PostgreSQL accepts', async () => {
  const { a, b } = two;
  const { userId, cookie } = await logIn(a.app, 'player1', 'player123');
  const name = cookie.split('=')[0]; // the session cookie's name, whatever the configuration makes it
  const sessions = [];
  // More than one notification's worth (100 hashes each).
  for (let i = 0; i < 250; i++) sessions.push({ cookie: `${name}=${await a.deps.sessions.create(userId, '127.0.0.1')}`, userId });
  const watched = [sessions[0], sessions[120], sessions[249]];
  for (const s of watched) expect((await balanceOn(b, s.cookie, s.userId)).statusCode).toBe(200);
  await a.deps.db.deleteFrom('sessions').where('user_id', '=', userId).execute();
  for (const s of watched) expect(await msUntilRefused(b, s.cookie, s.userId)).toBeLessThan(1_000);
});
