// The signed-in player's workflows (wallet, bet slip, market, a password change), added to the running store once the
// signed-in shell's chunk loads (src/features/layout/Shell.tsx): none of them can start on the log-in
// page, and leaving them out of the entry chunk keeps the log-in route within its JavaScript budget.
import { startListeningThrough } from './listener';
import type { AppDispatch, RootState } from './rootReducer';
import { playerWorkflowsAdded } from './workflowsSlice';
import { addWalletListeners } from '../features/wallet/walletListeners';
import { addBetslipListeners } from '../features/betslip/betslipListeners';
import { addMarketListeners } from '../features/market/marketListeners';
import { addPasswordListeners } from '../features/auth/passwordListeners';

interface RunningStore {
  dispatch: AppDispatch;
  getState: () => RootState;
}

/** Adds the player's workflows to the store, once. */
export function addPlayerWorkflows(store: RunningStore): void {
  if (store.getState().workflows.player) return;
  store.dispatch(playerWorkflowsAdded());
  const startListening = startListeningThrough(store.dispatch);
  addWalletListeners(startListening);
  addBetslipListeners(startListening);
  addMarketListeners(startListening);
  addPasswordListeners(startListening);
}
