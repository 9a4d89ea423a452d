// Feed failover on one database: two feed candidates, one leads; its lock connection is cut (the
// process "dies"), and the other takes over within 10 s, carrying on the same events from the
// checkpoint in the database (same ids, scores never going back); results are published once and
// every market is settled once. And a leader that lost its lock without noticing is fenced off.
import { sql } from 'kysely';
import type { EventScore } from '../../../src/domain/contract/sports';
import { startSettlement, type SettlementWorker } from '../../settlement/subscriber';
import { withSettlementTables } from '../../settlement/tables';
import { ManualClock } from '../../test/clock';
import { useTestDatabase } from '../../test/dbFixture';
import { FeedCandidate, followFeed, leadFeed, type FeedHostOptions, type Leadership } from '../feedHost';
import type { FeedResult } from '../types';
import type { PgFeed } from './pgFeed';
import { must } from '../../test/must';

const files = useTestDatabase({ ignoreStopErrors: true });
const { stops } = files;

async function eventually(check: () => boolean | Promise<boolean>, what: string, ms = 10_000): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
  return Date.now() - started;
}

/** How far a match has got, as numbers that never go down while it is played. */
function progress(score: EventScore): number[] {
  if (score.sport === 'cricket') {
    return score.innings.flatMap((inn) => {
      const [overs, balls] = inn.overs.split('.').map(Number);
      return [overs * 6 + balls, inn.runs, inn.wickets];
    });
  }
  if (score.sport === 'tennis') return [score.sets.length, score.sets.flat().reduce((a, b) => a + b, 0)];
  if (score.sport === 'racing') return [];
  return [...score.goals, score.minute];
}

function notBehind(after: number[], before: number[]): boolean {
  return before.every((value, i) => (after[i] ?? 0) >= value);
}

interface Watch {
  follower: PgFeed;
  heard: FeedResult[];
  settlement: SettlementWorker;
}

async function watch(clock: ManualClock): Promise<Watch> {
  const follower = await followFeed({ db: files.database.db, databaseUrl: files.database.url, onError: () => undefined });
  const heard: FeedResult[] = [];
  follower.onResult((r) => heard.push(r));
  const settlement = startSettlement(files.database.db, follower, { catchUp: true });
  stops.push(
    () => follower.stop(),
    () => settlement.stop(),
  );
  void clock;
  return { follower, heard, settlement };
}

/** Moves the clock and waits until the follower shows the leader's state at that time. */
async function play(clock: ManualClock, follower: PgFeed, seconds: number): Promise<void> {
  for (let s = 0; s < seconds; s += 5) {
    clock.advance(5_000);
    await eventually(() => {
      const live = follower.current().events.filter((e) => e.event.status === 'inplay');
      return live.length > 0 && Math.max(...live.map((e) => e.updatedAt)) >= clock.now() - 1_000;
    }, 'the feed to tick up to the clock');
  }
}

/** PostgreSQL ends a session, as it does when the process holding it is killed. */
async function terminate(backendPid: number): Promise<void> {
  await sql`SELECT pg_terminate_backend(${backendPid})`.execute(files.database.db);
}

/** Every result heard once, and every result settled (one settlement row per market: the key). */
async function expectSettledOnce(heard: FeedResult[]): Promise<void> {
  const db = files.database.db;
  const ids = heard.map((r) => r.marketId);
  expect(new Set(ids).size).toBe(ids.length);
  const unsettled = async () => {
    const results = await db.selectFrom('results').select(['market_id']).execute();
    const settled = new Set(
      (await withSettlementTables(db).selectFrom('market_settlements').select(['market_id']).execute()).map((s) => s.market_id),
    );
    return results.filter((r) => !settled.has(r.market_id)).length;
  };
  await eventually(async () => (await unsettled()) === 0, 'every result to be settled');
}

test('a standby takes over within 10 s when the leader dies, and carries on the same events', async () => {
  const clock = new ManualClock(Date.parse('2026-11-25T09:00:00Z'));
  const logs: string[] = [];
  const errors: unknown[] = [];
  const options: FeedHostOptions = {
    db: files.database.db,
    databaseUrl: files.database.url,
    clock,
    seed: 11,
    speed: 60,
    onError: (e) => errors.push(e),
    log: (line) => logs.push(line),
  };
  const a = new FeedCandidate(options, 200);
  await a.start();
  stops.push(() => a.stop());
  expect(a.role).toBe('leader');
  const b = new FeedCandidate(options, 200);
  await b.start();
  stops.push(() => b.stop());
  expect(b.role).toBe('standby');

  const { follower, heard, settlement } = await watch(clock);
  await play(clock, follower, 60);
  const before = new Map(
    follower
      .current()
      .events.filter((e) => e.event.status === 'inplay')
      .map((e) => [e.event.id, e]),
  );
  expect(before.size).toBeGreaterThan(5);
  const resultsBefore = heard.length;
  expect(resultsBefore).toBeGreaterThan(0);
  const termA = must(a.leadership, 'A leading').term;

  // The leader "dies": PostgreSQL ends its lock session, as it does for a killed process, and the
  // process never comes back (it no longer tries the lock).
  await terminate(must(a.leadership, 'A leading').lockBackendPid);
  const aGone = a.stop();
  const tookMs = await eventually(() => b.role === 'leader', 'the standby to take over');
  expect(tookMs).toBeLessThan(10_000);
  const leadershipB = must(b.leadership, 'B leading');
  expect(leadershipB.term).toBe(termA + 1);
  expect(leadershipB.continued).toBeGreaterThanOrEqual(before.size);
  await aGone;
  expect(a.role).toBe('standby');

  // The same events go on: every event in play before is still there (or ended), never behind.
  await play(clock, follower, 10);
  const after = new Map(follower.current().events.map((e) => [e.event.id, e]));
  for (const [id, old] of before) {
    const now = must(after.get(id), `event ${id} after the takeover`);
    expect(now.event.name).toBe(old.event.name);
    expect(notBehind(progress(now.score.score), progress(old.score.score))).toBe(true);
  }
  expect(logs.some((l) => /carrying on \d+ events/.test(l))).toBe(true);

  // Play on until events that began under the first leader end under the second: settled once.
  const endedBefore = new Set([...before.values()].map((e) => e.event.id));
  for (let i = 0; i < 40 && !heard.some((r) => r.kind === 'Matchodds' && endedBefore.has(r.eventId)); i++) await play(clock, follower, 10);
  const finished = heard.filter((r) => r.kind === 'Matchodds' && endedBefore.has(r.eventId));
  expect(finished.length).toBeGreaterThan(0);
  // Nothing left open was abandoned: no void results for the events carried on.
  expect(heard.filter((r) => r.outcome === 'void' && endedBefore.has(r.eventId))).toEqual([]);
  await settlement.idle();
  await new Promise((r) => setTimeout(r, 300));
  await settlement.idle();
  await expectSettledOnce(heard);
  expect(errors.filter((e) => !/leader lock|terminat/i.test(String(e)))).toEqual([]);
  await b.stop();
}, 120_000);

test('a leader that lost its lock without noticing is fenced: its writes are refused', async () => {
  const clock = new ManualClock(Date.parse('2026-11-25T12:00:00Z'));
  const options: FeedHostOptions = {
    db: files.database.db,
    databaseUrl: files.database.url,
    clock,
    seed: 12,
    speed: 60,
    onError: () => undefined,
  };
  // A zombie: told its lead is lost, it carries on regardless (as a process paused or cut off would).
  let zombieTold = 0;
  const zombie: Leadership | null = await leadFeed({
    ...options,
    onLost: () => {
      zombieTold += 1;
    },
  });
  if (!zombie) throw new Error('the previous test left a leader running');
  stops.push(() => zombie.stop());
  const { follower, heard } = await watch(clock);
  await play(clock, follower, 10);
  const zombieEmitted: number[] = [];
  zombie.feed.onUpdate(() => zombieEmitted.push(Date.now()));

  await terminate(zombie.lockBackendPid);
  const successor = new FeedCandidate(options, 200);
  await successor.start();
  stops.push(() => successor.stop());
  await eventually(() => successor.role === 'leader', 'a successor to lead');
  expect(must(successor.leadership, 'the successor leading').term).toBeGreaterThan(zombie.term);

  // The zombie's simulator still ticks with the clock, but nothing it writes gets through.
  const emittedAtTakeover = zombieEmitted.length;
  await play(clock, follower, 30);
  expect(zombieEmitted.length).toBeLessThanOrEqual(emittedAtTakeover + 1);
  expect(zombieTold).toBeGreaterThan(0);
  const leaderTerm = await files.database.db.selectFrom('feed_leader').select('term').executeTakeFirstOrThrow();
  expect(leaderTerm.term).toBe(must(successor.leadership, 'the successor leading').term);
  await expectSettledOnce(heard);
}, 120_000);
