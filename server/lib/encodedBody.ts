// The encodings of a body serialised ahead of time (the odds poll, the in-play lists): each made at
// most once per body, that is once per change of the odds, never once per request. Thousands of
// players poll every 600 ms; compressing each answer on the fly (@fastify/compress) would redo the
// same work for every one of them (bench/RESULTS.md, "odds: compression").
// Answers up to COMPRESS_THRESHOLD bytes stay as they are: below that the headers cost more than
// compression saves. The ETag is weak, so one tag serves every encoding of the same JSON.
import zlib from 'node:zlib';
import type { CachedBody } from '../feed/snapshotCache';

export type Encoding = 'br' | 'gzip' | 'identity';

/** Same threshold as the API's on-the-fly compression (server/lib/compression.ts). */
export const COMPRESS_THRESHOLD = 1024;

/** Brotli 5 / gzip 6: a few hundred microseconds for an odds body, near brotli 11's size on JSON. */
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

/** Whether the header accepts `name` (q above 0), as RFC 9110 §12.5.3 reads it. */
function accepts(header: string, name: string): boolean {
  for (const part of header.split(',')) {
    const [coding, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (coding !== name) continue;
    const q = params.find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  }
  return false;
}

/** Browsers send a handful of distinct headers; each is parsed once (bounded, for odd clients). */
const choices = new Map<string, Exclude<Encoding, 'identity'> | null>();
const MAX_REMEMBERED = 64;

/** The encoding to send for this Accept-Encoding header: brotli, else gzip, else none. */
export function pickEncoding(acceptEncoding: string | undefined, size: number): Encoding {
  if (!acceptEncoding || size <= COMPRESS_THRESHOLD) return 'identity';
  let choice = choices.get(acceptEncoding);
  if (choice === undefined) {
    choice = accepts(acceptEncoding, 'br') ? 'br' : accepts(acceptEncoding, 'gzip') ? 'gzip' : null;
    if (choices.size < MAX_REMEMBERED) choices.set(acceptEncoding, choice);
  }
  return choice ?? 'identity';
}

const encoded = new WeakMap<CachedBody, { br?: Buffer; gzip?: Buffer }>();

/** The bytes of `cached` in `encoding`, compressed the first time they are asked for. */
export function bodyIn(cached: CachedBody, encoding: Encoding): Buffer {
  if (encoding === 'identity') return cached.body;
  let variants = encoded.get(cached);
  if (!variants) {
    variants = {};
    encoded.set(cached, variants);
  }
  if (encoding === 'br') {
    variants.br ??= zlib.brotliCompressSync(cached.body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: cached.body.length,
      },
    });
    return variants.br;
  }
  variants.gzip ??= zlib.gzipSync(cached.body, { level: GZIP_LEVEL });
  return variants.gzip;
}
