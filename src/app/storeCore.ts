// The store as the log-in page needs it: every slice's reducer, RTK Query, and the listeners of the
// log-in and session workflows. The player's other workflows (wallet, slip, market) are registered
// later, by the signed-in shell (src/app/playerListeners.ts), so their code is not part of the log-in
// route's JavaScript (the 150 KB budget). makeStore (store.ts) registers everything at once.
import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi } from '../api/baseApi';
import { addAuthListeners } from '../features/auth/authListeners';
import { browserExtra, type AppExtra } from './extra';
import { makeListenerMiddleware, rememberStartListening } from './listener';
import { rootReducer, type RootState } from './rootReducer';
import { devToolsOptions } from './devtoolsSanitizer';

export { rootReducer } from './rootReducer';
export type { AppDispatch, RootState } from './rootReducer';

export interface StoreOptions {
  preloadedState?: Partial<RootState>;
  extra?: AppExtra;
}

/** The store with the log-in route's listeners only (index.tsx). */
export function makeEntryStore(options: StoreOptions = {}) {
  const listener = makeListenerMiddleware(options.extra ?? browserExtra);
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: options.preloadedState,
    middleware: (getDefault) => getDefault().prepend(listener.middleware).concat(baseApi.middleware),
    devTools: devToolsOptions('Exchange'),
  });
  // The log-in and session workflows; the player's others come with the shell (playerListeners.ts).
  addAuthListeners(listener.startListening);
  rememberStartListening(store, listener.startListening);
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeEntryStore>;
