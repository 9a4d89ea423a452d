// Settle or void a market by hand, and the lists of markets waiting for a result or settled lately
// (server/modules/operator/settlementRoutes.ts).
import type { SettlementResponse } from '../../../domain/contract/reports';
import { adminApi } from '../../api/adminApi';
import type { AwaitingMarket, SettledMarket } from '../../../domain/contract/admin';

export type { AwaitingMarket, SettledMarket };

/** The money a settle or void would move, per the server's read-only preview (rupees). */
export interface SettlePreview {
  isSuccess: true;
  marketId: string;
  outcome: 'winner' | 'runs' | 'void';
  betsWon: number;
  betsLost: number;
  betsVoided: number;
  betsLapsed: number;
  players: number;
  paid: number;
  taken: number;
  houseNet: number;
}

export type PreviewArgs = { marketId: string } & ({ winnerSelectionId: number } | { runs: number } | { void: true });

export type SettleArgs = { marketId: string } & ({ winnerSelectionId: number } | { runs: number } | { void: true });

export interface SettlementMarketsResponse {
  isSuccess: true;
  awaiting: AwaitingMarket[];
  settled: SettledMarket[];
}

/** A market as the operator reads and types it. */
export const marketName = (market: { eventName: string; marketName: string }): string =>
  [market.eventName, market.marketName].filter((part) => part.trim() !== '').join(' / ');

export const settlementApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    /** `all`: settled lately includes the markets nobody bet on. */
    settlementMarkets: build.query<SettlementMarketsResponse, { all: boolean }>({
      query: ({ all }) => (all ? '/settlement/markets?all=true' : '/settlement/markets'),
      providesTags: [{ type: 'Settlement', id: 'LIST' }],
    }),
    settlePreview: build.query<SettlePreview, PreviewArgs>({
      query: ({ marketId, ...outcome }) => {
        const [key, value] = Object.entries(outcome)[0];
        return `/markets/${encodeURIComponent(marketId)}/settle-preview?${key}=${encodeURIComponent(String(value))}`;
      },
      providesTags: [{ type: 'Settlement', id: 'LIST' }],
      keepUnusedDataFor: 0,
    }),
    settleMarket: build.mutation<SettlementResponse, SettleArgs>({
      query: (args) => {
        const url = `/markets/${encodeURIComponent(args.marketId)}/${'void' in args ? 'void' : 'settle'}`;
        if ('void' in args) return { url, method: 'POST' };
        const body = 'runs' in args ? { runs: args.runs } : { winnerSelectionId: args.winnerSelectionId };
        return { url, method: 'POST', body };
      },
      invalidatesTags: [
        { type: 'Settlement', id: 'LIST' },
        { type: 'Risk', id: 'LIST' },
      ],
    }),
  }),
});

export const { useSettlementMarketsQuery, useSettlePreviewQuery } = settlementApi;
