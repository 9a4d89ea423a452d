// Fancy sessions: the player's P&L at each run count, the Run Position popup, and the session's
// exposure. P&L only changes at a line, so the ladder from the lowest line − 5 to the highest
// line + 5 (spec §9) holds every distinct outcome.
import { FANCY_LADDER_MARGIN } from '../constants';
import { toRupees } from '../money';
import { countedPnl, settleOnRuns, sumPaise } from './settle';
import type { OpenBet } from './types';

/**
 * The run counts of the ladder for bets of ONE session, ascending. An innings cannot make fewer than
 * 0 runs, so the ladder starts at 0 at the lowest (spec §9 says line − 5; below 0 would show runs
 * that cannot happen, and they all have the P&L of run 0 anyway).
 */
export function fancyLadderRuns(bets: readonly OpenBet[]): number[] {
  if (bets.length === 0) return [];
  const lines = bets.map((bet) => bet.price);
  const from = Math.max(0, Math.floor(Math.min(...lines)) - FANCY_LADDER_MARGIN);
  const to = Math.ceil(Math.max(...lines)) + FANCY_LADDER_MARGIN;
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

export function fancyPnlAtRunsPaise(bets: readonly OpenBet[], runs: number): number {
  return sumPaise(bets.map((bet) => countedPnl(bet, settleOnRuns(bet, runs))));
}

/** The Run Position table (Run, Amount) for one session, amounts in rupees. */
export function fancyRunPositions(bets: readonly OpenBet[]): Array<{ run: number; amount: number }> {
  return fancyLadderRuns(bets).map((run) => ({ run, amount: toRupees(fancyPnlAtRunsPaise(bets, run)) }));
}

/**
 * −min(0, worst P&L over the ladder). The P&L only changes where runs reach a line, so it is enough
 * to look just below the lowest line and at each line (the ladder's other rows repeat these); the
 * server runs this on every bet, so it stays O(bets²) however wide the ladder is.
 */
export function fancyExposurePaise(bets: readonly OpenBet[]): number {
  if (bets.length === 0) return 0;
  const thresholds = new Set(bets.map((bet) => Math.ceil(bet.price)));
  const lowest = Math.min(...thresholds);
  const candidates = [Math.max(0, lowest - 1), ...thresholds].filter((runs) => runs >= 0);
  const worst = Math.min(...candidates.map((runs) => fancyPnlAtRunsPaise(bets, runs)));
  return worst < 0 ? -worst : 0;
}
