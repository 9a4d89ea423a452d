// The listener middleware and its types: workflows (sagas) live in each feature's listeners file. The
// store (store.ts) starts the log-in route's; the signed-in player's are added to the running store
// with `addAppListener` (playerListeners.ts), as Redux Toolkit documents for code loaded later. This
// file imports no feature, so the features' listeners can import its types without a circle.
import { addListener, type ListenerEffectAPI, type TypedStartListening, type UnsubscribeListener } from '@reduxjs/toolkit';
import type { AppDispatch, RootState } from './rootReducer';
import { makeTypedListenerMiddleware } from './typedListener';
import type { AppExtra } from './extra';

export type AppStartListening = TypedStartListening<RootState, AppDispatch, AppExtra>;
export type AppListenerApi = ListenerEffectAPI<RootState, AppDispatch, AppExtra>;

/** A listener middleware whose startListening knows the app's state, dispatch and extra. */
export function makeListenerMiddleware(extra: AppExtra) {
  return makeTypedListenerMiddleware<RootState, AppDispatch, AppExtra>(extra);
}

/** Dispatched to add a listener to a running store (a chunk loaded later, a component, a test). */
export const addAppListener = addListener.withTypes<RootState, AppDispatch, AppExtra>();

/**
 * A startListening that adds each listener through the store's dispatch (`addAppListener`): the
 * features' `add…Listeners(startListening)` functions work unchanged on a store made earlier.
 */
export function startListeningThrough(dispatch: AppDispatch): AppStartListening {
  // The listener middleware answers its add action with the listener's unsubscribe; AppDispatch's
  // type (spelled out in rootReducer.ts, before any middleware) does not know that.
  const add = (options: Parameters<typeof addAppListener>[0]) => dispatch(addAppListener(options)) as unknown as UnsubscribeListener;
  return add as unknown as AppStartListening;
}
