// The built SPA (WEB_DIR) on the wire: each file in the encoding the client accepts, from the
// brotli and gzip copies the build wrote beside it (webpack.config.ts), and with the cache rule of its
// kind (design §11):
//   - content-hashed files (/assets/name.1a2b3c4d.js, fonts included): a year, immutable;
//   - the pages and what names them (index.html, sw.js, the manifest, the offline page): no-cache,
//     revalidated by ETag on every visit, so a new build reaches the player at once;
//   - the rest (casino tiles, icons, logos): a day, then revalidated.
// A request for a missing file answers 404 in our error shape; only page routes get the SPA.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'no-cache';
export const CACHE_DAY = 'public, max-age=86400';

/** webpack's [contenthash:8] before the extension (webpack.config.ts). */
const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/;
/** Files that name other files or are the app's own entry points: always revalidated. */
const REVALIDATED = new Set(['index.html', 'sw.js', 'manifest.webmanifest', 'offline.html']);
/** Paths that are files, never pages: a miss is a 404, not the SPA. (A market id in a page path,
 * /matchscore/4/1/1.1000042, has a dot too: only these extensions count.) */
const FILE_PATH = /^\/assets\/|\.(?:js|mjs|css|map|json|webmanifest|png|jpe?g|gif|svg|ico|webp|avif|woff2?|ttf|wasm|txt|html|br|gz)$/i;

export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (REVALIDATED.has(name)) return CACHE_REVALIDATE;
  if (HASHED.test(name)) return CACHE_IMMUTABLE;
  return CACHE_DAY;
}

export const isFilePath = (url: string): boolean => FILE_PATH.test(url.split('?')[0]);

/** A body with a strong ETag from its bytes, answered 304 when the client has it. */
export interface Revalidated {
  body: Buffer | string;
  etag: string;
}
export function revalidated(body: Buffer | string): Revalidated {
  return { body, etag: `"${crypto.createHash('sha1').update(body).digest('base64url').slice(0, 22)}"` };
}
export function sendRevalidated(request: FastifyRequest, reply: FastifyReply, file: Revalidated, type: string): FastifyReply {
  reply.header('cache-control', CACHE_REVALIDATE).header('etag', file.etag);
  if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
  return reply.type(type).send(file.body);
}

/**
 * Serves WEB_DIR's files and returns index.html (for page routes) as `page` makes it from the
 * build's, or null when there is no build.
 */
export async function webAssets(
  app: FastifyInstance,
  webDir: string,
  page: (html: string) => string = (html) => html,
): Promise<Revalidated | null> {
  const indexFile = path.join(webDir, 'index.html');
  if (!fs.existsSync(indexFile)) return null;
  await app.register(fastifyStatic, {
    root: webDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', cacheControlFor(filePath));
    },
    // The precompressed copies are served as their file's encodings, never by their own names.
    globIgnore: ['**/*.br', '**/*.gz'],
  });
  return revalidated(page(fs.readFileSync(indexFile, 'utf8')));
}
