// What a price tap tells the rest of the app. The match page only reports it; the bet slip (the
// betting issue) listens for it and decides whether a bet may be made (locks, timing, price window).
import { createAction } from '@reduxjs/toolkit';
import type { PriceClickedPayload } from '../../domain/betting/clickedPrice';

export type { ClickedEvent, PriceClickedPayload } from '../../domain/betting/clickedPrice';

export const priceClicked = createAction<PriceClickedPayload>('match/priceClicked');
