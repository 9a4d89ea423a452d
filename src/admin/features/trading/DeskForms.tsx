// The desk's forms beside the lines, each sent with Enter: a new fancy line, a new bookmaker market on
// the event's runners, the selected line's stake limits, its result (the runs, or the bookmaker's
// winner: the line is suspended first, then settled by the settlement's own call), and the feed's
// lines a trader may take over. The server checks every one; its message is shown as it says it.
import { useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { serverMessage } from '../../../api/errors';
import { ErrorText, Field, Select, SmallButton } from '../../ui/adminUi';
import type { DeskRow } from './DeskLines';
import {
  useChangeFancyMutation,
  useChangeRunnerMutation,
  useCreateBookmakerMutation,
  useCreateFancyMutation,
  useDeclareMutation,
  useTakeOverMutation,
  type DeskResponse,
} from './deskApi';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 12px;
  align-items: flex-end;
  > * {
    min-width: 90px;
    flex: 1 1 90px;
  }
`;

const Box = styled.form`
  border-top: 1px solid #eef1f4;
  padding-top: 10px;
  margin-top: 10px;
  h3 {
    margin: 0 0 6px;
    font-size: 15px;
  }
`;

type Answer = { error?: unknown };

/** A form sent with Enter (or its button); the server's refusal shown under it. */
function DeskForm({
  title,
  label,
  onSend,
  children,
}: {
  title: string;
  label: string;
  onSend: () => Promise<Answer>;
  children: ReactNode;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await onSend();
    if ('error' in result && result.error) {
      setDone(null);
      setProblem(serverMessage(result.error) ?? 'It was not done.');
    } else {
      setProblem(null);
      setDone('Done.');
    }
  };
  return (
    <Box aria-label={title} onSubmit={(e) => void submit(e)}>
      <h3>{title}</h3>
      <Row>
        {children}
        <SmallButton type="submit" $variant="primary">
          {label}
        </SmallButton>
      </Row>
      {problem && <ErrorText role="alert">{problem}</ErrorText>}
      {done && !problem && <span role="status">{done}</span>}
    </Box>
  );
}

const int = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

export function NewFancyForm({ eventId }: { eventId: number }) {
  const [create] = useCreateFancyMutation();
  const [f, setF] = useState({ name: '', noRuns: '', yesRuns: '', noRate: '100', yesRate: '100', minStake: '100', maxStake: '50000' });
  const field = (key: keyof typeof f, label: string) => (
    <Field
      label={label}
      value={f[key]}
      onChange={(e) => setF({ ...f, [key]: e.target.value })}
      inputMode={key === 'name' ? undefined : 'numeric'}
    />
  );
  return (
    <DeskForm
      title="New fancy line"
      label="Open line"
      onSend={async () => {
        const result = await create({
          eventId,
          name: f.name.trim(),
          noRuns: int(f.noRuns),
          yesRuns: int(f.yesRuns),
          noRate: int(f.noRate),
          yesRate: int(f.yesRate),
          minStake: int(f.minStake),
          maxStake: int(f.maxStake),
        });
        if (!('error' in result && result.error)) setF({ ...f, name: '', noRuns: '', yesRuns: '' });
        return result;
      }}
    >
      {field('name', 'Line name')}
      {field('noRuns', 'NO runs')}
      {field('yesRuns', 'YES runs')}
      {field('noRate', 'NO rate')}
      {field('yesRate', 'YES rate')}
      {field('minStake', 'Min stake')}
      {field('maxStake', 'Max stake')}
    </DeskForm>
  );
}

export function NewBookmakerForm({ eventId, runners }: { eventId: number; runners: Array<{ selectionId: number; name: string }> }) {
  const [create] = useCreateBookmakerMutation();
  const [quotes, setQuotes] = useState<Record<number, { back: string; lay: string }>>({});
  const [size, setSize] = useState('100000');
  if (runners.length < 2) return null;
  const quoteOf = (id: number) => quotes[id] ?? { back: '', lay: '' };
  return (
    <DeskForm
      title="New bookmaker market"
      label="Open bookmaker"
      onSend={() =>
        create({
          eventId,
          runners: runners.map((r) => ({
            name: r.name,
            back: int(quoteOf(r.selectionId).back),
            lay: int(quoteOf(r.selectionId).lay),
            backSize: int(size),
            laySize: int(size),
          })),
        })
      }
    >
      {runners.map((r) => (
        <Row key={r.selectionId}>
          <Field
            label={`Back ${r.name}`}
            inputMode="numeric"
            value={quoteOf(r.selectionId).back}
            onChange={(e) => setQuotes({ ...quotes, [r.selectionId]: { ...quoteOf(r.selectionId), back: e.target.value } })}
          />
          <Field
            label={`Lay ${r.name}`}
            inputMode="numeric"
            value={quoteOf(r.selectionId).lay}
            onChange={(e) => setQuotes({ ...quotes, [r.selectionId]: { ...quoteOf(r.selectionId), lay: e.target.value } })}
          />
        </Row>
      ))}
      <Field label="Size" inputMode="numeric" value={size} onValue={setSize} />
    </DeskForm>
  );
}

export function StakeLimitsForm({ eventId, row }: { eventId: number; row: DeskRow }) {
  const [change] = useChangeFancyMutation();
  const { line } = row;
  const [min, setMin] = useState(String(line.minStake ?? ''));
  const [max, setMax] = useState(String(line.maxStake ?? ''));
  return (
    <DeskForm
      title={`Stake limits: ${line.name}`}
      label="Set limits"
      onSend={() => change({ eventId, marketId: line.marketId, version: line.version, minStake: int(min), maxStake: int(max) })}
    >
      <Field label="Line min stake" inputMode="numeric" value={min} onValue={setMin} />
      <Field label="Line max stake" inputMode="numeric" value={max} onValue={setMax} />
    </DeskForm>
  );
}

export function ResultForm({ eventId, row }: { eventId: number; row: DeskRow }) {
  const [declare] = useDeclareMutation();
  const [changeFancy] = useChangeFancyMutation();
  const [changeRunner] = useChangeRunnerMutation();
  const { line } = row;
  const [runs, setRuns] = useState('');
  const [winner, setWinner] = useState(String(line.rows?.[0]?.selectionId ?? ''));
  // A result ends the betting: the line is suspended first (the settlement refuses an open market).
  const suspend = async (): Promise<Answer> => {
    if (line.status === 'SUSPENDED') return {};
    const first = line.rows?.[0];
    if (line.kind === 'BookMaker' && first)
      return changeRunner({ eventId, marketId: line.marketId, selectionId: first.selectionId, version: line.version, status: 'SUSPENDED' });
    return changeFancy({ eventId, marketId: line.marketId, version: line.version, status: 'SUSPENDED' });
  };
  const send = async (): Promise<Answer> => {
    const result = line.kind === 'BookMaker' ? { winnerSelectionId: Number(winner) } : { runs: int(runs) };
    if (line.kind === 'Fancy' && Number.isNaN(result.runs as number))
      return { error: { status: 400, data: { message: 'Type the runs scored.' } } };
    const suspended = await suspend();
    if ('error' in suspended && suspended.error) return suspended;
    return declare({ eventId, marketId: line.marketId, ...result });
  };
  return (
    <DeskForm title={`Result: ${line.name}`} label="Declare result" onSend={send}>
      {line.kind === 'BookMaker' ? (
        <label>
          Winner
          <Select value={winner} onChange={(e) => setWinner(e.target.value)} aria-label="Winner">
            {(line.rows ?? []).map((r) => (
              <option key={r.selectionId} value={r.selectionId}>
                {r.name}
              </option>
            ))}
          </Select>
        </label>
      ) : (
        <Field label="Runs scored" inputMode="numeric" value={runs} onValue={setRuns} />
      )}
    </DeskForm>
  );
}

export function FeedLines({ eventId, lines }: { eventId: number; lines: NonNullable<DeskResponse['feedLines']> }) {
  const [takeOver] = useTakeOverMutation();
  const [problem, setProblem] = useState<string | null>(null);
  if (lines.length === 0) return null;
  return (
    <Box as="section" aria-label="The feed's lines">
      <h3>The feed&apos;s lines</h3>
      <ul>
        {lines.map((l) => (
          <li key={l.marketId}>
            {l.name} <span>{l.quote}</span>{' '}
            <SmallButton
              type="button"
              onClick={() =>
                void takeOver({ eventId, marketId: l.marketId }).then((r) =>
                  setProblem('error' in r && r.error ? (serverMessage(r.error) ?? 'Not taken over.') : null),
                )
              }
            >
              Take over {l.name}
            </SmallButton>
          </li>
        ))}
      </ul>
      {problem && <ErrorText role="alert">{problem}</ErrorText>}
    </Box>
  );
}
