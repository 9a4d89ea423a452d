// The listener middleware: workflows (sagas) live in each feature's listeners file and are registered here.
import { createListenerMiddleware, type ListenerEffectAPI } from '@reduxjs/toolkit';
import type { AppDispatch, RootState } from './store';
import type { AppExtra } from './extra';
import { addAuthListeners } from '../features/auth/authListeners';
import { addWalletListeners } from '../features/wallet/walletListeners';
import { addBetslipListeners } from '../features/betslip/betslipListeners';
import { addMarketListeners } from '../features/market/marketListeners';

export type AppListenerMiddleware = ReturnType<typeof makeListenerMiddleware>;

export function makeListenerMiddleware(extra: AppExtra) {
  return createListenerMiddleware<RootState, AppDispatch, AppExtra>({ extra });
}

export type AppStartListening = AppListenerMiddleware['startListening'];
export type AppListenerApi = ListenerEffectAPI<RootState, AppDispatch, AppExtra>;

export function registerAppListeners(startListening: AppStartListening): void {
  addAuthListeners(startListening);
  addWalletListeners(startListening);
  addBetslipListeners(startListening);
  addMarketListeners(startListening);
}
