// Reads the UTR and the payee from each deposit slip the queue fetched, in the browser with
// tesseract.js (the player deposit view's files and pattern, design §8), so the clerk sees at once
// whether it matches the UTR the player typed and whether the slip was paid to the merchant account
// the player named. One slip at a time: each read starts a WebAssembly worker.
import type { AdminListenerApi, AdminStartListening } from '../../app/adminListener';
import { UTR_PATTERN } from '../../../domain/constants';
import { readSlipPayee } from '../../../domain/slipPayee';
import { requestsApi } from './requestsApi';
import { decisionsActions, selectOcr } from './decisionsSlice';
import { slipBlob } from './slipStore';

/** 'UTR' followed by 8 to 16 digits, as the player's deposit view reads it. */
export const findUtr = (text: string): string | null => UTR_PATTERN.exec(text)?.[1] ?? null;

const { ocrStarted, ocrProgressed, ocrFinished, ocrFailed } = decisionsActions;

export function addSlipOcrListeners(startListening: AdminStartListening): void {
  // A queue per store: each read waits for the one before it.
  let queue: Promise<void> = Promise.resolve();

  /** fork-like: every fetched slip is read once, in arrival order. */
  async function readSlip(id: number, url: string, api: AdminListenerApi): Promise<void> {
    if (selectOcr(api.getState(), id)) return;
    const blob = slipBlob(url);
    if (!blob) return;
    api.dispatch(ocrStarted({ id }));
    const previous = queue;
    let done!: () => void;
    queue = new Promise((resolve) => (done = resolve));
    try {
      await previous;
      const controller = new AbortController();
      const text = await api.extra.ocr.readText(blob, (progress) => api.dispatch(ocrProgressed({ id, progress })), controller.signal);
      api.dispatch(ocrFinished({ id, utr: findUtr(text), payee: readSlipPayee(text) }));
    } catch (error) {
      console.error('Slip reading failed', error);
      api.dispatch(ocrFailed({ id }));
    } finally {
      done();
    }
  }

  startListening({
    matcher: requestsApi.endpoints.slip.matchFulfilled,
    effect: (action, api) => readSlip(action.meta.arg.originalArgs, action.payload, api),
  });
}
