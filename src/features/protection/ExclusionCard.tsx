// A time-out (1, 7 or 30 days) or a self-exclusion (6 months, 1, 2 or 5 years): confirmed once, then
// the server ends every session of the player and the app signs out here. Nobody can end it early.
import { useState, type FormEvent } from 'react';
import {
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
import { Answer, Card, ChoiceSelect, FormRow } from './protectionUi';
import { tk } from '../../i18n/keys';
import { useT } from '../../i18n/runtime';

/** The page's sentences per kind, whole (a name put inside a sentence does not translate). */
const TEXT: Record<
  ExclusionKind,
  { form: string; length: string; take: string; lasts: string; confirm: string; about: string; start: string }
> = {
  timeout: {
    form: tk('Take a time-out'),
    length: tk('Time-out length'),
    take: tk('Take a time-out'),
    lasts: tk('Your time-out lasts until {{until}}.'),
    confirm: tk('Confirm your time-out'),
    about: tk('A time-out of {{length}}: you will be signed out now and cannot log in until it ends. It cannot be ended early.'),
    start: tk('Start my time-out'),
  },
  'self-exclusion': {
    form: tk('Self-exclude'),
    length: tk('Self-exclusion length'),
    take: tk('Self-exclude'),
    lasts: tk('Your self-exclusion lasts until {{until}}.'),
    confirm: tk('Confirm your self-exclusion'),
    about: tk('A self-exclusion of {{length}}: you will be signed out now and cannot log in until it ends. It cannot be ended early.'),
    start: tk('Start my self-exclusion'),
  },
};
/** EXCLUSION_LABEL's lengths, as keys. */
const LENGTH: Record<ExclusionLength, string> = {
  '1d': tk('1 day'),
  '7d': tk('7 days'),
  '30d': tk('30 days'),
  '6m': tk('6 months'),
  '1y': tk('1 year'),
  '2y': tk('2 years'),
  '5y': tk('5 years'),
};

function Choice({ kind, onChoose }: { kind: ExclusionKind; onChoose: (length: ExclusionLength) => void }) {
  const lengths: readonly ExclusionLength[] = kind === 'timeout' ? TIMEOUT_LENGTHS : SELF_EXCLUSION_LENGTHS;
  const t = useT();
  const [length, setLength] = useState<ExclusionLength>(lengths[0]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChoose(length);
  };
  return (
    <FormRow onSubmit={submit} aria-label={t(TEXT[kind].form)}>
      <ChoiceSelect label={t(TEXT[kind].length)} value={length} choices={lengths} titles={LENGTH} onChange={setLength} />
      <Button type="submit" $variant="danger">
        {t(TEXT[kind].take)}
      </Button>
    </FormRow>
  );
}

export function ExclusionCard({ current }: { current: ExclusionView | null }) {
  const t = useT();
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
      <h2 id="exclusion-title">{t('Time-out and self-exclusion')}</h2>
      <div>
        {current && <p role="status">{t(TEXT[current.kind].lasts, { until: current.untilLabel })}</p>}
        <p>
          {t(
            'You are signed out at once everywhere and cannot log in until it ends; neither you nor we can end it early. Open bets stay and settle, and withdrawals you asked for are still paid. Deposits are refused.',
          )}
        </p>
        <Choice kind="timeout" onChoose={(length) => setAsked({ kind: 'timeout', length })} />
        <div style={{ height: 12 }} />
        <Choice kind="self-exclusion" onChoose={(length) => setAsked({ kind: 'self-exclusion', length })} />
        <Answer error={result.error} />
      </div>
      {asked && (
        <Modal title={t(TEXT[asked.kind].confirm)} onClose={() => setAsked(null)} width={420}>
          <p>{t(TEXT[asked.kind].about, { length: t(LENGTH[asked.length]) })}</p>
          <div style={{ display: 'flex', gap: 10, marginTop: 16 }}>
            <Button type="button" $variant="danger" disabled={result.isLoading} onClick={() => void confirm()}>
              {t(TEXT[asked.kind].start)}
            </Button>
            <Button type="button" $variant="ghost" onClick={() => setAsked(null)}>
              {t('Cancel')}
            </Button>
          </div>
        </Modal>
      )}
    </Card>
  );
}
