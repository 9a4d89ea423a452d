// makeStore: the player app's one store, for the browser and for tests alike. It holds every slice's
// reducer, RTK Query and the listener middleware with the log-in and session workflows. The signed-in
// player's other workflows (wallet, slip, market) join it later through `addAppListener`, from the
// shell's own chunk (playerListeners.ts), so the log-in route's JavaScript leaves them out (the
// 150 KB budget). Tests add them the way the shell does (src/testing/playerStore.ts).
import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi } from '../api/baseApi';
import { addAuthListeners } from '../features/auth/authListeners';
import { browserExtra, type AppExtra } from './extra';
import { makeListenerMiddleware } from './listener';
import { rootReducer, type RootState } from './rootReducer';
import { devToolsOptions } from './devtoolsSanitizer';

export { rootReducer } from './rootReducer';
export type { AppDispatch, RootState } from './rootReducer';

export interface StoreOptions {
  preloadedState?: Partial<RootState>;
  extra?: AppExtra;
}

export function makeStore(options: StoreOptions = {}) {
  const listener = makeListenerMiddleware(options.extra ?? browserExtra);
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: options.preloadedState,
    middleware: (getDefault) => getDefault().prepend(listener.middleware).concat(baseApi.middleware),
    devTools: devToolsOptions('Exchange'),
  });
  addAuthListeners(listener.startListening);
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
