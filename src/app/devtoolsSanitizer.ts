// Redux DevTools sees every action and state: passwords and keys are blanked before they get there.
import type { Action } from '@reduxjs/toolkit';

const SECRET_KEYS = /^(pass|password|oldPassword|newPassword|confirmPassword|loginCookieKey|payloadKey|key|secret)$/i;

export function redactSecrets<T>(value: T, depth = 0): T {
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => redactSecrets(v, depth + 1)) as T;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    out[k] = SECRET_KEYS.test(k) && v !== undefined ? '[hidden]' : redactSecrets(v, depth + 1);
  }
  return out as T;
}

export const actionSanitizer = <A extends Action>(action: A): A => redactSecrets(action);
export const stateSanitizer = <S>(state: S): S => redactSecrets(state);
