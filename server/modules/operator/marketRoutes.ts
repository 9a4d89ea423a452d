// The operator's market calls: suspend and resume by hand, roll a settlement back, the risk book of
// one market and the risk list of every open market. Money in rupees.
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { toRupees } from '../../../src/domain/money';
import type { AppDeps } from '../../deps';
import { rollbackSettlement } from '../../settlement/rollback';
import { actorOf, recordAction } from './audit';
import type { BookView } from './bookService';
import { makeBookService } from './bookService';
import { makeMarketControl } from './marketControl';
import { errorResponses, MarketParams, Reason, ReasonBody } from './schemas';

const ControlReply = Type.Object({
  isSuccess: Type.Literal(true),
  marketId: Type.String(),
  eventId: Type.Integer(),
  kind: Type.String(),
  handSuspended: Type.Boolean(),
  feedStatus: Type.Union([Type.String(), Type.Null()]),
});

const RollbackReply = Type.Object({
  isSuccess: Type.Literal(true),
  marketId: Type.String(),
  generation: Type.Integer(),
  undone: Type.String(),
  users: Type.Integer(),
  betsReopened: Type.Integer(),
  reversed: Type.Number(),
  alreadyRolledBack: Type.Boolean(),
});

const Position = Type.Object({
  userId: Type.Integer(),
  username: Type.String(),
  exposure: Type.Number(),
  best: Type.Number(),
  matched: Type.Number(),
});
const Book = Type.Object({
  marketId: Type.String(),
  eventId: Type.Integer(),
  eventName: Type.String(),
  marketName: Type.String(),
  kind: Type.String(),
  runners: Type.Array(Type.Object({ selectionId: Type.Union([Type.Integer(), Type.String()]), name: Type.String(), house: Type.Number() })),
  ladder: Type.Array(Type.Object({ runs: Type.Integer(), house: Type.Number() })),
  worstCase: Type.Number(),
  bestCase: Type.Number(),
  matched: Type.Number(),
  players: Type.Integer(),
  playersExposure: Type.Number(),
  top: Type.Array(Position),
});

function toBook(view: BookView) {
  return {
    marketId: view.marketId,
    eventId: view.eventId,
    eventName: view.eventName,
    marketName: view.marketName,
    kind: view.kind,
    runners: view.runners.map((r) => ({ selectionId: r.selectionId, name: r.name, house: toRupees(r.housePaise) })),
    ladder: view.ladder.map((r) => ({ runs: r.runs, house: toRupees(r.housePaise) })),
    worstCase: toRupees(view.worstCasePaise),
    bestCase: toRupees(view.bestCasePaise),
    matched: toRupees(view.matchedPaise),
    players: view.players,
    playersExposure: toRupees(view.playersExposurePaise),
    top: view.top.map((p) => ({
      userId: p.userId,
      username: p.username,
      exposure: toRupees(p.exposurePaise),
      best: toRupees(p.bestPaise),
      matched: toRupees(p.matchedPaise),
    })),
  };
}

const RiskReply = Type.Object({
  isSuccess: Type.Literal(true),
  worstCase: Type.Number(),
  matched: Type.Number(),
  playersExposure: Type.Number(),
  markets: Type.Array(Book),
  playersBelowExposure: Type.Array(
    Type.Object({
      userId: Type.Integer(),
      username: Type.String(),
      balance: Type.Number(),
      exposure: Type.Number(),
      reserved: Type.Number(),
      shortfall: Type.Number(),
    }),
  ),
});

export async function marketRoutes(base: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = base.withTypeProvider<TypeBoxTypeProvider>();
  const control = makeMarketControl(deps);
  const books = makeBookService(deps);

  // Suspend and resume by hand: the same call either way, with its reason.
  for (const action of ['suspend', 'resume'] as const) {
    api.post(
      `/admin/markets/:marketId/${action}`,
      {
        config: { permission: 'markets.control' },
        schema: { params: MarketParams, body: ReasonBody, response: { 200: ControlReply, ...errorResponses } },
      },
      async (request) => ({
        isSuccess: true as const,
        ...(await control[action](actorOf(request), request.params.marketId, request.body.reason)),
      }),
    );
  }

  api.post(
    '/admin/markets/:marketId/rollback',
    {
      config: { permission: 'markets.rollback' },
      schema: {
        params: MarketParams,
        body: Type.Object({ reason: Reason }, { additionalProperties: false }),
        response: { 200: RollbackReply, ...errorResponses },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { marketId } = request.params;
      const { reason } = request.body;
      const summary = await rollbackSettlement(deps.db, { marketId, reason, operatorId: actor.operatorId }, (trx, done) =>
        recordAction(trx, actor, {
          action: 'market.rollback',
          target: `market:${marketId}`,
          reason,
          before: { generation: done.generation, result: done.undone },
          after: { rolledBack: true, users: done.users, betsReopened: done.betsReopened, reversed: toRupees(done.reversedPaise) },
        }),
      );
      return {
        isSuccess: true as const,
        marketId,
        generation: summary.generation,
        undone: summary.undone,
        users: summary.users,
        betsReopened: summary.betsReopened,
        reversed: toRupees(summary.reversedPaise),
        alreadyRolledBack: summary.alreadyRolledBack,
      };
    },
  );

  api.get(
    '/admin/markets/:marketId/book',
    {
      config: { permission: 'markets.read' },
      schema: { params: MarketParams, response: { 200: Type.Object({ isSuccess: Type.Literal(true), book: Book }), ...errorResponses } },
    },
    async (request) => ({ isSuccess: true as const, book: toBook(await books.book(request.params.marketId)) }),
  );

  api.get(
    '/admin/risk',
    {
      config: { permission: 'markets.read' },
      schema: { response: { 200: RiskReply, ...errorResponses } },
    },
    async () => {
      const [risk, below] = await Promise.all([books.risk(), books.playersBelowExposure()]);
      return {
        isSuccess: true as const,
        worstCase: toRupees(risk.worstCasePaise),
        matched: toRupees(risk.matchedPaise),
        playersExposure: toRupees(risk.playersExposurePaise),
        markets: risk.markets.map(toBook),
        playersBelowExposure: below.map((r) => ({
          userId: r.id,
          username: r.username,
          balance: toRupees(r.balance),
          exposure: toRupees(r.exposure),
          reserved: toRupees(r.reserved),
          shortfall: toRupees(r.exposure + r.reserved - r.balance),
        })),
      };
    },
  );
}
