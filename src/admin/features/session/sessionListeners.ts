// The console's session workflows: log-in (back to the page that asked for it), sign-out, and the
// end of an idle session (the server answers 401: back to log-in, then back to the same page).
import { isAnyOf, isRejectedWithValue, type UnknownAction } from '@reduxjs/toolkit';
import { httpStatusOf, serverMessage } from '../../../api/errors';
import type { AdminListenerApi, AdminStartListening } from '../../app/adminListener';
import type { AdminRootState } from '../../app/adminRootReducer';
import { adminApi } from '../../api/adminApi';
import { sessionApi } from './sessionApi';
import { sessionActions, selectOperator, selectReturnTo } from './sessionSlice';
import { ADMIN_HOME, ADMIN_LOGIN_PATH, OPERATOR_STORAGE_KEY } from '../../app/adminPaths';

const {
  loginSubmitted,
  loginSucceeded,
  loginFailed,
  signOutRequested,
  signedOut,
  sessionExpired,
  returnedAfterLogin,
  operatorActive,
  sessionRestored,
} = sessionActions;

/**
 * The console signs out after this long without a key, click or touch: the server's default idle
 * limit (SESSION_IDLE_MINUTES). The server alone would never end it, since the dashboard's and the
 * risk page's polling keep the session in use while the desk is empty.
 */
export const ADMIN_IDLE_MS = 30 * 60_000;

export const SESSION_MSG = {
  expired: 'Your session ended. Log in again to carry on where you were.',
  loginFailed: 'Could not log in. Check the connection and try again.',
  signedOut: 'Signed out.',
  idle: 'Signed out after 30 minutes without activity. Log in again to carry on where you were.',
} as const;

/** takeLeading by state: the reducer marks the log-in pending and the form sends nothing while it is. */
export async function loginWorkflow(action: ReturnType<typeof loginSubmitted>, api: AdminListenerApi): Promise<void> {
  const before = api.getOriginalState().session;
  if (before.loginPending) return;
  // A second click that lands after the first log-in answered: already signed in, nothing to send.
  if (before.operator) {
    api.dispatch(loginSucceeded(before.operator));
    return;
  }
  const result = await api.dispatch(sessionApi.endpoints.adminLogin.initiate(action.payload));
  if ('error' in result && result.error) {
    api.dispatch(loginFailed(serverMessage(result.error) ?? SESSION_MSG.loginFailed));
    return;
  }
  const username = result.data.user.username;
  api.extra.storage.set(OPERATOR_STORAGE_KEY, username);
  const returnTo = selectReturnTo(api.getState());
  api.dispatch(loginSucceeded(username));
  // Who is signed in, and what they may do, is read afresh for this person.
  api.dispatch(adminApi.util.resetApiState());
  api.dispatch(returnedAfterLogin());
  api.extra.navigate(returnTo ?? ADMIN_HOME);
}

export async function signOutWorkflow(_action: UnknownAction, api: AdminListenerApi): Promise<void> {
  api.unsubscribe(); // takeLeading: a second click while signing out does nothing
  try {
    // Even when the call fails (the session already ended) the console forgets the operator.
    await api.dispatch(sessionApi.endpoints.adminLogout.initiate());
    api.extra.storage.remove(OPERATOR_STORAGE_KEY);
    api.dispatch(signedOut());
    api.dispatch(adminApi.util.resetApiState());
    api.extra.toast('info', SESSION_MSG.signedOut);
    api.extra.navigate(ADMIN_LOGIN_PATH);
  } finally {
    api.subscribe();
  }
}

function isExpiredSessionAnswer(action: UnknownAction, state: AdminRootState): boolean {
  if (!isRejectedWithValue(action) || httpStatusOf(action.payload) !== 401) return false;
  const endpoint = (action.meta as { arg?: { endpointName?: string } }).arg?.endpointName;
  return endpoint !== 'adminLogin' && endpoint !== 'adminLogout' && selectOperator(state) !== null;
}

/** The first 401 of an ended session sends the operator to log in; the rest find nobody signed in. */
export function endExpiredSession(_action: UnknownAction, api: AdminListenerApi): void {
  if (selectOperator(api.getState()) === null) return;
  api.extra.storage.remove(OPERATOR_STORAGE_KEY);
  api.dispatch(sessionExpired({ returnTo: api.extra.currentPath(), notice: SESSION_MSG.expired }));
  api.dispatch(adminApi.util.resetApiState());
  api.extra.navigate(ADMIN_LOGIN_PATH);
}

/** takeLatest: each sign of activity restarts the clock; at the end, sign out and remember the page. */
export async function idleSignOut(_action: UnknownAction, api: AdminListenerApi): Promise<void> {
  api.cancelActiveListeners();
  if (selectOperator(api.getState()) === null) return;
  await api.delay(ADMIN_IDLE_MS);
  if (selectOperator(api.getState()) === null) return;
  api.extra.storage.remove(OPERATOR_STORAGE_KEY);
  api.dispatch(sessionExpired({ returnTo: api.extra.currentPath(), notice: SESSION_MSG.idle }));
  api.dispatch(adminApi.util.resetApiState());
  api.extra.navigate(ADMIN_LOGIN_PATH);
  // The server's session ends too (an answer, or none, changes nothing here).
  await api.dispatch(sessionApi.endpoints.adminLogout.initiate());
}

export function addSessionListeners(startListening: AdminStartListening): void {
  startListening({ actionCreator: loginSubmitted, effect: loginWorkflow });
  startListening({ actionCreator: signOutRequested, effect: signOutWorkflow });
  startListening({ predicate: isExpiredSessionAnswer, effect: endExpiredSession });
  startListening({ matcher: isAnyOf(operatorActive, loginSucceeded, sessionRestored), effect: idleSignOut });
}
