// The store as the log-in page needs it: every slice's reducer, RTK Query, and the listeners of the
// log-in and session workflows. The player's other workflows (wallet, slip, market) are registered
// later, by the signed-in shell (src/app/playerListeners.ts), so their code is not part of the log-in
// route's JavaScript (issue 18's 150 KB budget). makeStore (store.ts) registers everything at once.
import { combineSlices, configureStore, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi } from '../api/baseApi';
import { authSlice } from '../features/auth/authSlice';
import { walletSlice } from '../features/wallet/walletSlice';
import { betslipSlice } from '../features/betslip/betslipSlice';
import { marketSlice } from '../features/market/marketSlice';
import { browserExtra, type AppExtra } from './extra';
import { makeListenerMiddleware, registerEntryListeners, rememberStartListening } from './listener';
import { actionSanitizer, stateSanitizer } from './devtoolsSanitizer';

export const rootReducer = combineSlices(baseApi, authSlice, walletSlice, betslipSlice, marketSlice);

export type RootState = ReturnType<typeof rootReducer>;

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
    devTools: { actionSanitizer, stateSanitizer },
  });
  registerEntryListeners(listener.startListening as never);
  rememberStartListening(store, listener.startListening as never);
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeEntryStore>;
// Spelled out rather than inferred from makeStore: the listener types need it before the store exists.
export type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;
