// A player's ledger and bets (open or settled), paged, as tabs on the player's page.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { betPage } from '../../app/adminLinks';
import styled from 'styled-components';
import { serverMessage } from '../../../api/errors';
import { formatRupees } from '../../../domain/money';
import { DataTable, type Column } from '../../../ui/DataTable';
import { Pagination } from '../../../ui/Pagination';
import { ErrorText, Money, Panel } from '../../ui/adminUi';
import {
  HISTORY_PAGE_SIZE,
  usePlayerBetsQuery,
  usePlayerLedgerQuery,
  type BetFilter,
  type LedgerEntry,
  type PlayerBet,
} from './historyApi';

type Tab = 'ledger' | BetFilter;
const TABS: Array<[Tab, string]> = [
  ['ledger', 'Ledger'],
  ['open', 'Open bets'],
  ['settled', 'Settled bets'],
];

const Tabs = styled.div`
  display: flex;
  gap: 4px;
  padding: 8px 10px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  button {
    padding: 8px 14px;
    border: 0;
    border-bottom: 3px solid transparent;
    background: none;
    font-weight: 700;
    cursor: pointer;
    color: ${({ theme }) => theme.colors.muted};
    &[aria-selected='true'] {
      color: ${({ theme }) => theme.colors.text};
      border-bottom-color: ${({ theme }) => theme.colors.accent};
    }
  }
`;

const LEDGER: Column<LedgerEntry>[] = [
  { key: 'at', header: 'When (IST)', cell: (r) => r.createdAt, nowrap: true },
  { key: 'kind', header: 'Kind', cell: (r) => r.kind },
  { key: 'remark', header: 'Remark', cell: (r) => r.remark || '—', wide: true },
  { key: 'amount', header: 'Amount', cell: (r) => <Money value={r.amount} signed />, align: 'right' },
  { key: 'after', header: 'Balance', cell: (r) => formatRupees(r.balanceAfter), align: 'right' },
];

const BETS: Column<PlayerBet>[] = [
  { key: 'at', header: 'Placed (IST)', cell: (r) => r.placedAt, nowrap: true },
  { key: 'betId', header: 'Bet id', cell: (r) => <Link to={betPage(r.betId)}>{r.betId}</Link>, nowrap: true },
  { key: 'event', header: 'Event / market', cell: (r) => `${r.eventName} — ${r.marketName}`, wide: true },
  { key: 'sel', header: 'Selection', cell: (r) => `${r.side.toUpperCase()} ${r.selectionName}` },
  { key: 'odds', header: 'Odds', cell: (r) => r.oddsMatched ?? r.oddsRequested, align: 'right' },
  { key: 'stake', header: 'Stake', cell: (r) => formatRupees(r.stake), align: 'right' },
  { key: 'profit', header: 'Profit', cell: (r) => formatRupees(r.profit), align: 'right' },
  { key: 'liability', header: 'Liability', cell: (r) => formatRupees(r.liability), align: 'right' },
  { key: 'ip', header: 'IP', cell: (r) => r.ip || '—', nowrap: true },
  { key: 'result', header: 'Result', cell: (r) => (r.status === 'settled' ? <Money value={r.result} signed /> : r.status), align: 'right' },
];

function Ledger({ id }: { id: number }) {
  const [page, setPage] = useState(1);
  const { data, error } = usePlayerLedgerQuery({ id, page });
  if (error) return <ErrorText role="alert">{serverMessage(error) ?? 'The ledger could not be loaded.'}</ErrorText>;
  return (
    <>
      <DataTable caption="Ledger" columns={LEDGER} rows={data?.rows ?? []} rowKey={(r) => r.id} emptyText="No Record Found" />
      {data && data.total > HISTORY_PAGE_SIZE && (
        <Pagination page={page} totalPages={Math.ceil(data.total / HISTORY_PAGE_SIZE)} onChange={setPage} label="Ledger pages" />
      )}
    </>
  );
}

function Bets({ id, filter }: { id: number; filter: BetFilter }) {
  const [page, setPage] = useState(1);
  const { data, error } = usePlayerBetsQuery({ id, page, filter });
  if (error) return <ErrorText role="alert">{serverMessage(error) ?? 'The bets could not be loaded.'}</ErrorText>;
  return (
    <>
      <DataTable
        caption={filter === 'open' ? 'Open bets' : 'Settled bets'}
        columns={BETS}
        rows={data?.rows ?? []}
        rowKey={(r) => r.id}
        emptyText="No Record Found"
      />
      {data && data.total > HISTORY_PAGE_SIZE && (
        <Pagination page={page} totalPages={Math.ceil(data.total / HISTORY_PAGE_SIZE)} onChange={setPage} label="Bet pages" />
      )}
    </>
  );
}

export function PlayerHistory({ id }: { id: number }) {
  const [tab, setTab] = useState<Tab>('ledger');
  return (
    <Panel>
      <Tabs role="tablist" aria-label="History">
        {TABS.map(([value, label]) => (
          <button key={value} type="button" role="tab" aria-selected={tab === value} onClick={() => setTab(value)}>
            {label}
          </button>
        ))}
      </Tabs>
      <div role="tabpanel">{tab === 'ledger' ? <Ledger id={id} /> : <Bets key={tab} id={id} filter={tab} />}</div>
    </Panel>
  );
}
