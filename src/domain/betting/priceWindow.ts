// Why a price outside the betting window cannot be tapped (issue 14): the spec's refusal says only
// 'You are not able to place bets..'; the player is also told the window of the market, under it.
import { BOOKMAKER_MIN_PRICE, MATCH_ODDS_MAX_PRICE, MATCH_ODDS_MIN_PRICE, TOSS_PRICE } from '../constants';
import { priceInWindow } from './priceTap';
import type { MarketKind } from './types';

export function priceWindowText(kind: MarketKind): string | null {
  switch (kind) {
    case 'Matchodds':
      return `Betting is open for prices ${MATCH_ODDS_MIN_PRICE} to ${MATCH_ODDS_MAX_PRICE} on this market`;
    case 'BookMaker':
      return `Betting is open for rates from ${BOOKMAKER_MIN_PRICE} on this market`;
    case 'Toss':
      return `Betting is open at ${TOSS_PRICE} on this market`;
    case 'Fancy':
      return null;
  }
}

/** The spec's refusal, with the window on the line under it when the price is outside it. */
export function withPriceWindowReason(refusal: string | null, kind: MarketKind, price: number): string | null {
  if (!refusal || priceInWindow(kind, price)) return refusal;
  const why = priceWindowText(kind);
  return why ? `${refusal}\n${why}` : refusal;
}
