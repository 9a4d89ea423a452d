// Four eyes on payouts: withdrawals above this amount are approved twice, by two different staff
// members (the first approval moves no money). The change is audited with its reason.
import { useState, type FormEvent } from 'react';
import { serverMessage } from '../../../api/errors';
import { ErrorText, Field, Panel, PanelBody, SmallButton } from '../../ui/adminUi';
import { usePutWalletSettingsMutation, useWalletSettingsQuery } from './settingsApi';
import { reasonTooLong, thresholdError } from './settingsValidation';

function ThresholdForm({ current }: { current: number | null }) {
  const [threshold, setThreshold] = useState(current === null ? '' : String(current));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ threshold?: string; reason?: string; form?: string }>({});
  const [put, { isLoading }] = usePutWalletSettingsMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = { threshold: thresholdError(threshold), reason: reasonTooLong(reason) };
    setErrors(found);
    if (found.threshold || found.reason) return;
    const value = threshold.trim() === '' ? null : Number(threshold.trim());
    const result = await put({ secondApprovalAbove: value, ...(reason.trim() ? { reason: reason.trim() } : {}) });
    if ('error' in result) setErrors({ form: serverMessage(result.error) ?? 'Not saved. Try again.' });
    else setReason('');
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Withdrawal approval">
      <Field
        label="Second approver above (₹, empty for never)"
        inputMode="numeric"
        value={threshold}
        onValue={setThreshold}
        error={errors.threshold}
      />
      <Field label="Reason (kept in the audit log)" value={reason} onValue={setReason} error={errors.reason} />
      {errors.form && <ErrorText role="alert">{errors.form}</ErrorText>}
      <SmallButton type="submit" $variant="primary" disabled={isLoading}>
        {isLoading ? 'Saving…' : 'Save withdrawal approval'}
      </SmallButton>
    </form>
  );
}

export function WithdrawalApprovalPanel() {
  const { data, error } = useWalletSettingsQuery();
  return (
    <Panel aria-label="Withdrawal approval">
      <h2>Withdrawal approval (four eyes)</h2>
      <PanelBody>
        {error && <ErrorText role="alert">{serverMessage(error) ?? 'Could not be loaded.'}</ErrorText>}
        {data && <ThresholdForm key={String(data.secondApprovalAbove)} current={data.secondApprovalAbove} />}
      </PanelBody>
    </Panel>
  );
}
