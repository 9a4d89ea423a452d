// Toasts in the wallet area stay 1.5 s (spec §9), shorter than the app's default.
import type { AppListenerApi } from '../../../app/listener';
import type { ToastKind } from '../../../app/extra';

export const WALLET_TOAST_MS = 1500;

export function walletToast(api: Pick<AppListenerApi, 'extra'>, kind: ToastKind, message: string): void {
  api.extra.toast(kind, message, { autoClose: WALLET_TOAST_MS });
}
