// The withdraw flow of spec §4: Continue (or 'Withdraw … to Bank' on a saved account), the
// confirmation dialog, then the request; on success the balance is refetched and history shows.
import type { AppListenerApi, AppStartListening } from '../../../app/listener';
import { selectLoginInfo } from '../../auth';
import { httpStatusOf, isFetchBaseQueryError, serverMessage } from '../../../api/errors';
import { MSG } from '../../../domain/messages';
import type { WithdrawRequestBody } from '../../../domain/contract/wallet';
import { walletApi } from '../walletApi';
import { walletActions, selectConfirmation, selectWithdrawDraft, type WithdrawConfirmation } from '../walletSlice';
import { checkWithdrawAmount, checkWithdrawForm } from '../walletValidation';
import { walletToast } from './walletToast';
import { sendWalletRequest } from './sendRequest';

const {
  withdrawContinueClicked,
  savedAccountWithdrawClicked,
  withdrawConfirmationOpened,
  withdrawConfirmed,
  withdrawSubmitting,
  withdrawSent,
} = walletActions;

/** The balance the player may withdraw (the header's balance after exposure), from the cache when fresh. */
async function availableBalance(api: AppListenerApi): Promise<number> {
  const user = selectLoginInfo(api.getState());
  if (!user) return 0;
  const result = await api.dispatch(
    walletApi.endpoints.balance.initiate({ userId: user.Id, selfUser: user.selfUser }, { subscribe: false }),
  );
  return result.data?.mainBalanceafterExpo ?? 0;
}

/** takeEvery: the form is checked in the order of spec §5, then the confirmation dialog opens. */
export async function onWithdrawContinue(_action: unknown, api: AppListenerApi): Promise<void> {
  const { amount, method, fields } = selectWithdrawDraft(api.getState());
  const problem = checkWithdrawForm(amount, await availableBalance(api), method, fields);
  if (problem) walletToast(api, 'error', problem);
  else api.dispatch(withdrawConfirmationOpened({ amount: Number(amount), method, fields }));
}

/** takeEvery: a saved account brings its own fields; only the amount is checked. */
export async function onSavedAccountWithdraw(action: ReturnType<typeof savedAccountWithdrawClicked>, api: AppListenerApi): Promise<void> {
  const { amount } = selectWithdrawDraft(api.getState());
  const problem = checkWithdrawAmount(amount, await availableBalance(api));
  if (problem) walletToast(api, 'error', problem);
  else api.dispatch(withdrawConfirmationOpened({ amount: Number(amount), ...action.payload }));
}

function requestBody(userId: number, { amount, method, fields }: WithdrawConfirmation): WithdrawRequestBody {
  const account =
    method === 'UPI'
      ? { accountHName: fields.accountHName, UPIID: fields.UPIID }
      : { accountHName: fields.accountHName, accountNumber: fields.accountNumber, IFSC: fields.IFSC, bankName: fields.bankName };
  return { userId, withdrawAmountBtn: amount, paymentMethod: method, phone: fields.phone, ...account };
}

function failureMessage(error: unknown): string {
  if (httpStatusOf(error) !== undefined) return MSG.requestFailedWith(serverMessage(error) ?? String(httpStatusOf(error)));
  const detail = isFetchBaseQueryError(error) && 'error' in error ? error.error : error instanceof Error ? error.message : String(error);
  return MSG.errorWith(detail);
}

/** takeLeading (the submitting flag): the confirmed request is sent once. */
export async function withdrawWorkflow(_action: unknown, api: AppListenerApi): Promise<void> {
  const state = api.getState();
  const confirmation = selectConfirmation(state);
  const user = selectLoginInfo(state);
  if (selectWithdrawDraft(state).submitting) return;
  if (!user?.Id || !confirmation?.amount || !confirmation.method) {
    walletToast(api, 'error', MSG.requestFailed);
    return;
  }
  const body = requestBody(user.Id, confirmation);
  await sendWalletRequest(api, {
    submitting: withdrawSubmitting,
    send: () => api.dispatch(walletApi.endpoints.withdrawRequest.initiate(body)),
    failure: failureMessage,
    sent: () => api.dispatch(withdrawSent()),
  });
}

export function addWithdrawListeners(startListening: AppStartListening): void {
  startListening({ actionCreator: withdrawContinueClicked, effect: onWithdrawContinue });
  startListening({ actionCreator: savedAccountWithdrawClicked, effect: onSavedAccountWithdraw });
  startListening({ actionCreator: withdrawConfirmed, effect: withdrawWorkflow });
}
