// The end of every settings form: why the change is made (kept in the audit log with it, sent only
// when given), the server's refusal, and Save.
import { useState } from 'react';
import { serverMessage } from '../../../api/errors';
import { ErrorText, Field, SmallButton } from '../../ui/adminUi';

export function useAuditReason() {
  const [reason, setReason] = useState('');
  return {
    reason,
    setReason,
    /** The change's body with the reason, trimmed, when one was typed. */
    withReason: <Body extends object>(body: Body) => ({ ...body, ...(reason.trim() ? { reason: reason.trim() } : {}) }),
    /** The server's refusal in words, or null when saved (the reason is cleared for the next change). */
    refusal: (result: { error?: unknown }): string | null => {
      if ('error' in result) return serverMessage(result.error) ?? 'Not saved. Try again.';
      setReason('');
      return null;
    },
  };
}

export function AuditedSave({
  audit,
  errors,
  saving,
  label,
}: {
  audit: { reason: string; setReason: (reason: string) => void };
  errors: { reason?: string; form?: string };
  saving: boolean;
  /** The button's words: "Save event". */
  label: string;
}) {
  return (
    <>
      <Field label="Reason (kept in the audit log)" value={audit.reason} onValue={audit.setReason} error={errors.reason} />
      {errors.form && <ErrorText role="alert">{errors.form}</ErrorText>}
      <SmallButton type="submit" $variant="primary" disabled={saving}>
        {saving ? 'Saving…' : label}
      </SmallButton>
    </>
  );
}
