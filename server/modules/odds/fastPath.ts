// The hot path of /checkGetMatchOdds, answered before Fastify routes the request.
//
// Every open match page polls this call every 600 ms, so it is most of the server's traffic. Through
// Fastify's full pipeline (routing, a dozen hooks, a child logger, header bookkeeping) an answer cost
// about twice the CPU of a bare Fastify route returning the same bytes (bench/odds.ts). This path
// answers only the common case, entirely from memory, with the very checks the route makes:
//   a GET with no query, ids matching the route's own schema patterns, not under load shedding,
//   and a market the snapshot cache holds. The odds are public (the route needs no session), so the
//   cookie is not read: a visitor and every player get the same bytes.
// Anything else (bad ids, a market only the database knows, load shedding, the server closing) returns false and goes through the Fastify route, which answers every error
// exactly as before. The headers and body are the route's own (odds.fastPath.test.ts compares the two
// answers byte for byte), so a client cannot tell which path answered.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { CachedBody, SnapshotCache } from '../../feed/snapshotCache';
import { GAME_ID_PATTERN, MARKET_ID_PATTERN } from '../../../src/domain/contract/sports';
import { matchesIfNoneMatch } from '../../lib/cachedReply';
import { ODDS_HEADERS } from './securityHeaders';
import { ODDS_PATH } from './paths';
import { bodyIn, pickEncoding, type Encoding } from '../../lib/encodedBody';

export interface OddsFastPathDeps {
  apiBase: string;
  snapshots: SnapshotCache;
  /** True while the server sheds load or is closing: the Fastify route then decides. */
  mustUseRoute: () => boolean;
}

/** Answers the request and returns true, or returns false having touched nothing. */
export type FastPath = (request: IncomingMessage, response: ServerResponse) => boolean;

/** The headers of each body in each encoding, built once per snapshot rather than once per request. */
type Headers = { notModified: OutgoingHttpHeaders } & Partial<Record<Encoding, OutgoingHttpHeaders>>;
const headersOf = new WeakMap<CachedBody, Headers>();
function headersFor(cached: CachedBody): Headers {
  let headers = headersOf.get(cached);
  if (!headers) {
    headers = { notModified: { etag: cached.etag, ...ODDS_HEADERS.notModified } };
    headersOf.set(cached, headers);
  }
  return headers;
}
function bodyHeaders(cached: CachedBody, headers: Headers, encoding: Encoding, body: Buffer): OutgoingHttpHeaders {
  return (headers[encoding] ??= {
    etag: cached.etag,
    ...ODDS_HEADERS.body,
    ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
    'content-length': body.length,
  });
}

const marketIdPattern = new RegExp(MARKET_ID_PATTERN);
const gameIdPattern = new RegExp(GAME_ID_PATTERN);

export function makeOddsFastPath({ apiBase, snapshots, mustUseRoute }: OddsFastPathDeps): FastPath {
  const prefix = `${apiBase}${ODDS_PATH}`;
  return (request, response) => {
    const url = request.url;
    if (request.method !== 'GET' || url === undefined || !url.startsWith(prefix)) return false;
    const ids = url.slice(prefix.length).split('/');
    if (ids.length !== 2) return false;
    const [marketId, eventId] = ids;
    if (!marketIdPattern.test(marketId) || !gameIdPattern.test(eventId)) return false;
    if (mustUseRoute()) return false;

    const cached = snapshots.oddsBody(Number(eventId), marketId);
    if (!cached) return false;

    const headers = headersFor(cached);
    if (matchesIfNoneMatch(request.headers['if-none-match'], cached.etag)) {
      response.writeHead(304, headers.notModified).end();
    } else {
      // Compressed once per snapshot (lib/encodedBody.ts), as the route does.
      const encoding = pickEncoding(request.headers['accept-encoding'], cached.body.length);
      const body = bodyIn(cached, encoding);
      response.writeHead(200, bodyHeaders(cached, headers, encoding, body)).end(body);
    }
    return true;
  };
}
