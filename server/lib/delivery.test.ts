// Delivery (design §11): each kind of file with its encoding and cache rule, the SPA for page routes
// only, API answers compressed on the fly decoding to the very JSON sent uncompressed, and identity
// bodies for a client that accepts no encoding. The web folder is laid out as the build writes it
// (webpack.config.ts: hashed assets with .br and .gz copies beside them), so no build is needed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp, type TestApp } from '../test/app';
import { logIn } from '../test/auth/testSupport';
import { CACHE_DAY, CACHE_IMMUTABLE, CACHE_REVALIDATE } from './webAssets';

const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-delivery-'));
const INDEX =
  '<!doctype html><html lang="en"><head><title>Exchange</title><script src="/config.js"></script></head><body><div id="root"></div></body></html>';
/** The build's index.html as the server sends it: the configuration inline, no /config.js to wait for. */
const SERVED_INDEX = INDEX.replace(
  '<script src="/config.js"></script>',
  '<script id=app-config type=application/json>{"apiBase":"/api","loginCookieKey":"test-cookie-key","payloadKey":"test-payload-key"}</script>',
);
const MAIN_JS = `(()=>{${'const price = [1.5, 2.02, 3.45];'.repeat(200)}})();`;
const FONT = crypto.getRandomValues(new Uint8Array(2048));

function write(name: string, content: string | Uint8Array, precompress: boolean): void {
  const file = path.join(webDir, name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  if (precompress) {
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content));
  }
}

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  write('index.html', INDEX, false);
  write('assets/main.1a2b3c4d.js', MAIN_JS, true);
  write('assets/main.9f8e7d6c.css', `body{margin:0}${'.price{color:#123456}'.repeat(100)}`, true);
  write('assets/noto-sans-devanagari.0a1b2c3d.woff2', FONT, false);
  write('casino/roulette.svg', `<svg xmlns="http://www.w3.org/2000/svg">${'<circle r="4"/>'.repeat(100)}</svg>`, true);
  write('sw.js', `self.addEventListener('fetch', () => {});${' '.repeat(2000)}`, true);
  write('manifest.webmanifest', JSON.stringify({ name: 'Exchange', display: 'standalone' }), false);
  t = await buildTestApp({ config: { webDir }, feed: { seed: 7 } });
  ({ cookie } = await logIn(t.app, 'player1', 'player123'));
}, 30_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

function decoded(response: LightMyRequestResponse): Buffer {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(response.rawPayload);
  if (encoding === 'gzip') return zlib.gunzipSync(response.rawPayload);
  expect(encoding).toBeUndefined();
  return response.rawPayload;
}

describe('built files', () => {
  test.each([
    ['brotli first when offered', 'gzip, deflate, br, zstd', 'br'],
    ['gzip when brotli is not offered', 'gzip, deflate', 'gzip'],
    ['as they are with no Accept-Encoding', undefined, undefined],
  ])('a content-hashed script: %s, cached a year, immutable', async (_name, acceptEncoding, encoding) => {
    const response = await get('/assets/main.1a2b3c4d.js', acceptEncoding ? { 'accept-encoding': acceptEncoding } : {});
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe(CACHE_IMMUTABLE);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(decoded(response).toString()).toBe(MAIN_JS);
    if (encoding) expect(response.rawPayload.length).toBeLessThan(MAIN_JS.length / 5);
  });

  test('stylesheets and fonts are content-hashed too: immutable', async () => {
    const css = await get('/assets/main.9f8e7d6c.css', BROWSER);
    expect(css.headers['content-encoding']).toBe('br');
    expect(css.headers['cache-control']).toBe(CACHE_IMMUTABLE);
    const font = await get('/assets/noto-sans-devanagari.0a1b2c3d.woff2', BROWSER);
    expect(font.statusCode).toBe(200);
    expect(font.headers['cache-control']).toBe(CACHE_IMMUTABLE);
    expect(font.headers['content-encoding']).toBeUndefined(); // woff2 is compressed already
    expect(new Uint8Array(font.rawPayload)).toEqual(FONT);
  });

  test("content-hashed files carry a subresource's security headers only; pages and the service worker keep helmet's", async () => {
    for (const url of ['/assets/main.1a2b3c4d.js', '/assets/main.9f8e7d6c.css', '/assets/nope.js']) {
      const response = await get(url, BROWSER);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(response.headers['content-security-policy']).toBeUndefined();
      expect(response.headers['x-frame-options']).toBeUndefined();
    }
    // A worker runs under its own script's policy, a page under its own: both keep the full set.
    for (const url of ['/sw.js', '/login']) {
      const response = await get(url, BROWSER);
      expect(response.headers['content-security-policy']).toMatch(/default-src 'self'/);
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  test('casino tiles are cached a day, precompressed', async () => {
    const tile = await get('/casino/roulette.svg', BROWSER);
    expect(tile.statusCode).toBe(200);
    expect(tile.headers['cache-control']).toBe(CACHE_DAY);
    expect(tile.headers['content-encoding']).toBe('br');
  });

  test('the service worker and the manifest are revalidated on every visit', async () => {
    for (const url of ['/sw.js', '/manifest.webmanifest']) {
      const response = await get(url, BROWSER);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe(CACHE_REVALIDATE);
    }
    expect((await get('/manifest.webmanifest')).headers['content-type']).toMatch(/^application\/manifest\+json/);
  });

  test('the OCR files are cacheable (a week, revalidated)', async () => {
    const worker = await get('/api/ocr/worker.min.js', BROWSER);
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe('public, max-age=604800');
    expect(worker.headers.etag).toBeTruthy();
  });
});

describe('pages and the run-time configuration', () => {
  test('page routes get index.html, no-cache, and 304 when the browser has it', async () => {
    for (const url of ['/', '/login', '/matchscore/4/1000042/1.1000042']) {
      const page = await get(url, BROWSER);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['cache-control']).toBe(CACHE_REVALIDATE);
      expect(page.body).toBe(SERVED_INDEX);
      const again = await get(url, { ...BROWSER, 'if-none-match': String(page.headers.etag) });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    }
  });

  test("config.js (webpack's dev server's page still names it): no-cache, revalidated by ETag", async () => {
    const script = await get('/config.js', BROWSER);
    expect(script.statusCode).toBe(200);
    expect(script.headers['cache-control']).toBe(CACHE_REVALIDATE);
    expect(script.body).toMatch(/^window\.__APP_CONFIG__ = /);
    expect((await get('/config.js', { 'if-none-match': String(script.headers.etag) })).statusCode).toBe(304);
  });

  test.each(['/assets/nope.js', '/assets/main.00000000.css', '/nope.js', '/casino/nope.svg', '/icons/nope.png'])(
    'a missing file (%s) is a JSON 404, never the SPA',
    async (url) => {
      const response = await get(url, BROWSER);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ message: `Route GET:${url} not found`, isSuccess: false });
    },
  );
});

describe('API answers', () => {
  test('over 1 KB: compressed for a client that accepts it, decoding to the same JSON; identity without Accept-Encoding', async () => {
    // The largest events list of the cricket series (the feed's seed fixes them).
    const series = (await get('/api/api/fetchSeriesBySportId?sportId=4', { cookie })).json().data as Array<{ seriesId: number }>;
    const lists = series.map(({ seriesId }) => `/api/api/fetchEventsBySeriesId?seriesId=${seriesId}`);
    const sizes = await Promise.all(lists.map(async (u) => (await get(u, { cookie })).rawPayload.length));
    const url = lists[sizes.indexOf(Math.max(...sizes))];
    const plain = await get(url, { cookie });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const packed = await get(url, { cookie, 'accept-encoding': accept });
      expect(packed.statusCode).toBe(200);
      expect(packed.headers['content-encoding']).toBe(encoding);
      expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(JSON.parse(decoded(packed).toString())).toEqual(plain.json());
    }
  });

  test('the in-play lists (serialised once per change) are compressed the same way', async () => {
    const plain = await get('/api/GetInPlaySportEvents', { cookie });
    const packed = await get('/api/GetInPlaySportEvents', { cookie, ...BROWSER });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(packed.headers['content-encoding']).toBe('br');
    expect(packed.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(decoded(packed).toString())).toEqual(plain.json());
  });

  test('answers of 1 KB or less go as they are', async () => {
    const small = await get('/api/whoami', { cookie, ...BROWSER });
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThanOrEqual(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  test('an error is still our JSON shape when compressed or not', async () => {
    const missing = await get('/api/no-such-call', BROWSER);
    expect(missing.statusCode).toBe(404);
    expect(JSON.parse(decoded(missing).toString())).toMatchObject({ isSuccess: false });
  });
});
