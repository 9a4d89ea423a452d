// Players from the server (GET /admin/players): a user-name prefix, a status filter, sorting by
// balance or exposure (or name, or id), paged. The console never filters or sorts a list itself.
// The names found export as CSV (GET /admin/users.csv, the same prefix).
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { serverMessage } from '../../../api/errors';
import { adminApiUrl } from '../../api/adminApi';
import { ADMIN_PAGES } from '../../app/adminPaths';
import { Badge, Field, Money } from '../../ui/adminUi';
import { DataList, FilterForm, type ListColumn } from '../../ui/DataList';
import { SelectField } from '../../ui/SelectField';
import { useListPlayersQuery, type PlayerListArgs, type PlayerListRow, type PlayerSort, type PlayerStatus } from './playersApi';

const PAGE_SIZE = 25;

const STATUS_OPTIONS: Array<{ value: PlayerStatus | ''; label: string }> = [
  { value: '', label: 'Every player' },
  { value: 'active', label: 'Active' },
  { value: 'login-locked', label: 'Log-in locked' },
  { value: 'betting-locked', label: 'Betting locked' },
  { value: 'below-exposure', label: 'Below exposure' },
];

function StatusBadges({ row }: { row: PlayerListRow }) {
  const below = row.balance < row.exposure + row.reserved;
  if (!row.lockLogin && !row.lockBetting && !below) return <Badge $tone="ok">Active</Badge>;
  return (
    <span>
      {row.lockLogin ? <Badge $tone="bad">Log-in locked</Badge> : null} {row.lockBetting ? <Badge $tone="bad">Betting locked</Badge> : null}{' '}
      {below ? <Badge $tone="warn">Below exposure</Badge> : null}
    </span>
  );
}

export function PlayersList() {
  const [typed, setTyped] = useState('');
  const [args, setArgs] = useState<PlayerListArgs>({ prefix: '', status: '', sort: 'id', order: 'asc', page: 1, pageSize: PAGE_SIZE });
  const { data, error, isFetching } = useListPlayersQuery(args);
  const search = (event: FormEvent) => {
    event.preventDefault();
    setArgs({ ...args, prefix: typed.trim(), page: 1 });
  };
  // Money columns start from the largest; a second click turns the order.
  const onSort = (sort: PlayerSort) =>
    setArgs({
      ...args,
      sort,
      order: args.sort === sort ? (args.order === 'asc' ? 'desc' : 'asc') : sort === 'balance' || sort === 'exposure' ? 'desc' : 'asc',
      page: 1,
    });
  const sortable = (label: string, sort: PlayerSort, align?: 'num'): Omit<ListColumn<PlayerListRow>, 'cell'> => {
    const active = args.sort === sort;
    return {
      label,
      align,
      sorted: active ? (args.order === 'asc' ? 'ascending' : 'descending') : undefined,
      header: (
        <button type="button" onClick={() => onSort(sort)} aria-label={`Sort by ${label.toLowerCase()}`}>
          {label}
          {active ? (args.order === 'asc' ? ' ▲' : ' ▼') : ''}
        </button>
      ),
    };
  };
  const columns: Array<ListColumn<PlayerListRow>> = [
    { ...sortable('Id', 'id'), cell: (r) => r.id },
    {
      ...sortable('User name', 'username'),
      cell: (r) => (
        <span>
          <Link to={ADMIN_PAGES.player(r.username)}>{r.username}</Link> {r.role === 'demo' ? <Badge $tone="muted">demo</Badge> : null}
        </span>
      ),
    },
    { ...sortable('Balance', 'balance', 'num'), cell: (r) => <Money value={r.balance} /> },
    { ...sortable('Exposure', 'exposure', 'num'), cell: (r) => <Money value={-r.exposure} signed /> },
    { label: 'Available', align: 'num', cell: (r) => <Money value={r.available} /> },
    { label: 'Status', cell: (r) => <StatusBadges row={r} /> },
  ];
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const csv = adminApiUrl(`/users.csv${args.prefix ? `?${new URLSearchParams({ search: args.prefix }).toString()}` : ''}`);
  return (
    <DataList
      label="Players"
      summary={data && data.total > 0 ? `Page ${args.page} of ${pages} · ${data.total} players` : undefined}
      loading={isFetching}
      columns={columns}
      rows={data?.rows}
      rowKey={(r) => r.id}
      error={error ? (serverMessage(error) ?? 'The players could not load. Try again.') : null}
      page={{ page: args.page, totalPages: pages, onChange: (page) => setArgs({ ...args, page }) }}
      csv={{ href: csv, label: args.prefix ? `Export names starting ${args.prefix} as CSV` : 'Export all players as CSV' }}
      filters={
        <FilterForm label="Find players" onApply={search} submit="Search" search>
          <Field label="User name" hint="Starts with…" value={typed} onValue={setTyped} maxLength={32} autoComplete="off" />
          <SelectField
            label="Status"
            options={STATUS_OPTIONS}
            value={args.status}
            onChange={(e) => setArgs({ ...args, status: e.target.value as PlayerStatus | '', page: 1 })}
          />
        </FilterForm>
      }
    />
  );
}
