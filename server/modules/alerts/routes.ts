// GET /api/admin/alerts: the newest alerts for the operator (names under password attack, the slip
// disk budget, and what the alert scan raises: big bets, wins, deposits and withdrawals, shared
// details, a stale feed, a market over its limit), optionally of one kind or only the open ones, with
// who acknowledged each and when, and how many are open.
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ApiModule } from '../../apiModule';
import { latestAlerts, openAlertCount } from './repository';

const AlertsQuery = Type.Object(
  {
    kind: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
    open: Type.Optional(Type.Boolean()),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
  },
  { additionalProperties: false },
);

const AlertsReply = Type.Object({
  isSuccess: Type.Literal(true),
  open: Type.Integer(),
  data: Type.Array(
    Type.Object({
      id: Type.Integer(),
      at: Type.String(),
      kind: Type.String(),
      subject: Type.String(),
      message: Type.String(),
      link: Type.Union([Type.String(), Type.Null()]),
      acknowledgedBy: Type.Union([Type.String(), Type.Null()]),
      acknowledgedAt: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
});

const alertsRoutes: ApiModule = async (base, deps) => {
  const api = base.withTypeProvider<TypeBoxTypeProvider>();
  api.get(
    '/admin/alerts',
    { config: { permission: 'alerts.read' }, schema: { querystring: AlertsQuery, response: { 200: AlertsReply } } },
    async (request) => {
      const { kind, open, limit } = request.query;
      const [rows, openCount] = await Promise.all([latestAlerts(deps.db, limit ?? 100, { kind, open }), openAlertCount(deps.db)]);
      return {
        isSuccess: true as const,
        open: openCount,
        data: rows.map((r) => ({
          id: Number(r.id),
          at: r.at.toISOString(),
          kind: r.kind,
          subject: r.subject,
          message: r.message,
          link: r.link,
          acknowledgedBy: r.acknowledged_by,
          acknowledgedAt: r.acknowledged_at ? r.acknowledged_at.toISOString() : null,
        })),
      };
    },
  );
};

export default alertsRoutes;
