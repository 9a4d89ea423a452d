// The feed as its own process: one leader runs the simulator and publishes through PostgreSQL; an
// API process following it sees the same events and hears the same results.
import { createTestDatabase, type TestDatabase } from '../../test/db';
import { ManualClock } from '../../test/clock';
import { followFeed, leadFeed } from '../feedHost';
import type { FeedProvider } from '../provider';
import type { FeedResult } from '../types';
import { must } from '../../test/must';

let database: TestDatabase;
const hosts: Array<{ stop(): Promise<void> }> = [];
beforeAll(async () => {
  database = await createTestDatabase();
}, 30_000);
afterAll(async () => {
  for (const host of hosts.reverse()) await host.stop();
  await database.drop();
});

async function eventually(check: () => boolean | Promise<boolean>, what: string, ms = 8000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const snapshotOf = (feed: FeedProvider) => new Map(feed.current().events.map((s) => [s.event.id, JSON.stringify(s)]));

test('a follower mirrors the leader, hears its results, and a second leader is refused', async () => {
  const clock = new ManualClock();
  const errors: unknown[] = [];
  const options = {
    db: database.db,
    databaseUrl: database.url,
    clock,
    seed: 5,
    speed: 30,
    onError: (e: unknown) => errors.push(e),
    onLost: (e: unknown) => errors.push(e),
  };
  const leader = must(await leadFeed(options), 'the first host to lead');
  hosts.push(leader);
  expect(await leadFeed(options)).toBeNull();

  const follower = await followFeed(options);
  hosts.push(follower);
  const heard: FeedResult[] = [];
  follower.onResult((r) => heard.push(r));
  const sameAsLeader = () => {
    const a = snapshotOf(leader.feed);
    const b = snapshotOf(follower);
    return a.size > 0 && a.size === b.size && [...a].every(([id, json]) => b.get(id) === json);
  };
  await eventually(sameAsLeader, 'the follower to load the published state');
  expect(follower.current().series.length).toBe(15);

  // The leader's timer catches up with the clock; the follower follows through NOTIFY.
  const leaderResults: FeedResult[] = [];
  leader.feed.onResult((r) => leaderResults.push(r));
  for (let i = 0; i < 40 && leaderResults.length === 0; i++) {
    clock.advance(10_000);
    const caughtUp = () => Math.max(...leader.feed.current().events.map((s) => s.updatedAt)) >= clock.now() - 1000;
    await eventually(caughtUp, 'the leader to tick up to the clock');
    await eventually(() => sameAsLeader(), 'the follower to catch up after a tick');
  }
  expect(leaderResults.length).toBeGreaterThan(0);
  await eventually(() => leaderResults.every((r) => heard.some((h) => h.marketId === r.marketId)), 'results to reach the follower');
  expect(heard.find((h) => h.marketId === leaderResults[0].marketId)).toEqual(leaderResults[0]);
  expect(errors).toEqual([]);
}, 60_000);
