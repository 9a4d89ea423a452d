// Settle or void a market by hand (server/modules/operator/settlementRoutes.ts).
import type { SettlementResponse } from '../../../domain/contract/reports';
import { adminApi } from '../../api/adminApi';

export type SettleArgs = { marketId: string } & ({ winnerSelectionId: number } | { runs: number } | { void: true });

export const settlementApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    settleMarket: build.mutation<SettlementResponse, SettleArgs>({
      query: (args) => {
        const url = `/markets/${encodeURIComponent(args.marketId)}/${'void' in args ? 'void' : 'settle'}`;
        if ('void' in args) return { url, method: 'POST' };
        const body = 'runs' in args ? { runs: args.runs } : { winnerSelectionId: args.winnerSelectionId };
        return { url, method: 'POST', body };
      },
    }),
  }),
});
