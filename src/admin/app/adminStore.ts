// makeAdminStore: the console's store (design §10), separate from the player app's makeStore. index.tsx
// makes the console's; each test makes its own. DevTools get the player app's sanitizer.
import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { devToolsOptions } from '../../app/devtoolsSanitizer';
import { adminApi } from '../api/adminApi';
import { addSessionListeners } from '../features/session/sessionListeners';
import { addDecisionListeners } from '../features/requests/decisionListeners';
import { addSlipOcrListeners } from '../features/requests/slipOcrListeners';
import { addSettlementListeners } from '../features/settlement/settlementListeners';
import { addSettingsListeners } from '../features/settings/settingsListeners';
import { addPlayerListeners } from '../features/players/playerListeners';
import { addMarketControlListeners } from '../features/risk/marketControlListeners';
import { browserAdminExtra, type AdminExtra } from './adminExtra';
import { makeAdminListenerMiddleware, type AdminStartListening } from './adminListener';
import { adminRootReducer, type AdminRootState } from './adminRootReducer';

export { adminRootReducer } from './adminRootReducer';
export type { AdminDispatch, AdminRootState } from './adminRootReducer';

function registerAdminListeners(startListening: AdminStartListening): void {
  addSessionListeners(startListening);
  addDecisionListeners(startListening);
  addSlipOcrListeners(startListening);
  addSettlementListeners(startListening);
  addSettingsListeners(startListening);
  addPlayerListeners(startListening);
  addMarketControlListeners(startListening);
}

export function makeAdminStore(options: { preloadedState?: Partial<AdminRootState>; extra?: AdminExtra } = {}) {
  const listener = makeAdminListenerMiddleware(options.extra ?? browserAdminExtra);
  const store = configureStore({
    reducer: adminRootReducer,
    preloadedState: options.preloadedState,
    middleware: (getDefault) => getDefault().prepend(listener.middleware).concat(adminApi.middleware),
    devTools: devToolsOptions('Exchange console'),
  });
  registerAdminListeners(listener.startListening);
  setupListeners(store.dispatch);
  return store;
}

export type AdminStore = ReturnType<typeof makeAdminStore>;
