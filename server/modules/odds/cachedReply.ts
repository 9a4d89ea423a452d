// Sends a body serialised ahead of time, with its ETag; answers 304 when the client already has it
// (weak comparison, as If-None-Match requires). Used by /GetInPlaySportEvents and /checkGetMatchOdds.
// The body goes out compressed when the client accepts it and it is over 1 KB, from encodings made
// once per body (encodedBody.ts); these routes set `compress: false` so @fastify/compress leaves them.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedBody } from '../../feed/snapshotCache';
import { SECURITY_HEADERS } from './securityHeaders';
import { bodyIn, pickEncoding } from './encodedBody';

// no-cache: a browser may keep the body but must ask again each time (the odds move every tick).
const CACHE_CONTROL = 'no-cache';
const JSON_TYPE = 'application/json; charset=utf-8';

/** What the odds route answers besides etag and content-length (its onSend adds SECURITY_HEADERS), for its fast path. */
export const ODDS_HEADERS = Object.freeze({
  notModified: Object.freeze({ 'cache-control': CACHE_CONTROL, vary: 'accept-encoding', ...SECURITY_HEADERS }),
  body: Object.freeze({ 'cache-control': CACHE_CONTROL, vary: 'accept-encoding', 'content-type': JSON_TYPE, ...SECURITY_HEADERS }),
});

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
  reply.header('etag', cached.etag).header('cache-control', CACHE_CONTROL).header('vary', 'accept-encoding');
  if (matchesIfNoneMatch(request.headers['if-none-match'], cached.etag)) return reply.code(304).send();
  const encoding = pickEncoding(request.headers['accept-encoding'], cached.body.length);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.type(JSON_TYPE).send(bodyIn(cached, encoding));
}
