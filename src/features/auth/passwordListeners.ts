// Change of password (spec §4, §8): the form checks the fields and dispatches passwordChangeSubmitted;
// this effect calls the server. The form shows the answer from the mutation's shared state
// (CHANGE_PASSWORD_CACHE_KEY); the sign-out 1 s after success is sessionListeners' signOutAfterPasswordChange.
import type { AppListenerApi, AppStartListening } from '../../app/listener';
import { authApi, CHANGE_PASSWORD_CACHE_KEY } from './authApi';
import { passwordChangeSubmitted } from './authSlice';

/** takeEvery: the form sends one change at a time (its button waits while one is in flight). */
export async function changePasswordWorkflow(action: ReturnType<typeof passwordChangeSubmitted>, api: AppListenerApi): Promise<void> {
  await api.dispatch(authApi.endpoints.changePassword.initiate(action.payload, { fixedCacheKey: CHANGE_PASSWORD_CACHE_KEY }));
}

export function addPasswordListeners(startListening: AppStartListening): void {
  startListening({ actionCreator: passwordChangeSubmitted, effect: changePasswordWorkflow });
}
