// Price or better: the one rule, used by the slip at Submit and after the delay and by the
// server in saveBet and updateUnmatchBet, for whether a bet still stands at the price on offer now.
// A move in the player's favour is not "gone": the bet is taken, at the current (better) price.
// A move against the player refuses it ('Odds Changed!'), unless they chose "accept any odds".
import { toHundredths } from './paise';
import type { BetSide, MarketKind } from './types';

/** A price as the market shows it: odds, a bookmaker rate, or a fancy line with its rate. */
export interface Quote {
  price: number;
  /** Fancy: the rate under the line (YES: BackSize1, NO: LaySize1); null elsewhere. */
  rate: number | null;
}

/**
 * Whether `now` is at least as good for the player as `asked`:
 * - back (match odds, bookmaker, toss): a higher price pays more;
 * - lay: a lower price risks less;
 * - fancy: the same line (another line is another bet, never "better"), and YES a rate at least
 *   the asked one (it pays rate/100), NO a rate at most the asked one (it risks rate/100).
 */
export function isPriceOrBetter(kind: MarketKind, side: BetSide, asked: Quote, now: Quote): boolean {
  if (kind === 'Fancy') {
    if (toHundredths(now.price) !== toHundredths(asked.price) || now.rate === null || asked.rate === null) return false;
    return side === 'back' ? toHundredths(now.rate) >= toHundredths(asked.rate) : toHundredths(now.rate) <= toHundredths(asked.rate);
  }
  return side === 'back' ? toHundredths(now.price) >= toHundredths(asked.price) : toHundredths(now.price) <= toHundredths(asked.price);
}

/**
 * The price a bet is taken at now: the best on offer on its side (`best`), when it is the asked
 * price or better — or whichever way it moved when the player accepts any odds (a fancy session
 * still on the same line: the line is the bet itself). undefined: 'Odds Changed!'.
 * The betting window and the stake limits are checked apart, on the price returned.
 */
export function takePrice(
  kind: MarketKind,
  side: BetSide,
  asked: Quote,
  best: Quote | undefined,
  acceptAnyOdds = false,
): Quote | undefined {
  if (!best || !(best.price > 0)) return undefined;
  if (acceptAnyOdds) {
    if (kind !== 'Fancy') return { price: best.price, rate: null };
    return toHundredths(best.price) === toHundredths(asked.price) && best.rate !== null ? best : undefined;
  }
  if (!isPriceOrBetter(kind, side, asked, best)) return undefined;
  return kind === 'Fancy' ? best : { price: best.price, rate: null };
}

/** How the price taken compares with the asked one, for the slip and My Bet ('better', 'worse'). */
export function priceMove(kind: MarketKind, side: BetSide, asked: Quote, taken: Quote): 'same' | 'better' | 'worse' {
  const same =
    toHundredths(asked.price) === toHundredths(taken.price) &&
    (kind !== 'Fancy' || toHundredths(asked.rate ?? 0) === toHundredths(taken.rate ?? 0));
  if (same) return 'same';
  return isPriceOrBetter(kind, side, asked, taken) ? 'better' : 'worse';
}
