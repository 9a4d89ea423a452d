// API answers over 1 KB compressed on the fly (@fastify/compress), brotli preferred, then gzip; a
// client that sends no Accept-Encoding gets the body as it is. Not compressed here: the built SPA's
// files (precompressed at build time, served by @fastify/static) and the bodies serialised ahead of
// time (the odds poll and the in-play lists: compressed once per change, lib/encodedBody.ts).
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import { COMPRESS_THRESHOLD } from './encodedBody';

export async function installCompression(app: FastifyInstance): Promise<void> {
  // Brotli quality 4 (the plugin's default): a 4 MB profit-and-loss answer in about 40 ms of one
  // core, to about a tenth of its size; quality 11 would take seconds.
  await app.register(compress, { global: true, threshold: COMPRESS_THRESHOLD, encodings: ['br', 'gzip'] });
}
