// The report calls of spec §7 (paths as the spec writes them; the app prefixes /api). Thin: the
// service checks the query and maps rows. The access hook refuses a userId that is not the caller's.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ApiModule } from '../../apiModule';
import { caller } from '../../lib/access';
import * as S from './schemas';
import { accountStatement, betHistory, profitLoss } from './service';

const reportsRoutes: ApiModule = async (base, deps) => {
  const api = base.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = deps;

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
};
export default reportsRoutes;
