// The odds of an event: its body from the snapshot cache (serialised once per change); an event the
// feed no longer holds answers with its match odds CLOSED and no runners, so the page goes home.
import type { AppDeps } from '../../deps';
import { notFound } from '../../lib/errors';
import { eidOf } from '../../feed/present';
import { cachedBody, type CachedBody } from '../../feed/snapshotCache';
import type { MatchOddsResponse } from '../../../src/domain/contract/sports';
import { SPORTS_MSG, eventRowOr404 } from '../sports';

export function makeOddsService(deps: AppDeps) {
  const { snapshots } = deps;

  return {
    /** Synchronous on the hot path: null when the cache does not hold this event and market. */
    fromMemory(gameId: number, marketId: string): CachedBody | null {
      return snapshots.oddsBody(gameId, marketId);
    },

    async fromDatabase(gameId: number, marketId: string): Promise<CachedBody> {
      if (snapshots.event(gameId)) throw notFound(SPORTS_MSG.marketNotFound);
      const row = await eventRowOr404(deps, gameId);
      if (row.match_odds_market_id !== marketId) throw notFound(SPORTS_MSG.marketNotFound);
      const body: MatchOddsResponse = {
        Odds: [
          {
            marketId,
            gameId: String(row.id),
            eid: eidOf(row.sport_id),
            marketName: 'Match Odds',
            status: 'CLOSED',
            inplay: false,
            totalMatched: 0,
            runners: [],
            lastUpdated: (row.ended_at ?? row.starts_at).toISOString(),
          },
        ],
        Bookmaker: [],
        Fancy: [],
        Toss: null,
      };
      return cachedBody(body);
    },
  };
}
