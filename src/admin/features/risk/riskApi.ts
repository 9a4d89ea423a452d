// The risk book and market control (the operator branch's server/modules/operator/marketRoutes.ts:
// GET /admin/risk, GET /admin/markets/{id}/book, POST …/suspend|resume|rollback with a reason).
// The shapes mirror its TypeBox schemas; money in rupees.
import { adminApi } from '../../api/adminApi';

export interface BookPosition {
  userId: number;
  username: string;
  exposure: number;
  best: number;
  matched: number;
}
export interface MarketBook {
  marketId: string;
  eventId: number;
  eventName: string;
  marketName: string;
  kind: string;
  /** The house's profit (+) or loss (−) if this runner wins. */
  runners: Array<{ selectionId: number | string; name: string; house: number }>;
  /** A fancy session: the house's profit or loss at each number of runs. */
  ladder: Array<{ runs: number; house: number }>;
  worstCase: number;
  bestCase: number;
  matched: number;
  players: number;
  playersExposure: number;
  top: BookPosition[];
}
export interface RiskResponse {
  isSuccess: true;
  worstCase: number;
  matched: number;
  playersExposure: number;
  markets: MarketBook[];
  playersBelowExposure: Array<{ userId: number; username: string; balance: number; exposure: number; reserved: number; shortfall: number }>;
}
export interface ControlResponse {
  isSuccess: true;
  marketId: string;
  eventId: number;
  kind: string;
  handSuspended: boolean;
  feedStatus: string | null;
}
export interface RollbackResponse {
  isSuccess: true;
  marketId: string;
  generation: number;
  undone: string;
  users: number;
  betsReopened: number;
  reversed: number;
  alreadyRolledBack: boolean;
}

export const riskApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    risk: build.query<RiskResponse, void>({
      query: () => '/risk',
      providesTags: [{ type: 'Risk', id: 'LIST' }],
    }),
    book: build.query<MarketBook, string>({
      query: (marketId) => `/markets/${encodeURIComponent(marketId)}/book`,
      transformResponse: (response: { book: MarketBook }) => response.book,
      providesTags: (_r, _e, marketId) => [{ type: 'Risk', id: marketId }],
    }),
    controlMarket: build.mutation<ControlResponse, { marketId: string; action: 'suspend' | 'resume'; reason: string }>({
      query: ({ marketId, action, reason }) => ({
        url: `/markets/${encodeURIComponent(marketId)}/${action}`,
        method: 'POST',
        body: { reason },
      }),
      invalidatesTags: (_r, _e, { marketId }) => [
        { type: 'Risk', id: marketId },
        { type: 'Risk', id: 'LIST' },
        { type: 'Settlement', id: 'LIST' },
      ],
    }),
    rollbackMarket: build.mutation<RollbackResponse, { marketId: string; reason: string }>({
      query: ({ marketId, reason }) => ({ url: `/markets/${encodeURIComponent(marketId)}/rollback`, method: 'POST', body: { reason } }),
      invalidatesTags: [
        { type: 'Risk', id: 'LIST' },
        { type: 'Settlement', id: 'LIST' },
      ],
    }),
  }),
});

export const { useRiskQuery, useBookQuery, useControlMarketMutation } = riskApi;
