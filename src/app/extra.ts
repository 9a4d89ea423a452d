// Side effects the listeners use, injected through the listener middleware's `extra` so that tests
// pass fakes instead of mocking modules.
import { toast } from 'react-toastify';
import Cookies from 'js-cookie';

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

export interface AppExtra {
  toast: (kind: ToastKind, message: string, options?: { autoClose?: number }) => void;
  clock: { now(): number };
  cookies: {
    get(name: string): string | undefined;
    set(name: string, value: string): void;
    remove(name: string): void;
  };
  /** Full-page navigation (sign out, forced reloads). */
  navigate: (path: string) => void;
}

export const browserExtra: AppExtra = {
  toast: (kind, message, options) => {
    toast[kind](message, options);
  },
  clock: { now: () => Date.now() },
  cookies: {
    get: (name) => Cookies.get(name),
    set: (name, value) => {
      Cookies.set(name, value, { path: '/', sameSite: 'strict' });
    },
    remove: (name) => Cookies.remove(name, { path: '/' }),
  },
  navigate: (path) => window.location.assign(path),
};
