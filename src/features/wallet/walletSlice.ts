// The wallet page's client state: which view shows (spec §4: menu, deposit, withdraw, saved banks,
// add account, history), which popup is open, and the drafts the player is typing. Server data lives
// in the RTK Query cache (walletApi), never here. Workflows run in the wallet listeners.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { WALLET_STATUS } from '../../domain/constants';
import { digitsOnly, EMPTY_PAYOUT_FIELDS, type PayoutFields, type PayoutMethod } from './walletValidation';

export type WalletView = 'menu' | 'deposit' | 'withdraw' | 'savedBanks' | 'addAccount' | 'history';
/** The views a link may open directly (the header's buttons use `?view=deposit|withdraw`). */
export type LinkedView = 'deposit' | 'withdraw' | 'history';
export type RulesLanguage = 'bn' | 'en' | 'hi';
export type OcrOutcome = 'found' | 'notFound' | 'failed' | null;
export type WalletStatusCode = (typeof WALLET_STATUS)[keyof typeof WALLET_STATUS];

/** The chosen slip: its object URL (the preview, and the key to the File in slipFiles). */
export interface SlipDraft {
  url: string;
  name: string;
  type: string;
  size: number;
}

export interface WithdrawConfirmation {
  amount: number;
  method: PayoutMethod;
  fields: PayoutFields;
}

export interface HistoryFilter {
  /** YYYY-MM-DD, both inclusive. */
  fromDate: string;
  toDate: string;
  statuses: WalletStatusCode[];
}

export interface WalletState {
  view: WalletView;
  amountPopupOpen: boolean;
  rules: { open: boolean; language: RulesLanguage };
  stakePopupOpen: boolean;
  previewImage: string | null;
  deposit: { amount: string; amountAccepted: boolean; merchantId: number | null; slip: SlipDraft | null; utr: string; submitting: boolean };
  /** The slip reading: its progress bar, and what it found (shown under the transaction id). */
  ocr: { reading: boolean; progress: number; outcome: OcrOutcome; amount: number | null };
  /** The slip reader started as the deposit page opens (its worker, core and English data): 0..1, 1 ready. */
  ocrWarm: number;
  withdraw: { amount: string; method: PayoutMethod; fields: PayoutFields; submitting: boolean };
  confirmation: WithdrawConfirmation | null;
  newAccount: { method: PayoutMethod; fields: PayoutFields; saving: boolean };
  deletedPopupOpen: boolean;
  history: { filter: HistoryFilter | null; filterOpen: boolean; openedRow: number | null };
}

const emptyDeposit: WalletState['deposit'] = {
  amount: '',
  amountAccepted: false,
  merchantId: null,
  slip: null,
  utr: '',
  submitting: false,
};
const emptyWithdraw: WalletState['withdraw'] = { amount: '', method: 'UPI', fields: EMPTY_PAYOUT_FIELDS, submitting: false };
const emptyAccount: WalletState['newAccount'] = { method: 'UPI', fields: EMPTY_PAYOUT_FIELDS, saving: false };

export const initialWalletState: WalletState = {
  view: 'menu',
  amountPopupOpen: false,
  rules: { open: false, language: 'bn' },
  stakePopupOpen: false,
  previewImage: null,
  deposit: emptyDeposit,
  ocr: { reading: false, progress: 0, outcome: null, amount: null },
  ocrWarm: 0,
  withdraw: emptyWithdraw,
  confirmation: null,
  newAccount: emptyAccount,
  deletedPopupOpen: false,
  history: { filter: null, filterOpen: false, openedRow: null },
};

type FieldEdit = { field: keyof PayoutFields; value: string };
const editField = (fields: PayoutFields, { field, value }: FieldEdit): PayoutFields => ({
  ...fields,
  [field]: field === 'phone' ? digitsOnly(value, 12) : value,
});

/** Opening a view: the deposit view starts with its amount popup (spec §4 deposit flow). */
function show(state: WalletState, view: WalletView) {
  state.view = view;
  state.confirmation = null;
  state.history.filterOpen = false;
  state.history.openedRow = null;
  if (view === 'deposit' && !state.deposit.amountAccepted) state.amountPopupOpen = true;
  if (view !== 'deposit') state.amountPopupOpen = false;
}

export const walletSlice = createSlice({
  name: 'wallet',
  initialState: initialWalletState,
  reducers: {
    walletOpened(state, action: PayloadAction<LinkedView | null>) {
      show(state, action.payload ?? 'menu');
    },
    /** The player left the page: a slip read in flight stops (the OCR listener cancels on it). */
    walletClosed(state) {
      if (state.ocr.reading) state.ocr = initialWalletState.ocr;
    },
    viewChosen(state, action: PayloadAction<WalletView>) {
      show(state, action.payload);
    },
    amountPopupOpened(state) {
      state.amountPopupOpen = true;
    },
    amountPopupClosed(state) {
      state.amountPopupOpen = false;
    },
    depositAmountChanged(state, action: PayloadAction<string>) {
      state.deposit.amount = digitsOnly(action.payload, 6);
    },
    quickAmountAdded(state, action: PayloadAction<number>) {
      state.deposit.amount = digitsOnly(String(Number(state.deposit.amount || 0) + action.payload), 6);
    },
    /** Next pressed in the amount popup; the listener checks it. */
    amountNextClicked() {},
    /** The amount passed: the deposit view opens with the rules popup at the same time (spec §4). */
    depositAmountAccepted(state) {
      state.deposit.amountAccepted = true;
      state.amountPopupOpen = false;
      state.rules = { open: true, language: 'bn' };
    },
    rulesOpened(state) {
      state.rules.open = true;
    },
    rulesLanguageChosen(state, action: PayloadAction<RulesLanguage>) {
      state.rules.language = action.payload;
    },
    rulesClosed(state) {
      state.rules.open = false;
    },
    merchantChosen(state, action: PayloadAction<number>) {
      state.deposit.merchantId = action.payload;
    },
    slipSelected(state, action: PayloadAction<SlipDraft>) {
      state.deposit.slip = action.payload;
      state.ocr = initialWalletState.ocr;
    },
    slipRemoved(state) {
      state.deposit.slip = null;
      state.ocr = initialWalletState.ocr;
    },
    /** The deposit page's slip upload is on screen: start the reader now, not at the first slip. */
    slipReaderWanted() {},
    slipReaderWarming(state, action: PayloadAction<number>) {
      state.ocrWarm = Math.max(state.ocrWarm, Math.min(1, action.payload));
    },
    ocrStarted(state) {
      state.ocr = { reading: true, progress: 0, outcome: null, amount: null };
    },
    ocrProgressed(state, action: PayloadAction<number>) {
      state.ocr.progress = Math.max(state.ocr.progress, Math.min(1, action.payload));
    },
    /** The slip was read: its UTR (filled into the field) and the amount it shows, when found. */
    ocrFinished(state, action: PayloadAction<{ utr: string | null; amount?: number | null }>) {
      const { utr, amount = null } = action.payload;
      state.ocr = { reading: false, progress: 1, outcome: utr ? 'found' : 'notFound', amount };
      if (utr) state.deposit.utr = utr;
    },
    ocrFailed(state) {
      state.ocr = { reading: false, progress: 0, outcome: 'failed', amount: null };
    },
    utrChanged(state, action: PayloadAction<string>) {
      state.deposit.utr = action.payload.replace(/\s/g, '').slice(0, 30);
    },
    depositSubmitClicked() {},
    depositSubmitting(state, action: PayloadAction<boolean>) {
      state.deposit.submitting = action.payload;
    },
    /** The server took the request: start afresh and show it in the history (spec §4). */
    depositSent(state) {
      state.deposit = emptyDeposit;
      state.ocr = initialWalletState.ocr;
      show(state, 'history');
    },
    withdrawAmountChanged(state, action: PayloadAction<string>) {
      state.withdraw.amount = digitsOnly(action.payload, 9);
    },
    withdrawMethodChosen(state, action: PayloadAction<PayoutMethod>) {
      state.withdraw.method = action.payload;
    },
    withdrawFieldChanged(state, action: PayloadAction<FieldEdit>) {
      state.withdraw.fields = editField(state.withdraw.fields, action.payload);
    },
    withdrawContinueClicked() {},
    /** 'Withdraw {amount} to Bank' on a saved account; the listener checks the amount. */
    savedAccountWithdrawClicked(_state, _action: PayloadAction<{ method: PayoutMethod; fields: PayoutFields }>) {},
    withdrawConfirmationOpened(state, action: PayloadAction<WithdrawConfirmation>) {
      state.confirmation = action.payload;
    },
    withdrawConfirmed() {},
    withdrawCancelled(state) {
      state.confirmation = null;
    },
    withdrawSubmitting(state, action: PayloadAction<boolean>) {
      state.withdraw.submitting = action.payload;
      if (action.payload) state.confirmation = null;
    },
    withdrawSent(state) {
      state.withdraw = emptyWithdraw;
      show(state, 'history');
    },
    newAccountMethodChosen(state, action: PayloadAction<PayoutMethod>) {
      state.newAccount.method = action.payload;
    },
    newAccountFieldChanged(state, action: PayloadAction<FieldEdit>) {
      state.newAccount.fields = editField(state.newAccount.fields, action.payload);
    },
    accountSaveClicked() {},
    accountSaving(state, action: PayloadAction<boolean>) {
      state.newAccount.saving = action.payload;
    },
    /** Saved: back to the saved-bank list (spec §4). */
    accountSaved(state) {
      state.newAccount = emptyAccount;
      show(state, 'savedBanks');
    },
    accountRemoveClicked(_state, _action: PayloadAction<{ id: number | undefined }>) {},
    deletedPopupOpened(state) {
      state.deletedPopupOpen = true;
    },
    deletedPopupClosed(state) {
      state.deletedPopupOpen = false;
    },
    historyFilterDefaulted(state, action: PayloadAction<HistoryFilter>) {
      state.history.filter ??= action.payload;
    },
    historyFilterOpened(state) {
      state.history.filterOpen = true;
    },
    historyFilterClosed(state) {
      state.history.filterOpen = false;
    },
    historyFilterApplied(state, action: PayloadAction<HistoryFilter>) {
      state.history.filter = action.payload;
      state.history.filterOpen = false;
      state.history.openedRow = null;
    },
    /** Pending rows cannot be opened (spec §4); the row's status comes with the click. */
    historyRowClicked(state, action: PayloadAction<{ index: number; status: number }>) {
      if (action.payload.status !== WALLET_STATUS.pending) state.history.openedRow = action.payload.index;
    },
    historyDetailClosed(state) {
      state.history.openedRow = null;
    },
    stakePopupOpened(state) {
      state.stakePopupOpen = true;
    },
    stakePopupClosed(state) {
      state.stakePopupOpen = false;
    },
    stakeSaveClicked(_state, _action: PayloadAction<{ values: [string, string, string, string]; saved: number[] }>) {},
    imagePreviewOpened(state, action: PayloadAction<string>) {
      state.previewImage = action.payload;
    },
    imagePreviewClosed(state) {
      state.previewImage = null;
    },
  },
  selectors: {
    selectWalletView: (state) => state.view,
    selectAmountPopupOpen: (state) => state.amountPopupOpen,
    selectRules: (state) => state.rules,
    selectStakePopupOpen: (state) => state.stakePopupOpen,
    selectPreviewImage: (state) => state.previewImage,
    selectDepositDraft: (state) => state.deposit,
    selectOcr: (state) => state.ocr,
    selectOcrWarm: (state) => state.ocrWarm,
    selectWithdrawDraft: (state) => state.withdraw,
    selectConfirmation: (state) => state.confirmation,
    selectNewAccount: (state) => state.newAccount,
    selectDeletedPopupOpen: (state) => state.deletedPopupOpen,
    selectHistory: (state) => state.history,
  },
});

export const walletActions = walletSlice.actions;
export const {
  selectWalletView,
  selectAmountPopupOpen,
  selectRules,
  selectStakePopupOpen,
  selectPreviewImage,
  selectDepositDraft,
  selectOcr,
  selectOcrWarm,
  selectWithdrawDraft,
  selectConfirmation,
  selectNewAccount,
  selectDeletedPopupOpen,
  selectHistory,
} = walletSlice.selectors;
