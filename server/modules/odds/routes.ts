// Routes of the odds area: /checkGetMatchOdds, polled every 600 ms by every open match page (and
// /oddsLadder, a runner's deeper book for the ladder view). The
// body comes ready-made from the snapshot cache; the handler only picks it and checks the ETag.
// Prices are public data, the same bytes for every caller (a visitor's match page shows them too):
// nothing in the reply depends on who asks, so a shared cache in front may answer it for everyone.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { ApiModule } from '../../apiModule';
import { GameIdParam, MarketIdParam, OddsLadderReply, OddsReply, SPORTS_MSG } from '../sports';
import { toLadderResponse } from '../../feed/present';
import { cachedBody } from '../../feed/snapshotCache';
import { notFound } from '../../lib/errors';
import { PUBLIC_CACHE_CONTROL, sendCached } from '../../lib/cachedReply';
import { SECURITY_HEADERS } from './securityHeaders';
import { makeOddsService } from './service';
import { ODDS_PATH } from './paths';
import { errorResponses } from '../../lib/errorSchemas';
import { oddsPolls } from '../../lib/metrics';

const OddsParams = Type.Object({ marketId: MarketIdParam, eventId: GameIdParam }, { additionalProperties: false });

const oddsRoutes: ApiModule = async (base, deps) => {
  const api = base.withTypeProvider<TypeBoxTypeProvider>();
  const odds = makeOddsService(deps);

  api.get(
    `${ODDS_PATH}:marketId/:eventId`,
    {
      // No session needed; the same prices for every caller, cacheable by a shared cache and revalidated
      // by ETag on every poll, so never marked no-store (lib/cachedReply.ts, lib/noStore.ts).
      config: { access: 'public', publicCache: true },
      // Compressed once per body, not per request (lib/encodedBody.ts).
      compress: false,
      // Its own fixed security headers (see securityHeaders.ts), on answers and errors alike.
      onSend: (_request, reply, payload, done) => {
        reply.headers(SECURITY_HEADERS);
        oddsPolls.labels('route', String(reply.statusCode)).inc();
        done(null, payload);
      },
      schema: { params: OddsParams, response: { 200: OddsReply, 304: {}, ...errorResponses } },
    },
    async (request, reply) => {
      const { marketId, eventId } = request.params;
      const gameId = Number(eventId);
      const cached = odds.fromMemory(gameId, marketId) ?? (await odds.fromDatabase(gameId, marketId));
      return sendCached(request, reply, cached, PUBLIC_CACHE_CONTROL);
    },
  );

  // The ladder view (docs/betting.md): the match odds' deeper book, read when a player opens a
  // runner's ladder, not polled by every page, so built per request from the state in memory.
  api.get(
    '/oddsLadder/:marketId/:eventId',
    {
      config: { access: 'public', publicCache: true },
      schema: { params: OddsParams, response: { 200: OddsLadderReply, 304: {}, ...errorResponses } },
    },
    async (request, reply) => {
      const { marketId, eventId } = request.params;
      const state = deps.snapshots.event(Number(eventId));
      if (!state || state.event.matchOddsMarketId !== marketId) throw notFound(SPORTS_MSG.marketNotFound);
      return sendCached(request, reply, cachedBody(toLadderResponse(state)), PUBLIC_CACHE_CONTROL);
    },
  );
};

export default oddsRoutes;
