// A player's ledger and bets, paged (the operator branch's server/modules/operator/playersRoutes.ts:
// GET /admin/users/{id}/ledger and /bets?status=). Money in rupees, times IST.
import { adminApi } from '../../api/adminApi';

export interface LedgerEntry {
  id: number;
  createdAt: string;
  amount: number;
  balanceAfter: number;
  kind: string;
  remark: string;
  ref: string | null;
}
export interface PlayerBet {
  id: number;
  betId: string;
  eventName: string;
  marketName: string;
  selectionName: string;
  side: string;
  oddsRequested: number;
  oddsMatched: number | null;
  stake: number;
  /** What the bet wins if it wins, and what it can lose (rupees). */
  profit: number;
  liability: number;
  status: string;
  result: number;
  placedAt: string;
  settledAt: string | null;
  /** The address the bet was placed from. */
  ip: string;
}
export interface Paged<T> {
  isSuccess: true;
  total: number;
  page: number;
  pageSize: number;
  rows: T[];
}
/** One market's part of the player's exposure (a fancy session is a market of its own). */
export interface MarketExposure {
  marketId: string;
  kind: string;
  eventName: string;
  marketName: string;
  openBets: number;
  exposure: number;
}
export interface PlayerExposure {
  isSuccess: true;
  total: number;
  markets: MarketExposure[];
}
export const HISTORY_PAGE_SIZE = 20;
export type BetFilter = 'open' | 'settled';

export const historyApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    playerLedger: build.query<Paged<LedgerEntry>, { id: number; page: number }>({
      query: ({ id, page }) => ({ url: `/users/${id}/ledger`, params: { page, pageSize: HISTORY_PAGE_SIZE } }),
      providesTags: (_r, _e, { id }) => [{ type: 'Player', id }],
    }),
    playerExposure: build.query<PlayerExposure, number>({
      query: (id) => `/users/${id}/exposure`,
      providesTags: (_r, _e, id) => [{ type: 'Player', id }],
    }),
    playerBets: build.query<Paged<PlayerBet>, { id: number; page: number; filter: BetFilter }>({
      query: ({ id, page, filter }) => ({
        url: `/users/${id}/bets`,
        params: { page, pageSize: HISTORY_PAGE_SIZE, status: filter === 'open' ? 'matched' : 'settled' },
      }),
      providesTags: (_r, _e, { id }) => [{ type: 'Player', id }],
    }),
  }),
});

export const { usePlayerLedgerQuery, usePlayerBetsQuery, usePlayerExposureQuery } = historyApi;
