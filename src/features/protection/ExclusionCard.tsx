// A time-out (1, 7 or 30 days) or a self-exclusion (6 months, 1, 2 or 5 years): confirmed once, then
// the server ends every session of the player and the app signs out here. Nobody can end it early.
import { useState, type FormEvent } from 'react';
import {
  EXCLUSION_LABEL,
  SELF_EXCLUSION_LENGTHS,
  TIMEOUT_LENGTHS,
  type ExclusionKind,
  type ExclusionLength,
  type ExclusionView,
} from '../../domain/contract/protection';
import { useAppDispatch } from '../../app/hooks';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { exclusionTaken } from './protectionListeners';
import { useTakeExclusionMutation } from './protectionApi';
import { Answer, Card, FormRow } from './protectionUi';

const NAME: Record<ExclusionKind, string> = { timeout: 'time-out', 'self-exclusion': 'self-exclusion' };

function Choice({ kind, onChoose }: { kind: ExclusionKind; onChoose: (length: ExclusionLength) => void }) {
  const lengths: readonly ExclusionLength[] = kind === 'timeout' ? TIMEOUT_LENGTHS : SELF_EXCLUSION_LENGTHS;
  const [length, setLength] = useState<ExclusionLength>(lengths[0]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChoose(length);
  };
  return (
    <FormRow onSubmit={submit} aria-label={kind === 'timeout' ? 'Take a time-out' : 'Self-exclude'}>
      <label>
        {kind === 'timeout' ? 'Time-out length' : 'Self-exclusion length'}
        <select value={length} onChange={(event) => setLength(event.target.value as ExclusionLength)}>
          {lengths.map((l) => (
            <option key={l} value={l}>
              {EXCLUSION_LABEL[l]}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" $variant="danger">
        {kind === 'timeout' ? 'Take a time-out' : 'Self-exclude'}
      </Button>
    </FormRow>
  );
}

export function ExclusionCard({ current }: { current: ExclusionView | null }) {
  const dispatch = useAppDispatch();
  const [asked, setAsked] = useState<{ kind: ExclusionKind; length: ExclusionLength } | null>(null);
  const [take, result] = useTakeExclusionMutation();

  const confirm = async () => {
    if (!asked) return;
    const answer = await take(asked);
    setAsked(null);
    if ('data' in answer && answer.data) dispatch(exclusionTaken(answer.data.message));
  };

  return (
    <Card aria-labelledby="exclusion-title">
      <h2 id="exclusion-title">Time-out and self-exclusion</h2>
      <div>
        {current && (
          <p role="status">
            Your {NAME[current.kind]} lasts until {current.untilLabel}.
          </p>
        )}
        <p>
          You are signed out at once everywhere and cannot log in until it ends; neither you nor we can end it early. Open bets stay and
          settle, and withdrawals you asked for are still paid. Deposits are refused.
        </p>
        <Choice kind="timeout" onChoose={(length) => setAsked({ kind: 'timeout', length })} />
        <div style={{ height: 12 }} />
        <Choice kind="self-exclusion" onChoose={(length) => setAsked({ kind: 'self-exclusion', length })} />
        <Answer error={result.error} />
      </div>
      {asked && (
        <Modal title={`Confirm your ${NAME[asked.kind]}`} onClose={() => setAsked(null)} width={420}>
          <p>
            A {NAME[asked.kind]} of {EXCLUSION_LABEL[asked.length]}: you will be signed out now and cannot log in until it ends. It cannot
            be ended early.
          </p>
          <div style={{ display: 'flex', gap: 10, marginTop: 16 }}>
            <Button type="button" $variant="danger" disabled={result.isLoading} onClick={() => void confirm()}>
              {`Start my ${NAME[asked.kind]}`}
            </Button>
            <Button type="button" $variant="ghost" onClick={() => setAsked(null)}>
              Cancel
            </Button>
          </div>
        </Modal>
      )}
    </Card>
  );
}
