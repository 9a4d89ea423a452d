// Side effects the listeners use, injected through the listener middleware's `extra` so that tests
// pass fakes instead of mocking modules.
import Cookies from 'js-cookie';
import type { OcrService } from './browserOcr';
import { wantToasts } from './toastHost';
import { showToast, type ToastKind } from '../ui/showToast';
import { drawableText } from '../ui/glyphs';
import { translateMessage } from '../i18n/runtime';

export type { ToastKind } from '../ui/showToast';

export interface AppExtra {
  toast: (kind: ToastKind, message: string, options?: { autoClose?: number }) => void;
  clock: { now(): number };
  cookies: {
    get(name: string): string | undefined;
    set(name: string, value: string): void;
    remove(name: string): void;
  };
  /** Go to another page: through the SPA router once App has connected it (so toasts and state
   *  survive), a full page load before that. */
  navigate: (path: string) => void;
  /** Reads the text of an image (the deposit slip). Optional only so that fakes which never read a
   *  slip need not provide it; the browser always has it. */
  ocr?: OcrService;
  /** Small per-device choices of a player (the slip's "accept any odds"). Optional for fakes. */
  preferences?: Preferences;
}

export interface Preferences {
  get(key: string): string | null;
  set(key: string, value: string): void;
}

export type { OcrService } from './browserOcr';

let routerNavigate: ((path: string) => void) | undefined;

/** App.tsx connects its router here, so listeners move between pages without reloading the app. */
export function connectRouterNavigation(navigate: (path: string) => void): void {
  routerNavigate = navigate;
}

export const browserExtra: AppExtra = {
  // react-toastify is its own chunk (see App.tsx); in order, since each import resolves in call order.
  toast: (kind, message, options) => {
    wantToasts();
    void import(/* webpackChunkName: "toasts" */ 'react-toastify').then(({ toast }) =>
      showToast(toast, kind, translateMessage(drawableText(message)), options),
    );
  },
  clock: { now: () => Date.now() },
  cookies: {
    get: (name) => Cookies.get(name),
    set: (name, value) => {
      Cookies.set(name, value, { path: '/', sameSite: 'strict' });
    },
    remove: (name) => Cookies.remove(name, { path: '/' }),
  },
  navigate: (path) => (routerNavigate ? routerNavigate(path) : window.location.assign(path)),
  // localStorage may be off (private mode, a full quota): the choice is then simply not remembered.
  preferences: {
    get: (key) => {
      try {
        return window.localStorage.getItem(key);
      } catch {
        return null;
      }
    },
    set: (key, value) => {
      try {
        window.localStorage.setItem(key, value);
      } catch {
        // not remembered
      }
    },
  },
  // The slip reader with its own chunk ('slip-ocr', with tesseract.js): nothing of it on the log-in route.
  ocr: {
    readText: async (image, onProgress, signal) =>
      (await import(/* webpackChunkName: "slip-ocr" */ './browserOcr')).browserOcr.readText(image, onProgress, signal),
    prepare: async (onProgress) => (await import(/* webpackChunkName: "slip-ocr" */ './browserOcr')).browserOcr.prepare?.(onProgress),
  },
};
