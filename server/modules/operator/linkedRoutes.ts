// Linked accounts of a player and the phone numbers shared before one phone opened one account.
// Read-only: nothing here changes an account (no audit row).
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { makeLinkedService } from './linkedService';
import { errorResponses, IdParams } from './schemas';

const Kind = Type.Union(['phone', 'upi', 'bank', 'slip', 'device'].map((k) => Type.Literal(k)));
const LinkedReply = Type.Object({
  isSuccess: Type.Literal(true),
  linked: Type.Array(
    Type.Object({
      id: Type.Integer(),
      username: Type.String(),
      shares: Type.Array(Type.Object({ kind: Kind, value: Type.String() })),
    }),
  ),
});
const DuplicatesReply = Type.Object({
  isSuccess: Type.Literal(true),
  rows: Type.Array(
    Type.Object({ phone: Type.String(), accounts: Type.Array(Type.Object({ id: Type.Integer(), username: Type.String() })) }),
  ),
});

export async function linkedRoutes(base: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = base.withTypeProvider<TypeBoxTypeProvider>();
  const linked = makeLinkedService(deps);

  api.get(
    '/admin/users/:id/linked',
    { config: { permission: 'players.read' }, schema: { params: IdParams, response: { 200: LinkedReply, ...errorResponses } } },
    async (request) => linked.linked(request.params.id),
  );

  api.get(
    '/admin/phone-duplicates',
    { config: { permission: 'players.read' }, schema: { response: { 200: DuplicatesReply, ...errorResponses } } },
    async () => linked.phoneDuplicates(),
  );
}
