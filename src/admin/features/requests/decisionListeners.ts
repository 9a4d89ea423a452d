// The approve/reject workflow of both wallet queues: validate, send once, show the answer, move on to
// the next request so a clerk can work through the queue from the keyboard.
import { serverMessage } from '../../../api/errors';
import type { AdminListenerApi, AdminStartListening } from '../../app/adminListener';
import { requestsApi } from './requestsApi';
import { decisionsActions, selectAmount, selectComment, selectGuard, selectInFlight, selectPayoutRef } from './decisionsSlice';
import { DECISION_MSG, decisionError } from './decisionValidation';

const { decisionRequested, decisionStarted, decisionSucceeded, decisionRefused, advancedTo } = decisionsActions;

/** After a decision the queue shows the next request; for this long, nothing decides it (a double
 *  click or a doubled key press lands here otherwise). Longer than a double click, shorter than a look. */
export const NEXT_REQUEST_GUARD_MS = 800;

/**
 * takeLeading per request: a decision already in flight for this request (a double click, a key held
 * down) makes the new one a no-op, so nothing is ever sent twice.
 */
export async function decideWorkflow(action: ReturnType<typeof decisionRequested>, api: AdminListenerApi): Promise<void> {
  const { id, approve, requestType } = action.payload;
  if (selectInFlight(api.getState(), id)) return;
  const guard = selectGuard(api.getState());
  if (guard?.id === id && api.extra.clock.now() < guard.until) return;
  const comment = selectComment(api.getState(), id).trim();
  // The queue as it stood, to select the request after this one once it leaves the list.
  const queue = requestsApi.endpoints.pendingRequests.select(requestType)(api.getState()).data ?? [];
  const request = queue.find((r) => r.id === id);
  const payoutRef = requestType === 'withdraw' ? selectPayoutRef(api.getState(), id).trim() : undefined;
  const amount = requestType === 'deposit' ? selectAmount(api.getState(), id).trim() : '';
  const invalid = decisionError(approve, comment, { payoutRef, refGiven: !!request?.PayoutRef, amount });
  if (invalid) {
    api.dispatch(decisionRefused({ id, message: invalid }));
    return;
  }
  api.dispatch(decisionStarted({ id, approve }));
  const result = await api.dispatch(
    requestsApi.endpoints.decideRequest.initiate({
      id,
      approve,
      comment,
      ...(approve && payoutRef ? { payoutRef } : {}),
      ...(approve && amount ? { amount: Number(amount) } : {}),
    }),
  );
  if ('error' in result && result.error) {
    const message = serverMessage(result.error) ?? DECISION_MSG.failed;
    api.dispatch(decisionRefused({ id, message }));
    api.extra.toast('error', message);
    return;
  }
  api.dispatch(decisionSucceeded({ id }));
  const kind = requestType === 'deposit' ? 'Deposit' : 'Withdrawal';
  const who = result.data.request.userName;
  // Four eyes: the first approval leaves the request pending for a different staff member.
  if (approve && result.data.request.Status === 2) {
    api.extra.toast('success', DECISION_MSG.firstApproval(who));
    return;
  }
  api.extra.toast('success', approve ? DECISION_MSG.approved(kind, who) : DECISION_MSG.rejected(kind, who));
  const index = queue.findIndex((r) => r.id === id);
  const next = queue.slice(index + 1).find((r) => !selectInFlight(api.getState(), r.id)) ?? queue.slice(0, Math.max(0, index)).at(-1);
  api.dispatch(advancedTo({ requestType, id: next?.id ?? null, guardUntil: api.extra.clock.now() + NEXT_REQUEST_GUARD_MS }));
}

export function addDecisionListeners(startListening: AdminStartListening): void {
  startListening({ actionCreator: decisionRequested, effect: decideWorkflow });
}
