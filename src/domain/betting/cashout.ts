// Cashout (spec §4, §9): one more match-odds bet that leaves the player with the same P&L whichever
// runner wins. Offered on match odds with fewer than 3 runners.
//
// What "exact" means here. The hedge's stake is the one that makes the P&L equal on both
// runners, rounded to the paisa (the stake closes the gap at price × stake, so a whole-rupee stake
// would miss by up to half the price and almost never be "exact"). A hedge is offered only when,
// with that paisa stake, the P&L of the two runners (computed to the paisa, as settlement will)
// differ by at most the spec's 0.01, at a price inside the window (1.01–3) and a stake within the
// cap of 10000. Otherwise the answer is null and the slip says '❌ No exact cashout possible.'
// The server accepts a stake with paise only for such a hedge (betRules.ts).
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
  /** Rupees to the paisa, within the stake limits and at most CASHOUT_MAX_STAKE. */
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

/**
 * Stakes (in paise) worth trying: the ones either side of the stake that would close the gap exactly.
 * Back on mine closes (other − mine) at price × stake; lay closes (mine − other).
 */
export function stakesNearPaise(side: BetSide, cents: number, minePaise: number, otherPaise: number, allowed: StakeLimits): number[] {
  const gapPaise = side === 'back' ? otherPaise - minePaise : minePaise - otherPaise;
  const exactPaise = (gapPaise * 100) / cents;
  return [...new Set([Math.floor(exactPaise), Math.ceil(exactPaise)])].filter(
    (s) => s > 0 && s >= allowed.min * 100 && s <= allowed.max * 100,
  );
}

/**
 * The hedge with the smallest absolute equal value, or null when no paisa stake within `limits`
 * (and the cap of 10000) equalises. `limits` are the match-odds stake limits the slip applies.
 */
export function findCashout(runners: readonly CashoutRunner[], limits: StakeLimits): CashoutBet | null {
  if (runners.length !== 2) return null; // fewer than 3 runners, and a hedge needs two
  // At most the cap: the intersection may be empty (a thin market shows 100 to 1).
  const allowed: StakeLimits = { min: Math.max(0.01, limits.min), max: Math.min(CASHOUT_MAX_STAKE, limits.max) };
  if (allowed.min > allowed.max) return null;
  let best: { bet: CashoutBet; equalPaise: number } | null = null;
  for (const [index, runner] of runners.entries()) {
    const minePaise = toPaise(runner.position);
    const otherPaise = toPaise(runners[1 - index].position);
    for (const side of ['back', 'lay'] as const) {
      for (const price of side === 'back' ? runner.backPrices : runner.layPrices) {
        const cents = toHundredths(price);
        if (cents < MIN_CENTS || cents > MAX_CENTS) continue;
        for (const stakePaise of stakesNearPaise(side, cents, minePaise, otherPaise, allowed)) {
          const stake = toRupees(stakePaise);
          const [mine, other] = afterHedge(side, cents / 100, stake, minePaise, otherPaise);
          if (Math.abs(mine - other) > TOLERANCE_PAISE) continue;
          const equalPaise = Math.min(mine, other);
          const better =
            !best ||
            Math.abs(equalPaise) < Math.abs(best.equalPaise) ||
            (Math.abs(equalPaise) === Math.abs(best.equalPaise) && stake < best.bet.stake);
          if (better) {
            best = {
              bet: { side, selectionId: runner.selectionId, price: cents / 100, stake, equalValue: toRupees(equalPaise) },
              equalPaise,
            };
          }
        }
      }
    }
  }
  return best ? best.bet : null;
}
