// What a price tap tells the rest of the app. The match page only reports it; the bet slip (the
// betting issue) listens for it and decides whether a bet may be made (locks, timing, price window).
import { createAction } from '@reduxjs/toolkit';
import type { BetSide, MarketKind } from '../../domain/betting/types';
import type { Eid } from '../../domain/contract/sports';

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

export const priceClicked = createAction<PriceClickedPayload>('match/priceClicked');
