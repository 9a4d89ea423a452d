// Profit Loss (spec §2): the markets settled in the range with the player's net on each; an event
// name opens the Result popup with each bet's Ip Address. 'No Data Found' when the range is empty.
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import { useAppSelector } from '../../app/hooks';
import { selectUserId } from '../auth';
import { ProfitLossTable } from './ProfitLossTable';
import { RangeFilterForm } from './ReportFilterForm';
import { ReportState } from './ReportState';
import { ResultPopup } from './ResultPopup';
import { useGetProfitAndLossByDateQuery } from './reportsApi';
import { resultView, type ResultSelection } from './reportRows';
import { ReportCard, ReportPage } from './reportUi';
import { useReportRange } from './useReportRange';
import { ProfitLossChart } from '../charts';
import { useT } from '../../i18n/runtime';

export default function ProfitLossPage() {
  const t = useT();
  const userId = useAppSelector(selectUserId);
  const range = useReportRange();
  const [selection, setSelection] = useState<ResultSelection | null>(null);
  const query = useGetProfitAndLossByDateQuery(userId ? { userId, ...range.applied } : skipToken, {
    refetchOnMountOrArgChange: true,
  });

  if (!userId) return <Navigate to="/login" replace />;

  const data = query.data;
  const view = data ? resultView(selection, data.plMainVMList, data.plMainDetailVMList) : null;
  return (
    <ReportPage>
      <ReportCard title={t('Profit Loss')}>
        <RangeFilterForm label={t('Profit and loss filter')} range={range} query={query} />
        <ReportState query={query} what={t('profit and loss')}>
          <ProfitLossChart rows={data?.plMainVMList ?? []} />
          <ProfitLossTable rows={data?.plMainVMList ?? []} details={data?.plMainDetailVMList ?? []} onOpenResult={setSelection} />
        </ReportState>
      </ReportCard>
      {view && <ResultPopup view={view} showIp onClose={() => setSelection(null)} />}
    </ReportPage>
  );
}
