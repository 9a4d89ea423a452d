// The audit log (the operator branch's server/modules/operator/auditRoutes.ts: GET /admin/audit,
// newest first, filtered by action, target, operator and an IST date range, paged).
import { adminApi } from '../../api/adminApi';

export interface AuditRow {
  id: number;
  /** IST, as the server formats it. */
  at: string;
  operatorId: number;
  operator: string;
  ip: string;
  action: string;
  target: string;
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
