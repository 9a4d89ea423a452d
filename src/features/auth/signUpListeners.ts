// Sign-up (spec §8): the page checks the fields and dispatches signUpSubmitted; these effects call the
// server and act on its answer. The page shows a taken name under the field itself.
import type { AppListenerApi, AppStartListening } from '../../app/listener';
import { httpStatusOf, isNetworkError } from '../../api/errors';
import { MSG } from '../../domain/messages';
import { ERROR_TOAST } from './toastTimes';
import { authApi, SIGN_UP_CACHE_KEY } from './authApi';
import { signUpSubmitted } from './authSlice';
import { phoneRefusalOf } from './phoneRefusal';

/** takeEvery: the page sends one sign-up at a time (its button waits while one is in flight). */
export async function signUpWorkflow(action: ReturnType<typeof signUpSubmitted>, api: AppListenerApi): Promise<void> {
  await api.dispatch(authApi.endpoints.signUp.initiate(action.payload, { fixedCacheKey: SIGN_UP_CACHE_KEY }));
}

/** takeEvery: the account exists; the player logs in with it. */
export function onSignedUp(_action: unknown, api: AppListenerApi): void {
  api.extra.toast('success', MSG.signUpSuccess);
  api.extra.navigate('/login');
}

/**
 * takeEvery: 409 is shown by the page (a taken name under User Name, a registered number under Your
 * Mobile), and so is 403 (the number's account is on a time-out or self-exclusion); the rest are toasts.
 */
export function onSignUpFailed(action: { payload?: unknown; error: unknown }, api: AppListenerApi): void {
  const error = action.payload ?? action.error;
  if (httpStatusOf(error) === 409 || phoneRefusalOf(error)) return;
  api.extra.toast('error', isNetworkError(error) ? MSG.signUpUnavailable : MSG.tryAgainLater, ERROR_TOAST);
}

export function addSignUpListeners(startListening: AppStartListening): void {
  startListening({ actionCreator: signUpSubmitted, effect: signUpWorkflow });
  startListening({ matcher: authApi.endpoints.signUp.matchFulfilled, effect: onSignedUp });
  startListening({ matcher: authApi.endpoints.signUp.matchRejected, effect: onSignUpFailed });
}
