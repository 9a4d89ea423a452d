// Cashout (spec §4): the hedge that leaves the player the same P&L whichever runner wins, from their
// open match-odds bets (fetchLastBet) and the prices the page shows; it fills the slip like a tap.
// Only a stake the slip's Submit accepts is proposed: the match-odds limits of this game or sport,
// or none at all on a thin market (which shows 100 to 1).
import { findCashout, type CashoutRunner } from '../../domain/betting/cashout';
import { displayedStakeLimits, resolveStakeLimits } from '../../domain/betting/stakeLimits';
import { openBetsFromRows } from '../../domain/betting/fromRow';
import { runnerPositions } from '../../domain/betting/runnerPositions';
import type { MatchOddsMarket, StackLimitResponse } from '../../domain/contract/sports';
import type { BetRow } from '../../domain/contract/bets';
import type { PriceClickedPayload } from '../market';

/** The player's P&L under each runner of this match-odds market, in rupees. */
export function matchOddsPositions(rows: readonly BetRow[], market: Pick<MatchOddsMarket, 'marketId' | 'runners'>) {
  const bets = openBetsFromRows(rows).filter((bet) => bet.marketKind === 'Matchodds' && bet.marketId === market.marketId);
  return runnerPositions(
    bets,
    market.runners.map((runner) => runner.selectionId),
  );
}

/** The slip a cash-out fills, and the P&L it leaves the player whoever wins (the button's ₹X). */
export type CashoutProposal = PriceClickedPayload & { stake: number; value: number };

/**
 * The slip a cashout fills (the hedge's price and stake), or null: '❌ No exact cashout possible.'
 * `settings` is GetStackLimit's data; without limits for this game nothing could be submitted.
 */
export function cashoutSlip(
  rows: readonly BetRow[],
  market: MatchOddsMarket,
  event: PriceClickedPayload['event'],
  settings: StackLimitResponse['data'] | undefined,
): CashoutProposal | null {
  if (market.runners.length >= 3) return null;
  const sportId = Number(event.eid);
  const configured = settings ? resolveStakeLimits('Matchodds', { sportId, gameId: event.gameId }, settings) : null;
  if (!configured) return null;
  const limits = displayedStakeLimits(configured, { kind: 'Matchodds', sportId, totalMatched: market.totalMatched });
  const positions = matchOddsPositions(rows, market);
  // The best price of each side only: a bet is matched at the best price on offer (price or
  // better), so a hedge worked out at a deeper level would be filled at the best one and not level.
  const runners: CashoutRunner[] = market.runners.map((runner, i) => ({
    selectionId: runner.selectionId,
    position: positions[i].amount,
    backPrices: runner.ex.availableToBack.slice(0, 1).map((level) => level.price),
    layPrices: runner.ex.availableToLay.slice(0, 1).map((level) => level.price),
  }));
  const hedge = findCashout(runners, limits);
  const runner = hedge && market.runners.find((r) => r.selectionId === hedge.selectionId);
  if (!hedge || !runner) return null;
  const levels = hedge.side === 'back' ? runner.ex.availableToBack : runner.ex.availableToLay;
  const size = levels.find((level) => Math.round(level.price * 100) === Math.round(hedge.price * 100))?.size ?? 0;
  return {
    event,
    marketKind: 'Matchodds',
    marketId: market.marketId,
    selectionId: runner.selectionId,
    runnerName: runner.runnerName,
    side: hedge.side,
    price: hedge.price,
    size,
    stake: hedge.stake,
    value: hedge.equalValue,
  };
}
