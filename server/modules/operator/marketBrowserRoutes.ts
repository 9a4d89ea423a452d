// GET /api/admin/browser: sport → event → markets with status, matched, worst case and owner.
// POST /api/admin/events/:eventId/suspend|resume and /api/admin/sports/:sportId/suspend|resume:
// every market there at once, with a reason, audited. Money in rupees.
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { toRupees } from '../../../src/domain/money';
import type { AppDeps } from '../../deps';
import { actorOf } from './audit';
import { makeMarketBrowser } from './marketBrowser';
import { errorResponses, ReasonBody } from './schemas';

const Market = Type.Object({
  marketId: Type.String(),
  name: Type.String(),
  kind: Type.String(),
  status: Type.String(),
  handSuspended: Type.Boolean(),
  owner: Type.String(),
  matched: Type.Number(),
  worstCase: Type.Number(),
  players: Type.Integer(),
});

const BrowserReply = Type.Object({
  isSuccess: Type.Literal(true),
  sports: Type.Array(
    Type.Object({
      sportId: Type.Integer(),
      name: Type.String(),
      events: Type.Array(
        Type.Object({
          eventId: Type.Integer(),
          name: Type.String(),
          startsAt: Type.String(),
          status: Type.String(),
          markets: Type.Array(Market),
        }),
      ),
    }),
  ),
});

const BulkReply = Type.Object({ isSuccess: Type.Literal(true), markets: Type.Array(Type.String()) });
const Id = Type.Integer({ minimum: 1, maximum: 2 ** 31 - 1 });

export async function marketBrowserRoutes(base: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = base.withTypeProvider<TypeBoxTypeProvider>();
  const browser = makeMarketBrowser(deps);

  api.get(
    '/admin/browser',
    { config: { permission: 'markets.read' }, schema: { response: { 200: BrowserReply, ...errorResponses } } },
    async () => ({
      isSuccess: true as const,
      sports: (await browser.browse()).map((s) => ({
        sportId: s.sportId,
        name: s.name,
        events: s.events.map((e) => ({
          eventId: e.eventId,
          name: e.name,
          startsAt: new Date(e.startsAt).toISOString(),
          status: e.status,
          markets: e.markets.map((m) => ({
            marketId: m.marketId,
            name: m.name,
            kind: m.kind,
            status: m.status,
            handSuspended: m.handSuspended,
            owner: m.owner,
            matched: toRupees(m.matchedPaise),
            worstCase: toRupees(m.worstCasePaise),
            players: m.players,
          })),
        })),
      })),
    }),
  );

  // An event's open markets or a whole sport's, suspended or resumed together with one reason.
  const scopes = [
    { path: 'events/:eventId', key: 'eventId' },
    { path: 'sports/:sportId', key: 'sportId' },
  ] as const;
  for (const action of ['suspend', 'resume'] as const) {
    const run = action === 'suspend' ? browser.suspendAll : browser.resumeAll;
    for (const { path, key } of scopes) {
      api.post(
        `/admin/${path}/${action}`,
        {
          config: { permission: 'markets.control' },
          schema: { params: Type.Object({ [key]: Id }), body: ReasonBody, response: { 200: BulkReply, ...errorResponses } },
        },
        async (request) => {
          const target = { [key]: (request.params as Record<string, number>)[key] } as { eventId: number } | { sportId: number };
          return { isSuccess: true as const, markets: await run(actorOf(request), target, request.body.reason) };
        },
      );
    }
  }
}
