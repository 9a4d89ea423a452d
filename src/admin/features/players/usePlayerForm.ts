// A player form's common wiring: its pending flag and server error from the store, a confirmation
// step, and a reset when the action succeeds.
import { useEffect, useRef, type FormEvent } from 'react';
import { useAdminDispatch, useAdminSelector } from '../../app/adminHooks';
import {
  playerActions,
  selectFormConfirming,
  selectFormDone,
  selectFormError,
  selectFormPending,
  type PlayerAction,
  type PlayerForm,
} from './playerActionsSlice';

export function usePlayerForm(form: PlayerForm, onDone: () => void) {
  const dispatch = useAdminDispatch();
  const pending = useAdminSelector((state) => selectFormPending(state, form));
  const serverError = useAdminSelector((state) => selectFormError(state, form));
  const done = useAdminSelector((state) => selectFormDone(state, form));
  const confirming = useAdminSelector((state) => selectFormConfirming(state, form));
  const seen = useRef(done);
  const latestOnDone = useRef(onDone);
  latestOnDone.current = onDone;
  useEffect(() => {
    if (done === seen.current) return;
    seen.current = done;
    latestOnDone.current();
  }, [done]);
  return {
    pending,
    serverError,
    confirming,
    askConfirmation: () => dispatch(playerActions.playerConfirmationOpened(form)),
    /** The form's submit: shows what `check` finds, and asks for the confirmation when it finds nothing. */
    submitChecked:
      <Errors extends Partial<Record<string, string>>>(check: () => Errors, show: (errors: Errors) => void) =>
      (event: FormEvent) => {
        event.preventDefault();
        const errors = check();
        show(errors);
        if (Object.values(errors).every((error) => !error)) dispatch(playerActions.playerConfirmationOpened(form));
      },
    cancel: () => dispatch(playerActions.playerConfirmationClosed(form)),
    send: (action: PlayerAction) => dispatch(playerActions.playerActionSubmitted(action)),
  };
}
