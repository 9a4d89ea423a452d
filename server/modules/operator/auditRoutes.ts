// GET /api/admin/audit: the operator audit log, newest first, filtered and paged. Read-only: no route
// changes or deletes these rows (and the database would refuse: migration 20261125_20).
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { badRequest } from '../../lib/errors';
import { formatIst, parseIst } from '../reports';
import { auditPage } from './auditRepository';
import { errorResponses, PageQuery } from './schemas';

const IST_DATE_TIME = '^\\d{4}-\\d{2}-\\d{2}( \\d{2}:\\d{2}(:\\d{2})?)?$';

const AuditQuery = Type.Object(
  {
    action: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
    target: Type.Optional(Type.String({ minLength: 1, maxLength: 60 })),
    operator: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
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
  ip: Type.String(),
  action: Type.String(),
  target: Type.String(),
  before: Type.Unknown(),
  after: Type.Unknown(),
  reason: Type.Union([Type.String(), Type.Null()]),
});

const AuditReply = Type.Object({
  isSuccess: Type.Literal(true),
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  rows: Type.Array(AuditItem),
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
      const page = q.page ?? 1;
      const pageSize = q.pageSize ?? 50;
      const { total, rows } = await auditPage(deps.db, {
        action: q.action,
        target: q.target,
        operator: q.operator,
        from: istDate(q.from),
        to: istDate(q.to),
        page,
        pageSize,
      });
      return {
        isSuccess: true as const,
        total,
        page,
        pageSize,
        rows: rows.map((r) => ({
          id: Number(r.id),
          at: formatIst(r.created_at),
          operatorId: r.operator_id,
          operator: r.operator,
          ip: r.ip,
          action: r.action,
          target: r.target,
          before: r.before ?? null,
          after: r.after ?? null,
          reason: r.reason,
        })),
      };
    },
  );
}
