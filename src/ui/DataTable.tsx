// A report table inside its card. On desktop a plain, dense table; under 768 px each row folds into a
// two-column card of "label: value" pairs (the labels come from the column headers), so eight columns
// stay readable at 390 px without sideways scrolling. Rows can carry a tone (back blue, lay pink) that
// is also written as data-tone, so colour is never the only signal and tests can read it.
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

export type RowTone = 'back' | 'lay';
export type Align = 'left' | 'right' | 'center';

export interface Column<Row> {
  key: string;
  header: string;
  cell: (row: Row, index: number) => ReactNode;
  align?: Align;
  /** On phones the cell takes the whole width of its card (names, remarks). */
  wide?: boolean;
  /** Kept on one line (dates). */
  nowrap?: boolean;
}

export interface DataTableProps<Row> {
  /** Read by screen readers as the table's name. */
  caption: string;
  columns: ReadonlyArray<Column<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  rowTone?: (row: Row) => RowTone | undefined;
  /** Shown in one full-width cell when there are no rows ('No Record Found'). */
  emptyText: string;
  /** A row under the table (totals), already made of cells. */
  footer?: ReactNode;
}

const toneColours = { back: '#d6ebfa', lay: '#fde3e9' } as const;
const toneStripes = { back: '#72bbef', lay: '#faa9ba' } as const;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 13.5px;
  caption {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
  th {
    padding: 10px 12px;
    background: ${({ theme }) => theme.colors.tab};
    color: #ffffff;
    font-size: 12.5px;
    font-weight: 700;
    letter-spacing: 0.02em;
    white-space: nowrap;
  }
  td {
    padding: 9px 12px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: middle;
  }
  tfoot td {
    font-weight: 700;
    background: #f6f8fa;
    border-bottom: 0;
  }
  tbody tr:not([data-tone]):nth-child(even) {
    background: #f8fafc;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    tbody td {
      display: block;
      padding: 5px 0;
      font-size: 13px;
      border: 0;
      text-align: left;
      white-space: normal;
    }
    tbody td::before {
      content: attr(data-label);
      display: block;
      margin-bottom: 1px;
      font-size: 10.5px;
      font-weight: 700;
      letter-spacing: 0.05em;
      text-transform: uppercase;
      color: ${({ theme }) => theme.colors.muted};
    }
  }
`;

const cellAlign = (align: Align = 'left') => css`
  text-align: ${align};
`;

const Head = styled.th<{ $align?: Align }>`
  ${({ $align }) => cellAlign($align)}
`;

const Cell = styled.td<{ $align?: Align; $wide?: boolean; $nowrap?: boolean }>`
  ${({ $align }) => cellAlign($align)}
  ${({ $align, $nowrap }) => ($align === 'right' || $nowrap) && 'white-space: nowrap;'}
  ${({ $align }) => $align === 'right' && 'font-variant-numeric: tabular-nums;'}
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};
    ${({ $nowrap }) => $nowrap && '&& { white-space: nowrap; }'}
  }
`;

const Row = styled.tr<{ $tone?: RowTone }>`
  ${({ $tone }) =>
    $tone &&
    css`
      background: ${toneColours[$tone]};
    `}
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    /* A half-width cell after a wide one moves up beside the one before it: no empty halves. */
    grid-auto-flow: row dense;
    column-gap: 10px;
    padding: 8px 10px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    border-left: 4px solid ${({ $tone }) => ($tone ? toneStripes[$tone] : 'transparent')};
  }
`;

const Frame = styled.div`
  overflow-x: auto;
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    thead {
      display: none;
    }
    table,
    tbody,
    tfoot {
      display: block;
    }
    tfoot tr {
      display: flex;
      justify-content: space-between;
      padding: 10px 12px;
    }
    tfoot td {
      padding: 0;
      background: transparent;
    }
    tfoot td:empty {
      display: none;
    }
  }
`;

const Empty = styled.td`
  && {
    padding: 28px 12px;
    text-align: center;
    color: ${({ theme }) => theme.colors.muted};
    font-weight: 600;
  }
  &&::before {
    display: none;
  }
`;

export function DataTable<Row>({ caption, columns, rows, rowKey, rowTone, emptyText, footer }: DataTableProps<Row>) {
  return (
    <Frame>
      <Table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <Head key={column.key} scope="col" $align={column.align}>
                {column.header}
              </Head>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <Empty colSpan={columns.length}>{emptyText}</Empty>
            </tr>
          ) : (
            rows.map((row, index) => {
              const tone = rowTone?.(row);
              return (
                <Row key={rowKey(row)} $tone={tone} data-tone={tone}>
                  {columns.map((column) => (
                    <Cell key={column.key} data-label={column.header} $align={column.align} $wide={column.wide} $nowrap={column.nowrap}>
                      {column.cell(row, index)}
                    </Cell>
                  ))}
                </Row>
              );
            })
          )}
        </tbody>
        {footer && rows.length > 0 && <tfoot>{footer}</tfoot>}
      </Table>
    </Frame>
  );
}
