// The deposit flow of spec §4: the amount popup's Next, then Submit Request with the slip.
import type { AppListenerApi, AppStartListening } from '../../../app/listener';
import { selectLoginInfo } from '../../auth';
import { MSG } from '../../../domain/messages';
import { serverMessage } from '../../../api/errors';
import type { DepositRequestFields, MerchantAccount } from '../../../domain/contract/wallet';
import { walletApi } from '../walletApi';
import { walletActions, selectDepositDraft, selectOcr } from '../walletSlice';
import { checkDepositAmount, checkDepositSubmission } from '../walletValidation';
import { forgetSlip, slipFile } from '../slipFiles';
import { walletToast } from './walletToast';
import { sendWalletRequest } from './sendRequest';

const { amountNextClicked, depositAmountAccepted, depositSubmitClicked, depositSubmitting, depositSent } = walletActions;

/** takeEvery: Next passes only with an amount of at least 100; the deposit view then opens. */
export function onAmountNext(_action: unknown, api: AppListenerApi): void {
  const problem = checkDepositAmount(selectDepositDraft(api.getState()).amount);
  if (problem) walletToast(api, 'error', problem);
  else api.dispatch(depositAmountAccepted());
}

function submission(
  amount: string,
  utr: string,
  merchant: MerchantAccount,
  user: { Id: number; UserName: string },
  ocrAmount: number | null,
): DepositRequestFields {
  return {
    // The amount read from the slip, for the operator to compare (information only).
    ...(ocrAmount === null ? {} : { ocrAmount: ocrAmount.toFixed(2) }),
    userId: String(user.Id),
    userName: user.UserName,
    depositAmount: amount,
    paymentMethod: merchant.PaymentType,
    DisplayName: merchant.DisplayName,
    AccountNumber: merchant.AccountNumber,
    PaymentSubType: merchant.PaymentSubType,
    bank: merchant.Bank,
    IFSC: merchant.IFSC,
    UPIID: merchant.UPIId,
    UTR: utr,
  };
}

/** takeLeading (the submitting flag): a second press while one request is in flight does nothing. */
export async function submitDepositWorkflow(_action: unknown, api: AppListenerApi): Promise<void> {
  const state = api.getState();
  const draft = selectDepositDraft(state);
  if (draft.submitting) return;
  const problem = checkDepositSubmission({ amount: draft.amount, hasSlip: Boolean(draft.slip), utr: draft.utr });
  if (problem) {
    walletToast(api, 'error', problem);
    return;
  }
  const user = selectLoginInfo(state);
  const merchants = walletApi.endpoints.fetchActiveMerchantDetails.select()(state).data?.data ?? [];
  const merchant = merchants.find((m) => m.id === draft.merchantId);
  const slip = draft.slip && slipFile(draft.slip.url);
  if (!user || !merchant || !slip || !draft.slip) {
    walletToast(api, 'error', MSG.requestFailed);
    return;
  }
  const arg = {
    fields: submission(draft.amount, draft.utr.trim(), merchant, user, selectOcr(state).amount),
    slip,
    slipName: draft.slip.name,
  };
  const slipUrl = draft.slip.url;
  await sendWalletRequest(api, {
    submitting: depositSubmitting,
    send: () => api.dispatch(walletApi.endpoints.depositRequest.initiate(arg)),
    // A refusal with its reason (a deposit limit, a time-out) says it, as a withdrawal's does.
    failure: (error) => {
      const reason = serverMessage(error);
      return reason ? MSG.requestFailedWith(reason) : MSG.requestFailed;
    },
    sent: () => {
      forgetSlip(slipUrl);
      api.dispatch(depositSent());
    },
  });
}

export function addDepositListeners(startListening: AppStartListening): void {
  startListening({ actionCreator: amountNextClicked, effect: onAmountNext });
  startListening({ actionCreator: depositSubmitClicked, effect: submitDepositWorkflow });
}
