// What Redux DevTools may show. The DevTools are on in production too, so that support staff can see
// what a player's page holds (docs/operator-guide.md): passwords and keys are blanked, a player's
// personal data (UTR, account numbers, UPI id, phone, account holder) is masked to its last four
// characters, and the odds poll's actions (600 ms) are left out of the log so the actions that
// matter are not pushed out of it.
import type { Action } from '@reduxjs/toolkit';
import type { DevToolsEnhancerOptions } from '@reduxjs/toolkit';

const SECRET_KEYS = /^(pass|password|oldPassword|newPassword|confirmPassword|loginCookieKey|payloadKey|key|secret)$/i;
const PERSONAL_KEYS =
  /^(utr|utrNo|accountNumber|accountNo|withdrawAccountNumber|upiId|withdrawUpiId|phone|mobile|withdrawPhone|accountHolder|withdrawAccountHolder)$/i;

/** Enough of a value to match it with what the player reads out, not enough to use it. */
export function maskPersonal(value: unknown): unknown {
  if (typeof value !== 'string' && typeof value !== 'number') return value;
  const text = String(value);
  return text.length <= 4 ? '••••' : `••••${text.slice(-4)}`;
}

export function redactSecrets<T>(value: T, depth = 0): T {
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => redactSecrets(v, depth + 1)) as T;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    if (SECRET_KEYS.test(k) && v !== undefined) out[k] = '[hidden]';
    else if (PERSONAL_KEYS.test(k)) out[k] = maskPersonal(v);
    else out[k] = redactSecrets(v, depth + 1);
  }
  return out as T;
}

export const actionSanitizer = <A extends Action>(action: A): A => redactSecrets(action);
export const stateSanitizer = <S>(state: S): S => redactSecrets(state);

/** RTK Query endpoints polled faster than anyone reads: the match page's odds, every 600 ms. */
const POLLED_ENDPOINTS = new Set(['checkGetMatchOdds']);
/** The slice action each odds answer dispatches. */
const POLLED_ACTIONS = ['^market/oddsTicked$'];

interface QueryMeta {
  meta?: { arg?: { endpointName?: unknown } };
}

/** False for the odds poll's own actions (RTK Query's pending and fulfilled of a polled endpoint). */
export function isLogged(_state: unknown, action: Action): boolean {
  const endpoint = (action as QueryMeta).meta?.arg?.endpointName;
  return !(typeof endpoint === 'string' && POLLED_ENDPOINTS.has(endpoint));
}

/** Actions kept in the DevTools' log (the default, 50, is half a minute of an open match page's ticks before they were left out). */
export const DEVTOOLS_MAX_AGE = 200;

export function devToolsOptions(name: string): DevToolsEnhancerOptions {
  return { name, actionSanitizer, stateSanitizer, actionsDenylist: POLLED_ACTIONS, predicate: isLogged, maxAge: DEVTOOLS_MAX_AGE };
}
