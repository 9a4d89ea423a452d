// Routes of the live-sports area (spec §7): the event lists, the sports menu's series and events,
// the match page's header data, stake limits, and our own live score. Paths as the spec writes them;
// the app prefixes /api. Every call needs a signed-in player (the default access), except the match
// page's event header and live score: public facts a visitor's match page shows beside the public odds.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ApiModule } from '../../apiModule';
import { caller } from '../../lib/access';
import { sendCached } from '../../lib/cachedReply';
import * as S from './schemas';
import { makeSportsService } from './service';

const sportsRoutes: ApiModule = async (base, deps) => {
  const api = base.withTypeProvider<TypeBoxTypeProvider>();
  const sports = makeSportsService(deps);

  api.get(
    '/GetInPlaySportEvents',
    {
      // Compressed once per body, not per request (lib/encodedBody.ts).
      compress: false,
      // The same list for every caller, revalidated by ETag on every poll (lib/noStore.ts).
      config: { sharedCache: true },
      schema: { response: { 200: S.InPlayReply, 304: {}, ...S.errorResponses } },
    },
    async (request, reply) => sendCached(request, reply, sports.inPlay()),
  );

  api.get(
    '/api/fetchSeriesBySportId',
    {
      schema: { querystring: S.SportIdQuery, response: { 200: S.SeriesListReply, ...S.errorResponses } },
    },
    async (request) => ({ isSuccess: true as const, data: sports.seriesBySport(request.query.sportId) }),
  );

  api.get(
    '/api/fetchEventsBySeriesId',
    {
      schema: { querystring: S.SeriesIdQuery, response: { 200: S.SeriesEventsReply, ...S.errorResponses } },
    },
    async (request) => ({ isSuccess: true as const, data: await sports.eventsBySeries(request.query.seriesId) }),
  );

  api.get(
    '/fetchBetPageMatch/:eventId',
    {
      // The event's name, date, flags and state: the same for everyone, nothing of the caller's.
      config: { access: 'public' },
      schema: { params: S.EventIdParams, response: { 200: S.BetPageMatchReply, ...S.errorResponses } },
    },
    async (request) => ({ isSuccess: true as const, data: await sports.betPageMatch(Number(request.params.eventId)) }),
  );

  api.get(
    '/GetStackLimit',
    {
      schema: { response: { 200: S.StackLimitReply, ...S.errorResponses } },
    },
    async (request) => sports.stackLimit(caller(request).id),
  );

  // Our own call (design §3): declared like the spec's '/api/…' paths (served at /api/api/score/…,
  // where the SPA calls it) and also at /api/score/… as the design lists it.
  for (const path of ['/api/score/:eventId', '/score/:eventId']) {
    api.get(
      path,
      {
        config: { access: 'public' },
        schema: { params: S.EventIdParams, response: { 200: S.ScoreReply, ...S.errorResponses } },
      },
      async (request) => ({ isSuccess: true as const, data: await sports.score(Number(request.params.eventId)) }),
    );
  }
};

export default sportsRoutes;
