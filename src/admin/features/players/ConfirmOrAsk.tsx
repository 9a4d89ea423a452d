// The end of every player form: the server's refusal, then either the form's own button (which asks
// for confirmation) or, once asked, the summary with Confirm and Back. Only Confirm sends.
import type { ReactNode } from 'react';
import { ErrorText } from '../../ui/adminUi';
import { ConfirmStep } from '../../ui/ConfirmStep';
import type { usePlayerForm } from './usePlayerForm';

export function ConfirmOrAsk({
  form,
  summary,
  danger,
  onConfirm,
  children,
}: {
  form: ReturnType<typeof usePlayerForm>;
  summary: string;
  danger?: boolean;
  onConfirm: () => void;
  /** The button that asks for the confirmation. */
  children: ReactNode;
}) {
  return (
    <>
      {form.serverError && <ErrorText role="alert">{form.serverError}</ErrorText>}
      {form.confirming ? (
        <ConfirmStep summary={summary} pending={form.pending} danger={danger} onConfirm={onConfirm} onCancel={form.cancel} />
      ) : (
        children
      )}
    </>
  );
}
