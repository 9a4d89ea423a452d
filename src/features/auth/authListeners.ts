// Log-in workflows: the pages dispatch what the player did, these effects talk to the server, write
// the LoginInfo cookie, toast and navigate. Side effects only through `extra`, so tests pass fakes.
import { isAnyOf } from '@reduxjs/toolkit';
import type { AppListenerApi, AppStartListening } from '../../app/listener';
import { MSG } from '../../domain/messages';
import type { DemoLoginResponse, LoginResponse } from '../../domain/contract/auth';
import { isNetworkError, serverMessage } from '../../api/errors';
import { ERROR_TOAST } from './toastTimes';
import { authApi, DEMO_LOGIN_CACHE_KEY, geoLocationText, LOGIN_CACHE_KEY } from './authApi';
import { demoLoginRequested, loggedIn, loginSubmitted } from './authSlice';
import { writeLoginCookie } from './loginCookie';
import { addSessionListeners } from './sessionListeners';
import { clientAddress } from './clientAddress';

/** The demo call creates a fresh player per call; the name and password it is sent are only labels. */
const DEMO_CREDENTIALS = { name: 'demo', password: 'demo' };

/** takeLatest (cancelActiveListeners): a second press of Login replaces the first attempt. */
export async function logInWorkflow(action: ReturnType<typeof loginSubmitted>, api: AppListenerApi): Promise<void> {
  api.cancelActiveListeners();
  const who = await api.pause(clientAddress(api));
  if (!who) {
    api.extra.toast('error', MSG.loginUnavailable, ERROR_TOAST);
    return;
  }
  const body = { ...action.payload, ip: who.ip, geoLocation: geoLocationText(who) };
  await api.dispatch(authApi.endpoints.login.initiate(body, { fixedCacheKey: LOGIN_CACHE_KEY }));
}

/** takeLatest (cancelActiveListeners): one demo log-in at a time. */
export async function demoLogInWorkflow(_action: unknown, api: AppListenerApi): Promise<void> {
  api.cancelActiveListeners();
  const who = await api.pause(clientAddress(api));
  if (!who) {
    api.extra.toast('error', MSG.loginUnavailable, ERROR_TOAST);
    return;
  }
  const body = { ...DEMO_CREDENTIALS, userIP: who.ip, geoLocationn: geoLocationText(who) };
  await api.dispatch(authApi.endpoints.demoLogin.initiate(body, { fixedCacheKey: DEMO_LOGIN_CACHE_KEY }));
}

const logInAnswered = isAnyOf(authApi.endpoints.login.matchFulfilled, authApi.endpoints.demoLogin.matchFulfilled);
const logInFailed = isAnyOf(authApi.endpoints.login.matchRejected, authApi.endpoints.demoLogin.matchRejected);

/** takeEvery: the server answered 2xx. A result with Id and RoleId signs the player in. */
export function onLogInAnswered(action: { payload: LoginResponse | DemoLoginResponse }, api: AppListenerApi): void {
  const answer = action.payload;
  const list = Array.isArray(answer.result) ? answer.result : [];
  const info = list[0];
  const refused = 'status' in answer && answer.status === false;
  if (refused || !info?.Id || !info?.RoleId) {
    api.extra.toast('error', answer.message || MSG.loginUnavailable, ERROR_TOAST);
    return;
  }
  writeLoginCookie(api.extra.cookies, list);
  api.dispatch(loggedIn(info));
  api.extra.toast('success', MSG.loggedIn);
  api.extra.navigate('/');
}

/** takeEvery: a refused log-in shows the server's message; a network failure the spec's own. */
export function onLogInFailed(action: { payload?: unknown; error: unknown }, api: AppListenerApi): void {
  const error = action.payload ?? action.error;
  const message = isNetworkError(error) ? undefined : serverMessage(error);
  api.extra.toast('error', message ?? MSG.loginUnavailable, ERROR_TOAST);
}

export function addAuthListeners(startListening: AppStartListening): void {
  startListening({ actionCreator: loginSubmitted, effect: logInWorkflow });
  startListening({ actionCreator: demoLoginRequested, effect: demoLogInWorkflow });
  startListening({ matcher: logInAnswered, effect: onLogInAnswered });
  startListening({ matcher: logInFailed, effect: onLogInFailed });
  addSessionListeners(startListening);
}
