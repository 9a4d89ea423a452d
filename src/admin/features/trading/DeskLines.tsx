// One event's lines on the desk, keyboard first. Each fancy line is one row; a bookmaker market is one
// row per runner. Keys (the table focused): ↑/↓ choose a row; + / − move it one run (a bookmaker
// runner: its back and lay one point); B ball running; S suspend; O open; W a wicket (every line
// suspended); R every line open again. Enter on the quote field sends a typed quote: '49/51' (with
// rates: '49/51 90/110') for a fancy line, 'back/lay' ('45/50') for a bookmaker runner. Every change
// carries the version it was based on: a stale one comes back with the server's "the line moved".
import { Fragment, useState, type FormEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { CompactTable } from '../../ui/CompactTable';
import { serverMessage } from '../../../api/errors';
import { Badge, ErrorText, Field, Kbd, Money } from '../../ui/adminUi';
import {
  useChangeFancyMutation,
  useChangeRunnerMutation,
  useSetAllMutation,
  type BookmakerRow,
  type DeskLine,
  type LineStatus,
} from './deskApi';

// The desk's lines read at a glance: larger type and roomier rows than the other small tables.
const Lines = styled(CompactTable)`
  font-size: 14px;
  th,
  td {
    padding: 7px 10px;
  }
  th {
    font-size: inherit;
    color: inherit;
  }
  tr[aria-selected='true'] td {
    background: #e8f2fa;
  }
  &:focus {
    outline: 2px solid #2b6cb0;
  }
`;

const Scroll = styled.div`
  overflow-x: auto;
`;

const TONE = { OPEN: 'ok', SUSPENDED: 'bad', BALL_RUNNING: 'warn' } as const;
const LABEL = { OPEN: 'Open', SUSPENDED: 'Suspended', BALL_RUNNING: 'Ball running' } as const;

/** A row of the desk: a fancy line, or one runner of a bookmaker market. */
export interface DeskRow {
  key: string;
  label: string;
  line: DeskLine;
  runner: BookmakerRow | null;
}

export function rowsOf(lines: DeskLine[]): DeskRow[] {
  return lines.flatMap((line): DeskRow[] =>
    line.kind === 'BookMaker'
      ? (line.rows ?? []).map((runner) => ({
          key: `${line.marketId}:${runner.selectionId}`,
          label: `${line.name}: ${runner.name}`,
          line,
          runner,
        }))
      : [{ key: line.marketId, label: line.name, line, runner: null }],
  );
}

const QUOTE = /^\s*(\d{1,3})\s*\/\s*(\d{1,3})(?:\s+(\d{1,4})\s*\/\s*(\d{1,4}))?\s*$/;

const stakeText = (line: DeskLine) =>
  line.kind === 'Fancy' && line.minStake != null && line.maxStake != null
    ? `${line.minStake.toLocaleString('en-IN')}–${line.maxStake.toLocaleString('en-IN')}`
    : '—';

// Wraps between the two sides (never inside one), so the column stays narrow on a 390 px phone.
const Sides = styled.small`
  display: block;
  color: ${({ theme }) => theme.colors.muted};
  span {
    white-space: nowrap;
  }
`;

/** The stake matched on each side of the row: NO and YES of a fancy line, back and lay of a bookmaker runner. */
function MatchedSidesText({ row }: { row: DeskRow }) {
  const sides = row.line.book.matchedSides;
  if ('no' in sides) {
    return <SideAmounts label={`Matched on ${row.label}`} amounts={{ NO: sides.no, YES: sides.yes }} />;
  }
  const runner = row.runner && sides.runners.find((r) => r.selectionId === row.runner?.selectionId);
  if (!runner) return null;
  return <SideAmounts label={`Matched on ${row.label}`} amounts={{ Back: runner.back, Lay: runner.lay }} />;
}

/** Each side's name and amount, in the order given, separated by a dot. */
function SideAmounts({ label, amounts }: { label: string; amounts: Record<string, number> }) {
  return (
    <Sides aria-label={label}>
      {Object.entries(amounts).map(([side, amount], i) => (
        <Fragment key={side}>
          {i > 0 && ' · '}
          <span>
            {side} <Money value={amount} />
          </span>
        </Fragment>
      ))}
    </Sides>
  );
}

export function DeskLines({
  eventId,
  rows,
  selected,
  onSelect,
}: {
  eventId: number;
  rows: DeskRow[];
  selected: DeskRow | undefined;
  onSelect: (index: number) => void;
}) {
  const [changeFancy] = useChangeFancyMutation();
  const [changeRunner] = useChangeRunnerMutation();
  const [setAll] = useSetAllMutation();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const index = selected ? rows.indexOf(selected) : -1;

  const answered = (result: { error?: unknown }) =>
    setProblem('error' in result && result.error ? (serverMessage(result.error) ?? 'The change was not made.') : null);

  const fancy = async (change: { noRuns?: number; yesRuns?: number; noRate?: number; yesRate?: number; status?: LineStatus }) => {
    if (!selected) return;
    answered(await changeFancy({ eventId, marketId: selected.line.marketId, version: selected.line.version, ...change }));
  };
  const runner = async (change: { back?: number; lay?: number; status?: LineStatus }) => {
    if (!selected?.runner) return;
    const { line, runner: row } = selected;
    answered(await changeRunner({ eventId, marketId: line.marketId, selectionId: row.selectionId, version: line.version, ...change }));
  };
  const status = (next: LineStatus) => (selected?.runner ? runner({ status: next }) : fancy({ status: next }));
  const step = (by: 1 | -1) => {
    if (!selected) return;
    if (selected.runner) {
      const { back, lay } = selected.runner;
      return runner({ back: Math.max(1, back + by), lay: Math.max(1, lay + by) });
    }
    const { noRuns = 0, yesRuns = 0 } = selected.line;
    return fancy({ noRuns: Math.max(0, noRuns + by), yesRuns: Math.max(0, yesRuns + by) });
  };
  const all = async (action: 'suspend-all' | 'resume-all') => answered(await setAll({ eventId, action }));

  const onKey = (event: KeyboardEvent<HTMLTableElement>) => {
    const keys: Record<string, () => unknown> = {
      ArrowDown: () => onSelect(Math.min(index + 1, rows.length - 1)),
      ArrowUp: () => onSelect(Math.max(index - 1, 0)),
      '+': () => step(1),
      '=': () => step(1),
      '-': () => step(-1),
      b: () => status('BALL_RUNNING'),
      s: () => status('SUSPENDED'),
      o: () => status('OPEN'),
      w: () => all('suspend-all'),
      r: () => all('resume-all'),
    };
    const act = keys[event.key.length === 1 ? event.key.toLowerCase() : event.key];
    if (!act) return;
    event.preventDefault();
    void act();
  };

  const onQuote = (event: FormEvent) => {
    event.preventDefault();
    const match = QUOTE.exec(typed);
    if (!match) {
      setProblem(
        selected?.runner ? 'Type the quote as back/lay (45/50).' : 'Type the quote as NO/YES (49/51), rates after a space (49/51 90/110).',
      );
      return;
    }
    const [, a, b, noRate, yesRate] = match;
    const sent = selected?.runner
      ? runner({ back: Number(a), lay: Number(b) })
      : fancy({ noRuns: Number(a), yesRuns: Number(b), ...(noRate ? { noRate: Number(noRate), yesRate: Number(yesRate) } : {}) });
    void sent.then(() => setTyped(''));
  };

  return (
    <>
      {rows.length === 0 ? (
        <p>No line on the desk for this event yet.</p>
      ) : (
        <Scroll>
          <Lines tabIndex={0} onKeyDown={onKey} aria-label="Lines" aria-keyshortcuts="ArrowUp ArrowDown + - B S O W R">
            <thead>
              <tr>
                <th>Line</th>
                <th className="n">NO / Back</th>
                <th className="n">YES / Lay</th>
                <th>Status</th>
                <th className="n">Matched</th>
                <th className="n">Worst case</th>
                <th className="n">Rates</th>
                <th className="n">Stake</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => (
                <tr key={row.key} aria-selected={row === selected} onClick={() => onSelect(i)}>
                  <td>
                    {row.label}
                    {row.line.alert && <ErrorText role="alert">{row.line.alert}</ErrorText>}
                  </td>
                  <td className="n">{row.runner ? row.runner.back : row.line.noRuns}</td>
                  <td className="n">{row.runner ? row.runner.lay : row.line.yesRuns}</td>
                  <td>
                    <Badge $tone={TONE[row.line.status]}>{LABEL[row.line.status]}</Badge>
                  </td>
                  <td className="n">
                    <Money value={row.line.book.matched} />
                    <MatchedSidesText row={row} />
                  </td>
                  <td className="n">
                    <Money value={row.line.book.worstCase} signed />
                  </td>
                  <td className="n">{row.runner ? '' : `${row.line.noRate}/${row.line.yesRate}`}</td>
                  <td className="n">{stakeText(row.line)}</td>
                </tr>
              ))}
            </tbody>
          </Lines>
        </Scroll>
      )}
      <form onSubmit={onQuote}>
        <Field
          label={selected ? `New quote for ${selected.label}` : 'New quote'}
          value={typed}
          onValue={setTyped}
          placeholder={selected?.runner ? '45/50' : '49/51'}
        />
      </form>
      {problem && <ErrorText role="alert">{problem}</ErrorText>}
      <p>
        <Kbd>↑</Kbd>/<Kbd>↓</Kbd> line · <Kbd>+</Kbd>/<Kbd>−</Kbd> one run · <Kbd>B</Kbd> ball running · <Kbd>S</Kbd> suspend · <Kbd>O</Kbd>{' '}
        open · <Kbd>W</Kbd> wicket: all suspended · <Kbd>R</Kbd> all open
      </p>
    </>
  );
}
