// The operator settles or voids a market by hand (/api/admin/*: operator session only), e.g. when the
// feed never sent a result, or voids one. A market players can still bet on is refused (409): the
// operator suspends it first (or the feed closes it). Same code path as the feed's results, so a market settles once whoever
// asks first: the same outcome again answers what was done, a different one is refused (409).
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { SettlementResponse } from '../../../src/domain/contract/reports';
import type { AppDeps } from '../../deps';
import { badRequest, conflict } from '../../lib/errors';
import { makeTradingService } from './tradingService';
import { marketFacts, openForBetting } from './marketFacts';
import { OPERATOR_MSG } from './messages';
import { formatIst } from '../reports';
import type { MarketOutcome } from '../../settlement/outcome';
import { settleMarket, type SettlementSummary } from '../../settlement/settleMarket';
import { errorResponses, MarketParams, Outcome, ResultFields } from './schemas';
import { awaitingMarkets, recentSettlements, settlementMoney } from './settlementQueue';
import { actorOf, recordAction, type Actor } from './audit';
import type { Trx } from '../../money/ledger';

const SettleBody = Type.Object(ResultFields, { additionalProperties: false });
const SettlementReply = Type.Object({
  isSuccess: Type.Literal(true),
  marketId: Type.String(),
  outcome: Outcome,
  result: Type.String(),
  source: Type.Union([Type.Literal('feed'), Type.Literal('operator')]),
  settledAt: Type.String(),
  betsSettled: Type.Integer(),
  betsVoided: Type.Integer(),
  betsLapsed: Type.Integer(),
  users: Type.Integer(),
  alreadySettled: Type.Boolean(),
  paid: Type.Number(),
  collected: Type.Number(),
});

const Runner = Type.Object({ selectionId: Type.Integer(), name: Type.String() });
const Kind = Type.Union([Type.Literal('Matchodds'), Type.Literal('BookMaker'), Type.Literal('Fancy'), Type.Literal('Toss')]);
const QueueReply = Type.Object({
  isSuccess: Type.Literal(true),
  awaiting: Type.Array(
    Type.Object({
      marketId: Type.String(),
      eventId: Type.Integer(),
      eventName: Type.String(),
      marketName: Type.String(),
      kind: Kind,
      startsAt: Type.Union([Type.String(), Type.Null()]),
      marketStatus: Type.Union([Type.String(), Type.Null()]),
      bettingState: Type.Union([Type.Literal('open'), Type.Literal('handSuspended'), Type.Literal('suspended'), Type.Literal('closed')]),
      rolledBack: Type.Boolean(),
      openBets: Type.Integer(),
      players: Type.Integer(),
      runners: Type.Array(Runner),
    }),
  ),
  settled: Type.Array(
    Type.Object({
      marketId: Type.String(),
      eventName: Type.String(),
      marketName: Type.String(),
      kind: Kind,
      result: Type.String(),
      source: Type.Union([Type.Literal('feed'), Type.Literal('operator')]),
      settledAt: Type.String(),
      users: Type.Integer(),
    }),
  ),
});

export function toSettlementResponse(summary: SettlementSummary, money: { paid: number; collected: number }): SettlementResponse {
  return {
    ...money,
    isSuccess: true,
    marketId: summary.marketId,
    outcome: summary.outcome.outcome,
    result: summary.result,
    source: summary.source,
    settledAt: formatIst(summary.settledAt),
    betsSettled: summary.betsSettled,
    betsVoided: summary.betsVoided,
    betsLapsed: summary.betsLapsed,
    users: summary.users,
    alreadySettled: summary.alreadySettled,
  };
}

export const SETTLE_BODY_MSG = 'Give exactly one of winnerSelectionId (match odds, bookmaker, toss) or runs (fancy).';

function outcomeOfBody(body: { winnerSelectionId?: number; runs?: number }): MarketOutcome {
  const hasWinner = body.winnerSelectionId !== undefined;
  const hasRuns = body.runs !== undefined;
  if (hasWinner === hasRuns) throw badRequest(SETTLE_BODY_MSG);
  return hasWinner
    ? { outcome: 'winner', winnerSelectionId: body.winnerSelectionId as number }
    : { outcome: 'runs', runs: body.runs as number };
}

/** The audit row of a settlement the operator made, in its transaction. */
const audited = (actor: Actor, action: 'market.settle' | 'market.void') => ({
  onSettled: (trx: Trx, summary: SettlementSummary) =>
    recordAction(trx, actor, {
      action,
      target: `market:${summary.marketId}`,
      after: {
        outcome: summary.outcome,
        result: summary.result,
        betsSettled: summary.betsSettled,
        betsVoided: summary.betsVoided,
        users: summary.users,
      },
    }),
});

export async function settlementRoutes(base: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = base.withTypeProvider<TypeBoxTypeProvider>();
  const reply = { 200: SettlementReply, ...errorResponses };
  const trading = makeTradingService(deps);

  /** 409 while players can still bet on the market: in the settling transaction, so nothing is written, no audit row. */
  const refuseOpen =
    (marketId: string) =>
    async (trx: Trx): Promise<void> => {
      const facts = await marketFacts(trx, deps.snapshots, marketId);
      if (facts && (await openForBetting(trx, deps.snapshots, facts))) throw conflict(OPERATOR_MSG.openForBetting(marketId));
    };

  api.post(
    '/admin/markets/:marketId/settle',
    {
      config: { permission: 'markets.settle' },
      schema: { params: MarketParams, body: SettleBody, response: reply },
    },
    async (request) => {
      const outcome = outcomeOfBody(request.body ?? {});
      const settle = { marketId: request.params.marketId, outcome, source: 'operator' as const };
      const summary = await settleMarket(deps.db, settle, {
        ...audited(actorOf(request), 'market.settle'),
        beforeSettle: refuseOpen(settle.marketId),
      });
      await trading.republishIfOwned(summary.marketId);
      return toSettlementResponse(summary, await settlementMoney(deps.db, summary.marketId));
    },
  );

  api.post(
    '/admin/markets/:marketId/void',
    {
      config: { permission: 'markets.settle' },
      schema: { params: MarketParams, response: reply },
    },
    async (request) => {
      const summary = await settleMarket(
        deps.db,
        { marketId: request.params.marketId, outcome: { outcome: 'void' }, source: 'operator' },
        { ...audited(actorOf(request), 'market.void'), beforeSettle: refuseOpen(request.params.marketId) },
      );
      await trading.republishIfOwned(summary.marketId);
      return toSettlementResponse(summary, await settlementMoney(deps.db, summary.marketId));
    },
  );

  /** The settlement page's lists: markets waiting for a result, and those settled lately (?all=true:
   *  with the markets nobody had bet on). */
  api.get(
    '/admin/settlement/markets',
    {
      config: { permission: 'markets.read' },
      schema: {
        querystring: Type.Object({ all: Type.Optional(Type.Boolean()) }, { additionalProperties: false }),
        response: { 200: QueueReply, ...errorResponses },
      },
    },
    async (request) => ({
      isSuccess: true as const,
      awaiting: await awaitingMarkets(deps),
      settled: await recentSettlements(deps.db, request.query.all === true),
    }),
  );
}
