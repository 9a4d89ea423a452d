// Match odds, bookmaker and toss: the player's P&L if each runner wins, and the market's exposure
// (the worst of those, as a positive amount; design §5).
import { toRupees } from '../money';
import { countedPnl, settleOnWinner, sumPaise } from './settle';
import type { OpenBet, SelectionId } from './types';

/**
 * Stands for "a runner none of the bets name" when the market's runner list is not known (a market
 * that has left the feed before settlement). Every back loses and every lay wins there, which is a
 * real outcome unless the player has bet on every runner; then it only overstates the exposure, the
 * safe direction for money.
 */
const SOME_OTHER_RUNNER = '\u0000other-runner';

export interface RunnerPnl {
  selectionId: SelectionId;
  pnlPaise: number;
}

/** P&L per runner for bets of ONE market (filter by kind and market id first). */
export function runnerPnlPaise(bets: readonly OpenBet[], runners: readonly SelectionId[]): RunnerPnl[] {
  return runners.map((selectionId) => ({
    selectionId,
    pnlPaise: sumPaise(bets.map((bet) => countedPnl(bet, settleOnWinner(bet, selectionId)))),
  }));
}

/** The match page's position under each runner, in rupees. */
export function runnerPositions(
  bets: readonly OpenBet[],
  runners: readonly SelectionId[],
): Array<{ selectionId: SelectionId; amount: number }> {
  return runnerPnlPaise(bets, runners).map(({ selectionId, pnlPaise }) => ({ selectionId, amount: toRupees(pnlPaise) }));
}

/** Every outcome that can happen: the known runners plus any runner a bet names. */
function outcomes(bets: readonly OpenBet[], runners: readonly SelectionId[] | undefined): SelectionId[] {
  const seen = new Map<string, SelectionId>();
  for (const id of runners ?? []) seen.set(String(id), id);
  for (const bet of bets) if (!seen.has(String(bet.selectionId))) seen.set(String(bet.selectionId), bet.selectionId);
  if (!runners) seen.set(SOME_OTHER_RUNNER, SOME_OTHER_RUNNER);
  return [...seen.values()];
}

/** −min(0, worst runner P&L): what the player must be able to cover. */
export function runnerMarketExposurePaise(bets: readonly OpenBet[], runners?: readonly SelectionId[]): number {
  if (bets.length === 0) return 0;
  const worst = Math.min(...runnerPnlPaise(bets, outcomes(bets, runners)).map((r) => r.pnlPaise));
  return worst < 0 ? -worst : 0;
}
