// The trader's desk: open an event's desk by its id (or make an event by hand for a match no feed
// covers), see the lines left to settle. One event's desk lists its lines (DeskLines.tsx, keyboard
// first), polled every second so two traders see each other's changes within a poll, with the forms
// beside them (DeskForms.tsx): a new fancy line, a new bookmaker market, the selected line's stake
// limits and result, and the feed's lines to take over.
import { useState, type FormEvent } from 'react';
import { serverMessage } from '../../../api/errors';
import { ErrorText, Field, PageTitle, Panel, PanelBody, Select, SmallButton } from '../../ui/adminUi';
import { DeskLines, rowsOf } from './DeskLines';
import { FeedLines, NewBookmakerForm, NewFancyForm, ResultForm, StakeLimitsForm } from './DeskForms';
import {
  HAND_EVENT_IDS_FROM,
  useCreateHandEventMutation,
  useDeskQuery,
  useSetAllMutation,
  useSetEventStatusMutation,
  useToSettleQuery,
} from './deskApi';

export const DESK_POLL_MS = 1_000;

function Desk({ eventId }: { eventId: number }) {
  const { data, error } = useDeskQuery(eventId, { pollingInterval: DESK_POLL_MS });
  const [setAll] = useSetAllMutation();
  const [setEventStatus] = useSetEventStatusMutation();
  const [selected, setSelected] = useState(0);
  if (error) return <ErrorText role="alert">{serverMessage(error) ?? 'The desk could not be loaded.'}</ErrorText>;
  if (!data) return <p>Loading the desk…</p>;
  const rows = rowsOf(data.lines);
  const row = rows[Math.min(selected, rows.length - 1)];
  const hasBookmaker = data.lines.some((l) => l.kind === 'BookMaker') || (data.feedLines ?? []).some((l) => l.kind === 'BookMaker');
  return (
    <Panel aria-label={`Desk: ${data.event.name}`}>
      <PanelBody>
        <h2>
          {data.event.name} <small>({data.event.status})</small>
        </h2>
        {eventId >= HAND_EVENT_IDS_FROM && data.event.status !== 'ended' && (
          <p>
            {data.event.status !== 'inplay' && (
              <SmallButton type="button" onClick={() => void setEventStatus({ eventId, status: 'inplay' })}>
                Mark in play
              </SmallButton>
            )}{' '}
            <SmallButton type="button" onClick={() => void setEventStatus({ eventId, status: 'ended' })}>
              Mark ended
            </SmallButton>
          </p>
        )}
        <DeskLines eventId={eventId} rows={rows} selected={row} onSelect={setSelected} />
        <SmallButton type="button" onClick={() => void setAll({ eventId, action: 'suspend-all' })}>
          Suspend all (wicket)
        </SmallButton>{' '}
        <SmallButton type="button" onClick={() => void setAll({ eventId, action: 'resume-all' })}>
          Open all
        </SmallButton>
        {row && row.line.kind === 'Fancy' && <StakeLimitsForm key={`limits:${row.key}`} eventId={eventId} row={row} />}
        {row && <ResultForm key={`result:${row.key}`} eventId={eventId} row={row} />}
        <NewFancyForm eventId={eventId} />
        {!hasBookmaker && <NewBookmakerForm eventId={eventId} runners={data.event.runners ?? []} />}
        <FeedLines eventId={eventId} lines={data.feedLines ?? []} />
      </PanelBody>
    </Panel>
  );
}

function ToSettle({ onOpen }: { onOpen: (eventId: number) => void }) {
  const { data } = useToSettleQuery(undefined, { pollingInterval: 10_000 });
  const lines = data?.lines ?? [];
  return (
    <Panel aria-label="To settle">
      <PanelBody>
        <h2>To settle</h2>
        {lines.length === 0 ? (
          <p>No line is waiting for its result.</p>
        ) : (
          <ul>
            {lines.map((l) => (
              <li key={l.marketId}>
                {l.eventName}: {l.name} ({l.eventStatus}){' '}
                <SmallButton type="button" onClick={() => onOpen(l.eventId)}>
                  Open desk {l.eventId}
                </SmallButton>
              </li>
            ))}
          </ul>
        )}
      </PanelBody>
    </Panel>
  );
}

const SPORTS = [
  { id: 4, name: 'Cricket' },
  { id: 1, name: 'Football' },
  { id: 2, name: 'Tennis' },
] as const;

function NewEvent({ onMade }: { onMade: (eventId: number) => void }) {
  const [create] = useCreateHandEventMutation();
  const [f, setF] = useState({ name: '', sportId: '4', series: '', startsAt: '', runners: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const startsAt = new Date(f.startsAt);
    const result = await create({
      name: f.name.trim(),
      sportId: Number(f.sportId) as 4 | 2 | 1,
      series: f.series.trim(),
      startsAt: Number.isNaN(startsAt.getTime()) ? f.startsAt : startsAt.toISOString(),
      runners: f.runners
        .split(',')
        .map((r) => r.trim())
        .filter((r) => r !== ''),
    });
    if ('error' in result && result.error) {
      setProblem(serverMessage(result.error) ?? 'The event was not made.');
      return;
    }
    setProblem(null);
    onMade(result.data.event.eventId);
  };
  return (
    <Panel aria-label="New event">
      <PanelBody>
        <form onSubmit={(e) => void submit(e)} aria-label="New event by hand">
          <h2>New event by hand</h2>
          <Field label="Event name" value={f.name} onChange={(e) => setF({ ...f, name: e.target.value })} />
          <label>
            Sport{' '}
            <Select aria-label="Sport" value={f.sportId} onChange={(e) => setF({ ...f, sportId: e.target.value })}>
              {SPORTS.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </Select>
          </label>
          <Field label="Series" value={f.series} onChange={(e) => setF({ ...f, series: e.target.value })} />
          <Field label="Starts at" type="datetime-local" value={f.startsAt} onChange={(e) => setF({ ...f, startsAt: e.target.value })} />
          <Field
            label="Runners (comma between)"
            value={f.runners}
            onChange={(e) => setF({ ...f, runners: e.target.value })}
            placeholder="Mumbai, Delhi"
          />
          <SmallButton type="submit" $variant="primary">
            Make event
          </SmallButton>
          {problem && <ErrorText role="alert">{problem}</ErrorText>}
        </form>
      </PanelBody>
    </Panel>
  );
}

export function DeskPage() {
  const [typed, setTyped] = useState('');
  const [eventId, setEventId] = useState<number | null>(null);
  const openId = (id: number) => {
    setTyped(String(id));
    setEventId(id);
  };
  const open = (event: FormEvent) => {
    event.preventDefault();
    const id = Number(typed);
    setEventId(Number.isInteger(id) && id > 0 ? id : null);
  };
  return (
    <>
      <PageTitle>Trading desk</PageTitle>
      <form onSubmit={open}>
        <Field label="Event id" value={typed} onValue={setTyped} inputMode="numeric" />
      </form>
      {eventId !== null && <Desk key={eventId} eventId={eventId} />}
      <ToSettle onOpen={openId} />
      <NewEvent onMade={openId} />
    </>
  );
}
