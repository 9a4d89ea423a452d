// POST /api/admin/demo-data/remove: switches off the sample players and merchant accounts of a
// development start (demoData.ts). The body must say { confirm: 'remove-demo-data' }. 409 when there is
// none left, and then nothing is written.
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { conflict } from '../../lib/errors';
import { actorOf } from './audit';
import { removeDemoData } from './demoData';
import { errorResponses } from './schemas';

export const NO_DEMO_DATA_MSG = 'There is no sample data left to switch off.';

/** The caller says what it means: a switch-off by a stray or replayed call is not an accident waiting to happen. */
export const REMOVE_DEMO_CONFIRM = 'remove-demo-data';
const RemoveBody = Type.Object({ confirm: Type.Literal(REMOVE_DEMO_CONFIRM) }, { additionalProperties: false });

const RemovedReply = Type.Object({
  isSuccess: Type.Literal(true),
  players: Type.Array(Type.String()),
  merchants: Type.Array(Type.String()),
});

export async function demoDataRoutes(base: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = base.withTypeProvider<TypeBoxTypeProvider>();
  api.post(
    '/admin/demo-data/remove',
    { config: { permission: 'settings.write' }, schema: { body: RemoveBody, response: { 200: RemovedReply, ...errorResponses } } },
    async (request) => {
      const removed = await deps.db.transaction().execute((trx) => removeDemoData(trx, actorOf(request)));
      if (!removed) throw conflict(NO_DEMO_DATA_MSG);
      for (const id of removed.playerIds) await deps.sessions.destroyAllFor(id);
      return { isSuccess: true as const, players: removed.players, merchants: removed.merchants };
    },
  );
}
