// What a price tap in an event list (in play, a sport's list) tells the rest of the app: the event,
// the column (1 / X / 2), the side and the price the player saw. The bet slip listens for it, finds the
// runner in the event's match odds and opens the slip for it without leaving the list.
import { createAction } from '@reduxjs/toolkit';
import type { ListColumn } from '../../domain/betting/listColumn';
import type { BetSide } from '../../domain/betting/types';
import type { SportEvent } from '../../domain/contract/sports';

export interface ListPriceClickedPayload {
  event: SportEvent;
  column: ListColumn;
  side: BetSide;
  price: number;
}

export const listPriceClicked = createAction<ListPriceClickedPayload>('sports/listPriceClicked');
