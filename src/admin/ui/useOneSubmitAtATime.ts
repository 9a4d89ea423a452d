// A form's submit handler that runs one submission at a time: a second submit while the first is
// still running (a double click) is swallowed. The mutation's `isLoading` cannot guard this: it is
// React state, and two clicks in the same frame both read it false before the form re-renders, so two
// PUTs went out (EventSettings.test caught it on a loaded machine). A ref is set by the first at once.
//
// A submission that saved (the handler answers 'saved') keeps the form closed until the operator
// changes a field (`reopen`, on the form's change events): until the page replaces the form with the
// saved values, the form still differs from the values it was given, so the late second click of a
// double click, answered after the first save, would save the same change twice (two audit rows).
import { useRef, type FormEvent } from 'react';

export type SubmitOutcome = 'saved' | undefined;

export interface OneSubmitAtATime {
  submit: (event: FormEvent) => Promise<void>;
  /** Opens a form closed by a save: an edit is a new change to send. */
  reopen: () => void;
}

export function useOneSubmitAtATime(handler: () => Promise<SubmitOutcome>): OneSubmitAtATime {
  const closed = useRef(false);
  const running = useRef(false);
  return {
    submit: async (event: FormEvent) => {
      // Always: a swallowed submit must not fall through to the browser's own form submission.
      event.preventDefault();
      if (running.current || closed.current) return;
      running.current = true;
      try {
        closed.current = (await handler()) === 'saved';
      } finally {
        running.current = false;
      }
    },
    reopen: () => {
      closed.current = false;
    },
  };
}
