// Session workflows: signing out, re-checking the session on each route change, the forced
// password change, and what a changed password or an expired server session does.
import { isRejectedWithValue, type UnknownAction } from '@reduxjs/toolkit';
import type { AppListenerApi, AppStartListening } from '../../app/listener';
import type { RootState } from '../../app/rootReducer';
import { baseApi } from '../../api/baseApi';
import { httpStatusOf } from '../../api/errors';
import { MSG } from '../../domain/messages';
import { authApi } from './authApi';
import {
  loggedIn,
  passwordStatusLoaded,
  routeChanged,
  selectIsSignedIn,
  selectSignOutPending,
  selectUserId,
  sessionRestored,
  signedOut,
  signOutRequested,
} from './authSlice';
import { clearLoginCookie } from './loginCookie';
import { clientAddress } from './clientAddress';

/** How long 'Password changed successfully!' stays before the player is signed out (spec §4). */
export const PASSWORD_CHANGED_SIGN_OUT_MS = 1000;
/** Used in the status path when the IP look-up failed: the server still answers for the session. */
const UNKNOWN_IP = '0.0.0.0';
/** A 401 from these means a wrong password, not an expired session. */
const CREDENTIAL_ENDPOINTS = new Set(['login', 'demoLogin', 'changePassword']);

/** Forget the session in the browser: cookie, state, cached server data; then the log-in page. */
function endSession(api: AppListenerApi): void {
  clearLoginCookie(api.extra.cookies);
  api.dispatch(signedOut());
  api.extra.navigate('/login');
  api.dispatch(baseApi.util.resetApiState());
}

/** takeLatest (cancelActiveListeners): the server session ends first, then the browser's. */
export async function signOutWorkflow(_action: unknown, api: AppListenerApi): Promise<void> {
  api.cancelActiveListeners();
  const request = api.dispatch(authApi.endpoints.logout.initiate());
  // A failed logout call must not keep the player signed in on this screen.
  await request;
  request.reset();
  endSession(api);
}

/** takeLatest (cancelActiveListeners): only the newest route's check may sign the player out. */
export async function checkSessionOnRouteChange(_action: unknown, api: AppListenerApi): Promise<void> {
  api.cancelActiveListeners();
  const userId = selectUserId(api.getState());
  if (!userId) return;
  const who = await api.pause(clientAddress(api));
  const ip = who?.ip ?? UNKNOWN_IP;
  const { data, error } = await api.pause(
    api.dispatch(authApi.endpoints.userStatus.initiate({ userId, ip }, { subscribe: false, forceRefetch: true })),
  );
  const notLoggedIn = (data && !data.isLoggedIn) || httpStatusOf(error) === 401;
  // A network failure proves nothing: the player stays until the server says otherwise.
  const stillThisPlayer = selectUserId(api.getState()) === userId && !selectSignOutPending(api.getState());
  if (notLoggedIn && stillThisPlayer) endSession(api);
}

/** takeLatest (cancelActiveListeners): after log-in or a reload, passwordstatus 0 forces the change. */
export async function checkPasswordStatus(_action: unknown, api: AppListenerApi): Promise<void> {
  api.cancelActiveListeners();
  const userId = selectUserId(api.getState());
  if (!userId) return;
  const { data } = await api.pause(
    api.dispatch(authApi.endpoints.fetchPasswordStatus.initiate(userId, { subscribe: false, forceRefetch: true })),
  );
  const status = data?.[0]?.passwordstatus;
  if (status === 0 || status === 1) api.dispatch(passwordStatusLoaded(status));
}

/** fork + delay: the success message shows for 1 s, then the player signs in again with the new one. */
export async function signOutAfterPasswordChange(_action: unknown, api: AppListenerApi): Promise<void> {
  api.extra.toast('success', MSG.passwordChanged, { autoClose: 2000 });
  await api.delay(PASSWORD_CHANGED_SIGN_OUT_MS);
  api.dispatch(signOutRequested());
}

/** takeLeading by state: the first 401 of an expired session signs out; the rest find nobody signed in. */
export function endExpiredSession(_action: unknown, api: AppListenerApi): void {
  if (selectIsSignedIn(api.getState())) endSession(api);
}

function isExpiredSessionAnswer(action: UnknownAction, state: RootState): boolean {
  if (!isRejectedWithValue(action) || httpStatusOf(action.payload) !== 401) return false;
  const endpoint = (action.meta as { arg?: { endpointName?: string } }).arg?.endpointName;
  // After a password change the server session is already gone; the planned sign-out follows in 1 s.
  return !!endpoint && !CREDENTIAL_ENDPOINTS.has(endpoint) && selectIsSignedIn(state) && !selectSignOutPending(state);
}

export function addSessionListeners(startListening: AppStartListening): void {
  startListening({ actionCreator: signOutRequested, effect: signOutWorkflow });
  startListening({ actionCreator: routeChanged, effect: checkSessionOnRouteChange });
  startListening({
    predicate: (action) => loggedIn.match(action) || (sessionRestored.match(action) && action.payload !== null),
    effect: checkPasswordStatus,
  });
  startListening({ matcher: authApi.endpoints.changePassword.matchFulfilled, effect: signOutAfterPasswordChange });
  startListening({ predicate: isExpiredSessionAnswer, effect: endExpiredSession });
}
