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
  /** Go to another page: through the SPA router once App has connected it (so toasts and state
   *  survive), a full page load before that. */
  navigate: (path: string) => void;
}

let routerNavigate: ((path: string) => void) | undefined;

/** App.tsx connects its router here, so listeners move between pages without reloading the app. */
export function connectRouterNavigation(navigate: (path: string) => void): void {
  routerNavigate = navigate;
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
  navigate: (path) => (routerNavigate ? routerNavigate(path) : window.location.assign(path)),
};
