// The business summary (the operator branch's server/modules/operator/summary.ts: GET /admin/summary
// ?from&to, IST days): totals, pending requests now, and one row per day for the chart.
import { adminApi } from '../../api/adminApi';

export interface CountAmount {
  count: number;
  amount: number;
}
export interface SummaryDay {
  day: string;
  deposits: CountAmount;
  withdrawals: CountAmount;
  turnover: number;
  ggr: number;
  newPlayers: number;
  activePlayers: number;
}
export interface SummaryResponse {
  isSuccess: true;
  from: string;
  to: string;
  totals: Omit<SummaryDay, 'day'>;
  pending: { deposits: CountAmount; withdrawals: CountAmount };
  days: SummaryDay[];
}

export const summaryApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    summary: build.query<SummaryResponse, { from?: string; to?: string }>({
      query: (range) => ({ url: '/summary', params: Object.fromEntries(Object.entries(range).filter(([, v]) => v)) }),
    }),
  }),
});

export const { useSummaryQuery } = summaryApi;

export const RANGE_MSG = 'Give both days as YYYY-MM-DD, the first not after the second, at most 366 days.';

/** The range form's rule, the server's. */
export function rangeError(from: string, to: string): string | null {
  const day = /^\d{4}-\d{2}-\d{2}$/;
  if (!day.test(from) || !day.test(to)) return RANGE_MSG;
  const a = Date.parse(`${from}T00:00:00Z`);
  const b = Date.parse(`${to}T00:00:00Z`);
  if (Number.isNaN(a) || Number.isNaN(b) || a > b || (b - a) / 86_400_000 + 1 > 366) return RANGE_MSG;
  return null;
}
