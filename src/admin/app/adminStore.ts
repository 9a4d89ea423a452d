// makeAdminStore: the console's store (design §10), separate from the player app's makeStore. index.tsx
// makes the console's; each test makes its own. DevTools get the player app's sanitizer.
import { combineSlices, configureStore, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { actionSanitizer, stateSanitizer } from '../../app/devtoolsSanitizer';
import { adminApi } from '../api/adminApi';
import { sessionSlice } from '../features/session/sessionSlice';
import { decisionsSlice } from '../features/requests/decisionsSlice';
import { settlementSlice } from '../features/settlement/settlementSlice';
import { playerActionsSlice } from '../features/players/playerActionsSlice';
import { marketControlSlice } from '../features/risk/marketControlSlice';
import { browserAdminExtra, type AdminExtra } from './adminExtra';
import { makeAdminListenerMiddleware, registerAdminListeners } from './adminListener';

export const adminRootReducer = combineSlices(adminApi, sessionSlice, decisionsSlice, settlementSlice, playerActionsSlice, marketControlSlice);

export type AdminRootState = ReturnType<typeof adminRootReducer>;

export function makeAdminStore(options: { preloadedState?: Partial<AdminRootState>; extra?: AdminExtra } = {}) {
  const listener = makeAdminListenerMiddleware(options.extra ?? browserAdminExtra);
  const store = configureStore({
    reducer: adminRootReducer,
    preloadedState: options.preloadedState,
    middleware: (getDefault) => getDefault().prepend(listener.middleware).concat(adminApi.middleware),
    devTools: { name: 'Exchange console', actionSanitizer, stateSanitizer },
  });
  registerAdminListeners(listener.startListening as never);
  setupListeners(store.dispatch);
  return store;
}

export type AdminStore = ReturnType<typeof makeAdminStore>;
export type AdminDispatch = ThunkDispatch<AdminRootState, unknown, UnknownAction>;
