// The audit log (the operator branch's server/modules/operator/auditRoutes.ts: GET /admin/audit,
// newest first, filtered by action, target, operator and an IST date range, paged).
import { adminApi, adminApiUrl } from '../../api/adminApi';

export interface AuditRow {
  id: number;
  /** IST, as the server formats it. */
  at: string;
  operatorId: number;
  operator: string;
  /** The staff member who acted, and the roles they held then (null on rows from before staff accounts). */
  staff?: string;
  role?: string | null;
  ip: string;
  action: string;
  target: string;
  /** The target in words ("withdrawal #4 of player ravi") and the console's link for it. */
  targetName?: string;
  targetLink?: string | null;
  before: unknown;
  after: unknown;
  reason: string | null;
}
export interface AuditResponse {
  isSuccess: true;
  total: number;
  page: number;
  pageSize: number;
  rows: AuditRow[];
  /** Every action the log can hold. */
  actions?: string[];
}
export interface AuditFilter {
  action?: string;
  target?: string;
  operator?: string;
  from?: string;
  to?: string;
  page: number;
}

export const AUDIT_PAGE_SIZE = 50;

export const auditApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    audit: build.query<AuditResponse, AuditFilter>({
      query: (filter) => ({
        url: '/audit',
        params: Object.fromEntries(Object.entries({ ...filter, pageSize: AUDIT_PAGE_SIZE }).filter(([, v]) => v !== undefined && v !== '')),
      }),
    }),
  }),
});

export const { useAuditQuery } = auditApi;

/** The CSV export of a date range (and a person, when filtered): a plain link, the browser downloads it. */
export function auditCsvUrl(filter: { from: string; to: string; operator: string; action: string }): string {
  const params = new URLSearchParams({ from: filter.from.trim(), to: filter.to.trim() });
  if (filter.operator.trim()) params.set('staff', filter.operator.trim());
  if (filter.action.trim()) params.set('action', filter.action.trim());
  return adminApiUrl(`/audit.csv?${params.toString()}`);
}
