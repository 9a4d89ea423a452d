// Risk page client state: the selected market, the reason typed for a suspension or resumption, the
// call in flight, the server's refusal, and what the last answer said about each market.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface MarketControlState {
  selected: string | null;
  reason: string;
  pending: boolean;
  error: string | null;
  /** From the last suspend/resume answer: the book does not carry the market's status. */
  handSuspended: Record<string, boolean>;
}

const initialState: MarketControlState = { selected: null, reason: '', pending: false, error: null, handSuspended: {} };

export const REASON_MAX = 500;
export const CONTROL_MSG = {
  reason: 'Give a reason (1 to 500 characters).',
} as const;

export function reasonError(reason: string): string | null {
  const trimmed = reason.trim();
  return trimmed.length < 1 || trimmed.length > REASON_MAX ? CONTROL_MSG.reason : null;
}

export const marketControlSlice = createSlice({
  name: 'marketControl',
  initialState,
  reducers: {
    marketSelected(state, action: PayloadAction<string>) {
      if (state.selected !== action.payload) {
        state.selected = action.payload;
        state.reason = '';
        state.error = null;
      }
    },
    controlReasonChanged(state, action: PayloadAction<string>) {
      state.reason = action.payload;
      state.error = null;
    },
    controlRequested(_state, _action: PayloadAction<{ marketId: string; action: 'suspend' | 'resume' }>) {},
    controlStarted(state) {
      state.pending = true;
      state.error = null;
    },
    controlSucceeded(state, action: PayloadAction<{ marketId: string; handSuspended: boolean }>) {
      state.pending = false;
      state.reason = '';
      state.handSuspended[action.payload.marketId] = action.payload.handSuspended;
    },
    controlRefused(state, action: PayloadAction<string>) {
      state.pending = false;
      state.error = action.payload;
    },
  },
  selectors: {
    selectSelectedMarket: (state) => state.selected,
    selectControlReason: (state) => state.reason,
    selectControlPending: (state) => state.pending,
    selectControlError: (state) => state.error,
    selectHandSuspended: (state, marketId: string) => state.handSuspended[marketId],
  },
});

export const marketControlActions = marketControlSlice.actions;
export const { selectSelectedMarket, selectControlReason, selectControlPending, selectControlError, selectHandSuspended } =
  marketControlSlice.selectors;
