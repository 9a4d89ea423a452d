// makeStore: the one place a store is made. index.tsx makes the app's; each test makes its own.
import { combineSlices, configureStore, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi } from '../api/baseApi';
import { authSlice } from '../features/auth/authSlice';
import { walletSlice } from '../features/wallet/walletSlice';
import { betslipSlice } from '../features/betslip/betslipSlice';
import { marketSlice } from '../features/market/marketSlice';
import { browserExtra, type AppExtra } from './extra';
import { makeListenerMiddleware, registerAppListeners } from './listener';
import { actionSanitizer, stateSanitizer } from './devtoolsSanitizer';

export const rootReducer = combineSlices(baseApi, authSlice, walletSlice, betslipSlice, marketSlice);

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(options: { preloadedState?: Partial<RootState>; extra?: AppExtra } = {}) {
  const listener = makeListenerMiddleware(options.extra ?? browserExtra);
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: options.preloadedState,
    middleware: (getDefault) => getDefault().prepend(listener.middleware).concat(baseApi.middleware),
    devTools: { actionSanitizer, stateSanitizer },
  });
  registerAppListeners(listener.startListening as never);
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
// Spelled out rather than inferred from makeStore: the listener types need it before the store exists.
export type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;
