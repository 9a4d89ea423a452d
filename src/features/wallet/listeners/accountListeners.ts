// Saved payout accounts (add, remove), the wallet's stake buttons and the history's default range.
import type { AppListenerApi, AppStartListening } from '../../../app/listener';
import { selectLoginInfo } from '../../auth';
import { serverMessage, httpStatusOf } from '../../../api/errors';
import { MSG } from '../../../domain/messages';
import { WALLET_STATUS } from '../../../domain/constants';
import { walletApi } from '../walletApi';
import { walletActions, selectNewAccount } from '../walletSlice';
import { checkNewAccount, checkStakes, stakesUnchanged } from '../walletValidation';
import { walletToast } from './walletToast';

const {
  accountSaveClicked,
  accountSaving,
  accountSaved,
  accountRemoveClicked,
  deletedPopupOpened,
  deletedPopupClosed,
  stakeSaveClicked,
  stakePopupClosed,
  walletOpened,
  historyFilterDefaulted,
} = walletActions;

/** The delete confirmation closes itself after 1.5 s (spec §9). */
export const DELETED_POPUP_MS = 1500;
/** Wallet dates are wall-clock times in India (the contract's IST, no daylight saving). */
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** 'YYYY-MM-DD' of the India day at `ms`. Plain Date maths: this file runs from the first page, and
 *  moment would put ~19 KB gzipped into the log-in page's JavaScript budget (bench/RESULTS.md). */
const indiaDay = (ms: number): string => new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 10);

/** takeLeading (the saving flag): checked as spec §5 says, saved, then back to the saved list. */
export async function saveAccountWorkflow(_action: unknown, api: AppListenerApi): Promise<void> {
  const state = api.getState();
  const { method, fields, saving } = selectNewAccount(state);
  if (saving) return;
  const problem = checkNewAccount(method, fields);
  if (problem) {
    walletToast(api, 'error', problem);
    return;
  }
  const user = selectLoginInfo(state);
  if (!user) return;
  api.dispatch(accountSaving(true));
  try {
    const body = {
      userId: user.Id,
      withdrawAmountBtn: '',
      withdrawPaymentMethod: method,
      withdrawBankImgSrc: '',
      withdrawAccountHolder: fields.accountHName.trim(),
      withdrawAccountNumber: method === 'BANK' ? fields.accountNumber.trim() : '',
      withdrawIfsc: method === 'BANK' ? fields.IFSC.trim().toUpperCase() : '',
      withdrawUpiId: method === 'UPI' ? fields.UPIID.trim() : '',
      withdrawPhone: fields.phone,
      withdrawBankName: method === 'BANK' ? fields.bankName.trim() : '',
    };
    const result = await api.dispatch(walletApi.endpoints.saveBankDetail.initiate(body));
    if ('error' in result) walletToast(api, 'error', serverMessage(result.error) ?? MSG.requestFailed);
    else api.dispatch(accountSaved());
  } finally {
    api.dispatch(accountSaving(false));
  }
}

/** takeEvery: Remove on a saved account; the 'Deleted!' popup follows a success. */
export async function removeAccountWorkflow(action: ReturnType<typeof accountRemoveClicked>, api: AppListenerApi): Promise<void> {
  const user = selectLoginInfo(api.getState());
  const { id } = action.payload;
  if (!user?.Id || !id) {
    walletToast(api, 'error', MSG.missingParameters);
    return;
  }
  const result = await api.dispatch(walletApi.endpoints.deleteSavedBank.initiate({ id, user: user.Id }));
  if ('error' in result) {
    const reason = serverMessage(result.error) ?? String(httpStatusOf(result.error) ?? 'network error');
    walletToast(api, 'error', MSG.deleteFailedWith(reason));
    return;
  }
  api.dispatch(deletedPopupOpened());
}

/** takeLatest (cancelActiveListeners + delay): each 'Deleted!' popup closes 1.5 s after it opened. */
export async function closeDeletedPopupLater(_action: unknown, api: AppListenerApi): Promise<void> {
  api.cancelActiveListeners();
  await api.delay(DELETED_POPUP_MS);
  api.dispatch(deletedPopupClosed());
}

/** takeEvery: all four required; unchanged values just close the popup. */
export async function saveStakesWorkflow(action: ReturnType<typeof stakeSaveClicked>, api: AppListenerApi): Promise<void> {
  const { values, saved } = action.payload;
  const problem = checkStakes(values);
  if (problem) {
    walletToast(api, 'error', problem);
    return;
  }
  if (stakesUnchanged(values, saved)) {
    api.dispatch(stakePopupClosed());
    return;
  }
  const user = selectLoginInfo(api.getState());
  if (!user) return;
  const [btn1, btn2, btn3, btn4] = values.map(Number);
  const result = await api.dispatch(walletApi.endpoints.changeStakeButton.initiate({ userId: user.Id, btn1, btn2, btn3, btn4 }));
  if ('error' in result) {
    walletToast(api, 'error', MSG.tryAgainLater);
    return;
  }
  walletToast(api, 'success', MSG.stakeChanged);
  api.dispatch(stakePopupClosed());
}

/** takeEvery: the history starts on yesterday to today, every status (spec §9). */
export function defaultHistoryRange(_action: unknown, api: AppListenerApi): void {
  const now = api.extra.clock.now();
  const statuses = [WALLET_STATUS.approved, WALLET_STATUS.pending, WALLET_STATUS.rejected];
  api.dispatch(historyFilterDefaulted({ fromDate: indiaDay(now - DAY_MS), toDate: indiaDay(now), statuses }));
}

export function addAccountListeners(startListening: AppStartListening): void {
  startListening({ actionCreator: accountSaveClicked, effect: saveAccountWorkflow });
  startListening({ actionCreator: accountRemoveClicked, effect: removeAccountWorkflow });
  startListening({ actionCreator: deletedPopupOpened, effect: closeDeletedPopupLater });
  startListening({ actionCreator: stakeSaveClicked, effect: saveStakesWorkflow });
  startListening({ actionCreator: walletOpened, effect: defaultHistoryRange });
}
