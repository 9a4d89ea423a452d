// Players from the server (GET /admin/players): a user-name prefix, a status filter, sorting by
// balance or exposure (or name, or id), paged. The console never filters or sorts a list itself.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ADMIN_PAGES } from '../../app/adminPaths';
import { Badge, ErrorText, Field, Money, Select, SmallButton } from '../../ui/adminUi';
import { useListPlayersQuery, type PlayerListArgs, type PlayerListRow, type PlayerSort, type PlayerStatus } from './playersApi';

const PAGE_SIZE = 25;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 13px;
  margin-top: 10px;
  th,
  td {
    padding: 6px 8px;
    border-bottom: 1px solid #eef1f4;
    text-align: left;
    white-space: nowrap;
  }
  th {
    font-size: 12px;
    color: #5b6b79;
  }
  th button {
    all: unset;
    cursor: pointer;
    font-weight: 700;
  }
  td.n,
  th.n {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    display: block;
    overflow-x: auto;
  }
`;

const SearchRow = styled.form`
  display: flex;
  gap: 8px;
  align-items: flex-end;
  flex-wrap: wrap;
  > div {
    flex: 1;
    margin: 0;
    min-width: 140px;
  }
  select {
    width: auto;
  }
`;

const Pager = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  margin-top: 8px;
  font-size: 13px;
`;

const STATUS_LABEL: Record<PlayerStatus, string> = {
  active: 'Active',
  'login-locked': 'Log-in locked',
  'betting-locked': 'Betting locked',
  'below-exposure': 'Below exposure',
};

function StatusBadges({ row }: { row: PlayerListRow }) {
  const below = row.balance < row.exposure + row.reserved;
  if (!row.lockLogin && !row.lockBetting && !below) return <Badge $tone="ok">Active</Badge>;
  return (
    <>
      {row.lockLogin ? <Badge $tone="bad">Log-in locked</Badge> : null} {row.lockBetting ? <Badge $tone="bad">Betting locked</Badge> : null}{' '}
      {below ? <Badge $tone="warn">Below exposure</Badge> : null}
    </>
  );
}

function SortHeader({
  label,
  sort,
  args,
  onSort,
}: {
  label: string;
  sort: PlayerSort;
  args: PlayerListArgs;
  onSort: (sort: PlayerSort) => void;
}) {
  const active = args.sort === sort;
  const arrow = active ? (args.order === 'asc' ? ' ▲' : ' ▼') : '';
  return (
    <th
      className={sort === 'balance' || sort === 'exposure' ? 'n' : undefined}
      aria-sort={active ? (args.order === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      <button type="button" onClick={() => onSort(sort)} aria-label={`Sort by ${label.toLowerCase()}`}>
        {label}
        {arrow}
      </button>
    </th>
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
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <>
      <SearchRow onSubmit={search} role="search" noValidate>
        <Field
          label="User name"
          hint="Starts with…"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          maxLength={32}
          autoComplete="off"
        />
        <div>
          <label htmlFor="players-status" style={{ display: 'block', fontSize: 12, fontWeight: 700, color: '#5b6b79', marginBottom: 4 }}>
            STATUS
          </label>
          <Select
            id="players-status"
            value={args.status}
            onChange={(e) => setArgs({ ...args, status: e.target.value as PlayerStatus | '', page: 1 })}
          >
            <option value="">Every player</option>
            {Object.entries(STATUS_LABEL).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        </div>
        <SmallButton type="submit" $variant="primary">
          Search
        </SmallButton>
      </SearchRow>
      {error ? <ErrorText role="alert">The players could not load. Try again.</ErrorText> : null}
      {data && data.rows.length === 0 ? <p>No Record Found</p> : null}
      {data && data.rows.length > 0 ? (
        <Table aria-label="Players" aria-busy={isFetching}>
          <thead>
            <tr>
              <SortHeader label="Id" sort="id" args={args} onSort={onSort} />
              <SortHeader label="User name" sort="username" args={args} onSort={onSort} />
              <SortHeader label="Balance" sort="balance" args={args} onSort={onSort} />
              <SortHeader label="Exposure" sort="exposure" args={args} onSort={onSort} />
              <th className="n">Available</th>
              <th>Status</th>
            </tr>
          </thead>
          <tbody>
            {data.rows.map((row) => (
              <tr key={row.id}>
                <td>{row.id}</td>
                <td>
                  <Link to={ADMIN_PAGES.player(row.username)}>{row.username}</Link>{' '}
                  {row.role === 'demo' ? <Badge $tone="muted">demo</Badge> : null}
                </td>
                <td className="n">
                  <Money value={row.balance} />
                </td>
                <td className="n">
                  <Money value={-row.exposure} signed />
                </td>
                <td className="n">
                  <Money value={row.available} />
                </td>
                <td>
                  <StatusBadges row={row} />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : null}
      {data && data.total > 0 ? (
        <Pager>
          <SmallButton type="button" disabled={args.page <= 1} onClick={() => setArgs({ ...args, page: args.page - 1 })}>
            Previous
          </SmallButton>
          <span>
            Page {args.page} of {pages} · {data.total} players
          </span>
          <SmallButton type="button" disabled={args.page >= pages} onClick={() => setArgs({ ...args, page: args.page + 1 })}>
            Next
          </SmallButton>
        </Pager>
      ) : null}
    </>
  );
}
