// The signed-in player's workflows (wallet, bet slip, market), registered on the store once the
// signed-in shell's chunk loads (src/features/layout/Shell.tsx): none of them can start on the log-in
// page, and leaving them out of the entry chunk keeps the log-in route within its JavaScript budget.
import { startListeningOf } from './listener';
import { addWalletListeners } from '../features/wallet/walletListeners';
import { addBetslipListeners } from '../features/betslip/betslipListeners';
import { addMarketListeners } from '../features/market/marketListeners';

/** Stores that have them: some listeners' matchers are made per call, so a second registration would
 * not be recognised as the same listener by the middleware and each action would run twice. */
const registered = new WeakSet<object>();

export function registerPlayerListeners(store: object): void {
  if (registered.has(store)) return;
  const startListening = startListeningOf(store);
  registered.add(store);
  addWalletListeners(startListening);
  addBetslipListeners(startListening);
  addMarketListeners(startListening);
}
