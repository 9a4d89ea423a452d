// Demo players are deleted, with everything of theirs, a day after their last session ended
// (auth/demoPurge.ts, migration 25), on an injected clock. Real players are never touched.
import { sql } from 'kysely';
import { buildTestApp, type TestApp } from '../../test/app';
import { logInDemo } from '../../test/fixtures';
import { client, cricketEvent, MO, HOME, publish, savePayload } from '../../test/bets/testSupport';
import { logIn } from '../../test/auth/testSupport';
import { DEMO_KEEP_MS, purgeDemoPlayers } from './demoPurge';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  publish(t.deps.snapshots, cricketEvent(t.clock.now()));
});
afterAll(() => t.close());

const demoPlayer = () => logInDemo(t);

const HOUR = 60 * 60_000;
const rowsOf = async (userId: number) => {
  const count = async (table: string) =>
    Number(
      (await sql<{ n: string }>`SELECT count(*) AS n FROM ${sql.table(table)} WHERE user_id = ${userId}`.execute(t.deps.db)).rows[0].n,
    );
  return {
    users: Number((await sql<{ n: string }>`SELECT count(*) AS n FROM users WHERE id = ${userId}`.execute(t.deps.db)).rows[0].n),
    bets: await count('bets'),
    ledger: await count('ledger'),
    wallets: await count('wallets'),
    sessions: await count('sessions'),
  };
};

test('a demo player with a bet is kept for a day after logging out, then deleted with their bets, ledger, wallet and sessions', async () => {
  const demo = await demoPlayer();
  const api = client(t.app, demo.cookie, t.deps.config.payloadKey);
  expect(
    (await api.save(savePayload(demo.userId, { market: 'Matchodds', marketId: MO, selectionId: HOME, side: 'back', price: 2, stake: 100 })))
      .statusCode,
  ).toBe(200);
  const before = await rowsOf(demo.userId);
  expect(before).toEqual({ users: 1, bets: 1, ledger: 1, wallets: 1, sessions: 1 });

  // While a session lives, nothing happens, however old the account: a request every 20 minutes for
  // 11 hours (inside the session's absolute lifetime), with the account made to look three days old.
  for (let elapsed = 0; elapsed < 11 * HOUR; elapsed += 20 * 60_000) {
    t.clock.advance(20 * 60_000);
    expect((await api.get(`/api/expo1/${demo.userId}/0`)).statusCode).toBe(200);
  }
  await sql`UPDATE users SET created_at = ${new Date(t.clock.now() - 3 * DEMO_KEEP_MS)} WHERE id = ${demo.userId}`.execute(t.deps.db);
  expect(await purgeDemoPlayers(t.deps.db, t.clock)).toBe(0);
  expect((await rowsOf(demo.userId)).users).toBe(1);

  // The session ends (log-out) now; a day minus a minute later the player is still there.
  const player = await logIn(t.app, 'player1', 'player123');
  expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: demo.cookie } })).statusCode).toBe(200);
  t.clock.advance(DEMO_KEEP_MS - 60_000);
  await purgeDemoPlayers(t.deps.db, t.clock);
  expect((await rowsOf(demo.userId)).users).toBe(1);

  t.clock.advance(2 * 60_000);
  expect(await purgeDemoPlayers(t.deps.db, t.clock)).toBeGreaterThanOrEqual(1);
  expect(await rowsOf(demo.userId)).toEqual({ users: 0, bets: 0, ledger: 0, wallets: 0, sessions: 0 });
  // A real player is never purged, however long idle.
  expect((await rowsOf(player.userId)).users).toBe(1);
});

test('a demo player who never logged out goes a day after idle pruning ended their session', async () => {
  const demo = await demoPlayer();
  t.clock.advance(HOUR); // idle past the 30-minute limit: the next sweep deletes the session
  await logIn(t.app, 'player1', 'player123'); // a log-in runs the session sweep
  expect((await rowsOf(demo.userId)).sessions).toBe(0);
  await purgeDemoPlayers(t.deps.db, t.clock);
  expect((await rowsOf(demo.userId)).users).toBe(1);
  t.clock.advance(DEMO_KEEP_MS);
  await purgeDemoPlayers(t.deps.db, t.clock);
  expect((await rowsOf(demo.userId)).users).toBe(0);
});

test('the ledger stays append-only for everybody outside a demo purge, demo players included', async () => {
  const demo = await demoPlayer();
  await expect(sql`DELETE FROM ledger WHERE user_id = ${demo.userId}`.execute(t.deps.db)).rejects.toThrow(/append-only/);
  const player = await logIn(t.app, 'player1', 'player123');
  await expect(
    t.deps.db.transaction().execute(async (trx) => {
      await sql`SET LOCAL exchange.purge_demo = 'on'`.execute(trx);
      await sql`DELETE FROM ledger WHERE user_id = ${player.userId}`.execute(trx);
    }),
  ).rejects.toThrow(/append-only/);
});
