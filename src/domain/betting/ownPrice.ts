// A player's own price (docs/betting.md): a match-odds bet asked at a price better than the market's
// rests unmatched until the market reaches it. The slip and the server's matcher share these rules.
import { toHundredths } from './paise';
import type { BetSide } from './types';

/**
 * Whether the best price on offer reaches the asked one: a back when the best back is at least the
 * asked price, a lay when the best lay is at most it. Nothing on offer reaches nothing.
 */
export function priceReached(side: BetSide, asked: number, best: number | undefined): boolean {
  if (best === undefined || !Number.isFinite(best) || best <= 0) return false;
  return side === 'back' ? toHundredths(best) >= toHundredths(asked) : toHundredths(best) <= toHundredths(asked);
}
