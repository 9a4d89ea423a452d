// The ledger as a list (GET /admin/ledger) and its CSV (GET /admin/ledger.csv, streamed by the server).
import { adminApi, adminApiUrl } from '../../api/adminApi';
import { filterParams } from '../../ui/useListFilter';

export interface LedgerRow {
  id: number;
  at: string;
  userId: number;
  player: string;
  kind: string;
  amount: number;
  balanceAfter: number;
  remark: string;
  ref: string | null;
}

export interface LedgerFilter extends Record<string, string> {
  player: string;
  kind: string;
  from: string;
  to: string;
}

export const LEDGER_PAGE_SIZE = 50;

export const ledgerApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    ledger: build.query<{ isSuccess: true; total: number; rows: LedgerRow[] }, { filter: LedgerFilter; page: number }>({
      query: ({ filter, page }) => ({ url: '/ledger', params: { ...filterParams(filter), page, pageSize: LEDGER_PAGE_SIZE } }),
    }),
  }),
});

export const { useLedgerQuery } = ledgerApi;

export const ledgerCsvUrl = (filter: LedgerFilter): string =>
  adminApiUrl(`/ledger.csv?${new URLSearchParams(filterParams(filter)).toString()}`);
