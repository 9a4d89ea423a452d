// Sends a body serialised ahead of time, with its ETag; answers 304 when the client already has it
// (weak comparison, as If-None-Match requires). Used by /GetInPlaySportEvents (modules/sports) and
// /checkGetMatchOdds (modules/odds): it lives in lib so that neither module imports the other for it.
// The body goes out compressed when the client accepts it and it is over 1 KB, from encodings made
// once per body (encodedBody.ts); these routes set `compress: false` so @fastify/compress leaves them.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedBody } from '../feed/snapshotCache';
import { bodyIn, pickEncoding } from './encodedBody';

// no-cache: a browser may keep the body but must ask again each time (the lists move every tick).
export const CACHE_CONTROL = 'no-cache';
/**
 * A body that is the same for every caller (the odds): a shared cache (the nginx micro-cache) may
 * serve it for one second, which is under two of the match page's 600 ms polls, while a browser keeps
 * it but asks again each time (max-age=0) and revalidates with its ETag.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=1';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers every caller the same bytes, cacheable by a shared cache: never a `no-store` answer. */
    publicCache?: boolean;
  }
}
export const JSON_TYPE = 'application/json; charset=utf-8';

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

export function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedBody, cacheControl = CACHE_CONTROL): FastifyReply {
  reply.header('etag', cached.etag).header('cache-control', cacheControl).header('vary', 'accept-encoding');
  if (matchesIfNoneMatch(request.headers['if-none-match'], cached.etag)) return reply.code(304).send();
  const encoding = pickEncoding(request.headers['accept-encoding'], cached.body.length);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.type(JSON_TYPE).send(bodyIn(cached, encoding));
}
