// Suspending and resuming a market by hand. The suspension is a row (market_suspensions) the feed
// never touches: the odds served show SUSPENDED (feed/controls.ts), every save in the market is
// refused by the database (bets_market_open), and a pending bet's update is refused like any update
// in a suspended market (the bet is removed, spec §4), until the operator resumes it.
import type { AppDeps } from '../../deps';
import { conflict, notFound } from '../../lib/errors';
import { recordAction, type Actor } from './audit';
import { refreshControls } from './controlsStore';
import { feedClosed, marketFacts, type MarketFacts } from './marketFacts';
import { OPERATOR_MSG } from './messages';
import { deleteSuspension, insertSuspension } from './marketsRepository';

export interface MarketControlState {
  marketId: string;
  eventId: number;
  kind: string;
  handSuspended: boolean;
  /** What the feed says now (null: no longer offered). */
  feedStatus: string | null;
}

const stateOf = (facts: MarketFacts, handSuspended: boolean): MarketControlState => ({
  marketId: facts.marketId,
  eventId: facts.eventId,
  kind: facts.kind,
  handSuspended,
  feedStatus: facts.liveStatus,
});

export function makeMarketControl(deps: Pick<AppDeps, 'db' | 'snapshots'>) {
  const { db, snapshots } = deps;

  async function known(marketId: string): Promise<MarketFacts> {
    const facts = await marketFacts(db, snapshots, marketId);
    if (!facts) throw notFound(OPERATOR_MSG.noSuchMarket(marketId));
    return facts;
  }

  return {
    async suspend(actor: Actor, marketId: string, reason: string): Promise<MarketControlState> {
      const facts = await known(marketId);
      if (facts.settlement || feedClosed(facts)) throw conflict(OPERATOR_MSG.marketClosed(marketId));
      await db.transaction().execute(async (trx) => {
        if (!(await insertSuspension(trx, marketId, reason, actor.operatorId))) throw conflict(OPERATOR_MSG.alreadySuspended(marketId));
        await recordAction(trx, actor, {
          action: 'market.suspend',
          target: `market:${marketId}`,
          reason,
          before: { handSuspended: false, feedStatus: facts.liveStatus },
          after: { handSuspended: true },
        });
      });
      await refreshControls(db, snapshots);
      return stateOf(facts, true);
    },

    async resume(actor: Actor, marketId: string, reason: string): Promise<MarketControlState> {
      const facts = await known(marketId);
      if (facts.settlement || feedClosed(facts)) throw conflict(OPERATOR_MSG.marketClosed(marketId));
      await db.transaction().execute(async (trx) => {
        const removed = await deleteSuspension(trx, marketId);
        if (!removed) throw conflict(OPERATOR_MSG.notSuspended(marketId));
        await recordAction(trx, actor, {
          action: 'market.resume',
          target: `market:${marketId}`,
          reason,
          before: { handSuspended: true, reason: removed.reason },
          after: { handSuspended: false, feedStatus: facts.liveStatus },
        });
      });
      await refreshControls(db, snapshots);
      return stateOf(facts, false);
    },

    known,
  };
}
