// The console's listener middleware: each feature's workflows are registered here.
import { createListenerMiddleware, type ListenerEffectAPI } from '@reduxjs/toolkit';
import type { AdminDispatch, AdminRootState } from './adminStore';
import type { AdminExtra } from './adminExtra';
import { addSessionListeners } from '../features/session/sessionListeners';
import { addDecisionListeners } from '../features/requests/decisionListeners';
import { addSlipOcrListeners } from '../features/requests/slipOcrListeners';
import { addSettlementListeners } from '../features/settlement/settlementListeners';
import { addPlayerListeners } from '../features/players/playerListeners';
import { addMarketControlListeners } from '../features/risk/marketControlListeners';

export function makeAdminListenerMiddleware(extra: AdminExtra) {
  return createListenerMiddleware<AdminRootState, AdminDispatch, AdminExtra>({ extra });
}

export type AdminStartListening = ReturnType<typeof makeAdminListenerMiddleware>['startListening'];
export type AdminListenerApi = ListenerEffectAPI<AdminRootState, AdminDispatch, AdminExtra>;

export function registerAdminListeners(startListening: AdminStartListening): void {
  addSessionListeners(startListening);
  addDecisionListeners(startListening);
  addSlipOcrListeners(startListening);
  addSettlementListeners(startListening);
  addPlayerListeners(startListening);
  addMarketControlListeners(startListening);
}
