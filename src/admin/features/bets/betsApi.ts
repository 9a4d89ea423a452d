// The bet search (GET /admin/bets, its CSV /admin/bets.csv) and a market's positions per player and
// runner (GET /admin/markets/:marketId/positions). Money in rupees; times IST.
import { adminApi, adminApiUrl } from '../../api/adminApi';
import { filterParams } from '../../ui/useListFilter';

export interface BetRow {
  id: number;
  betId: string;
  userId: number;
  player: string;
  sportId: number;
  eventId: number;
  eventName: string;
  marketId: string;
  marketName: string;
  selectionId: number;
  selectionName: string;
  side: string;
  odds: number;
  stake: number;
  profit: number;
  liability: number;
  status: string;
  result: number;
  ip: string;
  placedAt: string;
  settledAt: string | null;
}

export interface BetsResponse {
  isSuccess: true;
  total: number;
  page: number;
  pageSize: number;
  rows: BetRow[];
}

export interface BetFilter extends Record<string, string> {
  betId: string;
  player: string;
  marketId: string;
  eventId: string;
  from: string;
  to: string;
  status: string;
  minStake: string;
  maxStake: string;
}

export interface PositionsResponse {
  isSuccess: true;
  marketId: string;
  kind: string | null;
  runners: Array<{ selectionId: number; name: string }>;
  players: Array<{
    userId: number;
    username: string;
    bets: number;
    exposure: number;
    runners: Array<{ selectionId: number; pnl: number }>;
  }>;
}

export const BETS_PAGE_SIZE = 50;

export const betsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    bets: build.query<BetsResponse, { filter: BetFilter; page: number }>({
      query: ({ filter, page }) => ({ url: '/bets', params: { ...filterParams(filter), page, pageSize: BETS_PAGE_SIZE } }),
    }),
    marketPositions: build.query<PositionsResponse, string>({
      query: (marketId) => `/markets/${encodeURIComponent(marketId)}/positions`,
    }),
  }),
});

export const { useBetsQuery, useMarketPositionsQuery } = betsApi;

export const betsCsvUrl = (filter: BetFilter): string => adminApiUrl(`/bets.csv?${new URLSearchParams(filterParams(filter)).toString()}`);
