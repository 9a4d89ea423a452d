// The report calls of spec §7 (paths as the spec writes them; the app prefixes /api). Thin: the
// service checks the query and maps rows. The access hook refuses a userId that is not the caller's.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { ApiModule } from '../../apiModule';
import type { AppDeps } from '../../deps';
import { tooMany } from '../../lib/errors';
import { caller } from '../../lib/access';
import * as S from './schemas';
import { accountStatement, betHistory, profitLoss } from './service';

/**
 * A full-range statement is one of the heaviest reads there is: each player may ask REPORTS_PER_MINUTE
 * report calls a minute together (counted per process, keyed by the signed-in player, after the access
 * check has named them). The SPA asks one per page or filter change; 30 parallel calls are a script.
 */
const reportsRoutes: ApiModule = async (outer, deps) => {
  const { db, config } = deps;
  await outer.register(async (base) => {
    await base.register(rateLimit, {
      max: config.reportsPerMinute,
      timeWindow: 60_000,
      hook: 'preHandler',
      keyGenerator: (request) => (request.user ? `player:${request.user.id}` : `ip:${request.ip}`),
      errorResponseBuilder: (_request, context) => tooMany(REPORTS_MSG.tooMany(Math.max(1, Math.ceil(context.ttl / 1000)))),
    });
    await reportRoutes(base, db);
  });
};

async function reportRoutes(base: FastifyInstance, db: AppDeps['db']): Promise<void> {
  const api = base.withTypeProvider<TypeBoxTypeProvider>();

  api.get(
    '/GetAccountStatement/:userId',
    {
      schema: { params: S.UserParams, querystring: S.RangeQuery, response: { 200: S.StatementReply, ...S.errorResponses } },
    },
    async (request) => accountStatement(db, caller(request).id, request.query),
  );

  api.get(
    '/GetProfitAndLossByDate/:userId',
    {
      schema: { params: S.UserParams, querystring: S.RangeQuery, response: { 200: S.ProfitLossReply, ...S.errorResponses } },
    },
    async (request) => profitLoss(db, caller(request).id, request.query),
  );

  api.get(
    '/GetBetHistoryByDate/:userId',
    {
      schema: { params: S.UserParams, querystring: S.HistoryQuery, response: { 200: S.BetHistoryReply, ...S.errorResponses } },
    },
    async (request) => betHistory(db, caller(request).id, request.query),
  );
}

export const REPORTS_MSG = {
  tooMany: (seconds: number) => `Too many report requests. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
} as const;

export default reportsRoutes;
