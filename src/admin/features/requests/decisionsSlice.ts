// The wallet queues' client state: which request is selected, the comment being typed, the decisions
// in flight (a second click or key press sends nothing), and what the OCR read from each slip.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RequestType } from '../../../domain/contract/wallet';
import type { SlipPayee } from '../../../domain/slipPayee';

/** A read slip: its UTR, and what it shows of the payee (compared with the merchant the player named). */
export type OcrState =
  { status: 'reading'; progress: number } | { status: 'read'; utr: string | null; payee?: SlipPayee } | { status: 'failed' };

export interface DecisionsState {
  selected: Record<RequestType, number | null>;
  comments: Record<number, string>;
  /** Withdrawals: the payout's bank reference being typed. */
  payoutRefs: Record<number, string>;
  /** Deposits: a corrected amount being typed (rupees), '' to approve the typed amount. */
  amounts: Record<number, string>;
  inFlight: Record<number, 'approve' | 'reject'>;
  /** The server's or the form's refusal, shown beside the request. */
  errors: Record<number, string>;
  ocr: Record<number, OcrState>;
  /** The request the queue moved to after a decision, and until when decisions on it are ignored: a
   *  double click or key press meant for the previous request must not decide one nobody looked at. */
  guard: { id: number; until: number } | null;
}

const initialState: DecisionsState = {
  selected: { deposit: null, withdraw: null },
  comments: {},
  payoutRefs: {},
  amounts: {},
  inFlight: {},
  errors: {},
  ocr: {},
  guard: null,
};

export interface DecisionRequest {
  id: number;
  requestType: RequestType;
  approve: boolean;
}

export const decisionsSlice = createSlice({
  name: 'decisions',
  initialState,
  reducers: {
    requestSelected(state, action: PayloadAction<{ requestType: RequestType; id: number | null }>) {
      state.selected[action.payload.requestType] = action.payload.id;
    },
    commentChanged(state, action: PayloadAction<{ id: number; comment: string }>) {
      state.comments[action.payload.id] = action.payload.comment;
      delete state.errors[action.payload.id];
    },
    payoutRefChanged(state, action: PayloadAction<{ id: number; payoutRef: string }>) {
      state.payoutRefs[action.payload.id] = action.payload.payoutRef;
      delete state.errors[action.payload.id];
    },
    amountChanged(state, action: PayloadAction<{ id: number; amount: string }>) {
      state.amounts[action.payload.id] = action.payload.amount;
      delete state.errors[action.payload.id];
    },
    /** What the clerk asked; the listener decides whether it is sent (never twice, never invalid). */
    decisionRequested(_state, _action: PayloadAction<DecisionRequest>) {},
    decisionStarted(state, action: PayloadAction<{ id: number; approve: boolean }>) {
      state.inFlight[action.payload.id] = action.payload.approve ? 'approve' : 'reject';
      delete state.errors[action.payload.id];
    },
    decisionSucceeded(state, action: PayloadAction<{ id: number }>) {
      delete state.inFlight[action.payload.id];
      delete state.comments[action.payload.id];
      delete state.payoutRefs[action.payload.id];
      delete state.amounts[action.payload.id];
    },
    decisionRefused(state, action: PayloadAction<{ id: number; message: string }>) {
      delete state.inFlight[action.payload.id];
      state.errors[action.payload.id] = action.payload.message;
    },
    advancedTo(state, action: PayloadAction<{ requestType: RequestType; id: number | null; guardUntil: number }>) {
      state.selected[action.payload.requestType] = action.payload.id;
      state.guard = action.payload.id === null ? null : { id: action.payload.id, until: action.payload.guardUntil };
    },
    ocrStarted(state, action: PayloadAction<{ id: number }>) {
      state.ocr[action.payload.id] = { status: 'reading', progress: 0 };
    },
    ocrProgressed(state, action: PayloadAction<{ id: number; progress: number }>) {
      const current = state.ocr[action.payload.id];
      if (current?.status === 'reading') current.progress = action.payload.progress;
    },
    ocrFinished(state, action: PayloadAction<{ id: number; utr: string | null; payee?: SlipPayee }>) {
      state.ocr[action.payload.id] = { status: 'read', utr: action.payload.utr, payee: action.payload.payee };
    },
    ocrFailed(state, action: PayloadAction<{ id: number }>) {
      state.ocr[action.payload.id] = { status: 'failed' };
    },
  },
  selectors: {
    selectSelected: (state, requestType: RequestType) => state.selected[requestType],
    selectComment: (state, id: number) => state.comments[id] ?? '',
    selectPayoutRef: (state, id: number) => state.payoutRefs[id] ?? '',
    selectAmount: (state, id: number) => state.amounts[id] ?? '',
    selectInFlight: (state, id: number) => state.inFlight[id],
    selectDecisionError: (state, id: number) => state.errors[id],
    selectOcr: (state, id: number) => state.ocr[id],
    selectGuard: (state) => state.guard,
  },
});

export const decisionsActions = decisionsSlice.actions;
export const { selectSelected, selectComment, selectPayoutRef, selectAmount, selectInFlight, selectDecisionError, selectOcr, selectGuard } =
  decisionsSlice.selectors;

export type UtrMark = 'reading' | 'match' | 'mismatch' | 'unreadable' | 'none';

/** How the UTR the OCR read compares with the one the player typed. */
export function utrMark(ocr: OcrState | undefined, typed: string): UtrMark {
  if (!ocr) return 'none';
  if (ocr.status === 'reading') return 'reading';
  if (ocr.status === 'failed' || ocr.utr === null) return 'unreadable';
  return ocr.utr === typed.trim() ? 'match' : 'mismatch';
}
