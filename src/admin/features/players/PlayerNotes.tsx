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

function NoteForm({ userId }: { userId: number }) {
  const [body, setBody] = useState('');
  const [shown, setShown] = useState<string | undefined>();
  const [add, { isLoading, error, reset }] = useAddPlayerNoteMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = body.trim();
    const invalid = text.length < 1 || text.length > NOTE_MAX ? PLAYER_NOTES_MSG.noteEmpty : undefined;
    setShown(invalid);
    if (invalid) return;
    const done = await add({ id: userId, body: text })
      .unwrap()
      .catch(() => undefined);
    if (done) setBody('');
  };
  return (
    <form aria-label="Add a note" onSubmit={submit} noValidate>
      <AreaField
        label="New note"
        value={body}
        onChange={(e) => {
          setBody(e.target.value);
          reset();
        }}
        error={shown}
        maxLength={NOTE_MAX}
        rows={3}
      />
      <Hint>{STAFF_ONLY}</Hint>
      {error && <ErrorText role="alert">{serverMessage(error) ?? 'The note could not be saved.'}</ErrorText>}
      <SmallButton type="submit" $variant="primary" disabled={isLoading} style={{ marginTop: 6 }}>
        Add note
      </SmallButton>
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
  const [reason, setReason] = useState('');
  const [shown, setShown] = useState<string | undefined>();
  const [save, { isLoading, error, reset }] = useSetPlayerKycMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    const invalid =
      status === 'rejected' && !text
        ? PLAYER_NOTES_MSG.rejectReason
        : text.length > KYC_REASON_MAX
          ? PLAYER_NOTES_MSG.reasonTooLong
          : undefined;
    setShown(invalid);
    if (invalid) return;
    const done = await save({ id: userId, status, ...(text ? { reason: text } : {}) })
      .unwrap()
      .catch(() => undefined);
    if (done) setReason('');
  };
  return (
    <form aria-label="Change the KYC status" onSubmit={submit} noValidate style={{ marginTop: 10 }}>
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
        value={reason}
        onChange={(e) => {
          setReason(e.target.value);
          reset();
        }}
        error={shown}
        maxLength={KYC_REASON_MAX}
        autoComplete="off"
      />
      {error && <ErrorText role="alert">{serverMessage(error) ?? 'The KYC status could not be saved.'}</ErrorText>}
      <SmallButton type="submit" $variant="primary" disabled={isLoading} style={{ marginTop: 6 }}>
        Save KYC status
      </SmallButton>
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
