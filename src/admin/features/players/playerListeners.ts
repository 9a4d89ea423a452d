// A player's actions: each form's call goes out once (takeLeading per form), the server's refusal is
// shown under the form, a created player opens their page.
import { serverMessage } from '../../../api/errors';
import { formatRupees } from '../../../domain/money';
import type { AdminListenerApi, AdminStartListening } from '../../app/adminListener';
import { ADMIN_PAGES } from '../../app/adminPaths';
import { playersApi } from './playersApi';
import { playerActions, selectFormConfirming, selectFormPending, type PlayerAction } from './playerActionsSlice';

const { playerActionSubmitted, playerActionStarted, playerActionSucceeded, playerActionRefused } = playerActions;

function send(action: PlayerAction, api: AdminListenerApi) {
  switch (action.form) {
    case 'create':
      return api.dispatch(playersApi.endpoints.createPlayer.initiate(action.body));
    case 'money':
      return action.direction === 'debit'
        ? api.dispatch(playersApi.endpoints.debitPlayer.initiate({ id: action.id, amount: action.amount, reason: action.reason }))
        : api.dispatch(playersApi.endpoints.creditPlayer.initiate({ id: action.id, amount: action.amount, remark: action.reason }));
    case 'login':
      return api.dispatch(playersApi.endpoints.lockLogin.initiate({ id: action.id, lock: action.lock, reason: action.reason }));
    default:
      return api.dispatch(playersApi.endpoints.updatePlayer.initiate({ id: action.id, ...action.body }));
  }
}

function successMessage(action: PlayerAction, username: string | undefined): string {
  switch (action.form) {
    case 'create':
      return `Player ${username} created.`;
    case 'money':
      return action.direction === 'credit'
        ? `Credited ${formatRupees(action.amount)} to ${username}.`
        : `Debited ${formatRupees(action.amount)} from ${username}.`;
    case 'limit':
      return `Exposure limit of ${username} saved.`;
    case 'lock':
      return action.body.lockBetting ? `Betting locked for ${username}.` : `Betting unlocked for ${username}.`;
    case 'password':
      return `Password of ${username} reset: they must change it at the next log-in.`;
    case 'login':
      return action.lock ? 'Log-in locked: the player is signed out everywhere.' : 'Log-in unlocked.';
  }
}

export async function playerActionWorkflow(action: ReturnType<typeof playerActionSubmitted>, api: AdminListenerApi): Promise<void> {
  const request = action.payload;
  // takeLeading, and one call per confirmation: without an open confirmation nothing is sent.
  if (selectFormPending(api.getState(), request.form) || !selectFormConfirming(api.getState(), request.form)) return;
  api.dispatch(playerActionStarted(request.form));
  const result = await send(request, api);
  if ('error' in result && result.error) {
    const message = serverMessage(result.error) ?? 'Not saved. Try again.';
    api.dispatch(playerActionRefused({ form: request.form, message }));
    return;
  }
  api.dispatch(playerActionSucceeded(request.form));
  const username = 'username' in result.data ? result.data.username : undefined;
  api.extra.toast('success', successMessage(request, username));
  if (request.form === 'create' && username) api.extra.navigate(ADMIN_PAGES.player(username));
}

export function addPlayerListeners(startListening: AdminStartListening): void {
  startListening({ actionCreator: playerActionSubmitted, effect: playerActionWorkflow });
}
