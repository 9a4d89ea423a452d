// tesseract.js's files, served by our own server from the installed packages (design §8), so that the
// deposit view reads the slip offline: the browser worker, the whole tesseract.js-core folder (the
// worker picks a SIMD or plain build at run time) and the English data, gzipped as published
// (tesseract.js gunzips it itself: no Content-Encoding). Public: they are the packages' own files.
// The URLs are OCR_ASSET_PATHS in src/domain/contract/wallet.ts (under the API base).
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { OCR_ASSET_PATHS } from '../../../src/domain/contract/wallet';

const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));

/** Folders on disk, resolved from node_modules wherever it is. */
export const OCR_ASSET_DIRS = {
  worker: path.join(packageDir('tesseract.js'), 'dist'),
  core: packageDir('tesseract.js-core'),
  lang: path.join(packageDir('@tesseract.js-data/eng'), '4.0.0_best_int'),
};

/** The files change only when the packages are upgraded; a week's cache, revalidated by ETag. */
const CACHE = { cacheControl: true, maxAge: '7d', etag: true, lastModified: true, decorateReply: false, wildcard: false } as const;

export async function ocrAssets(api: FastifyInstance): Promise<void> {
  await api.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.config = { ...(route.config as object), access: 'public', sharedCache: true } as typeof route.config;
    });
    await scope.register(fastifyStatic, {
      ...CACHE,
      root: OCR_ASSET_DIRS.worker,
      prefix: path.posix.dirname(OCR_ASSET_PATHS.workerPath),
      // Only the worker: the rest of dist is the page-side bundle, licences and source maps.
      globIgnore: ['tesseract.*', '*.map', '*.txt'],
      allowedPath: (pathName) => pathName === `/${path.posix.basename(OCR_ASSET_PATHS.workerPath)}`,
    });
    await scope.register(fastifyStatic, {
      ...CACHE,
      root: OCR_ASSET_DIRS.core,
      prefix: `${OCR_ASSET_PATHS.corePath}/`,
      globIgnore: ['*.md', '*.json', 'LICENSE', 'index.js'],
      allowedPath: (pathName) => /^\/tesseract-core[a-z-]*\.(js|wasm|wasm\.js)$/.test(pathName),
    });
    await scope.register(fastifyStatic, {
      ...CACHE,
      root: OCR_ASSET_DIRS.lang,
      prefix: `${OCR_ASSET_PATHS.langPath}/`,
    });
  });
}
