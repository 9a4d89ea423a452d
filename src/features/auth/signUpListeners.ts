// What a sign-up's answer does (spec §8). The page shows a taken name under the field itself.
import type { AppListenerApi, AppStartListening } from '../../app/listener';
import { httpStatusOf, isNetworkError } from '../../api/errors';
import { MSG } from '../../domain/messages';
import { ERROR_TOAST } from './toastTimes';
import { authApi } from './authApi';

/** takeEvery: the account exists; the player logs in with it. */
export function onSignedUp(_action: unknown, api: AppListenerApi): void {
  api.extra.toast('success', MSG.signUpSuccess);
  api.extra.navigate('/login');
}

/** takeEvery: 409 is shown by the page under User Name; the rest are toasts. */
export function onSignUpFailed(action: { payload?: unknown; error: unknown }, api: AppListenerApi): void {
  const error = action.payload ?? action.error;
  if (httpStatusOf(error) === 409) return;
  api.extra.toast('error', isNetworkError(error) ? MSG.signUpUnavailable : MSG.tryAgainLater, ERROR_TOAST);
}

export function addSignUpListeners(startListening: AppStartListening): void {
  startListening({ matcher: authApi.endpoints.signUp.matchFulfilled, effect: onSignedUp });
  startListening({ matcher: authApi.endpoints.signUp.matchRejected, effect: onSignUpFailed });
}
