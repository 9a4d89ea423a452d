// Reading a deposit slip in the browser, for the player's deposit view and the console's queue alike.
// A dynamic import: tesseract.js is fetched only when a slip is first read (one 'slip-ocr' chunk), and
// every file it needs comes from our own server (design §8).
import { OCR_ASSET_PATHS } from '../domain/contract/wallet';
import { getRuntimeConfig } from './runtimeConfig';

export interface OcrService {
  /** Resolves with the text read; onProgress gets 0..1; rejects with an AbortError once signal aborts. */
  readText(image: Blob, onProgress: (fraction: number) => void, signal: AbortSignal): Promise<string>;
  /** Starts the reader ahead of the first slip (onProgress gets 0..1 as it loads); optional for fakes. */
  prepare?(onProgress: (fraction: number) => void): Promise<void>;
}

/** Where tesseract.js finds its worker, core and language data on our server. */
function assetPaths() {
  const base = getRuntimeConfig().apiBase;
  return {
    workerPath: base + OCR_ASSET_PATHS.workerPath,
    corePath: base + OCR_ASSET_PATHS.corePath,
    langPath: base + OCR_ASSET_PATHS.langPath,
  };
}

export const browserOcr: OcrService = {
  readText: async (image, onProgress, signal) => {
    const { readSlipText } = await import(/* webpackChunkName: "slip-ocr" */ '../features/wallet/tesseractOcr');
    return readSlipText(assetPaths(), image, onProgress, signal);
  },
  prepare: async (onProgress) => {
    const { warmSlipReader } = await import(/* webpackChunkName: "slip-ocr" */ '../features/wallet/tesseractOcr');
    await warmSlipReader(assetPaths(), onProgress);
  },
};
