// Sends a body serialised ahead of time, with its ETag; answers 304 when the client already has it
// (weak comparison, as If-None-Match requires).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedBody } from '../../feed/snapshotCache';

const opaque = (tag: string) => (tag.startsWith('W/') ? tag.slice(2) : tag);

export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header === etag) return true;
  const mine = opaque(etag);
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || opaque(tag) === mine;
  });
}

export function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedBody): FastifyReply {
  // no-cache: a browser may keep the body but must ask again each time (the odds move every tick).
  reply.header('etag', cached.etag).header('cache-control', 'no-cache');
  if (matchesIfNoneMatch(request.headers['if-none-match'], cached.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(cached.body);
}
