// GET /api/admin/markets/{id}/settle-preview: the money a hand settlement would move, before the
// operator confirms it (nothing is written). The outcome is asked as the settle call takes it:
// exactly one of winnerSelectionId, runs, or void=true.
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { toRupees } from '../../../src/domain/money';
import type { AppDeps } from '../../deps';
import { badRequest } from '../../lib/errors';
import type { MarketOutcome } from '../../settlement/outcome';
import { errorResponses, MarketParams, Outcome, ResultFields } from './schemas';
import { previewSettlement } from './settlePreviewService';

export const PREVIEW_QUERY_MSG = 'Give exactly one of winnerSelectionId (match odds, bookmaker, toss), runs (fancy) or void=true.';

const PreviewQuery = Type.Object(
  {
    ...ResultFields,
    void: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

const PreviewReply = Type.Object({
  isSuccess: Type.Literal(true),
  marketId: Type.String(),
  outcome: Outcome,
  betsWon: Type.Integer(),
  betsLost: Type.Integer(),
  betsVoided: Type.Integer(),
  betsLapsed: Type.Integer(),
  players: Type.Integer(),
  paid: Type.Number(),
  taken: Type.Number(),
  houseNet: Type.Number(),
});

function outcomeOfQuery(query: { winnerSelectionId?: number; runs?: number; void?: boolean }): MarketOutcome {
  const given = [query.winnerSelectionId !== undefined, query.runs !== undefined, query.void === true].filter(Boolean).length;
  if (given !== 1 || query.void === false) throw badRequest(PREVIEW_QUERY_MSG);
  if (query.winnerSelectionId !== undefined) return { outcome: 'winner', winnerSelectionId: query.winnerSelectionId };
  if (query.runs !== undefined) return { outcome: 'runs', runs: query.runs };
  return { outcome: 'void' };
}

export async function settlePreviewRoutes(base: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = base.withTypeProvider<TypeBoxTypeProvider>();
  api.get(
    '/admin/markets/:marketId/settle-preview',
    {
      config: { permission: 'markets.read' },
      schema: { params: MarketParams, querystring: PreviewQuery, response: { 200: PreviewReply, ...errorResponses } },
    },
    async (request) => {
      const preview = await previewSettlement(deps, request.params.marketId, outcomeOfQuery(request.query));
      return {
        isSuccess: true as const,
        marketId: request.params.marketId,
        outcome: preview.outcome.outcome,
        betsWon: preview.betsWon,
        betsLost: preview.betsLost,
        betsVoided: preview.betsVoided,
        betsLapsed: preview.betsLapsed,
        players: preview.players,
        paid: toRupees(preview.paidPaise),
        taken: toRupees(preview.takenPaise),
        houseNet: toRupees(preview.houseNetPaise),
      };
    },
  );
}
