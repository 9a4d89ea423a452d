// One toast per message: a message already on screen is replaced (its text, kind and timer renewed)
// rather than stacked under itself, as a repeated refusal or a poll failing twice would otherwise
// do. The message is the toast's id (react-toastify's toastId).
import type { ToastOptions, TypeOptions, toast as toastApi } from 'react-toastify';

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

export function showToast(toast: typeof toastApi, kind: ToastKind, message: string, options: { autoClose?: number } = {}): void {
  const toastId = message;
  if (toast.isActive(toastId)) {
    toast.update(toastId, { render: message, type: kind as TypeOptions, ...options });
    return;
  }
  const full: ToastOptions = { ...options, toastId };
  toast[kind](message, full);
}
