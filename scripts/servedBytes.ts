// What a browser receives for each of the build's files, for `npm run build:check`: the
// build's folder served by the server's own delivery code (server/lib/webAssets.ts: the precompressed
// copy the client accepts; server/lib/securityHeaders.ts: the headers of each kind of file; config.js
// as server/app.ts writes it), requested as Chromium requests them, and counted as Chromium's CDP
// encodedDataLength counts an HTTP/1.1 response: status line, header block and body as sent.
import { STATUS_CODES } from 'node:http';
import Fastify from 'fastify';
import { installSecurityHeaders, APP_HELMET_OPTIONS, SUBRESOURCE_PATHS } from '../server/lib/securityHeaders';
import { installCompression } from '../server/lib/compression';
import { revalidated, sendRevalidated, webAssets } from '../server/lib/webAssets';
import { runtimeConfigScript } from '../server/lib/runtimeConfig';
import { loadConfig } from '../server/config';

/** Chromium's Accept-Encoding for scripts. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd', accept: '*/*' };
/** What Node's HTTP server adds to every response on a socket (light-my-request has no socket):
 * Date, and on a kept-alive connection Connection and Keep-Alive (Fastify's 72 s). */
const SOCKET_HEADERS = { date: new Date(0).toUTCString(), connection: 'keep-alive', 'keep-alive': 'timeout=72' };

export interface Served {
  url: string;
  status: number;
  encoding: string;
  headerBytes: number;
  bodyBytes: number;
  bytes: number;
}

export async function servedBytes(webDir: string, urls: readonly string[]): Promise<Served[]> {
  const app = Fastify();
  try {
    installSecurityHeaders(app, APP_HELMET_OPTIONS, [], SUBRESOURCE_PATHS);
    await installCompression(app);
    const configScript = revalidated(runtimeConfigScript(loadConfig({})));
    app.get('/config.js', async (request, reply) => sendRevalidated(request, reply, configScript, 'application/javascript; charset=utf-8'));
    if (!(await webAssets(app, webDir))) throw new Error(`no build in ${webDir}`);
    const served: Served[] = [];
    for (const url of urls) {
      const response = await app.inject({ method: 'GET', url, headers: BROWSER_HEADERS });
      const headers = { ...SOCKET_HEADERS, ...response.headers };
      const block =
        `HTTP/1.1 ${response.statusCode} ${STATUS_CODES[response.statusCode]}\r\n` +
        Object.entries(headers)
          .map(([name, value]) => `${name}: ${Array.isArray(value) ? value.join(', ') : String(value)}\r\n`)
          .join('') +
        '\r\n';
      const headerBytes = Buffer.byteLength(block);
      const bodyBytes = response.rawPayload.length;
      served.push({
        url,
        status: response.statusCode,
        encoding: String(response.headers['content-encoding'] ?? 'identity'),
        headerBytes,
        bodyBytes,
        bytes: headerBytes + bodyBytes,
      });
    }
    return served;
  } finally {
    await app.close();
  }
}
