// Bet History (spec §2, §4): sport, bet status and dates; Submit applies them from page 1; a page
// button loads that page. The filters in the bar are a draft until Submit.
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import { useAppSelector } from '../../app/hooks';
import { BET_HISTORY_PAGE_SIZE, BET_STATUS } from '../../domain/constants';
import type { BetStatusFilter, SportFilter } from '../../domain/contract/reports';
import { SelectField } from '../../ui/FilterField';
import type { DateRange } from '../../ui/DateRangePicker';
import { selectUserId } from '../auth';
import { BetPages } from './BetPages';
import { ReportFilterForm } from './ReportFilterForm';
import { useGetBetHistoryByDateQuery } from './reportsApi';
import { defaultRange, rangeQuery } from './reportDates';
import { SPORT_OPTIONS, STATUS_OPTIONS } from './reportRows';
import { ReportCard, ReportPage, useCountText } from './reportUi';
import { useT } from '../../i18n/runtime';

interface Filter {
  range: DateRange;
  sport: SportFilter;
  betStatus: BetStatusFilter;
}

export default function BetHistoryPage() {
  const t = useT();
  const countText = useCountText();
  const userId = useAppSelector(selectUserId);
  const [draft, setDraft] = useState<Filter>(() => ({ range: defaultRange(Date.now()), sport: 0, betStatus: BET_STATUS.settled }));
  const [applied, setApplied] = useState({ filter: draft, page: 1 });
  const arg = userId
    ? {
        userId,
        betStatus: applied.filter.betStatus,
        sport: applied.filter.sport,
        ...rangeQuery(applied.filter.range),
        page: applied.page,
        totalpage: BET_HISTORY_PAGE_SIZE,
      }
    : skipToken;
  const query = useGetBetHistoryByDateQuery(arg, { refetchOnMountOrArgChange: true });

  if (!userId) return <Navigate to="/login" replace />;

  const sports = SPORT_OPTIONS.map((option) => ({ ...option, label: t(option.label) }));
  const statuses = STATUS_OPTIONS.map((option) => ({ ...option, label: t(option.label) }));
  const betCount = (rows: number | undefined) =>
    rows === undefined
      ? undefined
      : rows === 1
        ? t('{{number}} bet', { number: countText(rows) })
        : t('{{number}} bets', { number: countText(rows) });
  const submit = () => {
    const next = { filter: draft, page: 1 };
    if (JSON.stringify(next) === JSON.stringify(applied)) query.refetch();
    else setApplied(next);
  };
  return (
    <ReportPage>
      <ReportCard title={t('Bet History')} aside={betCount(query.data && !query.isError ? query.data.totalrows : undefined)}>
        <ReportFilterForm
          label={t('Bet history filter')}
          range={draft.range}
          onRangeChange={(range) => setDraft({ ...draft, range })}
          onSubmit={submit}
          busy={query.isFetching}
        >
          <SelectField label={t('Sport')} value={draft.sport} options={sports} onChange={(sport) => setDraft({ ...draft, sport })} />
          <SelectField
            label={t('Bet status')}
            value={draft.betStatus}
            options={statuses}
            onChange={(betStatus) => setDraft({ ...draft, betStatus })}
          />
        </ReportFilterForm>
        <BetPages caption={t('Bet history')} page={applied.page} query={query} onPageChange={(page) => setApplied({ ...applied, page })} />
      </ReportCard>
    </ReportPage>
  );
}
