// Turns win chances into what the books show: match odds on the Betfair ladder (three levels a side,
// back below lay), 100-based bookmaker rates, and fancy No/Yes lines.
import type { PriceSize } from '../../../src/domain/contract/sports';
import { MAX_TICK, priceAt, tickAtOrBelow } from '../ladder';
import type { Random } from './random';

const LEVELS = 3;
/** Best back never below 1.03 so that three back levels always exist (1.03, 1.02, 1.01). */
const MIN_BEST_BACK_TICK = LEVELS - 1;
/** Best lay never above the third-highest price so that three lay levels always exist. */
const MAX_BEST_BACK_TICK = MAX_TICK - LEVELS - 1;

const money = (value: number) => Math.round(value * 100) / 100;

export interface RunnerQuote {
  back: PriceSize[];
  lay: PriceSize[];
}

/**
 * Quotes one runner: the best back is the fair price rounded down the ladder, sometimes a tick
 * lower; the best lay is one or two ticks above. `liquidity` scales the sizes.
 */
export function quoteRunner(probability: number, liquidity: number, rng: Random): RunnerQuote {
  const fair = 1 / Math.max(probability, 1e-3);
  let backTick = tickAtOrBelow(fair) - (rng.chance(0.25) ? 1 : 0);
  backTick = Math.max(MIN_BEST_BACK_TICK, Math.min(MAX_BEST_BACK_TICK, backTick));
  const layTick = backTick + (rng.chance(0.2) ? 2 : 1);
  const size = () => money(liquidity * rng.between(0.05, 1.2));
  const back = Array.from({ length: LEVELS }, (_, i) => ({ price: priceAt(backTick - i), size: size() }));
  const lay = Array.from({ length: LEVELS }, (_, i) => ({ price: priceAt(layTick + i), size: size() }));
  return { back, lay };
}

/** Between events: every price stays, a few sizes move by up to a tenth (money coming and going). */
export function flickerSizes(quote: RunnerQuote, liquidity: number, rng: Random): RunnerQuote {
  const breathe = (level: PriceSize) =>
    rng.chance(0.3) ? { price: level.price, size: money(Math.max(liquidity * 0.05, level.size * rng.between(0.9, 1.1))) } : level;
  return { back: quote.back.map(breathe), lay: quote.lay.map(breathe) };
}

/** Above this rate the bookmaker offers nothing on the runner (a long shot): 0 / 0. */
const BOOKMAKER_MAX_RATE = 900;

/** Bookmaker rates: what 100 staked wins (b1) and what a layer risks per 100 (l1). */
export function bookmakerRates(probability: number, rng: Random): { back: number; lay: number } {
  const fair = 1 / Math.max(probability, 1e-3);
  const back = Math.max(0, Math.floor((fair - 1) * 100 * 0.97));
  if (back === 0 || back > BOOKMAKER_MAX_RATE) return { back: 0, lay: 0 };
  return { back, lay: back + rng.int(2, 3) };
}

export interface FancyLine {
  noLine: number;
  noRate: number;
  yesLine: number;
  yesRate: number;
}

/** A session line around the projected runs: No at the line, Yes one run above at 100/100, or the
 * same line at 110/90 for sessions quoted that way. */
export function fancyLine(projection: number, sameLine: boolean, rng: Random): FancyLine {
  const noLine = Math.max(0, Math.round(projection + rng.between(-0.6, 0.6)));
  return sameLine ? { noLine, noRate: 110, yesLine: noLine, yesRate: 90 } : { noLine, noRate: 100, yesLine: noLine + 1, yesRate: 100 };
}
