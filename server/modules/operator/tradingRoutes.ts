// The trader's desk under /api/admin/trading: fancy lines and bookmaker markets run by hand, their
// quotes (each carrying the version it was based on), a wicket's suspend-all, the desk of an event in
// one reply, and the quote changes. Results go through POST /api/admin/markets/{marketId}/settle.
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { actorOf } from './audit';
import { MarketParams } from './schemas';
import { EventParams } from './settingsSchemas';
import { makeTradingService } from './tradingService';
import { makeHandEvents } from './tradingEvents';

const Status = Type.Union([Type.Literal('OPEN'), Type.Literal('SUSPENDED'), Type.Literal('BALL_RUNNING')]);
const Runs = Type.Integer();
const Rate = Type.Integer();
const Stake = Type.Integer({ minimum: 1, maximum: 100_000_000 });

const FancyCreateBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100 }),
    noRuns: Runs,
    yesRuns: Runs,
    noRate: Rate,
    yesRate: Rate,
    minStake: Stake,
    maxStake: Stake,
  },
  { additionalProperties: false },
);

const FancyChangeBody = Type.Object(
  {
    version: Type.Integer({ minimum: 1 }),
    noRuns: Type.Optional(Runs),
    yesRuns: Type.Optional(Runs),
    noRate: Type.Optional(Rate),
    yesRate: Type.Optional(Rate),
    status: Type.Optional(Status),
    minStake: Type.Optional(Stake),
    maxStake: Type.Optional(Stake),
  },
  { additionalProperties: false },
);

const BookmakerRunner = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100 }),
    back: Rate,
    lay: Rate,
    backSize: Type.Integer({ minimum: 0, maximum: 100_000_000 }),
    laySize: Type.Integer({ minimum: 0, maximum: 100_000_000 }),
  },
  { additionalProperties: false },
);

const BookmakerCreateBody = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    runners: Type.Array(BookmakerRunner, { minItems: 2, maxItems: 20 }),
  },
  { additionalProperties: false },
);

const RunnerChangeBody = Type.Object(
  {
    version: Type.Integer({ minimum: 1 }),
    back: Type.Optional(Rate),
    lay: Type.Optional(Rate),
    backSize: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000_000 })),
    laySize: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000_000 })),
    status: Type.Optional(Status),
  },
  { additionalProperties: false },
);

const RunnerParams = Type.Object({
  marketId: MarketParams.properties.marketId,
  selectionId: Type.Integer({ minimum: 1, maximum: 2 ** 31 - 1 }),
});
const ChangesQuery = Type.Object({
  eventId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2 ** 31 - 1 })),
  staffId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2 ** 31 - 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
});

export async function tradingRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const trading = makeTradingService(deps);
  const control = { permission: 'markets.control' } as const;
  const read = { permission: 'markets.read' } as const;

  api.post(
    '/admin/trading/events/:eventId/fancy',
    { config: control, schema: { params: EventParams, body: FancyCreateBody } },
    async (request) => ({ isSuccess: true, market: await trading.createFancy(actorOf(request), request.params.eventId, request.body) }),
  );

  api.patch(
    '/admin/trading/fancy/:marketId',
    { config: control, schema: { params: MarketParams, body: FancyChangeBody } },
    async (request) => ({ isSuccess: true, market: await trading.changeFancy(actorOf(request), request.params.marketId, request.body) }),
  );

  api.post(
    '/admin/trading/events/:eventId/bookmaker',
    { config: control, schema: { params: EventParams, body: BookmakerCreateBody } },
    async (request) => ({ isSuccess: true, market: await trading.createBookmaker(actorOf(request), request.params.eventId, request.body) }),
  );

  api.patch(
    '/admin/trading/bookmaker/:marketId/runners/:selectionId',
    { config: control, schema: { params: RunnerParams, body: RunnerChangeBody } },
    async (request) => ({
      isSuccess: true,
      market: await trading.changeRunner(actorOf(request), request.params.marketId, request.params.selectionId, request.body),
    }),
  );

  api.post('/admin/trading/events/:eventId/suspend-all', { config: control, schema: { params: EventParams } }, async (request) => ({
    isSuccess: true,
    lines: await trading.setAll(actorOf(request), request.params.eventId, 'SUSPENDED'),
  }));

  api.post('/admin/trading/events/:eventId/resume-all', { config: control, schema: { params: EventParams } }, async (request) => ({
    isSuccess: true,
    lines: await trading.setAll(actorOf(request), request.params.eventId, 'OPEN'),
  }));

  api.post('/admin/trading/markets/:marketId/take-over', { config: control, schema: { params: MarketParams } }, async (request) => ({
    isSuccess: true,
    market: await trading.takeOver(actorOf(request), request.params.marketId),
  }));

  api.post('/admin/trading/markets/:marketId/give-back', { config: control, schema: { params: MarketParams } }, async (request) => ({
    isSuccess: true,
    ...(await trading.giveBack(actorOf(request), request.params.marketId)),
  }));

  api.get('/admin/trading/events/:eventId/desk', { config: read, schema: { params: EventParams } }, async (request) => {
    const { event, eventLimit, lines, feedLines, runners } = await trading.desk(request.params.eventId);
    return {
      isSuccess: true,
      event: {
        eventId: event.id,
        name: event.name,
        status: event.status,
        startsAt: event.starts_at.toISOString(),
        worstCaseLimit: eventLimit,
        runners,
      },
      lines,
      feedLines,
    };
  });

  const LimitBody = Type.Object(
    { worstCaseLimit: Type.Union([Type.Integer({ minimum: 1, maximum: 1_000_000_000 }), Type.Null()]) },
    { additionalProperties: false },
  );
  const settings = { permission: 'settings.write' } as const;

  api.put(
    '/admin/trading/events/:eventId/limit',
    { config: settings, schema: { params: EventParams, body: LimitBody } },
    async (request) => {
      await trading.setLimit(actorOf(request), { eventId: request.params.eventId }, request.body.worstCaseLimit);
      return { isSuccess: true, worstCaseLimit: request.body.worstCaseLimit };
    },
  );

  api.put(
    '/admin/trading/markets/:marketId/limit',
    { config: settings, schema: { params: MarketParams, body: LimitBody } },
    async (request) => {
      await trading.setLimit(actorOf(request), { marketId: request.params.marketId }, request.body.worstCaseLimit);
      return { isSuccess: true, worstCaseLimit: request.body.worstCaseLimit };
    },
  );

  const handEvents = makeHandEvents(deps);
  const HandEventBody = Type.Object(
    {
      name: Type.String({ minLength: 3, maxLength: 120 }),
      sportId: Type.Union([Type.Literal(4), Type.Literal(2), Type.Literal(1)]),
      series: Type.String({ minLength: 1, maxLength: 120 }),
      startsAt: Type.String({ format: 'date-time' }),
      runners: Type.Array(Type.String({ minLength: 1, maxLength: 60 }), { minItems: 2, maxItems: 3 }),
    },
    { additionalProperties: false },
  );
  const eventReply = (state: Awaited<ReturnType<typeof handEvents.create>>) => ({
    isSuccess: true,
    event: {
      eventId: state.event.id,
      name: state.event.name,
      sportId: state.event.sportId,
      seriesId: state.event.seriesId,
      status: state.event.status,
      startsAt: new Date(state.event.startsAt).toISOString(),
      matchOddsMarketId: state.event.matchOddsMarketId,
      runners: state.book.matchOdds.runners.map((r) => ({ selectionId: r.selectionId, name: r.name })),
    },
  });

  api.post('/admin/trading/events', { config: control, schema: { body: HandEventBody } }, async (request) =>
    eventReply(await handEvents.create(actorOf(request), request.body)),
  );

  api.post(
    '/admin/trading/events/:eventId/status',
    {
      config: control,
      schema: { params: EventParams, body: Type.Object({ status: Type.Union([Type.Literal('inplay'), Type.Literal('ended')]) }) },
    },
    async (request) => eventReply(await handEvents.setStatus(actorOf(request), request.params.eventId, request.body.status)),
  );

  api.get('/admin/trading/to-settle', { config: read }, async () => ({
    isSuccess: true,
    lines: (await trading.toSettle()).map((r) => ({
      marketId: r.market_id,
      kind: r.kind,
      name: r.name,
      status: r.status,
      eventId: r.event_id,
      eventName: r.event_name,
      eventStatus: r.event_status,
      endedAt: r.ended_at?.toISOString() ?? null,
    })),
  }));

  api.get('/admin/trading/quote-changes', { config: read, schema: { querystring: ChangesQuery } }, async (request) => {
    const rows = await trading.quoteChanges({
      eventId: request.query.eventId,
      staffId: request.query.staffId,
      limit: request.query.limit ?? 200,
    });
    return {
      isSuccess: true,
      changes: rows.map((r) => ({
        id: Number(r.id),
        marketId: r.market_id,
        eventId: r.event_id,
        staffId: r.staff_id,
        staff: r.username,
        at: r.at.toISOString(),
        version: r.version,
        before: r.before === null ? null : (JSON.parse(r.before) as unknown),
        after: JSON.parse(r.after) as unknown,
      })),
    };
  });
}
