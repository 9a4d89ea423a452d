// Settle or void a market by hand, and the lists of markets waiting for a result or settled lately
// (server/modules/operator/settlementRoutes.ts).
import type { SettlementResponse } from '../../../domain/contract/reports';
import { adminApi } from '../../api/adminApi';
import type { AwaitingMarket, SettledMarket } from '../../../domain/contract/admin';

export type { AwaitingMarket, SettledMarket };

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
    settlementMarkets: build.query<SettlementMarketsResponse, void>({
      query: () => '/settlement/markets',
      providesTags: [{ type: 'Settlement', id: 'LIST' }],
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

export const { useSettlementMarketsQuery } = settlementApi;
