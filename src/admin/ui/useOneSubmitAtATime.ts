// A form's submit handler that runs one submission at a time: a second submit while the first is
// still running (a double click) is swallowed. The mutation's `isLoading` cannot guard this: it is
// React state, and two clicks in the same frame both read it false before the form re-renders, so two
// PUTs went out (EventSettings.test caught it on a loaded machine). A ref is set by the first at once.
import { useRef, type FormEvent } from 'react';

export function useOneSubmitAtATime(handler: () => Promise<void>): (event: FormEvent) => Promise<void> {
  const running = useRef(false);
  return async (event: FormEvent) => {
    // Always: a swallowed submit must not fall through to the browser's own form submission.
    event.preventDefault();
    if (running.current) return;
    running.current = true;
    try {
      await handler();
    } finally {
      running.current = false;
    }
  };
}
