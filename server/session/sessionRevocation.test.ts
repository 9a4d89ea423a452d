// Two API processes on one database, each with its own session cache: a session ended on one is
// refused by the other within a second (migration 26's notification), not after the cache expires.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { asOurPages, buildTestApp, type TestApp } from '../test/app';
import { SessionStore, sessionLimits } from './sessionStore';
import { listenForEndedSessions, type SessionRevocation } from './sessionRevocation';
import { logIn } from '../test/auth/testSupport';

let a: TestApp;
let b: FastifyInstance;
let storeA: SessionStore;
let storeB: SessionStore;
const listeners: SessionRevocation[] = [];

beforeAll(async () => {
  a = await buildTestApp();
  storeA = a.deps.sessions;
  // Process B: the same database, a session store (and cache) of its own.
  storeB = new SessionStore(a.deps.db, a.clock, sessionLimits(a.deps.config));
  b = asOurPages(await buildApp({ ...a.deps, sessions: storeB }));
  await b.ready();
  for (const store of [storeA, storeB])
    listeners.push(
      await listenForEndedSessions(a.database.url, store, (e) => {
        throw e;
      }),
    );
}, 20_000); // two apps and two listeners: slower than one app's start on a busy machine
afterAll(async () => {
  for (const l of listeners) await l.stop();
  await b.close();
  await a.close();
});

const balanceOn = (app: FastifyInstance, cookie: string, userId: number) =>
  app.inject({ method: 'GET', url: `/api/expo1/${userId}/0`, headers: { cookie } });

/** Polls as a client would until `app` refuses the session; returns how long that took. */
async function msUntilRefused(app: FastifyInstance, cookie: string, userId: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < 3_000) {
    if ((await balanceOn(app, cookie, userId)).statusCode === 401) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 20));
  }
  return Number.POSITIVE_INFINITY;
}

test('a session made on A works on B', async () => {
  const session = await logIn(a.app, 'player1', 'player123');
  expect((await balanceOn(b, session.cookie, session.userId)).statusCode).toBe(200);
});

test('a log-out on A is refused on B within 1 s, though B had the session cached', async () => {
  const session = await logIn(a.app, 'player1', 'player123');
  expect((await balanceOn(b, session.cookie, session.userId)).statusCode).toBe(200); // cached on B now
  expect((await a.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: session.cookie } })).statusCode).toBe(200);
  expect(await msUntilRefused(b, session.cookie, session.userId)).toBeLessThan(1_000);
});

test('a password change on B ends every session of the player on A within 1 s', async () => {
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
  const { userId, cookie } = await logIn(a.app, 'player1', 'player123');
  const name = cookie.split('=')[0]; // the session cookie's name, whatever the configuration makes it
  const sessions = [];
  // More than one notification's worth (100 hashes each).
  for (let i = 0; i < 250; i++) sessions.push({ cookie: `${name}=${await storeA.create(userId, '127.0.0.1')}`, userId });
  const watched = [sessions[0], sessions[120], sessions[249]];
  for (const s of watched) expect((await balanceOn(b, s.cookie, s.userId)).statusCode).toBe(200);
  await a.deps.db.deleteFrom('sessions').where('user_id', '=', userId).execute();
  for (const s of watched) expect(await msUntilRefused(b, s.cookie, s.userId)).toBeLessThan(1_000);
});
