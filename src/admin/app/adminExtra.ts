// Side effects of the console's listeners, injected through the listener middleware's `extra` (tests
// pass fakes). The OCR service is the player app's: the same tesseract.js files from our own server.
import type { ToastKind } from '../../app/extra';
import { browserOcr, type OcrService } from '../../app/browserOcr';

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
  ocr: browserOcr,
};
