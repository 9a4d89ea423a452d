// One market's book, refreshed every 2 s: the house's result per runner (or per run for a fancy), the
// largest positions, and suspend / resume with a reason.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CompactTable } from '../../ui/CompactTable';
import { ADMIN_PAGES } from '../../app/adminPaths';
import { useAdminDispatch, useAdminSelector } from '../../app/adminHooks';
import { Badge, ErrorText, Facts, Field, Money, Muted, Panel, PanelBody, SmallButton } from '../../ui/adminUi';
import { MoneyFacts } from '../../ui/MoneyFacts';
import { useBookQuery, type MarketBook } from './riskApi';
import {
  marketControlActions,
  selectControlError,
  selectControlPending,
  selectControlReason,
  selectHandSuspended,
} from './marketControlSlice';

export const BOOK_POLL_MS = 2000;

const Ladder = styled.div`
  max-height: 240px;
  overflow: auto;
`;

/** The house's result for each outcome: a runs ladder for a fancy line, else each runner winning. */
function HouseResults({
  label,
  outcome,
  rows,
}: {
  label: string;
  outcome: string;
  rows: Array<{ key: string | number; name: ReactNode; house: number }>;
}) {
  return (
    <CompactTable aria-label={label}>
      <thead>
        <tr>
          <th>{outcome}</th>
          <th className="n">House</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key}>
            <td>{r.name}</td>
            <td className="n">
              <Money value={r.house} signed />
            </td>
          </tr>
        ))}
      </tbody>
    </CompactTable>
  );
}

function Outcomes({ book }: { book: MarketBook }) {
  if (book.ladder.length > 0) {
    return (
      <Ladder>
        <HouseResults label="House by runs" outcome="Runs" rows={book.ladder.map((r) => ({ key: r.runs, name: r.runs, house: r.house }))} />
      </Ladder>
    );
  }
  const rows = book.runners.map((r) => ({ key: r.selectionId, name: r.name || `Selection ${r.selectionId}`, house: r.house }));
  return <HouseResults label="House by winner" outcome="If this wins" rows={rows} />;
}

function Control({ marketId }: { marketId: string }) {
  const dispatch = useAdminDispatch();
  const reason = useAdminSelector(selectControlReason);
  const pending = useAdminSelector(selectControlPending);
  const error = useAdminSelector(selectControlError);
  const suspended = useAdminSelector((state) => selectHandSuspended(state, marketId));
  const request = (action: 'suspend' | 'resume') => dispatch(marketControlActions.controlRequested({ marketId, action }));
  return (
    <div>
      <Field
        label="Reason"
        value={reason}
        maxLength={520}
        onChange={(e) => dispatch(marketControlActions.controlReasonChanged(e.target.value))}
        error={error ?? undefined}
      />
      <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <SmallButton type="button" $variant="reject" disabled={pending} onClick={() => request('suspend')}>
          Suspend
        </SmallButton>
        <SmallButton type="button" $variant="approve" disabled={pending} onClick={() => request('resume')}>
          Resume
        </SmallButton>
        {suspended !== undefined &&
          (suspended ? <Badge $tone="bad">Suspended by hand</Badge> : <Badge $tone="ok">Following the feed</Badge>)}
      </div>
    </div>
  );
}

export function MarketBookPanel({ marketId }: { marketId: string }) {
  const { data: book, isError } = useBookQuery(marketId, { pollingInterval: BOOK_POLL_MS, skipPollingIfUnfocused: true });
  return (
    <Panel aria-label={`Book of ${marketId}`}>
      <header>
        <h2>{book ? `${book.eventName} — ${book.marketName}` : `Market ${marketId}`}</h2>
        <Badge $tone="info">{marketId}</Badge>
      </header>
      <PanelBody>
        {isError && <ErrorText role="alert">The book could not be loaded.</ErrorText>}
        {book && (
          <>
            <Facts>
              <MoneyFacts
                facts={[
                  { label: 'Worst case', value: book.worstCase, signed: true, big: true },
                  { label: 'Best case', value: book.bestCase, signed: true },
                  { label: 'Matched', value: book.matched },
                ]}
              />
              <dt>Players</dt>
              <dd>{book.players}</dd>
            </Facts>
            <h3 style={{ fontSize: 13, margin: '14px 0 4px' }}>House result</h3>
            <Outcomes book={book} />
            <h3 style={{ fontSize: 13, margin: '14px 0 4px' }}>Largest positions</h3>
            {book.top.length === 0 ? (
              <Muted>No Record Found</Muted>
            ) : (
              <CompactTable aria-label="Largest positions">
                <thead>
                  <tr>
                    <th>Player</th>
                    <th className="n">Exposure</th>
                    <th className="n">Best</th>
                    <th className="n">Matched</th>
                  </tr>
                </thead>
                <tbody>
                  {book.top.map((p) => (
                    <tr key={p.userId}>
                      <td>
                        <Link to={ADMIN_PAGES.player(p.username)}>{p.username}</Link>
                      </td>
                      <td className="n">
                        <Money value={-p.exposure} signed />
                      </td>
                      <td className="n">
                        <Money value={p.best} signed />
                      </td>
                      <td className="n">
                        <Money value={p.matched} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </CompactTable>
            )}
            <h3 style={{ fontSize: 13, margin: '14px 0 6px' }}>Market control</h3>
          </>
        )}
        <Control marketId={marketId} />
      </PanelBody>
    </Panel>
  );
}
