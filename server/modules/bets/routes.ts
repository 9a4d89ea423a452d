// Routes of the bets area: the header's exposure reads, and the betting calls that read the feed's
// live state from the in-memory snapshot cache.
import type { ApiModule } from '../../apiModule';
import type { AppDeps } from '../../deps';
import { betRoutes } from './betRoutes';
import type { BetsContext } from './context';
import { exposureRoutes } from './exposureRoutes';
import { LossLimitDirectory } from './lossLimit';
import { startRestingMatcher } from './resting';

export function betsContext(deps: AppDeps): BetsContext {
  return {
    db: deps.db,
    clock: deps.clock,
    payloadKey: deps.config.payloadKey,
    live: (eventId) => deps.snapshots.event(eventId),
    seriesName: (seriesId) => deps.snapshots.seriesById(seriesId)?.name,
    positions: deps.positions,
    lossLimits: new LossLimitDirectory(),
  };
}

const betsRoutes: ApiModule = async (api, deps) => {
  const ctx = betsContext(deps);
  await exposureRoutes(api, deps);
  await betRoutes(api, ctx);
  // Bets resting at the player's own price are matched (or lapsed) on every price change of the feed.
  if (deps.feed) {
    const matcher = startRestingMatcher(ctx, deps.feed, deps.config.unmatchedOnSuspend, (error) =>
      api.log.error({ err: error }, 'resting bets: a matcher pass failed'),
    );
    api.addHook('onClose', () => matcher.stop());
  }
};
export default betsRoutes;
