// The trader's desk, keyboard first: one event's lines with their quote, status, matched stake and the
// house's worst case, polled every second so two traders see each other's changes within a poll.
// Keys (the table focused): ↑/↓ choose a line; + / − move it one run up or down; B ball running;
// S suspend; O open; W a wicket (every line suspended); R every line open again; Enter on the quote
// field sends a typed quote ('49/51'). Every change carries the version it was based on: a stale one
// comes back with the server's "the line moved" message and the poll shows the line as it stands.
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { serverMessage } from '../../../api/errors';
import { Badge, ErrorText, Field, Kbd, Money, PageTitle, Panel, PanelBody, SmallButton } from '../../ui/adminUi';
import { useChangeFancyMutation, useDeskQuery, useSetAllMutation, type DeskLine, type FancyChange } from './deskApi';

export const DESK_POLL_MS = 1_000;

const Lines = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;
  th,
  td {
    padding: 7px 10px;
    border-bottom: 1px solid #eef1f4;
    text-align: left;
  }
  td.n {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  tr[aria-selected='true'] td {
    background: #e8f2fa;
  }
  &:focus {
    outline: 2px solid #2b6cb0;
  }
`;

const TONE = { OPEN: 'ok', SUSPENDED: 'bad', BALL_RUNNING: 'warn' } as const;
const LABEL = { OPEN: 'Open', SUSPENDED: 'Suspended', BALL_RUNNING: 'Ball running' } as const;

function Desk({ eventId }: { eventId: number }) {
  const { data, error } = useDeskQuery(eventId, { pollingInterval: DESK_POLL_MS });
  const [changeFancy] = useChangeFancyMutation();
  const [setAll] = useSetAllMutation();
  const [selected, setSelected] = useState(0);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const lines = data?.lines.filter((l) => l.kind === 'Fancy') ?? [];
  const line: DeskLine | undefined = lines[Math.min(selected, lines.length - 1)];

  const send = async (change: Omit<FancyChange, 'marketId' | 'version'>) => {
    if (!line) return;
    const result = await changeFancy({ eventId, marketId: line.marketId, version: line.version, ...change });
    setProblem('error' in result ? (serverMessage(result.error) ?? 'The change was not made.') : null);
  };
  const all = async (action: 'suspend-all' | 'resume-all') => {
    const result = await setAll({ eventId, action });
    setProblem('error' in result ? (serverMessage(result.error) ?? 'The change was not made.') : null);
  };

  const onKey = (event: KeyboardEvent<HTMLTableElement>) => {
    const key = event.key;
    const moves: Record<string, () => void> = {
      ArrowDown: () => setSelected((i) => Math.min(i + 1, lines.length - 1)),
      ArrowUp: () => setSelected((i) => Math.max(i - 1, 0)),
      '+': () => line && void send({ noRuns: (line.noRuns ?? 0) + 1, yesRuns: (line.yesRuns ?? 0) + 1 }),
      '=': () => line && void send({ noRuns: (line.noRuns ?? 0) + 1, yesRuns: (line.yesRuns ?? 0) + 1 }),
      '-': () => line && void send({ noRuns: Math.max(0, (line.noRuns ?? 0) - 1), yesRuns: Math.max(0, (line.yesRuns ?? 0) - 1) }),
      b: () => void send({ status: 'BALL_RUNNING' }),
      s: () => void send({ status: 'SUSPENDED' }),
      o: () => void send({ status: 'OPEN' }),
      w: () => void all('suspend-all'),
      r: () => void all('resume-all'),
    };
    const act = moves[key.length === 1 ? key.toLowerCase() : key];
    if (!act) return;
    event.preventDefault();
    act();
  };

  const onQuote = (event: FormEvent) => {
    event.preventDefault();
    const match = /^\s*(\d{1,3})\s*\/\s*(\d{1,3})(?:\s+(\d{1,4})\s*\/\s*(\d{1,4}))?\s*$/.exec(typed);
    if (!match) {
      setProblem('Type the quote as NO/YES (49/51), rates after a space (49/51 90/110).');
      return;
    }
    const [, no, yes, noRate, yesRate] = match;
    void send({ noRuns: Number(no), yesRuns: Number(yes), ...(noRate ? { noRate: Number(noRate), yesRate: Number(yesRate) } : {}) }).then(
      () => setTyped(''),
    );
  };

  if (error) return <ErrorText role="alert">{serverMessage(error) ?? 'The desk could not be loaded.'}</ErrorText>;
  if (!data) return <p>Loading the desk…</p>;
  return (
    <Panel aria-label={`Desk: ${data.event.name}`}>
      <PanelBody>
        <h2>{data.event.name}</h2>
        {lines.length === 0 ? (
          <p>No line on the desk for this event yet.</p>
        ) : (
          <Lines tabIndex={0} onKeyDown={onKey} aria-label="Lines" aria-keyshortcuts="ArrowUp ArrowDown + - B S O W R">
            <thead>
              <tr>
                <th>Line</th>
                <th className="n">NO</th>
                <th className="n">YES</th>
                <th className="n">Rates</th>
                <th>Status</th>
                <th className="n">Matched</th>
                <th className="n">Worst case</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((l, i) => (
                <tr key={l.marketId} aria-selected={l === line} onClick={() => setSelected(i)}>
                  <td>
                    {l.name}
                    {l.alert && <ErrorText role="alert">{l.alert}</ErrorText>}
                  </td>
                  <td className="n">{l.noRuns}</td>
                  <td className="n">{l.yesRuns}</td>
                  <td className="n">
                    {l.noRate}/{l.yesRate}
                  </td>
                  <td>
                    <Badge $tone={TONE[l.status]}>{LABEL[l.status]}</Badge>
                  </td>
                  <td className="n">
                    <Money value={l.book.matched} />
                  </td>
                  <td className="n">
                    <Money value={l.book.worstCase} signed />
                  </td>
                </tr>
              ))}
            </tbody>
          </Lines>
        )}
        <form onSubmit={onQuote}>
          <Field
            label={line ? `New quote for ${line.name}` : 'New quote'}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            placeholder="49/51"
          />
        </form>
        {problem && <ErrorText role="alert">{problem}</ErrorText>}
        <p>
          <Kbd>↑</Kbd>/<Kbd>↓</Kbd> line · <Kbd>+</Kbd>/<Kbd>−</Kbd> one run · <Kbd>B</Kbd> ball running · <Kbd>S</Kbd> suspend ·{' '}
          <Kbd>O</Kbd> open · <Kbd>W</Kbd> wicket: all suspended · <Kbd>R</Kbd> all open
        </p>
        <SmallButton type="button" onClick={() => void all('suspend-all')}>
          Suspend all (wicket)
        </SmallButton>{' '}
        <SmallButton type="button" onClick={() => void all('resume-all')}>
          Open all
        </SmallButton>
      </PanelBody>
    </Panel>
  );
}

export function DeskPage() {
  const [typed, setTyped] = useState('');
  const [eventId, setEventId] = useState<number | null>(null);
  const open = (event: FormEvent) => {
    event.preventDefault();
    const id = Number(typed);
    setEventId(Number.isInteger(id) && id > 0 ? id : null);
  };
  return (
    <>
      <PageTitle>Trading desk</PageTitle>
      <form onSubmit={open}>
        <Field label="Event id" value={typed} onChange={(e) => setTyped(e.target.value)} inputMode="numeric" />
      </form>
      {eventId !== null && <Desk eventId={eventId} />}
    </>
  );
}
