// The match-odds price history behind the match page's sparklines: one call per market,
// shared by its runners through the cache.
import { baseApi } from '../../api/baseApi';
import { PROTECTION_PATHS, type PriceHistoryResponse } from '../../domain/contract/protection';

export const chartsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPriceHistory: build.query<PriceHistoryResponse, string>({
      query: (marketId) => PROTECTION_PATHS.priceHistory(marketId),
    }),
  }),
});

export const { useGetPriceHistoryQuery } = chartsApi;
