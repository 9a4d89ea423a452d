// Every wallet workflow, registered in one place (app/listener.ts calls addWalletListeners).
import type { AppStartListening } from '../../app/listener';
import { addAccountListeners } from './listeners/accountListeners';
import { addDepositListeners } from './listeners/depositListeners';
import { addSlipOcrListeners } from './listeners/slipOcrListeners';
import { addWithdrawListeners } from './listeners/withdrawListeners';

export function addWalletListeners(startListening: AppStartListening): void {
  addDepositListeners(startListening);
  addSlipOcrListeners(startListening);
  addWithdrawListeners(startListening);
  addAccountListeners(startListening);
}
