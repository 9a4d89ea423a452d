// Four eyes on payouts: withdrawals above this amount are approved twice, by two different staff
// members (the first approval moves no money). The change is audited with its reason.
import { useState, type FormEvent } from 'react';
import { serverMessage } from '../../../api/errors';
import { ErrorText, Field, Panel, PanelBody } from '../../ui/adminUi';
import { AuditedSave, useAuditReason } from './AuditedSave';
import { usePutWalletSettingsMutation, useWalletSettingsQuery } from './settingsApi';
import { reasonTooLong, thresholdError } from './settingsValidation';

function ThresholdForm({ current }: { current: number | null }) {
  const [threshold, setThreshold] = useState(current === null ? '' : String(current));
  const audit = useAuditReason();
  const [errors, setErrors] = useState<{ threshold?: string; reason?: string; form?: string }>({});
  const [put, { isLoading }] = usePutWalletSettingsMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = { threshold: thresholdError(threshold), reason: reasonTooLong(audit.reason) };
    setErrors(found);
    if (found.threshold || found.reason) return;
    const value = threshold.trim() === '' ? null : Number(threshold.trim());
    const refused = audit.refusal(await put(audit.withReason({ secondApprovalAbove: value })));
    if (refused) setErrors({ form: refused });
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
      <AuditedSave audit={audit} errors={errors} saving={isLoading} label="Save withdrawal approval" />
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
