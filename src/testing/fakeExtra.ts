// Fakes for the listener middleware's `extra`: they record what a player would have seen.
import type { AppExtra, ToastKind } from '../app/extra';

export interface FakeExtra extends AppExtra {
  toasts: Array<{ kind: ToastKind; message: string }>;
  jar: Map<string, string>;
  visited: string[];
  /** What preferences.set stored (the slip's "accept any odds"). */
  prefs: Map<string, string>;
}

export function makeFakeExtra(now = Date.UTC(2025, 0, 15, 10, 0, 0)): FakeExtra {
  const toasts: FakeExtra['toasts'] = [];
  const jar = new Map<string, string>();
  const visited: string[] = [];
  const prefs = new Map<string, string>();
  return {
    toasts,
    jar,
    visited,
    toast: (kind, message) => {
      toasts.push({ kind, message });
    },
    clock: { now: () => now },
    cookies: {
      get: (name) => jar.get(name),
      set: (name, value) => {
        jar.set(name, value);
      },
      remove: (name) => {
        jar.delete(name);
      },
    },
    navigate: (path) => {
      visited.push(path);
    },
    preferences: {
      get: (key) => prefs.get(key) ?? null,
      set: (key, value) => {
        prefs.set(key, value);
      },
    },
    prefs,
  };
}
