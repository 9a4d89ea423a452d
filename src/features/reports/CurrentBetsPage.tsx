// Current Bet (spec §2): the player's unsettled bets (bet status 2), every sport, whenever placed,
// newest first, 10 a page. No filters and no profit/loss: nothing is won or lost yet. A bet placed
// elsewhere in the app invalidates 'Bets', so the list follows.
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import { useAppSelector } from '../../app/hooks';
import { BET_HISTORY_PAGE_SIZE, BET_STATUS } from '../../domain/constants';
import { selectUserId } from '../auth';
import { BetPages } from './BetPages';
import { useGetBetHistoryByDateQuery } from './reportsApi';
import { ReportCard, ReportPage, useCountText } from './reportUi';
import { useT } from '../../i18n/runtime';

export default function CurrentBetsPage() {
  const t = useT();
  const countText = useCountText();
  const userId = useAppSelector(selectUserId);
  const [page, setPage] = useState(1);
  const arg = userId ? { userId, betStatus: BET_STATUS.unsettled, sport: 0 as const, page, totalpage: BET_HISTORY_PAGE_SIZE } : skipToken;
  const query = useGetBetHistoryByDateQuery(arg, { refetchOnMountOrArgChange: true });

  if (!userId) return <Navigate to="/login" replace />;

  return (
    <ReportPage>
      <ReportCard
        title={t('Current Bet')}
        aside={query.data && !query.isError ? t('{{number}} unsettled', { number: countText(query.data.totalrows) }) : undefined}
      >
        <BetPages caption={t('Current bets')} page={page} query={query} onPageChange={setPage} showProfitLoss={false} />
      </ReportCard>
    </ReportPage>
  );
}
