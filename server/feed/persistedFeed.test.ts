// The persisted feed: what it passes on is already in the database; results reach onResult
// subscribers once written; a new run abandons what the last one left open, with void results.
import { createTestDatabase, type TestDatabase } from '../test/db';
import { ManualClock } from '../test/clock';
import { PersistedFeed } from './persistedFeed';
import { FeedRecorder } from './recorder';
import { SimulatorFeed } from './simulator/simulatorFeed';
import type { FeedResult, FeedUpdate } from './types';
import { must } from '../test/must';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
}, 30_000);
afterAll(() => database.drop());

async function startFeed(clock: ManualClock, seed: number, onBefore?: (feed: PersistedFeed) => void) {
  const recorder = new FeedRecorder(database.db);
  const source = new SimulatorFeed({ seed, speed: 30, clock, idBase: await recorder.nextEventId(), manual: true });
  const errors: unknown[] = [];
  const feed = new PersistedFeed(source, recorder, clock, (e) => errors.push(e));
  onBefore?.(feed);
  await feed.start();
  return { feed, source, errors };
}

test('updates pass on only once persisted; results are in the database when subscribers hear them', async () => {
  const clock = new ManualClock();
  const db = database.db;
  const heard: FeedResult[] = [];
  const missing: string[] = [];
  const pending: Array<Promise<void>> = [];
  const { feed, source, errors } = await startFeed(clock, 1, (f) => {
    f.onUpdate((update: FeedUpdate) => {
      // Check from inside the listener: the rows must already exist.
      const ids = update.events.map((s) => s.event.id);
      if (ids.length === 0) return;
      pending.push(
        db
          .selectFrom('events')
          .select('id')
          .where('id', 'in', ids)
          .execute()
          .then((rows) => {
            if (rows.length !== ids.length) missing.push(`events ${ids.length - rows.length} of ${ids.length}`);
          }),
      );
    });
    f.onResult((r) => heard.push(r));
  });
  for (let i = 0; i < 400; i++) source.advance(1);
  await feed.idle();
  await Promise.all(pending);
  expect(errors).toEqual([]);
  expect(missing).toEqual([]);
  expect(heard.length).toBeGreaterThan(10);

  const results = await db.selectFrom('results').selectAll().execute();
  expect(results.map((r) => r.market_id).sort()).toEqual(heard.map((r) => r.marketId).sort());
  const closed = await db
    .selectFrom('markets')
    .select(['id', 'kind', 'status', 'result', 'line', 'closed_at'])
    .where(
      'id',
      'in',
      heard.map((r) => r.marketId),
    )
    .execute();
  expect(closed.every((m) => m.status === 'CLOSED' && m.result !== null && m.closed_at !== null)).toBe(true);
  // A fancy session keeps the last line it was offered at; its result is the runs scored.
  const fancy = closed.filter((m) => m.kind === 'Fancy');
  expect(fancy.length).toBeGreaterThan(0);
  expect(fancy.some((m) => m.line !== null)).toBe(true);
  const ended = await db.selectFrom('events').select(['id', 'ended_at']).where('status', '=', 'ended').execute();
  expect(ended.length).toBeGreaterThan(0);
  expect(ended.every((e) => e.ended_at !== null)).toBe(true);
  // Every ended event's match odds have a winner among its runners.
  for (const e of ended) {
    const r = must(
      results.find((x) => x.market_id === `1.${e.id}`),
      `the result of market 1.${e.id}`,
    );
    const runner = await db
      .selectFrom('runners')
      .select('name')
      .where('market_id', '=', `1.${e.id}`)
      .where('selection_id', '=', must(r.winner_selection_id, `the winner of market 1.${e.id}`))
      .executeTakeFirst();
    expect(runner?.name).toBe(r.description);
  }
  await feed.stop();
}, 60_000);

test('a new feed run abandons the events the last one left open, voiding their markets', async () => {
  const clock = new ManualClock(Date.parse('2026-11-22T10:00:00Z'));
  const db = database.db;
  const open = await db.selectFrom('events').select('id').where('status', 'in', ['upcoming', 'inplay']).execute();
  expect(open.length).toBeGreaterThan(0);
  const heard: FeedResult[] = [];
  const { feed } = await startFeed(clock, 2, (f) => f.onResult((r) => heard.push(r)));
  const abandoned = await db
    .selectFrom('events')
    .select(['id', 'status'])
    .where(
      'id',
      'in',
      open.map((e) => e.id),
    )
    .execute();
  expect(abandoned.every((e) => e.status === 'abandoned')).toBe(true);
  const voided = heard.filter((r) => r.outcome === 'void');
  expect(new Set(voided.map((r) => r.eventId))).toEqual(new Set(open.map((e) => e.id)));
  const unresolved = await db
    .selectFrom('markets')
    .leftJoin('results', 'results.market_id', 'markets.id')
    .select('markets.id')
    .where(
      'markets.event_id',
      'in',
      open.map((e) => e.id),
    )
    .where('results.id', 'is', null)
    .execute();
  expect(unresolved).toEqual([]);
  // The new run's events get fresh ids, above every old one.
  const newIds = feed.current().events.map((s) => s.event.id);
  expect(Math.min(...newIds)).toBeGreaterThan(Math.max(...open.map((e) => e.id)));
  await feed.stop();
}, 60_000);
