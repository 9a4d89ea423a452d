// The player's preferences: GET and PUT /api/me/language. Players only (the access hook refuses the
// operator); each call is about the caller, so no user id travels in the path.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { ApiModule } from '../../apiModule';
import { caller } from '../../lib/access';
import { errorResponses } from '../../lib/errorSchemas';
import { LANGUAGE_PATH } from '../../../src/domain/contract/language';
import { makePreferencesService } from './service';

const Language = Type.Union([Type.String(), Type.Null()]);
const LanguageReply = Type.Object({ language: Language });
const SetLanguageReply = Type.Object({ isSuccess: Type.Literal(true), message: Type.String(), language: Type.String() });
/** Any string, so that a wrong one gets the service's message rather than a schema's. */
const SetLanguageBody = Type.Object({ language: Type.Optional(Type.Unknown()) });

const preferencesRoutes: ApiModule = async (app, deps) => {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const service = makePreferencesService(deps);

  api.get(LANGUAGE_PATH, { schema: { response: { 200: LanguageReply, ...errorResponses } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return service.language(caller(request));
  });

  api.put(LANGUAGE_PATH, { schema: { body: SetLanguageBody, response: { 200: SetLanguageReply, ...errorResponses } } }, async (request) =>
    service.setLanguage(caller(request), request.body.language),
  );
};

export default preferencesRoutes;
