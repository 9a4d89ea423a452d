// Registers the service worker (src/sw/sw.ts, built to /sw.js) in production builds, and offers a new
// version with a toast: "A new version is available" and a Reload button. The new worker takes over
// only when the player presses it (never in the middle of a bet); the page then reloads once.
import { createElement } from 'react';
import { wantToasts } from './toastHost';

export const SW_URL = '/sw.js';
/** An open page looks for a new version when it becomes visible again, at most this often. */
const CHECK_EVERY_MS = 15 * 60_000;

function offerReload(waiting: ServiceWorker): void {
  wantToasts();
  void import(/* webpackChunkName: "toasts" */ 'react-toastify').then(({ toast }) => {
    const reload = () => waiting.postMessage({ type: 'SKIP_WAITING' });
    toast.info(
      createElement(
        'span',
        null,
        'A new version is available. ',
        createElement('button', { type: 'button', onClick: reload, style: { marginLeft: 8, fontWeight: 700 } }, 'Reload'),
      ),
      { toastId: 'new-version', autoClose: false, closeOnClick: false },
    );
  });
}

function watch(registration: ServiceWorkerRegistration): void {
  // A worker already waiting (found on an earlier visit) is offered at once.
  if (registration.waiting && navigator.serviceWorker.controller) offerReload(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      // With no controller this is the first install: nothing old to replace.
      if (installing.state === 'installed' && navigator.serviceWorker.controller) offerReload(installing);
    });
  });
  let lastCheck = Date.now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || Date.now() - lastCheck < CHECK_EVERY_MS) return;
    lastCheck = Date.now();
    void registration.update().catch(() => undefined);
  });
}

export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  let reloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    // Only an update the player accepted changes the controller of a controlled page.
    if (reloading) return;
    reloading = true;
    window.location.reload();
  });
  // After the page has loaded, so registering competes with nothing the first paint needs.
  window.addEventListener('load', () => {
    navigator.serviceWorker.register(SW_URL).then(watch, () => undefined);
  });
}
