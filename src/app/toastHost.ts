// Whether the toast container is needed yet. react-toastify (its own chunk, ~9 KB brotli) loads when
// the first toast is raised rather than with the first page, so the log-in page stays inside its
// wire budget; toasts raised before the container mounts are queued by react-toastify.
import { useSyncExternalStore } from 'react';

let wanted = false;
const listeners = new Set<() => void>();

/** Called by whatever raises a toast, before it imports react-toastify. */
export function wantToasts(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useToastsWanted = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => wanted,
    () => wanted,
  );
