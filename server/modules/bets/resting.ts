// Unmatched bets at the player's own price (docs/betting.md). A match-odds bet saved with
// KeepUnmatched whose price the market does not offer when its delay ends is not refused: it rests
// (bets.resting, migration 42), still pending, its stake still in the exposure. The matcher below
// runs on every price change of the feed and, for each resting bet of the events that changed:
// - matches it at the asked price when the live price reaches it (back: best back ≥ asked; lay:
//   best lay ≤ asked);
// - lapses it when the market is suspended or closed, or when the event has gone in play since the
//   bet was placed, unless the operator keeps resting bets there (UNMATCHED_ON_SUSPEND=keep);
// - otherwise leaves it.
// Each bet is decided and written in one transaction under its player's wallet lock, re-reading the
// bet there: a bet already matched, cancelled or lapsed (by another API process, the player or
// settlement) is left alone, so running twice changes nothing. The settlement fence is taken as a
// save takes it: a market being settled is not matched into.
import { priceReached } from '../../../src/domain/betting/ownPrice';
import { profitPreview } from '../../../src/domain/betting/profit';
import { toRupees } from '../../../src/domain/money';
import type { FeedEventState } from '../../feed/types';
import { lockWallet, type Trx } from '../../money/ledger';
import type { BetsContext } from './context';
import { refreshExposure } from './exposure';
import { eventIsLive, liveSelection } from './liveMarket';
import { lockUserBet } from './repository';
import { updateWindowClosed } from './updateRules';
import {
  lapseResting,
  lockRestingState,
  markResting,
  marketOpenForBets,
  matchResting,
  restingBetsOf,
  type RestingBet,
} from './restingRepository';

/** What happens to a resting bet at a suspension or at in-play start (the operator's setting). */
export type RestingAtSuspension = 'cancel' | 'keep';

export type RestingDecision = { kind: 'match' } | { kind: 'lapse' } | { kind: 'wait' };

/** The decision for one resting bet against the event's live state (pure: the matcher's rule). */
export function decideResting(bet: RestingBet, state: FeedEventState | undefined, atSuspension: RestingAtSuspension): RestingDecision {
  const lapse: RestingDecision = atSuspension === 'keep' ? { kind: 'wait' } : { kind: 'lapse' };
  if (!state) return { kind: 'wait' }; // the event left the feed: settlement ends the bet
  const selection = liveSelection(state, { kind: 'Matchodds', marketId: bet.market_id, selectionId: bet.selection_id, side: bet.side });
  if (!selection || selection.marketStatus === 'CLOSED') return { kind: 'lapse' };
  if (selection.marketStatus !== 'OPEN' || !eventIsLive(state.event) || state.event.isBetLock) return lapse;
  // In-play start: a bet placed before the event started lapses with it (Betfair's "lapse").
  if (state.event.status === 'inplay' && bet.place_time.getTime() < state.event.startsAt) return lapse;
  return priceReached(bet.side, bet.odds_requested, selection.offered[0]) ? { kind: 'match' } : { kind: 'wait' };
}

/**
 * updateUnmatchBet with keepUnmatched: when the bet's delay has passed and the market does not offer
 * its price, the bet rests (true). false: the ordinary update decides (it matches the bet, refuses
 * it, or says it is too early or too late).
 */
export async function restUnlessReached(ctx: BetsContext, userId: number, betId: string): Promise<boolean> {
  return ctx.db.transaction().execute(async (trx) => {
    await lockWallet(trx, userId);
    const bet = await lockUserBet(trx, userId, betId);
    if (!bet || bet.status !== 'pending' || bet.market_kind !== 'Matchodds') return false;
    if (bet.resting) return true; // a retry of an update that left it resting
    const now = ctx.clock.now();
    if (now < bet.match_after.getTime() || updateWindowClosed(bet.match_after, now)) return false;
    const state = ctx.live(bet.event_id);
    if (!state || !eventIsLive(state.event)) return false;
    const selection = liveSelection(state, { kind: 'Matchodds', marketId: bet.market_id, selectionId: bet.selection_id, side: bet.side });
    if (!selection || selection.marketStatus !== 'OPEN') return false;
    if (priceReached(bet.side, bet.odds_requested, selection.offered[0])) return false;
    await markResting(trx, bet.id);
    // Every writer of bets writes the wallet row (migration 34); the exposure is unchanged.
    await refreshExposure(trx, userId);
    return true;
  });
}

/** Matches or lapses one resting bet under its player's lock; 'gone' when it no longer rests. */
async function settleOne(ctx: BetsContext, bet: RestingBet, atSuspension: RestingAtSuspension): Promise<RestingDecision['kind'] | 'gone'> {
  return ctx.db.transaction().execute(async (trx: Trx) => {
    await lockWallet(trx, bet.user_id);
    const row = await lockRestingState(trx, bet.id);
    if (!row || row.status !== 'pending' || !row.resting) return 'gone';
    // Decided again under the lock, on the state of now.
    const decision = decideResting(bet, ctx.live(bet.event_id), atSuspension);
    if (decision.kind === 'wait') return 'wait';
    if (decision.kind === 'match') {
      if (!(await marketOpenForBets(trx, bet.market_id))) return 'wait';
      const preview = profitPreview({
        marketKind: 'Matchodds',
        side: bet.side,
        price: bet.odds_requested,
        stake: toRupees(bet.stake),
      });
      await matchResting(trx, bet.id, {
        odds: bet.odds_requested,
        profitPaise: preview.profitPaise,
        liabilityPaise: preview.liabilityPaise,
        at: new Date(ctx.clock.now()),
      });
    } else {
      await lapseResting(trx, bet.id);
    }
    await refreshExposure(trx, bet.user_id);
    return decision.kind;
  });
}

export interface MatcherPass {
  matched: number;
  lapsed: number;
  waiting: number;
}

/** One pass over the resting bets of `eventIds` (the events whose prices just changed). */
export async function matchRestingBets(
  ctx: BetsContext,
  eventIds: readonly number[],
  atSuspension: RestingAtSuspension,
): Promise<MatcherPass> {
  const pass: MatcherPass = { matched: 0, lapsed: 0, waiting: 0 };
  for (const bet of await restingBetsOf(ctx.db, eventIds)) {
    // Only bets whose state calls for a write take a lock: most wait.
    if (decideResting(bet, ctx.live(bet.event_id), atSuspension).kind === 'wait') {
      pass.waiting += 1;
      continue;
    }
    const done = await settleOne(ctx, bet, atSuspension);
    if (done === 'match') pass.matched += 1;
    else if (done === 'lapse') pass.lapsed += 1;
    else if (done === 'wait') pass.waiting += 1;
  }
  return pass;
}

/** Runs a pass for every feed update, one at a time; updates arriving meanwhile are merged into the next pass. */
export function startRestingMatcher(
  ctx: BetsContext,
  feed: { onUpdate(listener: (update: { events: Array<{ event: { id: number } }> }) => void): () => void },
  atSuspension: RestingAtSuspension,
  onError: (error: unknown) => void = () => undefined,
): { stop: () => Promise<void>; idle: () => Promise<void> } {
  let due = new Set<number>();
  let running: Promise<void> | null = null;
  const run = async (): Promise<void> => {
    while (due.size > 0) {
      const events = [...due];
      due = new Set();
      await matchRestingBets(ctx, events, atSuspension).catch(onError);
    }
    running = null;
  };
  const unsubscribe = feed.onUpdate((update) => {
    for (const state of update.events) due.add(state.event.id);
    if (!running && due.size > 0) running = run();
  });
  return {
    idle: async () => {
      while (running) await running;
    },
    stop: async () => {
      unsubscribe();
      while (running) await running;
    },
  };
}
