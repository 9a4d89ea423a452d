// The set-up server test files share: the real app on a fresh database (any builder: buildTestApp, or
// the wallet's with its upload folder), listening on a free port when the test drives the operator
// CLI, and the seeded accounts signed in. A test file calls it once in beforeAll and closes `t` after:
//   beforeAll(async () => ({ t, player1: player } = await startApp({ signIn: ['player1'] })));
import { buildTestApp, cookieHeader, type TestApp } from './app';
import { logIn, logInOperator, nextIp, type Session } from './auth/testSupport';
import { admin } from '../modules/operator/testSupport';
import type { Database } from '../db/schema';
import { must } from './must';

/** The accounts the development seed creates (server/db/seed), by who signs in. */
export const SEEDED_LOGINS = {
  player1: { userName: 'player1', password: 'player123' },
  self1: { userName: 'self1', password: 'self123' },
} as const;

export type Who = keyof typeof SEEDED_LOGINS | 'operator';

export interface StartOptions<A extends TestApp, W extends Who> {
  /** How the app is built (default buildTestApp()). */
  build?: () => Promise<A>;
  /** Who is signed in, in this order. */
  signIn?: readonly W[];
  /** Listen on a free port (what the operator CLI calls); the address is `url`. */
  listen?: boolean;
}

export type Started<A extends TestApp, W extends Who> = { t: A; url: string } & Record<W, Session>;

export async function startApp<A extends TestApp = TestApp, W extends Who = never>(
  options: StartOptions<A, W> = {},
): Promise<Started<A, W>> {
  const t = options.build ? await options.build() : ((await buildTestApp()) as A);
  const url = options.listen ? await t.app.listen({ port: 0, host: '127.0.0.1' }) : '';
  const sessions = {} as Record<W, Session>;
  for (const who of options.signIn ?? []) sessions[who] = await signIn(t, who);
  return { t, url, ...sessions };
}

/**
 * startApp as a hook: registers beforeAll (start, then `then` for the file's own extra set-up) and
 * afterAll (close), and returns the handles, filled in once beforeAll has run. A test file writes
 *   const app = useApp({ signIn: ['player1'] });   // then app.t, app.player1 inside its tests
 * instead of repeating `let` declarations and the two hooks.
 */
export function useApp<A extends TestApp = TestApp, W extends Who = never, X extends object = object>(
  options: StartOptions<A, W> & { then?: (started: Started<A, W>) => Promise<X>; timeout?: number } = {},
): Started<A, W> & X {
  const handles = {} as Started<A, W> & X;
  beforeAll(async () => {
    const started = await startApp(options);
    Object.assign(handles, started);
    if (options.then) Object.assign(handles, await options.then(started));
  }, options.timeout); // undefined: the file's jest.setTimeout
  afterAll(async () => handles.t?.close());
  return handles;
}

/**
 * operatorSession as a hook, for a file that already has its app from a hook (useApp, useBetsApp):
 * signs the operator in beforeAll and returns { op, call }, filled in once it has run.
 */
export function useOperator(app: { t: TestApp }): { op: Session; call: ReturnType<typeof admin> } {
  const handles = {} as { op: Session; call: ReturnType<typeof admin> };
  beforeAll(async () => {
    Object.assign(handles, await operatorSession(app.t));
  });
  return handles;
}

async function signIn(t: TestApp, who: Who): Promise<Session> {
  if (who === 'operator') return logInOperator(t.app);
  return logIn(t.app, SEEDED_LOGINS[who].userName, SEEDED_LOGINS[who].password);
}

/** The operator signed in, and admin calls (/api/admin…) made as them. */
export async function operatorSession(t: TestApp): Promise<{ op: Session; call: ReturnType<typeof admin> }> {
  const op = await logInOperator(t.app);
  return { op, call: admin(t, op.cookie) };
}

/** A fresh demo player (POST /api/Demologin from a new address), as the "Login with demo Id" button makes one. */
export async function logInDemo(t: TestApp): Promise<Session> {
  const ip = nextIp();
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/Demologin',
    remoteAddress: ip,
    payload: { name: 'demo', password: 'demo', userIP: ip, geoLocationn: 'Local, Local, Local' },
  });
  expect(response.statusCode).toBe(200);
  return { cookie: cookieHeader(response), userId: response.json().result[0].Id };
}

/** How many rows a table holds now (to show that a refused request wrote nothing). */
export async function rowCount(t: TestApp, table: keyof Database): Promise<number> {
  const row = await t.deps.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The user, wallet and ledger rows there are now: what opening an account writes (sign-up, the operator's create). */
export async function accountRows(t: TestApp): Promise<{ users: number; wallets: number; ledger: number }> {
  return { users: await rowCount(t, 'users'), wallets: await rowCount(t, 'wallets'), ledger: await rowCount(t, 'ledger') };
}

/**
 * A request its schema refuses writes nothing: 400 { message } and the same user, wallet and ledger rows
 * after as before. The tables of bad input to sign-up and to the operator's account calls share this step.
 */
export async function expectInvalidWritesNothing(t: TestApp, send: () => Promise<{ statusCode: number; json(): unknown }>): Promise<void> {
  const before = await accountRows(t);
  const response = await send();
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ message: expect.any(String), isSuccess: false });
  expect(await accountRows(t)).toEqual(before);
}

/**
 * Of two requests sent at once that together ask for more than there is, exactly one went through
 * (200) and the other was refused with `status` and `message`: bets against the balance, withdrawals
 * and two claims of one deposit race so.
 */
export function expectOneOfTwoRefused(
  responses: ReadonlyArray<{ statusCode: number; json(): { message?: unknown } }>,
  message: string,
  status = 400,
): void {
  expect(responses.map((r) => r.statusCode).sort()).toEqual([200, status]);
  const refused = must(
    responses.find((r) => r.statusCode === status),
    'the refused request',
  );
  expect(refused.json().message).toBe(message);
}
