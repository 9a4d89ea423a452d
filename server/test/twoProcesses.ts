// Two API processes on one database in one test file, each with its own session cache (as two
// processes of a cluster are), both listening for ended sessions (migration 26's notification): what
// the session-revocation and exclusion tests need to show that B refuses a session A ended.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { SessionStore, listenForEndedSessions, sessionLimits, type SessionRevocation } from '../session';
import { asOurPages, type TestApp } from './app';

export interface TwoProcesses<A extends TestApp> {
  /** Process A: the test app as `build` makes it. */
  a: A;
  /** Process B: the same dependencies but its own session store. */
  b: FastifyInstance;
}

/**
 * Builds both in beforeAll and closes them in afterAll (the listeners first, then B, then A), and
 * returns the handles, filled in once beforeAll has run. `timeout`: two apps and two listeners start
 * slower than one app on a busy machine.
 */
export function useTwoProcesses<A extends TestApp>(build: () => Promise<A>, timeout: number): TwoProcesses<A> {
  const handles = {} as TwoProcesses<A>;
  const listeners: SessionRevocation[] = [];
  beforeAll(async () => {
    const a = await build();
    const storeB = new SessionStore(a.deps.db, a.clock, sessionLimits(a.deps.config));
    const b = asOurPages(await buildApp({ ...a.deps, sessions: storeB }));
    Object.assign(handles, { a, b });
    await b.ready();
    for (const store of [a.deps.sessions, storeB])
      listeners.push(
        await listenForEndedSessions(a.database.url, store, (e) => {
          throw e;
        }),
      );
  }, timeout);
  afterAll(async () => {
    for (const l of listeners) await l.stop();
    await handles.b?.close();
    await handles.a?.close();
  });
  return handles;
}

/** A read any signed-in player may make (the balance): 401 once the session is refused. */
export const balanceOn = (app: FastifyInstance, cookie: string, userId: number) =>
  app.inject({ method: 'GET', url: `/api/expo1/${userId}/0`, headers: { cookie } });

/** Polls as a client would until `app` refuses the session; returns how long that took (Infinity after 3 s). */
export async function msUntilRefused(app: FastifyInstance, cookie: string, userId: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < 3_000) {
    if ((await balanceOn(app, cookie, userId)).statusCode === 401) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 20));
  }
  return Number.POSITIVE_INFINITY;
}
