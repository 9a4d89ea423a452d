// The market on screen (design card: "auth, wallet, betslip and market slices"): the event and its
// match-odds market, the page's flags (bet lock, which blocks show), whether the market is suspended
// or closed, and the last price of every cell with the direction of its last change (what the price
// flash and the live slip read). The odds bodies themselves stay in the RTK Query cache; the market
// listeners feed this slice from each odds answer, so support staff see the player's market in
// Redux DevTools.
import { createSlice, original, prepareAutoBatched, type PayloadAction } from '@reduxjs/toolkit';
import type { MarketStatus } from '../../domain/contract/sports';
import type { ClickedEvent } from '../../domain/betting/clickedPrice';
import { signedOut } from '../auth';
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

const initialState: MarketState = {
  event: null,
  eventId: null,
  marketId: null,
  flags: null,
  status: null,
  closed: false,
  ticks: 0,
  cells: {},
};

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
    // Runs on every odds answer (every 600 ms on an open match page, the slow phone), so it is
    // written for the tick to be cheap:
    //  - auto-batched, like RTK Query's own fulfilled action before it: the store tells its
    //    subscribers once, on the next animation frame, about both (the new prices and their flash
    //    marks), so the page runs its selectors and renders once per tick, not once per action;
    //  - no immer drafts of the cells: the last state is read as it is (original) and a new cells
    //    object is built only when some cell moved, each unchanged cell keeping its object (a
    //    component reading one cell skips the render).
    oddsTicked: {
      reducer(draft, action: PayloadAction<OddsTicked>) {
        const state = original(draft) as MarketState;
        const { eventId, marketId, status, cells } = action.payload;
        if (!sameMarket(state, eventId, marketId)) return;
        const ticks = state.ticks + 1;
        let next: Record<string, CellPrice> | null = null;
        for (const key in cells) {
          const quote = cells[key];
          const last = state.cells[key];
          if (last && last.price === quote.price && last.size === quote.size) continue;
          next ??= { ...state.cells };
          if (!last) {
            next[key] = { price: quote.price, size: quote.size, change: null, changedAt: 0 };
            continue;
          }
          const moved = last.price !== quote.price ? quote.price - last.price : quote.size - last.size;
          // A fancy rate moving on the same line is a new price too.
          const flashes = last.price !== quote.price || key.startsWith('Fancy|');
          next[key] = {
            price: quote.price,
            size: quote.size,
            change: flashes ? (moved > 0 ? 'up' : 'down') : last.change,
            changedAt: flashes ? ticks : last.changedAt,
          };
        }
        return { ...state, ticks, status, closed: state.closed || status === 'CLOSED', cells: next ?? state.cells };
      },
      prepare: prepareAutoBatched<OddsTicked>(),
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
export const { selectMarketEvent, selectMarketFlags, selectMarketStatus, selectMarketClosed, selectMarketSuspended, selectCell } =
  marketSlice.selectors;
