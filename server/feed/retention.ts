// The feed persists every series, event, market, runner and result it announces, and without a limit
// those tables grow for ever: the simulator alone adds thousands of markets a day. An event is kept
// for FEED_RETENTION_DAYS after it ended, and for as long as anything still needs it:
//  - a bet still open (pending or matched) in one of its markets, which settlement must still find;
//  - a result not settled yet, which settlement's catch-up reads (unsettledResults).
// Then its runners, results and markets and the event itself are deleted, a batch of events per
// transaction. Nothing a player or an operator reads is lost: bets, ledger entries and
// market_settlements carry their own copies of every name and result they show. Series stay (a few
// rows), and so does the newest event, whose id the next feed run counts on. Runners are only ever
// deleted here, for markets with no open bet; the bets' fast path
// (bets/position/cache.ts) would take the ordinary path if one of its markets lost any.
import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { Clock } from '../lib/clock';
import { startPeriodic, type Periodic } from '../lib/periodic';
import type { Trx } from '../money/ledger';

const DAY_MS = 24 * 60 * 60_000;
const EVENTS_PER_BATCH = 200;

/** Events that ended before `cutoff` and that nothing needs any more; locked, skipping any in use. */
async function prunableEvents(trx: Trx, cutoff: Date, limit: number): Promise<number[]> {
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

/** One pass: deletes what retention allows, a batch at a time; returns how many events went. */
export async function pruneEndedEvents(db: Db, clock: Clock, keepDays: number): Promise<number> {
  const cutoff = new Date(clock.now() - keepDays * DAY_MS);
  let pruned = 0;
  for (;;) {
    const ids = await db.transaction().execute(async (trx) => {
      const batch = await prunableEvents(trx, cutoff, EVENTS_PER_BATCH);
      if (batch.length === 0) return batch;
      const markets = trx.selectFrom('markets').select('id').where('event_id', 'in', batch);
      await trx.deleteFrom('runners').where('market_id', 'in', markets).execute();
      await trx.deleteFrom('results').where('event_id', 'in', batch).execute();
      await trx.deleteFrom('markets').where('event_id', 'in', batch).execute();
      await trx.deleteFrom('events').where('id', 'in', batch).execute();
      return batch;
    });
    pruned += ids.length;
    if (ids.length < EVENTS_PER_BATCH) return pruned;
  }
}

/** Runs pruneEndedEvents at start and then every `intervalMs` (an hour unless said). */
export function startFeedRetention(
  db: Db,
  clock: Clock,
  options: { keepDays: number; intervalMs?: number; onError?: (error: unknown) => void; /** More housekeeping on the same schedule. */ alsoRun?: () => Promise<unknown> },
): Periodic {
  const pass = async () => {
    await pruneEndedEvents(db, clock, options.keepDays);
    await options.alsoRun?.();
  };
  return startPeriodic(pass, { intervalMs: options.intervalMs ?? 60 * 60_000, onError: options.onError });
}
