// The console's one list: a titled panel with the page's filters, a table (a label per column), row
// actions, an empty and an error state, pages, and a CSV export of what the filters select. On a phone
// each row becomes a card of "label: value" lines with its actions first, so a decision is never
// below a row of cut-off columns.
import type { FormEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { Pagination } from '../../ui/Pagination';
import { ErrorText, Panel, SmallButton } from './adminUi';

export interface ListColumn<Row> {
  /** The column's header, and the label of the value on a phone. */
  label: string;
  cell: (row: Row) => ReactNode;
  /** Numbers right-aligned; 'wide' may wrap. */
  align?: 'num' | 'wide';
  /** The header's content when it is more than its label (a sort button), and the order it shows. */
  header?: ReactNode;
  sorted?: 'ascending' | 'descending';
}

export interface DataListProps<Row> {
  /** The table's accessible name (and the panel's heading unless `title` is given). */
  label: string;
  title?: ReactNode;
  columns: ReadonlyArray<ListColumn<Row>>;
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string | number;
  /** The filters' form, above the table. */
  filters?: ReactNode;
  /** Buttons or links acting on one row (approve, acknowledge, open…). */
  actions?: (row: Row) => ReactNode;
  loading?: boolean;
  /** The call failed: this, instead of the rows. */
  error?: string | null;
  empty?: string;
  page?: { page: number; totalPages: number; onChange: (page: number) => void };
  /** The CSV of the filtered range (the server's export, with the list's permission). */
  csv?: { href: string; label?: string };
  /** A line under the heading: the count, the total. */
  summary?: ReactNode;
}

const Head = styled.header`
  flex-wrap: wrap;
  a.csv {
    display: inline-flex;
    align-items: center;
    min-height: 32px;
    padding: 4px 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 6px;
    background: #fff;
    color: ${({ theme }) => theme.colors.text};
    font-size: 13px;
    font-weight: 700;
    text-decoration: none;
  }
  small {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const FilterBox = styled.div`
  padding: 10px 14px 0;
  border-bottom: 1px solid #eef1f4;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 13px;
  th {
    padding: 7px 10px;
    background: ${({ theme }) => theme.colors.tab};
    color: #fff;
    font-size: 12px;
    text-align: left;
    white-space: nowrap;
  }
  th button {
    all: unset;
    cursor: pointer;
    font-weight: 700;
  }
  td {
    padding: 7px 10px;
    border-bottom: 1px solid #eef1f4;
    vertical-align: top;
  }
  td.num,
  th.num {
    text-align: right;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  td.actions {
    white-space: nowrap;
  }
  td.actions > * + * {
    margin-left: 6px;
  }
  td.state {
    text-align: center;
    padding: 24px;
    color: ${({ theme }) => theme.colors.muted};
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    tbody,
    tr {
      display: block;
    }
    tr {
      display: flex;
      flex-direction: column;
      padding: 8px 10px;
      border-bottom: 6px solid #eef1f4;
    }
    td {
      display: grid;
      grid-template-columns: 38% minmax(0, 1fr);
      gap: 8px;
      padding: 3px 0;
      border: 0;
      overflow-wrap: anywhere;
    }
    td.num {
      text-align: left;
    }
    td > * {
      justify-self: start;
    }
    td[data-label]::before {
      content: attr(data-label);
      font-weight: 700;
      font-size: 11.5px;
      color: ${({ theme }) => theme.colors.muted};
      text-transform: uppercase;
      letter-spacing: 0.03em;
    }
    td.actions {
      order: -1;
      display: flex;
      flex-wrap: wrap;
      gap: 6px;
      padding-bottom: 6px;
      white-space: normal;
    }
    td.actions > * + * {
      margin-left: 0;
    }
    td.actions::before {
      display: none;
    }
    td.state {
      display: block;
    }
  }
`;

export function DataList<Row>(props: DataListProps<Row>) {
  const { label, columns, rows, rowKey, actions, loading, error, page, csv } = props;
  const span = columns.length + (actions ? 1 : 0);
  return (
    <Panel aria-label={label}>
      <Head>
        <h2>
          {props.title ?? label} {props.summary && <small>{props.summary}</small>}
          {loading && <small> · loading…</small>}
        </h2>
        {csv && (
          <a className="csv" href={csv.href} download>
            {csv.label ?? 'Export CSV'}
          </a>
        )}
      </Head>
      {props.filters && <FilterBox>{props.filters}</FilterBox>}
      <Table aria-label={label}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.label} className={c.align === 'num' ? 'num' : undefined} aria-sort={c.sorted}>
                {c.header ?? c.label}
              </th>
            ))}
            {actions && <th>Actions</th>}
          </tr>
        </thead>
        <tbody>
          {error ? (
            <tr>
              <td className="state" colSpan={span}>
                <ErrorText role="alert">{error}</ErrorText>
              </td>
            </tr>
          ) : rows === undefined ? (
            <tr>
              <td className="state" colSpan={span}>
                Loading…
              </td>
            </tr>
          ) : rows.length === 0 ? (
            <tr>
              <td className="state" colSpan={span}>
                {props.empty ?? 'No Record Found'}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((c) => (
                  <td key={c.label} data-label={c.label} className={c.align === 'num' ? 'num' : undefined}>
                    {c.cell(row)}
                  </td>
                ))}
                {actions && <td className="actions">{actions(row)}</td>}
              </tr>
            ))
          )}
        </tbody>
      </Table>
      {page && page.totalPages > 1 && (
        <Pagination page={page.page} totalPages={page.totalPages} onChange={page.onChange} label={`${label} pages`} />
      )}
    </Panel>
  );
}

/** A row of filter fields with their Apply button; wraps to two columns, then one, as the screen narrows. */
export const FilterBar = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: 0 10px;
  align-items: end;
  > button {
    margin-bottom: 10px;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** A list's filter fields and the button that applies them ("Apply", or "Search" for a search). */
export function FilterForm({
  label,
  onApply,
  submit = 'Apply',
  search,
  children,
}: {
  label: string;
  onApply: (event: FormEvent) => void;
  submit?: string;
  /** The form finds rows (a search landmark) rather than narrowing a list. */
  search?: boolean;
  children: ReactNode;
}) {
  return (
    <FilterBar onSubmit={onApply} role={search ? 'search' : undefined} noValidate aria-label={label}>
      {children}
      <SmallButton type="submit" $variant="primary">
        {submit}
      </SmallButton>
    </FilterBar>
  );
}
