// The player's protection calls. Players only (the access hook refuses the operator);
// each call is about the caller, so no user id travels in the path.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ApiModule } from '../../apiModule';
import { caller } from '../../lib/access';
import { PROTECTION_PATHS } from '../../../src/domain/contract/protection';
import { clearSessionCookie } from '../../session';
import { makeProtectionService } from './service';
import * as S from './schemas';

const protectionRoutes: ApiModule = async (app, deps) => {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const service = makeProtectionService(deps);

  api.get(
    PROTECTION_PATHS.state,
    {
      schema: { response: { 200: S.ProtectionStateSchema, ...S.errorResponses } },
    },
    async (request) => service.state(caller(request)),
  );

  api.put(
    PROTECTION_PATHS.limits,
    {
      schema: { body: S.SetLimitBody, response: { 200: S.SetLimitReply, ...S.errorResponses } },
    },
    async (request) => service.setLimit(caller(request), request.body),
  );

  api.post(
    PROTECTION_PATHS.exclusion,
    {
      schema: { body: S.ExclusionBody, response: { 200: S.ExclusionReply, ...S.errorResponses } },
    },
    async (request, reply) => {
      const answer = await service.takeExclusion(caller(request), request.body);
      clearSessionCookie(reply, deps.config);
      return answer;
    },
  );

  api.put(
    PROTECTION_PATHS.realityCheck,
    {
      schema: { body: S.RealityCheckBody, response: { 200: S.OkReply, ...S.errorResponses } },
    },
    async (request) => service.setRealityCheck(caller(request), request.body.minutes),
  );

  api.get(
    PROTECTION_PATHS.session,
    {
      schema: { response: { 200: S.SessionReply, ...S.errorResponses } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.sessionFigures(caller(request));
    },
  );
};
export default protectionRoutes;
