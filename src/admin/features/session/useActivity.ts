// Tells the session's idle clock that the operator is at the desk: a key, click, touch or scroll,
// at most once every 15 s (the clock counts minutes; every key press would flood the store).
import { useEffect } from 'react';
import { useAdminDispatch } from '../../app/adminHooks';
import { sessionActions } from './sessionSlice';

const EVENTS = ['keydown', 'pointerdown', 'touchstart', 'wheel'] as const;
const EVERY_MS = 15_000;

export function useActivity(): void {
  const dispatch = useAdminDispatch();
  useEffect(() => {
    let last = 0;
    const seen = () => {
      const now = Date.now();
      if (now - last < EVERY_MS) return;
      last = now;
      dispatch(sessionActions.operatorActive());
    };
    for (const event of EVENTS) window.addEventListener(event, seen, { passive: true, capture: true });
    return () => {
      for (const event of EVENTS) window.removeEventListener(event, seen, { capture: true });
    };
  }, [dispatch]);
}
