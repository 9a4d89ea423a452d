// SQL of the feed's own tables as the feed writes them: series, events, markets, runners, results,
// the simulator's checkpoint rows (feed_sim_events), the price samples, and retention's deletes.
// The recorder, retention and the price sampler hold the rules; these are their statements, `db | trx`
// first. (The relay's tables, feed_leader and feed_snapshots, are in relay/repository.ts.)
import { HAND_EVENT_BASE } from './desk';
import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

type Q = Kysely<Database>;

export async function maxEventId(db: Q): Promise<number | null> {
  const row = await db
    .selectFrom('events')
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirst();
  return row?.max ?? null;
}

export async function upsertSeries(trx: Q, series: Array<Insertable<Database['series']>>): Promise<void> {
  await trx
    .insertInto('series')
    .values(series)
    .onConflict((oc) => oc.column('id').doUpdateSet({ name: (eb) => eb.ref('excluded.name') }))
    .execute();
}

/** New events, or a known event's new status (and end). */
export async function upsertEvents(trx: Q, events: Array<Insertable<Database['events']>>): Promise<void> {
  await trx
    .insertInto('events')
    .values(events)
    .onConflict((oc) =>
      oc.column('id').doUpdateSet({ status: (eb) => eb.ref('excluded.status'), ended_at: (eb) => eb.ref('excluded.ended_at') }),
    )
    .execute();
}

export async function insertMarkets(trx: Q, markets: Array<Insertable<Database['markets']>>): Promise<void> {
  await trx
    .insertInto('markets')
    .values(markets)
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

export async function insertRunners(trx: Q, runners: Array<Insertable<Database['runners']>>): Promise<void> {
  await trx
    .insertInto('runners')
    .values(runners)
    // A runner is written once; only its withdrawal (a race's non-runner) comes later, and stays.
    .onConflict((oc) =>
      oc
        .columns(['market_id', 'selection_id'])
        .doUpdateSet({ withdrawn: sql<boolean>`runners.withdrawn OR excluded.withdrawn` })
        .where(sql<boolean>`excluded.withdrawn AND NOT runners.withdrawn`),
    )
    .execute();
}

/** The simulator's clock and planned days, with no term to check (tests driving a feed by hand). */
export async function saveSimClock(trx: Q, now: number, plannedDays: number[]): Promise<void> {
  await trx
    .updateTable('feed_leader')
    .set({ sim_time: now, planned_days: JSON.stringify(plannedDays) })
    .where('id', '=', 1)
    .execute();
}

export async function upsertSimEvents(
  trx: Q,
  events: ReadonlyArray<{ id: number; state: Insertable<Database['feed_sim_events']>['state'] }>,
): Promise<void> {
  await trx
    .insertInto('feed_sim_events')
    .values(events.map((e) => ({ event_id: e.id, state: e.state, updated_at: new Date() })))
    .onConflict((oc) =>
      oc.column('event_id').doUpdateSet({ state: (eb) => eb.ref('excluded.state'), updated_at: (eb) => eb.ref('excluded.updated_at') }),
    )
    .execute();
}

export async function deleteSimEvents(trx: Q, eventIds: number[]): Promise<void> {
  await trx.deleteFrom('feed_sim_events').where('event_id', 'in', eventIds).execute();
}

/** Every checkpointed event but `continuing` (all of them when it is empty). */
export async function deleteSimEventsExcept(trx: Q, continuing: number[]): Promise<void> {
  await trx
    .deleteFrom('feed_sim_events')
    .$if(continuing.length > 0, (q) => q.where('event_id', 'not in', continuing))
    .execute();
}

/** Inserts results; a market that already has one keeps it. Answers the markets written. */
/**
 * Writes the feed's results; answers the markets written. A market a trader owns takes its result from
 * the trader (the desk), never from a feed, so its result is left out, except a void for an abandoned
 * event.
 */
export async function insertResults(trx: Q, results: Array<Insertable<Database['results']>>): Promise<string[]> {
  const decided = results.filter((r) => r.outcome !== 'void').map((r) => r.market_id);
  const owned =
    decided.length === 0
      ? new Set<string>()
      : new Set(
          (await trx.selectFrom('markets').select('id').where('id', 'in', decided).where('owner', '=', 'trader').execute()).map(
            (m) => m.id,
          ),
        );
  const taken = results.filter((r) => !owned.has(r.market_id));
  if (taken.length === 0) return [];
  const inserted = await trx
    .insertInto('results')
    .values(taken)
    .onConflict((oc) => oc.column('market_id').doNothing())
    .returning('market_id')
    .execute();
  return inserted.map((r) => r.market_id);
}

export async function closeMarket(trx: Q, marketId: string, closedAt: Date, result: string, line: number | null): Promise<void> {
  await trx.updateTable('markets').set({ status: 'CLOSED', closed_at: closedAt, result, line }).where('id', '=', marketId).execute();
}

/** Upcoming and in-play events but `continuing` become abandoned; answers their ids. */
export async function abandonEvents(trx: Q, endedAt: Date, continuing: number[]): Promise<number[]> {
  const stale = await trx
    .updateTable('events')
    .set({ status: 'abandoned', ended_at: endedAt })
    .where('status', 'in', ['upcoming', 'inplay'])
    .where('id', '<=', HAND_EVENT_BASE)
    .$if(continuing.length > 0, (q) => q.where('id', 'not in', continuing))
    .returning('id')
    .execute();
  return stale.map((e) => e.id);
}

export function marketsWithoutResult(trx: Q, eventIds: number[]) {
  return trx
    .selectFrom('markets')
    .leftJoin('results', 'results.market_id', 'markets.id')
    .select(['markets.id', 'markets.event_id', 'markets.kind'])
    .where('markets.event_id', 'in', eventIds)
    .where('results.id', 'is', null)
    .execute();
}

export async function insertPriceSamples(db: Q, rows: Array<Insertable<Database['price_history']>>): Promise<void> {
  await db
    .insertInto('price_history')
    .values(rows)
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function deletePriceSamplesBefore(db: Q, before: Date): Promise<number> {
  const result = await db.deleteFrom('price_history').where('at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Events that ended before `cutoff` and that nothing needs any more; locked, skipping any in use. */
export async function lockPrunableEvents(trx: Q, cutoff: Date, limit: number): Promise<number[]> {
  const rows = await sql<{ id: number }>`
    SELECT e.id FROM events e
    WHERE e.ended_at < ${cutoff}
      -- The newest event stays: a new feed run numbers its events (and markets) above it
      -- (FeedRecorder.nextEventId), and a number used before must never come back.
      AND e.id < (SELECT max(id) FROM events)
      AND NOT EXISTS (
        SELECT 1 FROM markets m JOIN bets b ON b.market_id = m.id AND b.status IN ('pending', 'matched')
        WHERE m.event_id = e.id)
      AND NOT EXISTS (
        SELECT 1 FROM results r WHERE r.event_id = e.id
          AND NOT EXISTS (SELECT 1 FROM market_settlements s WHERE s.market_id = r.market_id))
    ORDER BY e.id
    LIMIT ${limit}
    FOR UPDATE OF e SKIP LOCKED`.execute(trx);
  return rows.rows.map((r) => r.id);
}

/** The events' runners, results and markets, then the events. */
export async function deleteEvents(trx: Q, eventIds: number[]): Promise<void> {
  const markets = trx.selectFrom('markets').select('id').where('event_id', 'in', eventIds);
  await trx.deleteFrom('runners').where('market_id', 'in', markets).execute();
  await trx.deleteFrom('results').where('event_id', 'in', eventIds).execute();
  await trx.deleteFrom('markets').where('event_id', 'in', eventIds).execute();
  await trx.deleteFrom('events').where('id', 'in', eventIds).execute();
}

/**
 * Horse racing (7) and greyhound racing (4339) exist only with a Betfair feed: their sports rows
 * (bet delay and stake limits, which the operator may change) are made when such a feed first runs.
 */
export async function ensureRacingSports(db: Q, limits: Omit<Insertable<Database['sports']>, 'id' | 'name'>): Promise<void> {
  await db
    .insertInto('sports')
    .values([
      { id: 7, name: 'Horse Racing', ...limits },
      { id: 4339, name: 'Greyhound Racing', ...limits },
    ])
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

export async function sportLimitsOf(db: Q, sportId: number) {
  return db.selectFrom('sports').selectAll().where('id', '=', sportId).executeTakeFirst();
}

/** Betfair's resume tokens as the leading feed process last stored them. */
export async function loadBetfairClock(db: Q): Promise<{ initialClk: string | null; clk: string | null; updatedAt: Date } | null> {
  const row = await db.selectFrom('feed_betfair_clock').selectAll().where('id', '=', 1).executeTakeFirst();
  return row ? { initialClk: row.initial_clk, clk: row.clk, updatedAt: row.updated_at } : null;
}

export async function saveBetfairClock(db: Q, initialClk: string | null, clk: string | null): Promise<void> {
  await db
    .insertInto('feed_betfair_clock')
    .values({ id: 1, initial_clk: initialClk, clk, updated_at: new Date() })
    .onConflict((oc) => oc.column('id').doUpdateSet({ initial_clk: initialClk, clk, updated_at: new Date() }))
    .execute();
}

export async function saveFeedStatus(db: Q, holder: string, status: unknown): Promise<void> {
  const json = JSON.stringify(status);
  await db
    .insertInto('feed_status')
    .values({ id: 1, holder, status: json, updated_at: new Date() })
    .onConflict((oc) => oc.column('id').doUpdateSet({ holder, status: json, updated_at: new Date() }))
    .execute();
}

export async function loadFeedStatus(db: Q): Promise<{ holder: string; status: unknown; updatedAt: Date } | null> {
  const row = await db.selectFrom('feed_status').selectAll().where('id', '=', 1).executeTakeFirst();
  return row ? { holder: row.holder, status: row.status, updatedAt: row.updated_at } : null;
}
