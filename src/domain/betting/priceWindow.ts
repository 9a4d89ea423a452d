// Why a price outside the betting window cannot be tapped: the spec's refusal says only
// 'You are not able to place bets..'; the player is also told the window of the market, under it.
import { BOOKMAKER_MIN_PRICE, TOSS_PRICE } from '../constants';
import { DEFAULT_ODDS_WINDOW, priceInWindow, type OddsWindow } from './priceTap';
import type { MarketKind } from './types';

export function priceWindowText(kind: MarketKind, oddsWindow: OddsWindow = DEFAULT_ODDS_WINDOW): string | null {
  switch (kind) {
    case 'Matchodds':
      return `Betting is open for prices ${oddsWindow.min} to ${oddsWindow.max} on this market`;
    case 'BookMaker':
      return `Betting is open for rates from ${BOOKMAKER_MIN_PRICE} on this market`;
    case 'Toss':
      return `Betting is open at ${TOSS_PRICE} on this market`;
    case 'Fancy':
      return null;
  }
}

/** The spec's refusal, with the window on the line under it when the price is outside it. */
export function withPriceWindowReason(refusal: string | null, kind: MarketKind, price: number, oddsWindow?: OddsWindow): string | null {
  if (!refusal || priceInWindow(kind, price, oddsWindow)) return refusal;
  const why = priceWindowText(kind, oddsWindow);
  return why ? `${refusal}\n${why}` : refusal;
}
