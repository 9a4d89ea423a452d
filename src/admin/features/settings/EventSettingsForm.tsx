// One event's settings (GET/PATCH /admin/settings/events/{id}): the bet lock and the market kinds
// offered, each following the feed or set by the operator, and the event's own stake limits, bet
// delays and match-odds price window, each group its own or the sport's. The event is found by its id
// (the gameId in the player's address).
import { useState, type FormEvent } from 'react';
import { httpStatusOf, serverMessage } from '../../../api/errors';
import { ErrorText, Field, Muted, Panel, PanelBody, Select, SmallButton } from '../../ui/adminUi';
import { useOneSubmitAtATime } from '../../ui/useOneSubmitAtATime';
import { Fields, OwnRuleGroup } from './EventOwnRules';
import { groupChange, groupErrors, initialDraft, RULE_GROUPS, type RuleGroup } from './eventRules';
import {
  EVENT_FLAGS,
  useEventSettingsQuery,
  usePatchEventMutation,
  type EventFlag,
  type EventPatch,
  type EventSettings,
  type SportField,
} from './settingsApi';
import { eventIdError, reasonTooLong, SETTINGS_MSG } from './settingsValidation';
import { AuditedSave, useAuditReason } from './AuditedSave';

const FLAG_LABEL: Record<EventFlag, string> = {
  isBetLock: 'Bet lock',
  matchOdds: 'Match odds offered',
  bookMaker: 'Bookmaker offered',
  fancy: 'Fancy offered',
};
type FlagChoice = 'feed' | '1' | '0';

const yesNo = (flag: EventFlag, value: 0 | 1) => (flag === 'isBetLock' ? (value ? 'locked' : 'open') : value ? 'yes' : 'no');

function EventForm({ event }: { event: EventSettings }) {
  const [flags, setFlags] = useState(
    Object.fromEntries(EVENT_FLAGS.map((f) => [f, event.overrides[f] === null ? 'feed' : String(event.overrides[f])])) as Record<
      EventFlag,
      FlagChoice
    >,
  );
  const [own, setOwn] = useState(Object.fromEntries(RULE_GROUPS.map((g) => [g, event[g] !== null])) as Record<RuleGroup, boolean>);
  const [draft, setDraft] = useState(() => initialDraft(event));
  const audit = useAuditReason();
  const [errors, setErrors] = useState<Partial<Record<SportField | 'reason' | 'form', string>>>({});
  const [patch, { isLoading }] = usePatchEventMutation();
  const { submit, reopen } = useOneSubmitAtATime(async () => {
    const found: typeof errors = Object.assign({}, ...RULE_GROUPS.map((g) => (own[g] ? groupErrors(g, draft) : {})));
    const long = reasonTooLong(audit.reason);
    if (long) found.reason = long;
    const body: EventPatch = {};
    for (const f of EVENT_FLAGS) {
      const before = event.overrides[f] === null ? 'feed' : String(event.overrides[f]);
      if (flags[f] !== before) body[f] = flags[f] === 'feed' ? 'feed' : (Number(flags[f]) as 0 | 1);
    }
    if (!Object.keys(found).length) {
      for (const g of RULE_GROUPS) {
        const change = groupChange(g, own[g], draft, event);
        if (change !== undefined) Object.assign(body, { [g]: change });
      }
    }
    if (!Object.keys(found).length && !Object.keys(body).length) found.form = SETTINGS_MSG.nothing;
    setErrors(found);
    if (Object.keys(found).length) return;
    const refused = audit.refusal(await patch({ eventId: event.eventId, body: audit.withReason(body) }));
    if (!refused) return 'saved';
    setErrors({ form: refused });
    return undefined;
  });
  return (
    <form onSubmit={(e) => void submit(e)} onChange={reopen} noValidate aria-label={`Settings of ${event.eventName}`}>
      <p style={{ margin: '0 0 10px' }}>
        <strong>{event.eventName}</strong>{' '}
        <Muted>
          event {event.eventId} · sport {event.sportId}
        </Muted>
      </p>
      <Fields>
        {EVENT_FLAGS.map((f) => (
          <div key={f}>
            <label className="flag" htmlFor={`event-${f}`}>
              {FLAG_LABEL[f]}
            </label>
            <Select id={`event-${f}`} value={flags[f]} onChange={(e) => setFlags({ ...flags, [f]: e.target.value as FlagChoice })}>
              <option value="feed">As the feed says{event.overrides[f] === null ? ` (now ${yesNo(f, event[f])})` : ''}</option>
              <option value="1">{f === 'isBetLock' ? 'Locked' : 'Yes'}</option>
              <option value="0">{f === 'isBetLock' ? 'Open' : 'No'}</option>
            </Select>
          </div>
        ))}
      </Fields>
      {RULE_GROUPS.map((g) => (
        <OwnRuleGroup
          key={g}
          group={g}
          event={event}
          own={own[g]}
          onOwn={(value) => setOwn({ ...own, [g]: value })}
          draft={draft}
          onDraft={(f, value) => setDraft({ ...draft, [f]: value })}
          errors={errors}
        />
      ))}
      <AuditedSave audit={audit} errors={errors} saving={isLoading} label="Save event" />
    </form>
  );
}

function LoadedEvent({ eventId }: { eventId: number }) {
  const { data, error, isFetching } = useEventSettingsQuery(eventId);
  if (isFetching && !data) return <p>Loading…</p>;
  if (error)
    return (
      <ErrorText role="alert">
        {httpStatusOf(error) === 404 ? `No event ${eventId}.` : (serverMessage(error) ?? 'The event could not load.')}
      </ErrorText>
    );
  if (!data) return null;
  const key = JSON.stringify([data.overrides, data.limits, data.delays, data.priceWindow, data.effective]);
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
            <Field label="Event id" inputMode="numeric" value={typed} onValue={setTyped} error={error} autoComplete="off" />
          </div>
          <SmallButton type="submit" style={{ marginBottom: 10 }}>
            Open
          </SmallButton>
        </form>
        {eventId !== null && <LoadedEvent eventId={eventId} />}
      </PanelBody>
    </Panel>
  );
}
