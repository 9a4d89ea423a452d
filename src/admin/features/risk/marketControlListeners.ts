// Suspend or resume a market by hand: a reason is required (as the server requires), the call goes
// out once while one is in flight, and the answer says whether the hand suspension now holds.
import { serverMessage } from '../../../api/errors';
import type { AdminListenerApi, AdminStartListening } from '../../app/adminListener';
import { riskApi } from './riskApi';
import { marketControlActions, reasonError, selectControlPending, selectControlReason } from './marketControlSlice';

const { controlRequested, controlStarted, controlSucceeded, controlRefused } = marketControlActions;

/** takeLeading by state: while a suspension or resumption is in flight, another press sends nothing. */
export async function marketControlWorkflow(action: ReturnType<typeof controlRequested>, api: AdminListenerApi): Promise<void> {
  if (selectControlPending(api.getOriginalState())) return;
  const reason = selectControlReason(api.getState()).trim();
  const invalid = reasonError(reason);
  if (invalid) {
    api.dispatch(controlRefused(invalid));
    return;
  }
  api.dispatch(controlStarted());
  const { marketId } = action.payload;
  const result = await api.dispatch(riskApi.endpoints.controlMarket.initiate({ marketId, action: action.payload.action, reason }));
  if ('error' in result && result.error) {
    const message = serverMessage(result.error) ?? 'Not saved. Try again.';
    api.dispatch(controlRefused(message));
    api.extra.toast('error', message);
    return;
  }
  api.dispatch(controlSucceeded({ marketId, handSuspended: result.data.handSuspended }));
  api.extra.toast('success', result.data.handSuspended ? `Market ${marketId} suspended.` : `Market ${marketId} resumed.`);
}

export function addMarketControlListeners(startListening: AdminStartListening): void {
  startListening({ actionCreator: controlRequested, effect: marketControlWorkflow });
}
