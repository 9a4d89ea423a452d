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
import { translateMessage, useT } from '../../i18n/runtime';

const TotalLabel = styled.td`
  text-align: right;
`;

export interface ProfitLossTableProps {
  rows: readonly PlMainRow[];
  details: readonly BetDetailRow[];
  onOpenResult: (selection: ResultSelection) => void;
}

export function ProfitLossTable({ rows, details, onOpenResult }: ProfitLossTableProps) {
  const t = useT();
  const columns: Array<Column<PlMainRow>> = [
    { key: 'sport', header: t('Sport'), cell: (row) => (row.sportName ? translateMessage(row.sportName) : '-') },
    {
      key: 'event',
      header: t('Event Name'),
      wide: true,
      cell: (row) =>
        hasBets(row.marketId, details) ? (
          <OpenResult onClick={() => onOpenResult({ marketId: row.marketId, summaryId: row.id })}>{row.eventName}</OpenResult>
        ) : (
          row.eventName
        ),
    },
    { key: 'market', header: t('Market Name'), cell: (row) => translateMessage(row.market) },
    { key: 'pl', header: t('Profit/loss'), align: 'right', cell: (row) => <Money rupees={row.amount} /> },
    { key: 'placed', header: t('Place Date'), nowrap: true, cell: (row) => formatReportDate(row.placeTime) },
  ];
  const total = toRupees(rows.reduce((sum, row) => sum + toPaise(row.amount), 0));
  return (
    <DataTable
      caption={t('Profit and loss by market')}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      emptyText={t(MSG.noDataFound)}
      footer={
        <tr>
          <TotalLabel colSpan={3}>{t('Total')}</TotalLabel>
          <td style={{ textAlign: 'right' }}>
            <Money rupees={total} />
          </td>
          <td />
        </tr>
      }
    />
  );
}
