// GET /api/admin/audit: the operator audit log, newest first, filtered (by person too) and paged, each
// row naming the staff member and the role they acted with; GET /api/admin/audit.csv: a date range as
// CSV, the auditor's export. Read-only: no route changes or deletes these rows (and the database would
// refuse: migration 20261125_20).
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { badRequest } from '../../lib/errors';
import { formatIst, parseIst } from '../reports';
import { auditBatch, auditPage, type AuditRow } from './auditRepository';
import { keysetBatches, sendCsv } from '../../lib/csvStream';
import { AUDIT_ACTIONS } from './audit';
import { nameTargets } from './auditTargets';
import { pagedReply, pagingOf } from './listPages';
import { errorResponses, PageQuery, Paged } from './schemas';

const IST_DATE_TIME = '^\\d{4}-\\d{2}-\\d{2}( \\d{2}:\\d{2}(:\\d{2})?)?$';

const AuditQuery = Type.Object(
  {
    action: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
    target: Type.Optional(Type.String({ minLength: 1, maxLength: 60 })),
    operator: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
    /** The staff member's username (the same filter as operator). */
    staff: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
    /** IST, 'YYYY-MM-DD' or 'YYYY-MM-DD HH:mm[:ss]'; from is inclusive, to exclusive. */
    from: Type.Optional(Type.String({ pattern: IST_DATE_TIME })),
    to: Type.Optional(Type.String({ pattern: IST_DATE_TIME })),
    ...PageQuery,
  },
  { additionalProperties: false },
);

const AuditItem = Type.Object({
  id: Type.Integer(),
  at: Type.String(),
  operatorId: Type.Integer(),
  operator: Type.String(),
  /** The staff member who acted (their username) and the roles they held. */
  staff: Type.String(),
  role: Type.Union([Type.String(), Type.Null()]),
  ip: Type.String(),
  action: Type.String(),
  target: Type.String(),
  /** The target in words ("withdrawal #4 of player ravi") and what the console links it to. */
  targetName: Type.String(),
  targetLink: Type.Union([Type.String(), Type.Null()]),
  before: Type.Unknown(),
  after: Type.Unknown(),
  reason: Type.Union([Type.String(), Type.Null()]),
});

const AuditReply = Paged(AuditItem, {
  /** Every action the log can hold: the console's action filter. */
  actions: Type.Array(Type.String()),
});

export const BAD_DATE_MSG = 'Dates are IST: YYYY-MM-DD or YYYY-MM-DD HH:mm:ss.';

function istDate(text: string | undefined): Date | undefined {
  if (text === undefined) return undefined;
  const date = parseIst(text.length === 10 ? `${text} 00:00:00` : text.length === 16 ? `${text}:00` : text);
  if (date === null) throw badRequest(BAD_DATE_MSG);
  return date;
}

export async function auditRoutes(base: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = base.withTypeProvider<TypeBoxTypeProvider>();
  api.get(
    '/admin/audit',
    {
      config: { permission: 'audit.read' },
      schema: { querystring: AuditQuery, response: { 200: AuditReply, ...errorResponses } },
    },
    async (request) => {
      const q = request.query;
      const paging = pagingOf(q);
      const found = await auditPage(deps.db, {
        action: q.action,
        target: q.target,
        operator: q.staff ?? q.operator,
        from: istDate(q.from),
        to: istDate(q.to),
        ...paging,
      });
      const names = await nameTargets(
        deps.db,
        found.rows.map((r) => r.target),
      );
      return {
        actions: [...AUDIT_ACTIONS],
        ...pagedReply(paging, found, (r) => ({
          id: Number(r.id),
          at: formatIst(r.created_at),
          operatorId: r.operator_id,
          operator: r.operator,
          staff: r.operator,
          role: r.staff_role,
          ip: r.ip,
          action: r.action,
          target: r.target,
          targetName: names.get(r.target)?.text ?? r.target,
          targetLink: names.get(r.target)?.link ?? null,
          before: r.before ?? null,
          after: r.after ?? null,
          reason: r.reason,
        })),
      };
    },
  );
}

const CsvQuery = Type.Object(
  {
    from: Type.String({ pattern: IST_DATE_TIME }),
    to: Type.String({ pattern: IST_DATE_TIME }),
    staff: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
    action: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
  },
  { additionalProperties: false },
);

const CSV_COLUMNS = ['id', 'at_ist', 'staff', 'role', 'ip', 'action', 'target', 'reason', 'before', 'after'];

export async function auditCsvRoutes(base: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = base.withTypeProvider<TypeBoxTypeProvider>();
  api.get(
    '/admin/audit.csv',
    {
      config: { permission: 'audit.read' },
      schema: { querystring: CsvQuery },
    },
    async (request, reply) => {
      const q = request.query;
      const from = istDate(q.from);
      const to = istDate(q.to);
      const filter = { operator: q.staff, action: q.action, from, to };
      // Read in keyset batches and written as read: a long range never sits in memory.
      const batches = keysetBatches<AuditRow, number>(async (after, size) => {
        const rows = await auditBatch(deps.db, filter, after, size);
        const last = rows.at(-1);
        return { rows, last: last ? Number(last.id) : undefined };
      });
      const name = `audit_${q.from.slice(0, 10)}_${q.to.slice(0, 10)}.csv`;
      return sendCsv(reply, name, CSV_COLUMNS, batches, (r) => [
        Number(r.id),
        formatIst(r.created_at),
        r.operator,
        r.staff_role,
        r.ip,
        r.action,
        r.target,
        r.reason,
        r.before,
        r.after,
      ]);
    },
  );
}
