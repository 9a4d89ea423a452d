// A deposit or withdrawal request of spec §4: the form's submitting flag is held while the
// request is in flight, a refusal says why, and only a sent request toasts 'Request sent'.
import type { UnknownAction } from '@reduxjs/toolkit';
import type { AppListenerApi } from '../../../app/listener';
import { MSG } from '../../../domain/messages';
import { walletToast } from './walletToast';

export interface WalletRequest {
  /** The form's submitting flag (the button stays pressed while true). */
  submitting: (on: boolean) => UnknownAction;
  send: () => Promise<{ error: unknown } | { data: unknown }>;
  /** What the toast says when the request is refused or fails. */
  failure: (error: unknown) => string;
  /** After the success toast: clear the form. */
  sent: () => void;
}

export async function sendWalletRequest(api: AppListenerApi, request: WalletRequest): Promise<void> {
  api.dispatch(request.submitting(true));
  try {
    const result = await request.send();
    if ('error' in result) {
      walletToast(api, 'error', request.failure(result.error));
      return;
    }
    walletToast(api, 'success', MSG.requestSent);
    request.sent();
  } finally {
    api.dispatch(request.submitting(false));
  }
}
