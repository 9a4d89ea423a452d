// Account Statement (spec §2, §4), for players the operator created (selfUser 0; self-registered
// players keep their money history in the wallet). From/To, the type filter, Submit, the ledger
// table. The type filter and the date rule only change which of the loaded rows show: no new call.
import { useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import styled from 'styled-components';
import { useAppSelector } from '../../app/hooks';
import { selectLoginInfo } from '../auth';
import { SelectField } from '../../ui/FilterField';
import { RangeFilterForm } from './ReportFilterForm';
import { ResultPopup } from './ResultPopup';
import { StatementTable } from './StatementTable';
import { useGetAccountStatementQuery } from './reportsApi';
import { resultView, statementRows, STATEMENT_FILTERS, type ResultSelection, type StatementFilter } from './reportRows';
import { ReportCard, ReportPage } from './reportUi';
import { ReportState } from './ReportState';
import { BalanceChart } from '../charts';
import { useReportRange } from './useReportRange';
import { useT } from '../../i18n/runtime';

const Note = styled.p`
  margin: 0;
  padding: 24px 16px;
  text-align: center;
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
`;

export default function AccountStatementPage() {
  const t = useT();
  const info = useAppSelector(selectLoginInfo);
  const userId = info?.Id;
  const range = useReportRange();
  const [filter, setFilter] = useState<StatementFilter>('all');
  const [selection, setSelection] = useState<ResultSelection | null>(null);
  const operatorCreated = info?.selfUser === 0;
  const query = useGetAccountStatementQuery(userId && operatorCreated ? { userId, ...range.applied } : skipToken, {
    refetchOnMountOrArgChange: true,
  });

  if (!userId) return <Navigate to="/login" replace />;
  if (!operatorCreated) {
    return (
      <ReportPage>
        <ReportCard title={t('Account Statement')}>
          <Note>
            {t('Your deposits and withdrawals are listed in the wallet:')}{' '}
            <Link to="/wallet-gateway?view=history">{t('Wallet History')}</Link>.
          </Note>
        </ReportCard>
      </ReportPage>
    );
  }

  const data = query.data;
  const rows = data ? statementRows(data.accountstatement, filter, range.applied) : [];
  const view = data ? resultView(selection, data.plMainVMList, data.plMainDetailVMList) : null;
  return (
    <ReportPage>
      <ReportCard title={t('Account Statement')}>
        <RangeFilterForm label={t('Statement filter')} range={range} query={query}>
          <SelectField
            label={t('Type')}
            value={filter}
            options={STATEMENT_FILTERS.map((option) => ({ ...option, label: t(option.label) }))}
            onChange={setFilter}
          />
        </RangeFilterForm>
        <ReportState query={query} what={t('the statement')}>
          <BalanceChart rows={data ? statementRows(data.accountstatement, 'all', range.applied) : []} />
          <StatementTable rows={rows} details={data?.plMainDetailVMList ?? []} onOpenResult={setSelection} />
        </ReportState>
      </ReportCard>
      {view && <ResultPopup view={view} onClose={() => setSelection(null)} />}
    </ReportPage>
  );
}
