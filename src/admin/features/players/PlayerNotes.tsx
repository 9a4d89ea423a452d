// Support's notes on a player (newest first, author and IST time) and the KYC status with its reason,
// each with a form for those whose role may write them (players.lock). Staff only: the player sees
// neither a note nor a KYC reason, and each field says so.
import { useState, type FormEvent } from 'react';
import { serverMessage } from '../../../api/errors';
import { KYC_LABELS, KYC_REASON_MAX, KYC_STATUSES, NOTE_MAX, PLAYER_NOTES_MSG, type KycStatus } from '../../../domain/contract/playerNotes';
import { AreaField, Badge, ErrorText, Facts, Field, Muted, SmallButton, type BadgeTone } from '../../ui/adminUi';
import { SelectField } from '../../ui/SelectField';
import { useMay } from '../session';
import { useAddPlayerNoteMutation, usePlayerKycQuery, usePlayerNotesQuery, useSetPlayerKycMutation } from './notesApi';

const STAFF_ONLY = 'Staff only: the player does not see it.';
const KYC_OPTIONS = KYC_STATUSES.map((s) => ({ value: s, label: KYC_LABELS[s] }));
const KYC_TONE: Record<KycStatus, BadgeTone> = { not_started: 'muted', pending: 'warn', verified: 'ok', rejected: 'bad' };

function Hint({ children }: { children: string }) {
  return <Muted style={{ display: 'block', fontSize: 12, marginTop: 2 }}>{children}</Muted>;
}

/**
 * A form of one text: every change clears the last refusal of the form's call; on submit the trimmed
 * text is checked here first (nothing is sent when refused), then sent, and emptied once saved.
 */
function useTextForm(clearRefusal: () => void, check: (text: string) => string | undefined, send: (text: string) => Promise<unknown>) {
  const [text, setText] = useState('');
  const [shown, setShown] = useState<string | undefined>();
  const onValue = (value: string) => {
    setText(value);
    clearRefusal();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    const invalid = check(trimmed);
    setShown(invalid);
    if (invalid) return;
    const done = await send(trimmed).catch(() => undefined);
    if (done) setText('');
  };
  return { field: { value: text, onValue, error: shown }, submit };
}

/** The server's refusal in words, then the form's button. */
function SubmitRow({ error, failed, busy, label }: { error: unknown; failed: string; busy: boolean; label: string }) {
  return (
    <>
      {error ? <ErrorText role="alert">{serverMessage(error) ?? failed}</ErrorText> : null}
      <SmallButton type="submit" $variant="primary" disabled={busy} style={{ marginTop: 6 }}>
        {label}
      </SmallButton>
    </>
  );
}

function NoteForm({ userId }: { userId: number }) {
  const [add, { isLoading, error, reset }] = useAddPlayerNoteMutation();
  const note = useTextForm(
    reset,
    (text) => (text.length < 1 || text.length > NOTE_MAX ? PLAYER_NOTES_MSG.noteEmpty : undefined),
    (text) => add({ id: userId, body: text }).unwrap(),
  );
  return (
    <form aria-label="Add a note" onSubmit={note.submit} noValidate>
      <AreaField label="New note" {...note.field} maxLength={NOTE_MAX} rows={3} />
      <Hint>{STAFF_ONLY}</Hint>
      <SubmitRow error={error} failed="The note could not be saved." busy={isLoading} label="Add note" />
    </form>
  );
}

export function PlayerNotes({ userId }: { userId: number }) {
  const { data, error } = usePlayerNotesQuery(userId);
  const mayWrite = useMay('players.lock');
  const notes = data?.data ?? [];
  return (
    <>
      {error ? (
        <ErrorText role="alert">{serverMessage(error) ?? 'The notes could not be loaded.'}</ErrorText>
      ) : notes.length === 0 ? (
        <Muted>No note yet.</Muted>
      ) : (
        <ol aria-label="Notes" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {notes.map((n) => (
            <li key={n.id} style={{ padding: '6px 0', borderBottom: '1px solid #eef1f4' }}>
              <div style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{n.body}</div>
              <Muted style={{ fontSize: 12 }}>
                {n.author}, {n.at} IST
              </Muted>
            </li>
          ))}
        </ol>
      )}
      {mayWrite && (
        <div style={{ marginTop: 10 }}>
          <NoteForm userId={userId} />
        </div>
      )}
    </>
  );
}

function KycForm({ userId, current }: { userId: number; current: KycStatus }) {
  const [status, setStatus] = useState<KycStatus>(current);
  const [save, { isLoading, error, reset }] = useSetPlayerKycMutation();
  const reason = useTextForm(
    reset,
    (text) =>
      status === 'rejected' && !text
        ? PLAYER_NOTES_MSG.rejectReason
        : text.length > KYC_REASON_MAX
          ? PLAYER_NOTES_MSG.reasonTooLong
          : undefined,
    (text) => save({ id: userId, status, ...(text ? { reason: text } : {}) }).unwrap(),
  );
  return (
    <form aria-label="Change the KYC status" onSubmit={reason.submit} noValidate style={{ marginTop: 10 }}>
      <SelectField
        label="New KYC status"
        options={KYC_OPTIONS}
        value={status}
        onChange={(e) => {
          setStatus(e.target.value as KycStatus);
          reset();
        }}
      />
      <Field
        label={status === 'rejected' ? 'Why rejected (required)' : 'Reason (optional)'}
        hint={<Hint>{STAFF_ONLY}</Hint>}
        {...reason.field}
        maxLength={KYC_REASON_MAX}
        autoComplete="off"
      />
      <SubmitRow error={error} failed="The KYC status could not be saved." busy={isLoading} label="Save KYC status" />
    </form>
  );
}

export function PlayerKyc({ userId }: { userId: number }) {
  const { data, error } = usePlayerKycQuery(userId);
  const mayWrite = useMay('players.lock');
  if (error) return <ErrorText role="alert">{serverMessage(error) ?? 'The KYC status could not be loaded.'}</ErrorText>;
  if (!data) return <Muted>Loading…</Muted>;
  const { kyc } = data;
  return (
    <>
      <Facts aria-label="KYC status">
        <dt>KYC status</dt>
        <dd>
          <Badge $tone={KYC_TONE[kyc.status]}>{KYC_LABELS[kyc.status]}</Badge>
        </dd>
        <dt>Reason (staff only)</dt>
        <dd>{kyc.reason ?? <Muted>none</Muted>}</dd>
        <dt>Set by</dt>
        <dd>{kyc.by ? `${kyc.by}, ${kyc.at ?? ''} IST` : <Muted>Not set yet</Muted>}</dd>
      </Facts>
      {mayWrite && <KycForm key={`${kyc.status}-${kyc.at ?? ''}`} userId={userId} current={kyc.status} />}
    </>
  );
}
