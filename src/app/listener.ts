// The listener middleware and its types: workflows (sagas) live in each feature's listeners file and
// are registered by the store (storeCore.ts: the log-in route's; playerListeners.ts: the signed-in
// player's, loaded with the shell). This file imports no feature, so the features' listeners can
// import its types without a circle.
import { addListener, createListenerMiddleware, type ListenerEffectAPI, type TypedStartListening } from '@reduxjs/toolkit';
import type { AppDispatch, RootState } from './rootReducer';
import type { AppExtra } from './extra';

export type AppStartListening = TypedStartListening<RootState, AppDispatch, AppExtra>;
export type AppListenerApi = ListenerEffectAPI<RootState, AppDispatch, AppExtra>;

/** A listener middleware whose startListening knows the app's state, dispatch and extra. */
export function makeListenerMiddleware(extra: AppExtra) {
  const listener = createListenerMiddleware({ extra });
  return {
    middleware: listener.middleware,
    startListening: listener.startListening.withTypes<RootState, AppDispatch, AppExtra>(),
  };
}

/** Dispatched to add a listener from outside the wiring (a component, a test). */
export const addAppListener = addListener.withTypes<RootState, AppDispatch, AppExtra>();

/** Each store's listener middleware, for the listeners registered after the store is made. */
const startListeningByStore = new WeakMap<object, AppStartListening>();

export function rememberStartListening(store: object, startListening: AppStartListening): void {
  startListeningByStore.set(store, startListening);
}

export function startListeningOf(store: object): AppStartListening {
  const startListening = startListeningByStore.get(store);
  if (!startListening) throw new Error('a store made without makeEntryStore has no listener middleware');
  return startListening;
}
