// The console's test kit: a real store (makeAdminStore) with fake side effects that record what the
// operator would have seen (toasts, pages visited), and an OCR that "reads" the text inside the Blob.
import type { ToastKind } from '../../app/extra';
import { makeAdminStore } from '../app/adminStore';
import type { AdminExtra } from '../app/adminExtra';
import { OPERATOR_STORAGE_KEY } from '../app/adminPaths';
import { sessionActions } from '../features/session/sessionSlice';
import { blobText } from '../../testing/blobText';

export interface FakeAdminExtra extends AdminExtra {
  toasts: Array<{ kind: ToastKind; message: string }>;
  visited: string[];
  stored: Map<string, string>;
  ocrReads: number;
  here: string;
  /** The fake clock's time: tests move it on. */
  nowMs: number;
}

export function makeFakeAdminExtra(): FakeAdminExtra {
  const stored = new Map<string, string>();
  const extra: FakeAdminExtra = {
    toasts: [],
    visited: [],
    stored,
    ocrReads: 0,
    here: '/admin/deposits',
    nowMs: Date.UTC(2026, 10, 25, 6, 0, 0),
    toast: (kind, message) => {
      extra.toasts.push({ kind, message });
    },
    clock: { now: () => extra.nowMs },
    navigate: (path) => {
      extra.visited.push(path);
    },
    currentPath: () => extra.here,
    storage: {
      get: (key) => stored.get(key) ?? null,
      set: (key, value) => {
        stored.set(key, value);
      },
      remove: (key) => {
        stored.delete(key);
      },
    },
    ocr: {
      readText: async (image, onProgress) => {
        extra.ocrReads += 1;
        onProgress(0.5);
        return blobText(image);
      },
    },
  };
  return extra;
}

/** A store with the operator signed in (as after a log-in), and its fake extra. */
export function signedInStore(extra = makeFakeAdminExtra()) {
  const store = makeAdminStore({ extra });
  extra.stored.set(OPERATOR_STORAGE_KEY, 'operator');
  store.dispatch(sessionActions.sessionRestored('operator'));
  return { store, extra };
}

/** jsdom has no object URLs; the slip store needs them. */
export function installObjectUrls(): void {
  let n = 0;
  if (!URL.createObjectURL) URL.createObjectURL = () => `blob:test/${++n}`;
  if (!URL.revokeObjectURL) URL.revokeObjectURL = () => undefined;
}

/** Waits for a condition over the store (RTK Query and listeners resolve over several ticks). */
export async function until(check: () => boolean, what: string, ms = 2000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}
