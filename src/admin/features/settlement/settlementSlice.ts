// The settlement page's state: the draft, the confirmation the operator must type, the call in flight
// and the last answer (how many bets and players it moved).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SettleDraft } from './settlementValidation';

/** One answer of the settle, void or rollback call, as the page lists it. */
export interface SettlementRecord {
  marketId: string;
  /** The market's name when it was picked from a list. */
  name: string | null;
  action: 'settled' | 'voided' | 'rolled back';
  result: string;
  when: string;
  betsSettled: number;
  betsVoided: number;
  betsLapsed: number;
  users: number;
  /** Settle / void: rupees paid to players and taken from them. Null for a rollback. */
  paid: number | null;
  collected: number | null;
  /** Rollback: the rupees its reversing entries moved. */
  reversed: number | null;
  repeated: boolean;
}

export interface SettlementState {
  draft: SettleDraft;
  /** The draft waiting for its typed confirmation; null when no confirmation is open. */
  confirming: SettleDraft | null;
  typed: string;
  pending: boolean;
  error: string | null;
  results: SettlementRecord[];
  /** Settled lately lists the markets nobody bet on too (the feed settles many). */
  showAllSettled: boolean;
}

const initialState: SettlementState = {
  draft: { marketId: '', kind: 'winner', value: '' },
  confirming: null,
  typed: '',
  pending: false,
  error: null,
  results: [],
  showAllSettled: false,
};

export const settlementSlice = createSlice({
  name: 'settlement',
  initialState,
  reducers: {
    draftChanged(state, action: PayloadAction<Partial<SettleDraft>>) {
      const next = { ...state.draft, ...action.payload };
      // Editing the id or the kind by hand forgets the market picked from a list.
      if ('marketId' in action.payload || 'kind' in action.payload) {
        delete next.name;
        delete next.valueName;
      }
      if ('value' in action.payload && !('valueName' in action.payload)) delete next.valueName;
      state.draft = next;
      state.error = null;
    },
    /** A market picked from the lists, with what to do to it: the confirmation opens at once. */
    marketPicked(state, action: PayloadAction<SettleDraft>) {
      state.draft = action.payload;
      state.confirming = null;
      state.typed = '';
      state.error = null;
    },
    confirmationOpened(state) {
      state.confirming = { ...state.draft, marketId: state.draft.marketId.trim(), value: state.draft.value.trim() };
      state.typed = '';
      state.error = null;
    },
    confirmationTyped(state, action: PayloadAction<string>) {
      state.typed = action.payload;
    },
    confirmationCancelled(state) {
      state.confirming = null;
      state.typed = '';
    },
    /** The operator pressed the final button; the listener checks the typed name and sends once. */
    settleConfirmed() {},
    settleStarted(state) {
      state.pending = true;
      state.error = null;
    },
    settleSucceeded(state, action: PayloadAction<SettlementRecord>) {
      // Done: the form starts afresh (the market has left the list it was picked from).
      state.draft = initialState.draft;
      state.pending = false;
      state.confirming = null;
      state.typed = '';
      state.results.unshift(action.payload);
    },
    showAllSettledToggled(state, action: PayloadAction<boolean>) {
      state.showAllSettled = action.payload;
    },
    settleRefused(state, action: PayloadAction<string>) {
      state.pending = false;
      state.error = action.payload;
    },
  },
  selectors: {
    selectSettleDraft: (state) => state.draft,
    selectConfirming: (state) => state.confirming,
    selectTyped: (state) => state.typed,
    selectSettlePending: (state) => state.pending,
    selectSettleError: (state) => state.error,
    selectSettleResults: (state) => state.results,
    selectShowAllSettled: (state) => state.showAllSettled,
  },
});

export const settlementActions = settlementSlice.actions;
export const {
  selectSettleDraft,
  selectConfirming,
  selectTyped,
  selectSettlePending,
  selectSettleError,
  selectSettleResults,
  selectShowAllSettled,
} = settlementSlice.selectors;
