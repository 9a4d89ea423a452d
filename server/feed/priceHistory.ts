// The match-odds price history behind the match page's sparklines: the process that runs
// the feed samples every in-play (or about to start) match-odds market's best back and lay prices
// once every PRICE_SAMPLE_MS into `price_history` (migration 20261125_30), one row per runner, and
// the hourly retention pass deletes rows older than PRICE_HISTORY_KEEP_MS. Sampling rather than
// recording every tick keeps it cheap and bounded: about four rows a minute per runner, whatever the
// feed's pace, and never more than two hours of them. The API reads them in modules/prices.
import type { Db } from '../db/database';
import type { Clock } from '../lib/clock';
import { startPeriodic, type Periodic } from '../lib/periodic';
import type { FeedProvider, FeedState } from './provider';
import { deletePriceSamplesBefore, insertPriceSamples } from './repository';

export const PRICE_SAMPLE_MS = 15_000;
export const PRICE_HISTORY_KEEP_MS = 2 * 60 * 60_000;
/** Upcoming markets are sampled from this long before their start. */
const SAMPLE_BEFORE_START_MS = 60 * 60_000;

/** One sample of every live match-odds market in `state`; returns the rows written. */
export async function samplePrices(db: Db, state: FeedState, now: number): Promise<number> {
  const at = new Date(now);
  const rows = [];
  for (const { event, book } of state.events) {
    const market = book.matchOdds;
    if (!market || market.status === 'CLOSED') continue;
    const live = event.status === 'inplay' || (event.status === 'upcoming' && event.startsAt - now <= SAMPLE_BEFORE_START_MS);
    if (!live) continue;
    for (const runner of market.runners) {
      rows.push({
        market_id: market.marketId,
        selection_id: runner.selectionId,
        at,
        back: runner.back[0]?.price ?? null,
        lay: runner.lay[0]?.price ?? null,
      });
    }
  }
  if (rows.length === 0) return 0;
  await insertPriceSamples(db, rows);
  return rows.length;
}

/** Samples `feed` every PRICE_SAMPLE_MS (the first at once). */
export function startPriceSampler(db: Db, feed: FeedProvider, clock: Clock, onError: (error: unknown) => void): Periodic {
  return startPeriodic(() => samplePrices(db, feed.current(), clock.now()), { intervalMs: PRICE_SAMPLE_MS, onError });
}

/** Deletes samples older than `keepMs`; part of the hourly retention pass. */
export async function prunePriceHistory(db: Db, clock: Clock, keepMs = PRICE_HISTORY_KEEP_MS): Promise<number> {
  return deletePriceSamplesBefore(db, new Date(clock.now() - keepMs));
}
