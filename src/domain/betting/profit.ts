// Profit preview of spec §4: what a bet wins when it wins and loses when it loses. The same
// function fills the slip's preview, the Profit/Liability fields of the saved bet, and every
// settlement path the exposure maths walks, so the three can never disagree.
import { toPaise, toRupees } from '../money';
import { applyBasisPoints, paiseToFixed2, roundRupees, toHundredths } from './paise';
import type { BetSide, OpenBet } from './types';

/** Both amounts are ≥ 0 paise; the sign is the caller's (a loss is subtracted). */
export interface BetOutcome {
  winPaise: number;
  losePaise: number;
}

/**
 * The "other" amount of the bet per ₹1 of stake, in basis points: what a back wins and a lay risks.
 * Match odds and toss: price − 1. Bookmaker: price / 100 (100-base rates). Fancy: rate / 100.
 */
function multiplierBasisPoints(bet: Pick<OpenBet, 'marketKind' | 'price' | 'rate'>): number {
  switch (bet.marketKind) {
    case 'Matchodds':
    case 'Toss':
      return Math.max(0, (toHundredths(bet.price) - 100) * 100);
    case 'BookMaker':
      return Math.max(0, toHundredths(bet.price));
    case 'Fancy':
      // A fancy bet without a rate would be a free bet on one side: treat it as evens (100).
      return Math.max(0, toHundredths(bet.rate ?? 100));
  }
}

/** Back (YES) wins stake × multiplier and loses the stake; lay (NO) the mirror image. */
export function betOutcome(bet: Pick<OpenBet, 'marketKind' | 'price' | 'rate' | 'side' | 'stake'>): BetOutcome {
  const stakePaise = toPaise(bet.stake);
  const other = applyBasisPoints(stakePaise, multiplierBasisPoints(bet));
  return bet.side === 'back' ? { winPaise: other, losePaise: stakePaise } : { winPaise: stakePaise, losePaise: other };
}

export interface ProfitPreview {
  profitPaise: number;
  /** ≤ 0: a loss is negative, as spec §4 writes it (back: loss = −stake). */
  liabilityPaise: number;
  profit: number;
  liability: number;
  /** The Profit and Liability fields of the saved bet: 2-decimal strings ("370.00", "-1000.00"). */
  profitText: string;
  liabilityText: string;
}

export function profitPreview(bet: Pick<OpenBet, 'marketKind' | 'price' | 'rate' | 'side' | 'stake'>): ProfitPreview {
  const { winPaise, losePaise } = betOutcome(bet);
  const liabilityPaise = losePaise === 0 ? 0 : -losePaise; // never "-0.00"
  return {
    profitPaise: winPaise,
    liabilityPaise,
    profit: toRupees(winPaise),
    liability: toRupees(liabilityPaise),
    profitText: paiseToFixed2(winPaise),
    liabilityText: paiseToFixed2(liabilityPaise),
  };
}

/**
 * The number a My Bet row shows after the slash for a fancy bet (spec §4): the saved bet carries no
 * rate, so it is read back from the amounts. Back: profit / stake × 100; lay: −liability / stake × 100.
 * Both give the session's rate (e.g. 110), because liability is saved negative.
 */
export function fancyRowRate(row: { type: BetSide; amountStake: number; profit: number; liability: number }): number {
  if (!(row.amountStake > 0)) return 0;
  const amount = row.type === 'back' ? row.profit : -row.liability;
  return roundRupees((amount / row.amountStake) * 100);
}
