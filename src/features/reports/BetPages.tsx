// One page of bets with its pagination (spec §9: 10 a page, total pages = ceil(totalrows / 10)).
// Failures were logged by the endpoint (spec §8) and show only as the empty table.
import styled from 'styled-components';
import { BET_HISTORY_PAGE_SIZE } from '../../domain/constants';
import type { BetHistoryResponse } from '../../domain/contract/reports';
import { Pagination } from '../../ui/Pagination';
import { BetTable } from './BetTable';
import { Loading } from './reportUi';
import { useT } from '../../i18n/runtime';

const Body = styled.div<{ $stale: boolean }>`
  opacity: ${({ $stale }) => ($stale ? 0.55 : 1)};
  transition: opacity 0.15s ease;
`;

export function totalPages(totalrows: number): number {
  return Math.ceil(totalrows / BET_HISTORY_PAGE_SIZE);
}

export interface BetPagesProps {
  caption: string;
  page: number;
  onPageChange: (page: number) => void;
  query: { data?: BetHistoryResponse; isLoading: boolean; isFetching: boolean; isError: boolean };
  showProfitLoss?: boolean;
}

export function BetPages({ caption, page, onPageChange, query, showProfitLoss }: BetPagesProps) {
  const t = useT();
  if (query.isLoading) return <Loading>{t('Loading bets…')}</Loading>;
  // After a failure the last known page count stays, so the player can still move back.
  const bets = query.isError ? [] : (query.data?.data ?? []);
  return (
    <Body $stale={query.isFetching} aria-busy={query.isFetching}>
      <BetTable caption={caption} bets={bets} showProfitLoss={showProfitLoss} />
      <Pagination
        label={t('{{caption}} pages', { caption })}
        page={page}
        totalPages={totalPages(query.data?.totalrows ?? 0)}
        onChange={onPageChange}
      />
    </Body>
  );
}
