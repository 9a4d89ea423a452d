// Side effects of the console's listeners, injected through the listener middleware's `extra` (tests
// pass fakes). The OCR service is the player app's: the same tesseract.js files from our own server.
import type { OcrService, ToastKind } from '../../app/extra';
import { OCR_ASSET_PATHS } from '../../domain/contract/wallet';
import { getRuntimeConfig } from '../../app/runtimeConfig';

export interface AdminExtra {
  toast: (kind: ToastKind, message: string) => void;
  clock: { now(): number };
  /** Moves between console pages through the router once AdminApp has connected it. */
  navigate: (path: string) => void;
  /** Where the console is now (path and query), to come back to after a fresh log-in. */
  currentPath: () => string;
  /** Remembers who is signed in across reloads (the name only; the session is the httpOnly cookie). */
  storage: { get(key: string): string | null; set(key: string, value: string): void; remove(key: string): void };
  ocr: OcrService;
}

let routerNavigate: ((path: string) => void) | undefined;

export function connectAdminNavigation(navigate: (path: string) => void): void {
  routerNavigate = navigate;
}

export const browserAdminExtra: AdminExtra = {
  toast: (kind, message) => {
    void import(/* webpackChunkName: "toasts" */ 'react-toastify').then(({ toast }) => toast[kind](message));
  },
  clock: { now: () => Date.now() },
  navigate: (path) => (routerNavigate ? routerNavigate(path) : window.location.assign(path)),
  currentPath: () => window.location.pathname + window.location.search,
  storage: {
    get: (key) => window.localStorage.getItem(key),
    set: (key, value) => window.localStorage.setItem(key, value),
    remove: (key) => window.localStorage.removeItem(key),
  },
  ocr: {
    // The same chunk name as the player's deposit view: one 'slip-ocr' chunk, fetched on first use.
    readText: async (image, onProgress, signal) => {
      const { readSlipText } = await import(/* webpackChunkName: "slip-ocr" */ '../../features/wallet/tesseractOcr');
      const base = getRuntimeConfig().apiBase;
      const paths = {
        workerPath: base + OCR_ASSET_PATHS.workerPath,
        corePath: base + OCR_ASSET_PATHS.corePath,
        langPath: base + OCR_ASSET_PATHS.langPath,
      };
      return readSlipText(paths, image, onProgress, signal);
    },
  },
};
