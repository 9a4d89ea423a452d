// Profit Loss's table (spec §2): Sport, Event Name (opens the Result popup when the market has bets),
// Market Name, Profit/loss (green at 0 and above, red below), Place Date; and the range's total.
import styled from 'styled-components';
import type { BetDetailRow, PlMainRow } from '../../domain/contract/reports';
import { MSG } from '../../domain/messages';
import { toPaise, toRupees } from '../../domain/money';
import { DataTable, type Column } from '../../ui/DataTable';
import { formatReportDate } from './reportDates';
import { hasBets, type ResultSelection } from './reportRows';
import { Money, OpenResult } from './reportUi';

const TotalLabel = styled.td`
  text-align: right;
`;

export interface ProfitLossTableProps {
  rows: readonly PlMainRow[];
  details: readonly BetDetailRow[];
  onOpenResult: (selection: ResultSelection) => void;
}

export function ProfitLossTable({ rows, details, onOpenResult }: ProfitLossTableProps) {
  const columns: Array<Column<PlMainRow>> = [
    { key: 'sport', header: 'Sport', cell: (row) => row.sportName || '-' },
    {
      key: 'event',
      header: 'Event Name',
      wide: true,
      cell: (row) =>
        hasBets(row.marketId, details) ? (
          <OpenResult onClick={() => onOpenResult({ marketId: row.marketId, summaryId: row.id })}>{row.eventName}</OpenResult>
        ) : (
          row.eventName
        ),
    },
    { key: 'market', header: 'Market Name', cell: (row) => row.market },
    { key: 'pl', header: 'Profit/loss', align: 'right', cell: (row) => <Money rupees={row.amount} /> },
    { key: 'placed', header: 'Place Date', nowrap: true, cell: (row) => formatReportDate(row.placeTime) },
  ];
  const total = toRupees(rows.reduce((sum, row) => sum + toPaise(row.amount), 0));
  return (
    <DataTable
      caption="Profit and loss by market"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      emptyText={MSG.noDataFound}
      footer={
        <tr>
          <TotalLabel colSpan={3}>Total</TotalLabel>
          <td style={{ textAlign: 'right' }}>
            <Money rupees={total} />
          </td>
          <td />
        </tr>
      }
    />
  );
}
