// The report calls of spec §7 (shapes in src/domain/contract/reports.ts). Settlement happens on the
// server, so nothing in the SPA invalidates 'Reports'; the pages refetch when they open instead.
// 'Bets' is what a placed bet invalidates: the Current Bet page follows it.
import type { FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { baseApi } from '../../api/baseApi';
import {
  REPORT_PATHS,
  type AccountStatementResponse,
  type BetHistoryQuery,
  type BetHistoryResponse,
  type ProfitLossResponse,
  type ReportRangeQuery,
} from '../../domain/contract/reports';

export interface RangeArg extends Required<ReportRangeQuery> {
  userId: number;
}

/** The dates are optional here: the Current Bet page asks for every unsettled bet, whenever placed. */
export type BetHistoryArg = Omit<BetHistoryQuery, keyof ReportRangeQuery> & Partial<ReportRangeQuery> & { userId: number };

/** Spec §8: bet history and current bet failures are logged with these words, never shown. */
export const BET_HISTORY_LOG = {
  apiError: (status: number | string, statusText: string) => `API error: ${status} ${statusText}`,
  noUser: 'User ID not found',
  badShape: 'Invalid response structure from API',
} as const;

function loggedFailure(message: string, error?: FetchBaseQueryError): { error: FetchBaseQueryError } {
  console.error(message);
  // An HTTP failure keeps its status, so the session watch still sees a 401.
  return { error: error ?? { status: 'CUSTOM_ERROR', error: message } };
}

function isBetHistory(body: unknown): body is BetHistoryResponse {
  return typeof body === 'object' && body !== null && Array.isArray((body as { data?: unknown }).data);
}

export const reportsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAccountStatement: build.query<AccountStatementResponse, RangeArg>({
      query: ({ userId, ...params }) => ({ url: REPORT_PATHS.accountStatement(userId), params }),
      providesTags: [{ type: 'Reports', id: 'LIST' }],
    }),
    getProfitAndLossByDate: build.query<ProfitLossResponse, RangeArg>({
      query: ({ userId, ...params }) => ({ url: REPORT_PATHS.profitLoss(userId), params }),
      providesTags: [{ type: 'Reports', id: 'LIST' }],
    }),
    // A queryFn rather than a query: it is the one place that sees the HTTP status text, and a body
    // without its `data` list must fail rather than reach the table.
    getBetHistoryByDate: build.query<BetHistoryResponse, BetHistoryArg>({
      async queryFn({ userId, ...params }, _api, _options, baseQuery) {
        if (!userId) return loggedFailure(BET_HISTORY_LOG.noUser);
        const result = await baseQuery({ url: REPORT_PATHS.betHistory(userId), params });
        if (result.error) {
          const response = (result.meta as FetchBaseQueryMeta | undefined)?.response;
          const words = response
            ? BET_HISTORY_LOG.apiError(response.status, response.statusText)
            : BET_HISTORY_LOG.apiError(result.error.status, 'error' in result.error ? result.error.error : '');
          return loggedFailure(words, result.error);
        }
        if (!isBetHistory(result.data)) return loggedFailure(BET_HISTORY_LOG.badShape);
        return { data: { ...result.data, totalrows: Number(result.data.totalrows) || 0 } };
      },
      providesTags: [
        { type: 'Bets', id: 'LIST' },
        { type: 'Reports', id: 'LIST' },
      ],
    }),
  }),
});

export const { useGetAccountStatementQuery, useGetProfitAndLossByDateQuery, useGetBetHistoryByDateQuery } = reportsApi;
