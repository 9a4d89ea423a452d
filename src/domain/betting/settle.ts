// How one open bet settles against an outcome, in signed paise. Everything the exposure maths,
// the run ladder and cashout say is a sum of these.
import { betOutcome } from './profit';
import { sameSelection, type OpenBet, type SelectionId } from './types';

/**
 * Match odds, bookmaker, toss: a back on runner r wins when r wins and loses otherwise; a lay on r
 * is the opposite. `winner` may be a runner none of the bets name (it then loses every back).
 */
export function settleOnWinner(bet: OpenBet, winner: SelectionId): number {
  const { winPaise, losePaise } = betOutcome(bet);
  const backedRunnerWon = sameSelection(bet.selectionId, winner);
  const betWins = bet.side === 'back' ? backedRunnerWon : !backedRunnerWon;
  return betWins ? winPaise : -losePaise;
}

/** Fancy: YES (back) at line L wins when the innings makes at least L runs; NO (lay) when fewer. */
export function settleOnRuns(bet: OpenBet, runs: number): number {
  const { winPaise, losePaise } = betOutcome(bet);
  const reached = runs >= bet.price;
  const betWins = bet.side === 'back' ? reached : !reached;
  return betWins ? winPaise : -losePaise;
}

export function sumPaise(values: Iterable<number>): number {
  let total = 0;
  for (const value of values) total += value;
  return total;
}

/** What a bet's P&L in one outcome counts for in exposure: a pending bet only where it loses. */
export function countedPnl(bet: Pick<OpenBet, 'pending'>, pnlPaise: number): number {
  return bet.pending ? Math.min(0, pnlPaise) : pnlPaise;
}
