// Support's notes on a player and the player's KYC status (staff only: the player sees neither).
// Reading needs players.read; writing a note or changing the KYC status is support's work on an
// account (players.lock). Thin handlers: the rules are in playerNotesService.ts.
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { actorOf } from './audit';
import { makePlayerNotesService } from './playerNotesService';
import { errorResponses, IdParams } from './schemas';

const Note = Type.Object({ id: Type.Integer(), body: Type.String(), author: Type.String(), at: Type.String() });
const NotesReply = Type.Object({ isSuccess: Type.Literal(true), data: Type.Array(Note) });
const Kyc = Type.Object({
  status: Type.String(),
  reason: Type.Union([Type.String(), Type.Null()]),
  by: Type.Union([Type.String(), Type.Null()]),
  at: Type.Union([Type.String(), Type.Null()]),
});
const KycReply = Type.Object({ isSuccess: Type.Literal(true), kyc: Kyc });
// Lengths and the status are checked in the service, so a refusal says what is wrong in words.
const NoteBody = Type.Object({ body: Type.String({ maxLength: 10_000 }) }, { additionalProperties: false });
const KycBody = Type.Object(
  { status: Type.String({ maxLength: 40 }), reason: Type.Optional(Type.String({ maxLength: 10_000 })) },
  { additionalProperties: false },
);

export async function playerNotesRoutes(base: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = base.withTypeProvider<TypeBoxTypeProvider>();
  const service = makePlayerNotesService(deps);

  api.get(
    '/admin/users/:id/notes',
    { config: { permission: 'players.read' }, schema: { params: IdParams, response: { 200: NotesReply, ...errorResponses } } },
    async (request) => ({ isSuccess: true as const, data: await service.notes(request.params.id) }),
  );

  api.post(
    '/admin/users/:id/notes',
    {
      config: { permission: 'players.lock' },
      schema: { params: IdParams, body: NoteBody, response: { 200: NotesReply, ...errorResponses } },
    },
    async (request) => ({
      isSuccess: true as const,
      data: await service.addNote(actorOf(request), request.params.id, request.body.body),
    }),
  );

  api.get(
    '/admin/users/:id/kyc',
    { config: { permission: 'players.read' }, schema: { params: IdParams, response: { 200: KycReply, ...errorResponses } } },
    async (request) => ({ isSuccess: true as const, kyc: await service.kyc(request.params.id) }),
  );

  api.put(
    '/admin/users/:id/kyc',
    {
      config: { permission: 'players.lock' },
      schema: { params: IdParams, body: KycBody, response: { 200: KycReply, ...errorResponses } },
    },
    async (request) => ({
      isSuccess: true as const,
      kyc: await service.setKyc(actorOf(request), request.params.id, request.body.status, request.body.reason),
    }),
  );
}
