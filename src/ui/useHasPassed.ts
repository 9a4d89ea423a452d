// Whether a moment (an ISO date plus an offset) has passed, flipping exactly when it does: a timer is
// set for that moment instead of re-rendering on a clock.
import { useEffect, useState } from 'react';

/** setTimeout cannot wait longer than this (about 24.8 days); longer waits re-arm. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

export function useHasPassed(iso: string | undefined, offsetMs = 0): boolean {
  const at = iso ? Date.parse(iso) + offsetMs : Number.NaN;
  const [passed, setPassed] = useState(() => Date.now() >= at);
  useEffect(() => {
    if (Number.isNaN(at)) return setPassed(false);
    const remaining = at - Date.now();
    if (remaining <= 0) return setPassed(true);
    setPassed(false);
    let timer: ReturnType<typeof setTimeout>;
    const arm = () => {
      const left = at - Date.now();
      if (left <= 0) return setPassed(true);
      timer = setTimeout(arm, Math.min(left, MAX_TIMEOUT_MS));
    };
    arm();
    return () => clearTimeout(timer);
  }, [at]);
  return !Number.isNaN(at) && (passed || Date.now() >= at);
}
