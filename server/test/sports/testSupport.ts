// Test support for the live-sports calls: check a body against its schema (listing every mismatch),
// and find events in the in-play list.
import { FormatRegistry, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { FastifyInstance } from 'fastify';
import type { InPlaySportEventsResponse, SportEvent } from '../../../src/domain/contract/sports';

if (!FormatRegistry.Has('date-time')) {
  FormatRegistry.Set(
    'date-time',
    (value) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/.test(value) && !Number.isNaN(Date.parse(value)),
  );
}

/** Every place where `body` does not match `schema` ('' when it matches). */
export function schemaErrors(schema: TSchema, body: unknown): string[] {
  return [...Value.Errors(schema, body)].slice(0, 10).map((e) => `${e.path}: ${e.message}`);
}

export async function inPlayList(app: FastifyInstance, cookie: string): Promise<InPlaySportEventsResponse> {
  const response = await app.inject({ method: 'GET', url: '/api/GetInPlaySportEvents', headers: { cookie } });
  if (response.statusCode !== 200) throw new Error(`in-play list: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** In-play events of a sport ('1', '2', '4'). */
export async function inPlayOf(app: FastifyInstance, cookie: string, eid: '1' | '2' | '4'): Promise<SportEvent[]> {
  const list = await inPlayList(app, cookie);
  return list.data.sportsEventModelInPlay.flat().filter((e) => e.eid === eid);
}
