// Reading the UTR from the chosen slip (spec §5, design §8): the OCR runs in the browser through
// `extra.ocr`; 'UTR' followed by 8 to 16 digits fills the transaction id field, and the amount the
// slip shows is kept to check the typed amount against (and sent beside the request). No UTR on the slip
// toasts the spec's 'Transaction Id not found' (§8; the field's note gives §5's longer advice); a
// read that fails, 'Error extracting UTR'.
import { isAnyOf, type UnknownAction } from '@reduxjs/toolkit';
import type { AppListenerApi, AppStartListening } from '../../../app/listener';
import { UTR_PATTERN } from '../../../domain/constants';
import { MSG } from '../../../domain/messages';
import { walletActions } from '../walletSlice';
import { forgetSlip, isHeic, slipFile } from '../slipFiles';
import { walletToast } from './walletToast';
import { findSlipAmount } from '../slipAmount';

const { slipSelected, slipRemoved, walletClosed, ocrStarted, ocrProgressed, ocrFinished, ocrFailed, slipReaderWanted, slipReaderWarming } =
  walletActions;

export function findUtr(text: string): string | null {
  return UTR_PATTERN.exec(text)?.[1] ?? null;
}

/**
 * takeLatest (cancelActiveListeners): a newer slip, removing the slip or leaving the page cancels the
 * read in flight;
 * `api.signal` goes to the OCR service so it stops its worker at once.
 */
export async function readSlipWorkflow(action: UnknownAction, api: AppListenerApi): Promise<void> {
  api.cancelActiveListeners();
  if (walletClosed.match(action)) return;
  const previous = (api.getOriginalState().wallet.deposit.slip ?? null)?.url;
  if (previous && previous !== (slipSelected.match(action) ? action.payload.url : undefined)) forgetSlip(previous);
  if (!slipSelected.match(action)) return;

  const file = slipFile(action.payload.url);
  if (!file) return;
  if (isHeic(action.payload)) {
    // A browser cannot decode HEIC: the player types the transaction id.
    api.dispatch(ocrFinished({ utr: null }));
    walletToast(api, 'warning', MSG.transactionIdNotFound);
    return;
  }
  const ocr = api.extra.ocr;
  api.dispatch(ocrStarted());
  try {
    if (!ocr) throw new Error('No OCR service');
    const onProgress = (fraction: number) => {
      if (!api.signal.aborted) api.dispatch(ocrProgressed(fraction));
    };
    const text = await api.pause(ocr.readText(file, onProgress, api.signal));
    const utr = findUtr(text);
    api.dispatch(ocrFinished({ utr, amount: findSlipAmount(text) }));
    if (!utr) walletToast(api, 'warning', MSG.transactionIdNotFound);
  } catch (error) {
    if (api.signal.aborted) return;
    console.error('Slip reading failed', error);
    api.dispatch(ocrFailed());
    walletToast(api, 'error', MSG.utrExtractError);
  }
}

/** takeLeading: the deposit page's slip upload is on screen; the reader starts once and reports its loading. */
export async function warmSlipReader(_action: UnknownAction, api: AppListenerApi): Promise<void> {
  const prepare = api.extra.ocr?.prepare;
  if (!prepare || api.getState().wallet.ocrWarm >= 1) return;
  try {
    await prepare((fraction) => api.dispatch(slipReaderWarming(fraction)));
  } catch (error) {
    // The first slip's read starts it again and says so if it fails: nothing to tell the player yet,
    // and the loading line goes away.
    console.error('The slip reader could not be started ahead', error);
    api.dispatch(slipReaderWarming(1));
  }
}

export function addSlipOcrListeners(startListening: AppStartListening): void {
  startListening({ matcher: isAnyOf(slipSelected, slipRemoved, walletClosed), effect: readSlipWorkflow });
  startListening({ actionCreator: slipReaderWanted, effect: warmSlipReader });
}
