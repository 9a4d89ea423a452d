// The ledger of every player: each money movement (deposits, withdrawals, settlements, credits and
// debits) newest first, filtered by player, kind and IST dates; the filtered range exports as CSV.
import { Link } from 'react-router-dom';
import { ADMIN_PAGES } from '../../app/adminPaths';
import { Field, Money, PageTitle } from '../../ui/adminUi';
import { DataList, FilterForm, type ListColumn } from '../../ui/DataList';
import { pagedListState, type PagedList } from '../../ui/listQuery';
import { SelectField } from '../../ui/SelectField';
import { useListFilter } from '../../ui/useListFilter';
import { LEDGER_PAGE_SIZE, ledgerCsvUrl, useLedgerQuery, type LedgerFilter, type LedgerRow } from './ledgerApi';

/** Today in IST, as a date field writes it. */
export const istToday = (): string => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

const KINDS = [
  { value: '', label: 'Every kind' },
  ...['deposit', 'withdraw', 'settlement', 'credit', 'debit', 'opening'].map((k) => ({ value: k, label: k })),
];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const LEDGER_LIST: PagedList = { pageSize: LEDGER_PAGE_SIZE, counted: 'entries', failed: 'The ledger could not be loaded.' };

const COLUMNS: ReadonlyArray<ListColumn<LedgerRow>> = [
  { label: 'When (IST)', cell: (r) => r.at },
  { label: 'Player', cell: (r) => <Link to={ADMIN_PAGES.player(r.player)}>{r.player}</Link> },
  { label: 'Kind', cell: (r) => r.kind },
  { label: 'Amount', align: 'num', cell: (r) => <Money value={r.amount} signed /> },
  { label: 'Balance after', align: 'num', cell: (r) => <Money value={r.balanceAfter} /> },
  { label: 'Remark', align: 'wide', cell: (r) => r.remark || '—' },
  { label: 'Ref', cell: (r) => r.ref ?? '—' },
];

export function LedgerPage() {
  const today = istToday();
  const list = useListFilter<LedgerFilter>({ player: '', kind: '', from: today, to: today }, (d) => ({
    ...(d.from.trim() && !DAY.test(d.from.trim()) ? { from: 'YYYY-MM-DD' } : {}),
    ...(d.to.trim() && !DAY.test(d.to.trim()) ? { to: 'YYYY-MM-DD' } : {}),
  }));
  const ledger = useLedgerQuery({ filter: list.applied, page: list.page });
  const range =
    list.applied.from === list.applied.to ? list.applied.from || 'all days' : `${list.applied.from || '…'} to ${list.applied.to || '…'}`;
  return (
    <>
      <PageTitle>Ledger</PageTitle>
      <DataList
        label="Ledger"
        {...pagedListState(ledger, list, LEDGER_LIST)}
        columns={COLUMNS}
        rowKey={(r) => r.id}
        empty="No ledger entry in this range."
        csv={{ href: ledgerCsvUrl(list.applied), label: `Export ${range} as CSV` }}
        filters={
          <FilterForm label="Filter the ledger" onApply={list.apply}>
            <Field label="Player" {...list.bind('player')} />
            <SelectField label="Kind" options={KINDS} {...list.bind('kind')} />
            <Field label="From (IST)" type="date" {...list.bind('from')} />
            <Field label="To (IST)" type="date" {...list.bind('to')} />
          </FilterForm>
        }
      />
    </>
  );
}
