// Support's notes on a player and the player's KYC status (staff only: the player sees neither).
// Reading needs players.read; writing a note or changing the KYC status is support's work on an
// account (players.lock). Thin handlers: the rules are in playerNotesService.ts.
import { Type, type Static, type TObject, type TSchema } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { actorOf, type Actor } from './audit';
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

/**
 * A record staff keep on a player (/admin/users/:id/<name>): read with players.read, written with
 * players.lock, and both answer the record as it now stands, under `key`.
 */
function playerRecordRoutes<Key extends string, Body extends TObject>(
  api: FastifyInstance,
  record: {
    name: string;
    key: Key;
    reply: TSchema;
    read: (userId: number) => Promise<unknown>;
    write: { method: 'POST' | 'PUT'; body: Body; run: (actor: Actor, userId: number, body: Static<Body>) => Promise<unknown> };
  },
): void {
  const url = `/admin/users/:id/${record.name}`;
  const answer = async (value: Promise<unknown>) => ({ isSuccess: true as const, [record.key]: await value });
  api.get<{ Params: { id: number } }>(
    url,
    { config: { permission: 'players.read' }, schema: { params: IdParams, response: { 200: record.reply, ...errorResponses } } },
    async (request) => answer(record.read(request.params.id)),
  );
  api.route<{ Params: { id: number }; Body: Static<Body> }>({
    method: record.write.method,
    url,
    config: { permission: 'players.lock' },
    schema: { params: IdParams, body: record.write.body, response: { 200: record.reply, ...errorResponses } },
    handler: async (request) => answer(record.write.run(actorOf(request), request.params.id, request.body as Static<Body>)),
  });
}

export async function playerNotesRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  const service = makePlayerNotesService(deps);
  playerRecordRoutes(api, {
    name: 'notes',
    key: 'data',
    reply: NotesReply,
    read: service.notes,
    write: { method: 'POST', body: NoteBody, run: (actor, userId, body) => service.addNote(actor, userId, body.body) },
  });
  playerRecordRoutes(api, {
    name: 'kyc',
    key: 'kyc',
    reply: KycReply,
    read: service.kyc,
    write: { method: 'PUT', body: KycBody, run: (actor, userId, body) => service.setKyc(actor, userId, body.status, body.reason) },
  });
}
