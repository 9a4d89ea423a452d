// The listener middleware: workflows (sagas) live in each feature's listeners file and are registered
// here (the log-in route's) and in playerListeners.ts (the signed-in player's, loaded with the shell).
import { createListenerMiddleware, type ListenerEffectAPI } from '@reduxjs/toolkit';
import type { AppDispatch, AppStore, RootState } from './storeCore';
import type { AppExtra } from './extra';
import { addAuthListeners } from '../features/auth/authListeners';

export type AppListenerMiddleware = ReturnType<typeof makeListenerMiddleware>;

export function makeListenerMiddleware(extra: AppExtra) {
  return createListenerMiddleware<RootState, AppDispatch, AppExtra>({ extra });
}

export type AppStartListening = AppListenerMiddleware['startListening'];
export type AppListenerApi = ListenerEffectAPI<RootState, AppDispatch, AppExtra>;

export function registerEntryListeners(startListening: AppStartListening): void {
  addAuthListeners(startListening);
}

/** Each store's listener middleware, for the listeners registered after the store is made. */
const startListeningByStore = new WeakMap<object, AppStartListening>();

export function rememberStartListening(store: object, startListening: AppStartListening): void {
  startListeningByStore.set(store, startListening);
}

export function startListeningOf(store: AppStore): AppStartListening {
  const startListening = startListeningByStore.get(store);
  if (!startListening) throw new Error('a store made without makeEntryStore has no listener middleware');
  return startListening;
}
