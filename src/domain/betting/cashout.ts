// Cashout (spec §4, §9): one more match-odds bet that leaves the player with the same P&L whichever
// runner wins. Offered on match odds with fewer than 3 runners.
//
// What "exact" means here. The slip takes whole rupees only (spec §5) and saveBet refuses anything
// else, so the hedge's stake must be a whole number of rupees. The hedge moves the gap between the
// two runners' P&L by price × stake, i.e. in steps of the price (₹1.01 to ₹3 per rupee of stake),
// so most gaps cannot be closed to within the spec's 0.01 by any whole stake at the prices on
// offer. We do NOT widen the tolerance to hide that: a hedge is offered only when, with its whole
// stake, the P&L of the two runners (computed to the paisa, as settlement will) differ by at most
// 0.01 (one paisa). Otherwise the answer is null and the slip says '❌ No exact cashout possible.'
//
// The hedge is also a bet the player must be allowed to submit: its stake lies within the market's
// stake limits (the match-odds min/max the slip shows) as well as within the cashout cap, so a
// proposal Submit would refuse ('Enter Stake between …') is never offered.
import { CASHOUT_MAX_STAKE, CASHOUT_TOLERANCE, MATCH_ODDS_MAX_PRICE, MATCH_ODDS_MIN_PRICE } from '../constants';
import { toPaise, toRupees } from '../money';
import { toHundredths } from './paise';
import { betOutcome } from './profit';
import type { StakeLimits } from './stakeLimits';
import type { BetSide, SelectionId } from './types';

export interface CashoutRunner {
  selectionId: SelectionId;
  /** The player's P&L in rupees if this runner wins (runnerPositions). */
  position: number;
  /** Prices on offer (availableToBack / availableToLay), any order; 0 means none. */
  backPrices: readonly number[];
  layPrices: readonly number[];
}

export interface CashoutBet {
  side: BetSide;
  selectionId: SelectionId;
  price: number;
  /** Whole rupees, within the stake limits and at most CASHOUT_MAX_STAKE. */
  stake: number;
  /** The P&L, in rupees, the player is left with on either runner. */
  equalValue: number;
}

const TOLERANCE_PAISE = toPaise(CASHOUT_TOLERANCE);
const MIN_CENTS = toHundredths(MATCH_ODDS_MIN_PRICE);
const MAX_CENTS = toHundredths(MATCH_ODDS_MAX_PRICE);

/** P&L on [this runner, the other] after a hedge on this runner, in paise. */
function afterHedge(side: BetSide, price: number, stake: number, mine: number, other: number): [number, number] {
  const { winPaise, losePaise } = betOutcome({ marketKind: 'Matchodds', side, price, stake });
  return side === 'back' ? [mine + winPaise, other - losePaise] : [mine - losePaise, other + winPaise];
}

/** Whole stakes worth trying: the ones either side of the stake that would close the gap exactly. */
function stakesNear(side: BetSide, cents: number, minePaise: number, otherPaise: number, allowed: StakeLimits): number[] {
  // back on mine closes (other − mine) at price × stake per rupee; lay closes (mine − other).
  const gapPaise = side === 'back' ? otherPaise - minePaise : minePaise - otherPaise;
  const exact = gapPaise / cents; // rupees of stake
  return [...new Set([Math.floor(exact), Math.ceil(exact)])].filter((s) => s >= allowed.min && s <= allowed.max);
}

/**
 * The hedge with the smallest absolute equal value, or null when no whole stake within `limits`
 * (and the cap of 10000) equalises. `limits` are the match-odds stake limits the slip applies.
 */
export function findCashout(runners: readonly CashoutRunner[], limits: StakeLimits): CashoutBet | null {
  if (runners.length !== 2) return null; // fewer than 3 runners, and a hedge needs two
  // Whole rupees, at least 1, at most the cap: the intersection may be empty (a thin market shows 100 to 1).
  const allowed: StakeLimits = { min: Math.max(1, Math.ceil(limits.min)), max: Math.min(CASHOUT_MAX_STAKE, Math.floor(limits.max)) };
  if (allowed.min > allowed.max) return null;
  let best: { bet: CashoutBet; equalPaise: number } | null = null;
  for (const [index, runner] of runners.entries()) {
    const minePaise = toPaise(runner.position);
    const otherPaise = toPaise(runners[1 - index].position);
    for (const side of ['back', 'lay'] as const) {
      for (const price of side === 'back' ? runner.backPrices : runner.layPrices) {
        const cents = toHundredths(price);
        if (cents < MIN_CENTS || cents > MAX_CENTS) continue;
        for (const stake of stakesNear(side, cents, minePaise, otherPaise, allowed)) {
          const [mine, other] = afterHedge(side, cents / 100, stake, minePaise, otherPaise);
          if (Math.abs(mine - other) > TOLERANCE_PAISE) continue;
          const equalPaise = Math.min(mine, other);
          const better =
            !best ||
            Math.abs(equalPaise) < Math.abs(best.equalPaise) ||
            (Math.abs(equalPaise) === Math.abs(best.equalPaise) && stake < best.bet.stake);
          if (better) {
            best = { bet: { side, selectionId: runner.selectionId, price: cents / 100, stake, equalValue: toRupees(equalPaise) }, equalPaise };
          }
        }
      }
    }
  }
  return best ? best.bet : null;
}
