// The persisted runners of each market, kept once for the whole process, so that a player's first
// bet on a market can be decided from their kept position too (in the live bench a match has one
// runner market, so a player's first bet on an event needs its runners as well as its limits).
//
// Never trusted either: the guarded write counts the runners of the markets the decision used under
// the wallet lock (statements.ts, `fresh`), and the feed only ever adds runners, so an unchanged
// count means the very list kept here; a runner added since fails the guard and the ordinary path
// reads afresh. What the ordinary path reads under the lock is learnt here, so a stale list (runners
// added, or removed by a clean-up) is replaced by the next ordinary bet on the market.
import type { Db } from '../../../db/database';
import { readRunners } from './repository';

/** Markets kept at most: the set is dropped whole past it (a few thousand are open at once). */
const MAX_MARKETS = 20_000;

export class MarketRunnersCache {
  private readonly markets = new Map<string, readonly number[]>();
  private readonly loading = new Map<string, Promise<readonly number[]>>();

  /** The market's persisted runners as last read, reading them once if never read. */
  async get(db: Db, marketId: string): Promise<readonly number[]> {
    const kept = this.markets.get(marketId);
    if (kept) return kept;
    let pending = this.loading.get(marketId);
    if (!pending) {
      pending = readRunners(db, marketId).then(
        (runners) => {
          this.loading.delete(marketId);
          if (!this.markets.has(marketId)) this.learn(marketId, runners);
          return this.markets.get(marketId) ?? runners;
        },
        (error: unknown) => {
          this.loading.delete(marketId);
          throw error;
        },
      );
      this.loading.set(marketId, pending);
    }
    return pending;
  }

  /**
   * A complete list the ordinary path read under the wallet lock: it replaces the one kept (the
   * latest read is the best guess; should an older read land last, the guard catches it once).
   */
  learn(marketId: string, runners: readonly number[]): void {
    if (!this.markets.has(marketId) && this.markets.size >= MAX_MARKETS) this.markets.clear();
    this.markets.set(marketId, runners);
  }
}
