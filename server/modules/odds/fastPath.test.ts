// The odds fast path over real HTTP: it answers what the Fastify route answers, byte for byte, and
// passes every other request on to the route untouched (which then answers its errors as before).
import http from 'node:http';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { buildTestApp, type TestApp } from '../../test/app';
import { logIn, logInOperator } from '../../test/auth/testSupport';
import type { SportEvent } from '../../../src/domain/contract/sports';
import { inPlayOf } from '../../test/sports/testSupport';
import { makeOddsFastPath } from './fastPath';
import { must } from '../../test/must';

let t: TestApp;
let base: string;
let cookie: string;
let event: SportEvent;

beforeAll(async () => {
  t = await buildTestApp({ feed: { seed: 7, speed: 5 } });
  base = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('localhost', '127.0.0.1');
  ({ cookie } = await logIn(t.app, 'player1', 'player123'));
  [event] = await inPlayOf(t.app, cookie, '4');
}, 30_000);
afterAll(() => t.close());

/** A GET over the listening server, bytes as sent (no decoding, unlike fetch). */
function rawGet(
  pathName: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${pathName}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}
const decode = (body: Buffer, encoding: string | undefined) =>
  encoding === 'br' ? zlib.brotliDecompressSync(body) : encoding === 'gzip' ? zlib.gunzipSync(body) : body;

const oddsPath = (e: Pick<SportEvent, 'marketId' | 'gameId'>) => `/api/checkGetMatchOdds/${e.marketId}/${e.gameId}`;

/** Headers a client reads, without the ones Node adds per connection and time. */
function comparable(headers: Record<string, unknown>): Record<string, string> {
  const skip = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);
  return Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => !skip.has(name.toLowerCase()))
      .map(([name, value]) => [name.toLowerCase(), String(value)])
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

describe('through the listening server', () => {
  test.each([
    ['none', undefined],
    ['gzip', 'gzip, deflate'],
    ['brotli', 'gzip, deflate, br, zstd'],
  ])(
    'a signed-in player gets the same status, headers and bytes as the Fastify route gives (Accept-Encoding: %s)',
    async (_name, acceptEncoding) => {
      const headers = { cookie, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) };
      const viaRoute = await t.app.inject({ method: 'GET', url: oddsPath(event), headers });
      const viaServer = await rawGet(oddsPath(event), headers);
      expect(viaServer.status).toBe(200);
      expect(viaServer.body).toEqual(viaRoute.rawPayload);
      expect(comparable(viaServer.headers)).toEqual(comparable(viaRoute.headers));
      const expected = acceptEncoding === undefined ? undefined : acceptEncoding.includes('br') ? 'br' : 'gzip';
      expect(viaServer.headers['content-encoding']).toBe(expected);
      // Decoded, the same JSON as the body sent to a client that accepts no encoding.
      const plain = await t.app.inject({ method: 'GET', url: oddsPath(event), headers: { cookie } });
      expect(JSON.parse(decode(viaServer.body, expected).toString())).toEqual(plain.json());
    },
  );

  test('If-None-Match with the current ETag: 304 with the same headers as the route', async () => {
    const first = await fetch(`${base}${oddsPath(event)}`, { headers: { cookie } });
    const etag = must(first.headers.get('etag'), 'an ETag on the odds answer');
    const viaRoute = await t.app.inject({ method: 'GET', url: oddsPath(event), headers: { cookie, 'if-none-match': etag } });
    const viaServer = await fetch(`${base}${oddsPath(event)}`, { headers: { cookie, 'if-none-match': etag } });
    expect(viaServer.status).toBe(304);
    expect(viaRoute.statusCode).toBe(304);
    expect(comparable(Object.fromEntries(viaServer.headers))).toEqual(comparable(viaRoute.headers));
  });

  test('requests it does not take still get the route answers: bad ids 400, unknown market 404', async () => {
    expect((await fetch(`${base}/api/checkGetMatchOdds/abc/${event.gameId}`, { headers: { cookie } })).status).toBe(400);
    expect((await fetch(`${base}/api/checkGetMatchOdds/1.999/${event.gameId}`, { headers: { cookie } })).status).toBe(404);
  });
});

describe('what it takes and what it passes on', () => {
  let server: http.Server;
  let url: string;
  let underPressure = false;

  beforeAll(async () => {
    const fastPath = makeOddsFastPath({
      apiBase: '/api',
      snapshots: t.deps.snapshots,
      mustUseRoute: () => underPressure,
    });
    // What is not taken is marked, so each case shows which way it went.
    server = http.createServer((request, response) => {
      if (!fastPath(request, response)) response.writeHead(599).end('passed on');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const status = async (path: string, init: RequestInit = { headers: { cookie } }) => (await fetch(`${url}${path}`, init)).status;

  test('takes a GET of a market in memory from anyone: a player, a visitor, an unknown session, the operator', async () => {
    const { cookie: operatorCookie } = await logInOperator(t.app);
    const callers: Array<Record<string, string>> = [{ cookie }, {}, { cookie: 'exsid=not-a-session' }, { cookie: operatorCookie }];
    for (const headers of callers) {
      expect(await status(oddsPath(event), { headers })).toBe(200);
    }
  });

  test('passes on anything that needs the route to decide', async () => {
    const cases: Array<[string, string, RequestInit?]> = [
      ['a market the cache does not hold', '/api/checkGetMatchOdds/1.999/123'],
      ['a malformed market id', `/api/checkGetMatchOdds/abc/${event.gameId}`],
      ['an encoded id', `/api/checkGetMatchOdds/${event.marketId}/%31${event.gameId}`],
      ['a query string', `${oddsPath(event)}?x=1`],
      ['a longer path', `${oddsPath(event)}/more`],
      ['another method', oddsPath(event), { method: 'POST', headers: { cookie } }],
      ['another route', `/api/fetchBetPageMatch/${event.gameId}`],
    ];
    for (const [name, path, init] of cases) {
      expect([name, await status(path, init ?? { headers: { cookie } })]).toEqual([name, 599]);
    }
  });

  test('passes everything on while the server sheds load', async () => {
    underPressure = true;
    try {
      expect(await status(oddsPath(event))).toBe(599);
    } finally {
      underPressure = false;
    }
  });
});
