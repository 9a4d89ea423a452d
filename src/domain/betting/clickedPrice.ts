// What a price tap on the match page carries: the event it belongs to and the price. Plain data,
// shared by the market, the slip and the match page (the event itself is features/market's priceClicked).
import type { BetSide, MarketKind } from './types';
import type { Eid } from '../contract/sports';

export interface ClickedEvent {
  /** Sport id: '1' football, '2' tennis, '4' cricket. */
  eid: Eid;
  /** The event's id (gameId), the EventId of a saved bet. */
  gameId: string;
  eventName: string;
  /** tournamentId of fetchBetPageMatch: the SeriesId of a saved bet. */
  seriesId: number;
  /** ISO start: betting opens BetStartTime minutes before it. */
  eventDate: string;
  /** The match's betting lock (IsBetLock). */
  isBetLock: boolean;
}

export interface PriceClickedPayload {
  event: ClickedEvent;
  marketKind: MarketKind;
  /** The market's own id: Odds[0].marketId, a bookmaker row's mid, a session's mid, Toss.marketId. */
  marketId: string;
  /** Runner selectionId, bookmaker sid, or fancy SelectionId. */
  selectionId: number;
  /** Runner name, bookmaker nat (in full) or fancy RunnerName. */
  runnerName: string;
  /** back = Yes on a fancy session, lay = No. */
  side: BetSide;
  /** Decimal odds, the 100-based bookmaker rate, or the fancy line. */
  price: number;
  /** The size shown under the price (the fancy rate: 100 = evens). */
  size: number;
}
