// The statement's table (spec §2): S.No., Date, Remarks, Credit (green), Debit (red), Balance. A
// sport row whose market has bets opens the Result popup from its remarks.
import type { AccountStatementRow, BetDetailRow } from '../../domain/contract/reports';
import { MSG } from '../../domain/messages';
import { formatRupees } from '../../domain/money';
import { DataTable, type Column } from '../../ui/DataTable';
import { formatReportDate } from './reportDates';
import { hasBets, type ResultSelection } from './reportRows';
import { Money, OpenResult } from './reportUi';
import { translateRemark, useT } from '../../i18n/runtime';

export interface StatementTableProps {
  rows: readonly AccountStatementRow[];
  details: readonly BetDetailRow[];
  onOpenResult: (selection: ResultSelection) => void;
}

export function StatementTable({ rows, details, onOpenResult }: StatementTableProps) {
  const t = useT();
  const columns: Array<Column<AccountStatementRow>> = [
    { key: 'sno', header: t('S.No.'), cell: (_row, index) => index + 1 },
    { key: 'date', header: t('Date'), nowrap: true, cell: (row) => formatReportDate(row.createdDate) },
    {
      key: 'remarks',
      header: t('Remarks'),
      wide: true,
      cell: (row) =>
        row.type === 'sport' && row.marketId && hasBets(row.marketId, details) ? (
          <OpenResult onClick={() => onOpenResult({ marketId: row.marketId as string, summaryId: row.id })}>
            {translateRemark(row.remarks)}
          </OpenResult>
        ) : (
          translateRemark(row.remarks)
        ),
    },
    {
      key: 'credit',
      header: t('Credit'),
      align: 'right',
      cell: (row) => (row.deposit > 0 ? <Money rupees={row.deposit} sign="profit" /> : '-'),
    },
    {
      key: 'debit',
      header: t('Debit'),
      align: 'right',
      cell: (row) => (row.withdraw > 0 ? <Money rupees={row.withdraw} sign="loss" /> : '-'),
    },
    { key: 'balance', header: t('Balance'), align: 'right', cell: (row) => formatRupees(row.balance) },
  ];
  return (
    <DataTable caption={t('Account statement')} columns={columns} rows={rows} rowKey={(row) => row.id} emptyText={t(MSG.noRecordFound)} />
  );
}
