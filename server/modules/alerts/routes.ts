// GET /api/admin/alerts: the newest alerts for the operator (names under password attack, the slip
// disk budget), optionally of one kind. Operator only (every /admin route is).
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ApiModule } from '../../apiModule';
import { latestAlerts } from './repository';

const AlertsQuery = Type.Object(
  {
    kind: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
  },
  { additionalProperties: false },
);

const AlertsReply = Type.Object({
  isSuccess: Type.Literal(true),
  data: Type.Array(
    Type.Object({ id: Type.Integer(), at: Type.String(), kind: Type.String(), subject: Type.String(), message: Type.String() }),
  ),
});

const alertsRoutes: ApiModule = async (base, deps) => {
  const api = base.withTypeProvider<TypeBoxTypeProvider>();
  api.get(
    '/admin/alerts',
    { config: { permission: 'reports.read' }, schema: { querystring: AlertsQuery, response: { 200: AlertsReply } } },
    async (request) => {
      const rows = await latestAlerts(deps.db, request.query.limit ?? 100, request.query.kind);
      return {
        isSuccess: true as const,
        data: rows.map((r) => ({ id: Number(r.id), at: r.at.toISOString(), kind: r.kind, subject: r.subject, message: r.message })),
      };
    },
  );
};

export default alertsRoutes;
