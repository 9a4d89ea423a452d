// The persisted runners of each market, kept once for the whole process, so that a player's first
// bet on a market can be decided from their kept position too (in the live bench a match has one
// runner market, so a player's first bet on an event needs its runners as well as its limits).
//
// Kept by bet_rules_epoch, as the game limits are (gameLimits.ts): a change to a runner list bumps it
// (migration 66), and the guarded write checks under the wallet lock that the epoch is still the one
// the decision used. So a list kept at the position's epoch is exactly what the ordinary path would
// read, and one changed since fails the write's guard. A list the ordinary path read under the lock
// is learnt here with the epoch of that read (read no later than the list: never newer than it).
import type { Db } from '../../../db/database';
import { readRunners, type RunnerList } from './repository';

/** Markets kept at most: the set is dropped whole past it (a few thousand are open at once). */
const MAX_MARKETS = 20_000;

const newer = (a: string, b: string): boolean => BigInt(a) > BigInt(b);

export class MarketRunnersCache {
  private readonly markets = new Map<string, RunnerList>();
  private readonly loading = new Map<string, Promise<RunnerList>>();

  /**
   * The market's persisted runners as of `epoch`, read from the database when the kept list is older;
   * undefined when the lists are newer than `epoch` (the position is stale: the ordinary path reads).
   */
  async get(db: Db, marketId: string, epoch: string): Promise<readonly number[] | undefined> {
    let kept = this.markets.get(marketId);
    if (!kept || newer(epoch, kept.epoch)) kept = await this.load(db, marketId);
    return kept.epoch === epoch ? kept.runners : undefined;
  }

  /** A complete list read at `epoch` (by the ordinary path, under the wallet lock): kept unless a newer one is. */
  learn(marketId: string, runners: readonly number[], epoch: string): void {
    const kept = this.markets.get(marketId);
    if (kept && newer(kept.epoch, epoch)) return;
    if (!kept && this.markets.size >= MAX_MARKETS) this.markets.clear();
    this.markets.set(marketId, { epoch, runners });
  }

  private load(db: Db, marketId: string): Promise<RunnerList> {
    let pending = this.loading.get(marketId);
    if (!pending) {
      pending = readRunners(db, marketId).then(
        (read) => {
          this.loading.delete(marketId);
          this.learn(marketId, read.runners, read.epoch);
          return read;
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
}
