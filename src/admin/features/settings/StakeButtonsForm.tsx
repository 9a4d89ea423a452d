// The default stake buttons (PUT /admin/settings/stake-buttons): the bet slip's ('match') and the
// wallet's, each slot a label and a value in whole rupees. The server keeps the number of slots.
import { useState } from 'react';
import styled from 'styled-components';
import { useOneSubmitAtATime } from '../../ui/useOneSubmitAtATime';
import { Field, Panel, PanelBody } from '../../ui/adminUi';
import { AuditedSave, useAuditReason } from './AuditedSave';
import { usePutStakeButtonsMutation, type StakeButton, type StakeButtonKind } from './settingsApi';
import { buttonErrors, reasonTooLong, SETTINGS_MSG } from './settingsValidation';

const Slots = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0 10px;
`;

const TITLE: Record<StakeButtonKind, string> = { match: 'Bet slip stake buttons', wallet: 'Wallet amount buttons' };

function ButtonsForm({ kind, buttons }: { kind: StakeButtonKind; buttons: StakeButton[] }) {
  const [draft, setDraft] = useState(buttons.map((b) => ({ label: b.label, value: String(b.value) })));
  const audit = useAuditReason();
  const [errors, setErrors] = useState<{ slots: Array<Partial<Record<'label' | 'value', string>>>; reason?: string; form?: string }>({
    slots: [],
  });
  const [put, { isLoading }] = usePutStakeButtonsMutation();
  const set = (i: number, patch: Partial<{ label: string; value: string }>) =>
    setDraft(draft.map((b, j) => (j === i ? { ...b, ...patch } : b)));
  const { submit, reopen } = useOneSubmitAtATime(async () => {
    const slots = draft.map(buttonErrors);
    const found = { slots, reason: reasonTooLong(audit.reason), form: undefined as string | undefined };
    const next = draft.map((b) => ({ label: b.label.trim(), value: Number(b.value) }));
    const bad = slots.some((s) => Object.keys(s).length > 0) || !!found.reason;
    if (!bad && next.every((b, i) => b.label === buttons[i]?.label && b.value === buttons[i]?.value)) found.form = SETTINGS_MSG.nothing;
    setErrors(found);
    if (bad || found.form) return;
    const refused = audit.refusal(await put(audit.withReason({ kind, buttons: next })));
    if (!refused) return 'saved';
    setErrors({ slots: [], form: refused });
    return undefined;
  });
  return (
    <form onSubmit={(e) => void submit(e)} onChange={reopen} noValidate aria-label={TITLE[kind]}>
      <h3 style={{ fontSize: 13, margin: '0 0 8px' }}>{TITLE[kind]}</h3>
      <Slots>
        {draft.map((b, i) => (
          // The slots are fixed: their position is their identity.
          <Slots key={i}>
            <Field
              label={`Label ${i + 1}`}
              value={b.label}
              onChange={(e) => set(i, { label: e.target.value })}
              error={errors.slots[i]?.label}
              maxLength={20}
            />
            <Field
              label={`Value ${i + 1} (₹)`}
              inputMode="numeric"
              value={b.value}
              onChange={(e) => set(i, { value: e.target.value })}
              error={errors.slots[i]?.value}
            />
          </Slots>
        ))}
      </Slots>
      <AuditedSave audit={audit} errors={errors} saving={isLoading} label={`Save ${kind === 'match' ? 'stake' : 'wallet'} buttons`} />
    </form>
  );
}

export function StakeButtonsPanel({ stakeButtons }: { stakeButtons: Record<StakeButtonKind, StakeButton[]> }) {
  return (
    <Panel aria-label="Default stake buttons">
      <h2>Default stake buttons</h2>
      <PanelBody>
        {(['match', 'wallet'] as const).map((kind) => (
          <div key={`${kind}|${JSON.stringify(stakeButtons[kind])}`} style={{ marginBottom: 14 }}>
            <ButtonsForm kind={kind} buttons={stakeButtons[kind]} />
          </div>
        ))}
      </PanelBody>
    </Panel>
  );
}
