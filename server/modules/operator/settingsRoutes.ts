// /api/admin/settings/*: read every setting, change a sport's, an event's, master data, the default
// stake buttons. Each change answers the settings as they now stand.
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { actorOf } from './audit';
import { errorResponses } from './schemas';
import * as S from './settingsSchemas';
import { makeSettingsService } from './settingsService';

/** An event's settings as its read and its change both answer them. */
const EventReply = Type.Object({ isSuccess: Type.Literal(true), event: S.EventSettings });

export async function settingsRoutes(base: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = base.withTypeProvider<TypeBoxTypeProvider>();
  const settings = makeSettingsService(deps);
  const ok = <T extends object>(value: T) => ({ isSuccess: true as const, ...value });

  api.get(
    '/admin/settings',
    {
      config: { permission: 'settings.read' },
      schema: { response: { 200: S.SettingsReply, ...errorResponses } },
    },
    async () => ok(await settings.all()),
  );

  api.patch(
    '/admin/settings/sports/:sportId',
    {
      config: { permission: 'settings.write' },
      schema: {
        params: S.SportParams,
        body: S.SportPatch,
        response: { 200: Type.Object({ isSuccess: Type.Literal(true), sport: S.SportSettings }), ...errorResponses },
      },
    },
    async (request) => ok({ sport: await settings.patchSport(actorOf(request), request.params.sportId, request.body) }),
  );

  api.get(
    '/admin/settings/events/:eventId',
    {
      config: { permission: 'settings.read' },
      schema: {
        params: S.EventParams,
        response: { 200: EventReply, ...errorResponses },
      },
    },
    async (request) => ok({ event: await settings.event(request.params.eventId) }),
  );

  api.patch(
    '/admin/settings/events/:eventId',
    {
      config: { permission: 'settings.write' },
      schema: {
        params: S.EventParams,
        body: S.EventPatch,
        response: { 200: EventReply, ...errorResponses },
      },
    },
    async (request) => ok({ event: await settings.patchEvent(actorOf(request), request.params.eventId, request.body) }),
  );

  api.patch(
    '/admin/settings/master',
    {
      config: { permission: 'settings.write' },
      schema: {
        body: S.MasterPatch,
        response: { 200: Type.Object({ isSuccess: Type.Literal(true), master: S.Master }), ...errorResponses },
      },
    },
    async (request) => ok({ master: await settings.patchMaster(actorOf(request), request.body) }),
  );

  api.put(
    '/admin/settings/stake-buttons',
    {
      config: { permission: 'settings.write' },
      schema: {
        body: S.StakeButtonsBody,
        response: {
          200: Type.Object({ isSuccess: Type.Literal(true), kind: Type.String(), buttons: S.StakeButtons.properties.match }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { kind, buttons, reason } = request.body;
      return ok({ kind, buttons: [...(await settings.putStakeButtons(actorOf(request), kind, buttons, reason))] });
    },
  );
}
