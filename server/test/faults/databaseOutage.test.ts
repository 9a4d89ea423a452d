// PostgreSQL goes away under load and comes back: calls that need it answer 503 `{ message }` (never
// a 500, never a hang), the process survives, and the same app serves again once the database is
// back on the same port — nobody restarts the API. PostgreSQL (server/db/embedded.ts) runs in a child
// process of its own (support/embeddedPgChild.ts), in a temporary folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../app';
import { createDb, type Db } from '../../db/database';
import pg from 'pg';
import { migrateToLatest } from '../../db/migrate';
import { seed } from '../../db/seed';
import { systemClock } from '../../lib/clock';
import { SessionStore, sessionLimits } from '../../session';
import { SnapshotCache } from '../../feed/snapshotCache';
import { PositionCache } from '../../modules/bets/position';
import { logIn } from '../auth/testSupport';
import { asOurPages, testConfig } from '../app';
import { TEST_OPERATOR } from '../constants';
import { startPgChild, type PgChild } from './support/embeddedPgChild';
import { SERVER_MSG } from '../../../src/domain/messages';

jest.setTimeout(120_000);

type Phase = 'up' | 'stopping' | 'down' | 'restarting' | 'back';
/** `phase` is where the call began and ended; one that straddles two phases is kept apart as 'mixed'. */
interface Answer {
  phase: Phase | 'mixed';
  call: string;
  status: number;
  message?: string;
}

let dir: string;
let pgDir: string;
let postgres: PgChild;
let db: Db;
let app: FastifyInstance;
const crashes: unknown[] = [];
const onCrash = (error: unknown) => crashes.push(error);

beforeAll(async () => {
  process.on('uncaughtException', onCrash);
  process.on('unhandledRejection', onCrash);
  // mkdtemp makes a 0700 folder; PostgreSQL runs as 'postgres' when we are root and must get in.
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-outage-'));
  fs.chmodSync(dir, 0o755);
  pgDir = path.join(dir, 'pg');
  postgres = await startPgChild(pgDir);
  const admin = new pg.Client({ connectionString: postgres.adminUrl });
  await admin.connect();
  await admin.query('CREATE DATABASE exchange');
  await admin.end();
  db = createDb(postgres.urlFor('exchange'), 5);
  await migrateToLatest(db);
  await seed(db, { ...TEST_OPERATOR, demo: true });
  const config = testConfig();
  const clock = systemClock;
  app = asOurPages(
    await buildApp({
      config,
      db,
      clock,
      feed: null,
      sessions: new SessionStore(db, clock, sessionLimits(config)),
      snapshots: new SnapshotCache(clock),
      positions: new PositionCache(),
    }),
  );
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await db?.destroy();
  await postgres?.stop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  process.off('uncaughtException', onCrash);
  process.off('unhandledRejection', onCrash);
});

test('a database restart under load: 503s while it is away, the same app serves again once it is back', async () => {
  const player = await logIn(app, 'player1', 'player123');
  let logins = 0;
  const calls: Array<[string, () => Promise<LightMyRequestResponse>]> = [
    ['health', () => app.inject({ method: 'GET', url: '/api/health' })],
    ['master data', () => app.inject({ method: 'GET', url: '/api/api/getMasterData' })],
    ['exposure', () => app.inject({ method: 'GET', url: `/api/expo1/${player.userId}/0`, headers: { cookie: player.cookie } })],
    ['open bets', () => app.inject({ method: 'GET', url: `/api/fetchNotSettledBet/${player.userId}`, headers: { cookie: player.cookie } })],
    [
      'stake buttons',
      () => app.inject({ method: 'GET', url: `/api/fetchMatchStackBtn/${player.userId}`, headers: { cookie: player.cookie } }),
    ],
    // Each log-in from an address of its own: at most five checks of one name from one address run at
    // once by design (auth/throttle.ts reserves a slot before hashing), which six clients would pass.
    [
      'log-in',
      () =>
        app.inject({
          method: 'POST',
          url: '/api/user/auth/login',
          remoteAddress: `198.51.100.${(logins++ % 200) + 1}`,
          payload: { UserName: 'self1', pass: 'self123', ip: '127.0.0.1', geoLocation: 'Local' },
        }),
    ],
  ];

  let phase: Phase = 'up';
  let running = true;
  const answers: Answer[] = [];
  // Six clients, each calling round the list without pause until told to stop.
  const clients = Array.from({ length: 6 }, async (_, n) => {
    for (let i = n; running; i++) {
      const [call, send] = calls[i % calls.length];
      const began = phase;
      const response = await send();
      const body = response.headers['content-type']?.toString().includes('json') ? response.json() : {};
      answers.push({ phase: began === phase ? began : 'mixed', call, status: response.statusCode, message: body.message });
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  });
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const inPhase = (p: Phase | 'mixed') => answers.filter((a) => a.phase === p);

  await sleep(1_000);
  phase = 'stopping';
  await postgres.stop();
  phase = 'down';
  await sleep(2_000);

  phase = 'restarting';
  const restartedAt = Date.now();
  postgres = await startPgChild(pgDir, postgres.port);
  // Recovered: every call answers 200 in one full round.
  let recoveredAfter = -1;
  while (recoveredAfter < 0 && Date.now() - restartedAt < 20_000) {
    const round = await Promise.all(calls.map(([, send]) => send()));
    if (round.every((r) => r.statusCode === 200)) recoveredAfter = Date.now() - restartedAt;
    else await sleep(100);
  }
  phase = 'back';
  await sleep(1_000);
  running = false;
  await Promise.all(clients);

  const summary = (list: Answer[]) =>
    list.reduce<Record<number, number>>((acc, a) => ({ ...acc, [a.status]: (acc[a.status] ?? 0) + 1 }), {});
  process.stdout.write(
    `database outage: ${JSON.stringify(Object.fromEntries((['up', 'stopping', 'down', 'restarting', 'back', 'mixed'] as const).map((p) => [p, summary(inPhase(p))])))}; recovered ${recoveredAfter} ms after the restart\n`,
  );

  // Never a 500 (or any 5xx but 503), in any phase; and the process never crashed.
  expect(answers.filter((a) => a.status >= 500 && a.status !== 503)).toEqual([]);
  expect(crashes).toEqual([]);
  // Before: everything served.
  expect(inPhase('up').length).toBeGreaterThan(20);
  expect(inPhase('up').filter((a) => a.status !== 200)).toEqual([]);
  // While it was away: every call that needs it was a 503 with the message; none hung, none was a 401.
  const down = inPhase('down');
  expect(down.length).toBeGreaterThan(20);
  expect(down.filter((a) => a.status !== 503)).toEqual([]);
  expect(new Set(down.map((a) => a.message))).toEqual(new Set([SERVER_MSG.unavailable]));
  expect(new Set(down.map((a) => a.call))).toEqual(new Set(calls.map(([name]) => name)));
  // After: the same app, the same session, every call served again.
  expect(recoveredAfter).toBeGreaterThanOrEqual(0);
  expect(inPhase('back').length).toBeGreaterThan(20);
  expect(inPhase('back').filter((a) => a.status !== 200)).toEqual([]);
});
