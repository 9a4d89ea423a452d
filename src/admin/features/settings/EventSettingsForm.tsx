// One event's settings (GET/PATCH /admin/settings/events/{id}): the bet lock and the market kinds
// offered, each following the feed or set by the operator, and the event's own stake limits or the
// sport's. The event is found by its id (the gameId in the player's address).
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { httpStatusOf, serverMessage } from '../../../api/errors';
import { ErrorText, Field, Muted, Panel, PanelBody, Select, SmallButton } from '../../ui/adminUi';
import {
  EVENT_FLAGS, STAKE_FIELDS, useEventSettingsQuery, usePatchEventMutation,
  type EventFlag, type EventPatch, type EventSettings, type StakeField,
} from './settingsApi';
import { eventIdError, reasonTooLong, SETTINGS_MSG, stakeErrors } from './settingsValidation';

const FLAG_LABEL: Record<EventFlag, string> = { isBetLock: 'Bet lock', matchOdds: 'Match odds offered', bookMaker: 'Bookmaker offered', fancy: 'Fancy offered' };
const STAKE_LABEL: Record<StakeField, string> = {
  minOddLimit: 'Match odds min (₹)', maxOddLimit: 'Match odds max (₹)', minBookmakerLimit: 'Bookmaker min (₹)',
  maxBookmakerLimit: 'Bookmaker max (₹)', minFancyLimit: 'Fancy min (₹)', maxFancyLimit: 'Fancy max (₹)',
};
type FlagChoice = 'feed' | '1' | '0';

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 0 10px;
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  label.flag { display: block; font-size: 12px; font-weight: 700; color: #5b6b79; margin-bottom: 4px; }
  > div { margin-bottom: 10px; }
`;

const yesNo = (flag: EventFlag, value: 0 | 1) => (flag === 'isBetLock' ? (value ? 'locked' : 'open') : value ? 'yes' : 'no');

function EventForm({ event }: { event: EventSettings }) {
  const [flags, setFlags] = useState(
    Object.fromEntries(EVENT_FLAGS.map((f) => [f, event.overrides[f] === null ? 'feed' : String(event.overrides[f])])) as Record<EventFlag, FlagChoice>,
  );
  const [own, setOwn] = useState(event.limits !== null);
  const [limits, setLimits] = useState(Object.fromEntries(STAKE_FIELDS.map((f) => [f, event.limits ? String(event.limits[f]) : ''])) as Record<StakeField, string>);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Partial<Record<StakeField | 'reason' | 'form', string>>>({});
  const [patch, { isLoading }] = usePatchEventMutation();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (isLoading) return;
    const found: typeof errors = { ...(own ? stakeErrors(limits) : {}) };
    const long = reasonTooLong(reason);
    if (long) found.reason = long;
    const body: EventPatch = {};
    for (const f of EVENT_FLAGS) {
      const before = event.overrides[f] === null ? 'feed' : String(event.overrides[f]);
      if (flags[f] !== before) body[f] = flags[f] === 'feed' ? 'feed' : (Number(flags[f]) as 0 | 1);
    }
    const ownLimits = Object.fromEntries(STAKE_FIELDS.map((f) => [f, Number(limits[f])])) as Record<StakeField, number>;
    if (own && (!event.limits || STAKE_FIELDS.some((f) => ownLimits[f] !== event.limits?.[f]))) body.limits = ownLimits;
    if (!own && event.limits) body.limits = null;
    if (!Object.keys(found).length && !Object.keys(body).length) found.form = SETTINGS_MSG.nothing;
    setErrors(found);
    if (Object.keys(found).length) return;
    const result = await patch({ eventId: event.eventId, body: { ...body, ...(reason.trim() ? { reason: reason.trim() } : {}) } });
    if ('error' in result) setErrors({ form: serverMessage(result.error) ?? 'Not saved. Try again.' });
    else setReason('');
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={`Settings of ${event.eventName}`}>
      <p style={{ margin: '0 0 10px' }}>
        <strong>{event.eventName}</strong> <Muted>event {event.eventId} · sport {event.sportId}</Muted>
      </p>
      <Fields>
        {EVENT_FLAGS.map((f) => (
          <div key={f}>
            <label className="flag" htmlFor={`event-${f}`}>{FLAG_LABEL[f]}</label>
            <Select id={`event-${f}`} value={flags[f]} onChange={(e) => setFlags({ ...flags, [f]: e.target.value as FlagChoice })}>
              <option value="feed">As the feed says{event.overrides[f] === null ? ` (now ${yesNo(f, event[f])})` : ''}</option>
              <option value="1">{f === 'isBetLock' ? 'Locked' : 'Yes'}</option>
              <option value="0">{f === 'isBetLock' ? 'Open' : 'No'}</option>
            </Select>
          </div>
        ))}
      </Fields>
      <label style={{ display: 'flex', gap: 6, alignItems: 'center', margin: '4px 0 10px', fontSize: 13 }}>
        <input type="checkbox" checked={own} onChange={(e) => setOwn(e.target.checked)} /> Own stake limits (else the sport's)
      </label>
      {own && (
        <Fields>
          {STAKE_FIELDS.map((f) => (
            <Field key={f} label={STAKE_LABEL[f]} inputMode="numeric" value={limits[f]} onChange={(e) => setLimits({ ...limits, [f]: e.target.value })} error={errors[f]} />
          ))}
        </Fields>
      )}
      <Field label="Reason (kept in the audit log)" value={reason} onChange={(e) => setReason(e.target.value)} error={errors.reason} />
      {errors.form && <ErrorText role="alert">{errors.form}</ErrorText>}
      <SmallButton type="submit" $variant="primary" disabled={isLoading}>{isLoading ? 'Saving…' : 'Save event'}</SmallButton>
    </form>
  );
}

function LoadedEvent({ eventId }: { eventId: number }) {
  const { data, error, isFetching } = useEventSettingsQuery(eventId);
  if (isFetching && !data) return <p>Loading…</p>;
  if (error) return <ErrorText role="alert">{httpStatusOf(error) === 404 ? `No event ${eventId}.` : serverMessage(error) ?? 'The event could not load.'}</ErrorText>;
  if (!data) return null;
  const key = JSON.stringify([data.overrides, data.limits]);
  return <EventForm key={key} event={data} />;
}

export function EventSettingsPanel() {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [eventId, setEventId] = useState<number | null>(null);
  const find = (e: FormEvent) => {
    e.preventDefault();
    const bad = eventIdError(typed);
    setError(bad);
    if (!bad) setEventId(Number(typed.trim()));
  };
  return (
    <Panel aria-label="Event settings">
      <h2>An event</h2>
      <PanelBody>
        <form onSubmit={find} noValidate aria-label="Find an event" style={{ display: 'flex', gap: 8, alignItems: 'flex-end' }}>
          <div style={{ flex: 1 }}>
            <Field label="Event id" inputMode="numeric" value={typed} onChange={(e) => setTyped(e.target.value)} error={error} autoComplete="off" />
          </div>
          <SmallButton type="submit" style={{ marginBottom: 10 }}>Open</SmallButton>
        </form>
        {eventId !== null && <LoadedEvent eventId={eventId} />}
      </PanelBody>
    </Panel>
  );
}
