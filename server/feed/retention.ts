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
import type { Db } from '../db/database';
import type { Clock } from '../lib/clock';
import { startPeriodic, type Periodic } from '../lib/periodic';
import { deleteEvents, lockPrunableEvents } from './repository';

const DAY_MS = 24 * 60 * 60_000;
const EVENTS_PER_BATCH = 200;

/** One pass: deletes what retention allows, a batch at a time; returns how many events went. */
export async function pruneEndedEvents(db: Db, clock: Clock, keepDays: number): Promise<number> {
  const cutoff = new Date(clock.now() - keepDays * DAY_MS);
  let pruned = 0;
  for (;;) {
    const ids = await db.transaction().execute(async (trx) => {
      const batch = await lockPrunableEvents(trx, cutoff, EVENTS_PER_BATCH);
      if (batch.length === 0) return batch;
      await deleteEvents(trx, batch);
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
  options: {
    keepDays: number;
    intervalMs?: number;
    onError?: (error: unknown) => void;
    /** More housekeeping on the same schedule. */ alsoRun?: () => Promise<unknown>;
  },
): Periodic {
  const pass = async () => {
    await pruneEndedEvents(db, clock, options.keepDays);
    await options.alsoRun?.();
  };
  return startPeriodic(pass, { intervalMs: options.intervalMs ?? 60 * 60_000, onError: options.onError });
}
