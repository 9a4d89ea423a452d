// Is the app reaching the server? Offline when the browser says so (navigator.onLine false, the
// 'offline' event) or when the last call failed without an answer (a dropped mobile connection the
// browser does not notice: fetch rejects, RTK Query's FETCH_ERROR); back online with the 'online'
// event or the next call that is answered. The match page polls its odds every second, so a
// connection that comes back is seen within a second. Read by the offline banner and the slip.
import { useSyncExternalStore } from 'react';

let browserOnline = typeof navigator === 'undefined' ? true : navigator.onLine !== false;
let lastCallFailed = false;
const listeners = new Set<() => void>();

const current = () => browserOnline && !lastCallFailed;

function update(change: () => void): void {
  const before = current();
  change();
  if (current() !== before) for (const listener of listeners) listener();
}

/** A call got no answer at all (not an HTTP error: the server never replied). */
export const callFailed = (): void => update(() => (lastCallFailed = true));
/** A call was answered (any HTTP status). */
export const callAnswered = (): void => {
  if (lastCallFailed) update(() => (lastCallFailed = false));
};

if (typeof window !== 'undefined') {
  window.addEventListener('offline', () => update(() => (browserOnline = false)));
  window.addEventListener('online', () =>
    update(() => {
      browserOnline = true;
      lastCallFailed = false;
    }),
  );
}

export const isOnline = (): boolean => current();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useOnline = (): boolean => useSyncExternalStore(subscribe, current, current);
