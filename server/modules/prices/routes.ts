// GET /api/priceHistory/{marketId}: a match-odds market's best prices over the last 30 minutes, as
// the feed sampled them (server/feed/priceHistory.ts), for the match page's sparklines.
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ApiModule } from '../../apiModule';
import { readPriceHistory } from './service';
import { errorResponses } from '../../lib/errorSchemas';

const Params = Type.Object({ marketId: Type.String({ minLength: 1, maxLength: 40, pattern: '^[0-9.]+$' }) });
const Prices = Type.Array(Type.Union([Type.Null(), Type.Number()]));
const Reply = Type.Object({
  marketId: Type.String(),
  stepSeconds: Type.Integer(),
  runners: Type.Array(Type.Object({ selectionId: Type.Integer(), t: Type.Array(Type.Number()), back: Prices, lay: Prices })),
});

const pricesRoutes: ApiModule = async (app, deps) => {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/priceHistory/:marketId',
    {
      schema: { params: Params, response: { 200: Reply, ...errorResponses } },
    },
    async (request, reply) => {
      // A new sample arrives every 15 s: a repeat within that time may come from the browser's cache.
      reply.header('cache-control', 'private, max-age=10');
      return readPriceHistory(deps.db, request.params.marketId, deps.clock.now());
    },
  );
};
export default pricesRoutes;
