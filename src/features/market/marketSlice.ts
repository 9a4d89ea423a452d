// The market on screen (design card: "auth, wallet, betslip and market slices"): the event and its
// match-odds market, the page's flags (bet lock, which blocks show), whether the market is suspended
// or closed, and the last price of every cell with the direction of its last change (what the price
// flash and the live slip read). The odds bodies themselves stay in the RTK Query cache; the market
// listeners feed this slice from each odds answer, so support staff see the player's market in
// Redux DevTools.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MarketStatus } from '../../domain/contract/sports';
import type { ClickedEvent } from '../match/priceClicked';
import { signedOut } from '../auth/authSlice';
import type { CellQuote } from './marketCells';

export interface MarketFlags {
  isBetlock: boolean;
  isMO: boolean;
  isBM: boolean;
  isFancy: boolean;
}

export type PriceChange = 'up' | 'down';

export interface CellPrice extends CellQuote {
  /** Direction of the last move of the price (or of the fancy rate on the same line); null before any. */
  change: PriceChange | null;
  /** The odds answer (1, 2, …) that brought the last move; 0 before any. */
  changedAt: number;
}

export interface MarketState {
  event: ClickedEvent | null;
  /** The page's ids: the URL's eventId (gameId) and match-odds marketId. */
  eventId: string | null;
  marketId: string | null;
  flags: MarketFlags | null;
  /** Match-odds status of the last answer: OPEN, SUSPENDED or CLOSED; null before the first. */
  status: MarketStatus | null;
  /** Ended (fetchBetPageMatch Status CLOSED) or its match odds CLOSED: no more betting, no more polls. */
  closed: boolean;
  /** Odds answers seen for this market. */
  ticks: number;
  cells: Record<string, CellPrice>;
}

const initialState: MarketState = { event: null, eventId: null, marketId: null, flags: null, status: null, closed: false, ticks: 0, cells: {} };

export interface MarketShown {
  event: ClickedEvent;
  marketId: string;
  flags: MarketFlags;
  /** fetchBetPageMatch said the event has ended. */
  ended: boolean;
}

export interface OddsTicked {
  eventId: string;
  marketId: string;
  status: MarketStatus | null;
  cells: Record<string, CellQuote>;
}

const sameMarket = (state: MarketState, eventId: string, marketId: string) => state.eventId === eventId && state.marketId === marketId;

export const marketSlice = createSlice({
  name: 'market',
  initialState,
  reducers: {
    /** The match page shows an event (or its flags changed): prices are kept when it is the same market. */
    marketShown(state, action: PayloadAction<MarketShown>) {
      const { event, marketId, flags, ended } = action.payload;
      if (!sameMarket(state, event.gameId, marketId)) Object.assign(state, initialState, { eventId: event.gameId, marketId });
      state.event = event;
      state.flags = flags;
      if (ended) state.closed = true;
    },
    marketLeft: () => initialState,
    oddsTicked(state, action: PayloadAction<OddsTicked>) {
      const { eventId, marketId, status, cells } = action.payload;
      if (!sameMarket(state, eventId, marketId)) return;
      state.ticks += 1;
      state.status = status;
      if (status === 'CLOSED') state.closed = true;
      for (const [key, quote] of Object.entries(cells)) {
        const last = state.cells[key];
        if (!last) {
          state.cells[key] = { ...quote, change: null, changedAt: 0 };
          continue;
        }
        // Unchanged cells keep their object (immer): a component reading one cell skips the render.
        if (last.price === quote.price && last.size === quote.size) continue;
        const moved = last.price !== quote.price ? quote.price - last.price : quote.size - last.size;
        if (last.price !== quote.price || key.startsWith('Fancy|')) {
          last.change = moved > 0 ? 'up' : 'down';
          last.changedAt = state.ticks;
        }
        last.price = quote.price;
        last.size = quote.size;
      }
    },
  },
  extraReducers: (builder) => builder.addCase(signedOut, () => initialState),
  selectors: {
    selectMarketEvent: (state) => state.event,
    selectMarketFlags: (state) => state.flags,
    selectMarketStatus: (state) => state.status,
    selectMarketClosed: (state) => state.closed,
    selectMarketSuspended: (state) => state.status === 'SUSPENDED',
    selectCell: (state, key: string): CellPrice | undefined => state.cells[key],
  },
});

export const { marketShown, marketLeft, oddsTicked } = marketSlice.actions;
export const { selectMarketEvent, selectMarketFlags, selectMarketStatus, selectMarketClosed, selectMarketSuspended, selectCell } = marketSlice.selectors;
