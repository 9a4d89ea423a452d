// The SPA build: swc-loader (no type checking here: `npm run typecheck` does that), one HTML page,
// content-hashed chunks, and size budgets that fail the production build when passed.
import fs from 'node:fs';
import path from 'node:path';
import type { Configuration } from 'webpack';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import { InjectManifest } from 'workbox-webpack-plugin';
import zlib from 'node:zlib';
import 'webpack-dev-server';
import { WireBudgetPlugin } from './scripts/wireBudgetPlugin';

/**
 * The phone budget: the log-in route's JavaScript (the `main` entrypoint: entry, runtime and
 * vendor chunks; every other page is a lazy chunk, fetched only once the player touches the form or
 * raises a toast) at most 150 KB brotli (150,000 bytes) as served.
 * LOGIN_JS_BUDGET_BYTES lowers it for `npm run build:check`, which proves the build fails above it.
 */
const LOGIN_JS_BUDGET_BYTES = Number(process.env.LOGIN_JS_BUDGET_BYTES || 150_000);
/**
 * webpack's own hints, kept as a coarse second line: they count raw bytes (JS and CSS). Minified
 * React-era JavaScript compresses to about 0.29 of its size with brotli here, so 150 KB brotli is
 * about 510 KiB raw; the brotli plugin above is the rule, this catches a wildly larger entry.
 */
const MAX_ENTRYPOINT_RAW = 560 * 1024;
/** `npm run build:check` builds once without the console to prove the player's pages did not change. */
const WITH_CONSOLE = process.env.BUILD_WITHOUT_CONSOLE !== '1';

/** Text files the build writes a brotli and a gzip copy of, served by @fastify/static's preCompressed. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest|txt)$/;

/**
 * What the service worker precaches (src/sw/sw.ts): the app shell only. The log-in route's initial
 * files (the `main` entrypoint), the offline page, the manifest and the small icon: all of them are
 * what the first visit's page has just downloaded (the worker's install finds them in the HTTP cache)
 * or small. Lazy chunks, the toasts' included, are left to the HTTP cache (immutable): precaching them
 * would add their bytes to the log-in route's first visit (the phone budget counts what the worker
 * fetches too: scripts/buildCheck.ts, e2e/journeys/delivery.e2e.ts).
 */
function shellFiles(compilation: webpack.Compilation): Set<string> {
  const files = new Set<string>(compilation.entrypoints.get('main')?.getFiles() ?? []);
  // The offline page and its one image; the browser fetches the manifest's other icons itself.
  for (const file of ['offline.html', 'manifest.webmanifest', 'favicon.svg', 'icons/icon-192.png']) files.add(file);
  return files;
}

/**
 * The three HTML pages (the player's, the console's, the offline page) share one shell: the language, the
 * character set, the viewport and the theme colour. Each page's own head and body are in
 * public/pages/<page>.html, split at its `<!-- body -->` line.
 */
function pageShell(page: 'index' | 'admin' | 'offline'): string {
  const [head, body] = fs.readFileSync(path.resolve(__dirname, 'public/pages', `${page}.html`), 'utf8').split('<!-- body -->\n');
  const indent = (text: string) => text.trimEnd().replace(/^/gm, '    ');
  return [
    '<!doctype html>',
    '<html lang="en">',
    '  <head>',
    '    <meta charset="utf-8" />',
    '    <meta name="viewport" content="width=device-width, initial-scale=1" />',
    '    <meta name="theme-color" content="#0f2a3d" />',
    indent(head),
    '  </head>',
    '  <body>',
    indent(body),
    '  </body>',
    '</html>',
    '',
  ].join('\n');
}

/** react-router 7 resolves to its development build under webpack's conditions; its production build
 * is the same API without the dev-only checks (about 30 KB less minified). */
const reactRouterProduction = {
  'react-router$': path.resolve(__dirname, 'node_modules/react-router/dist/production/index.mjs'),
  'react-router/dom$': path.resolve(__dirname, 'node_modules/react-router/dist/production/dom-export.mjs'),
};

export default (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    // `admin`: the operator's console (/admin, design §10). Its own entry and HTML page, so the player's
    // pages never load its code.
    entry: { main: './src/index.tsx', ...(WITH_CONSOLE ? { admin: './src/admin/index.tsx' } : {}) },
    output: {
      path: path.resolve(__dirname, 'dist'),
      filename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      publicPath: '/',
      clean: true,
    },
    devtool: production ? false : 'eval-cheap-module-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.js'], alias: production ? reactRouterProduction : {} },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
                experimental: { plugins: [] },
                target: 'es2020',
              },
            },
          },
        },
        { test: /\.(png|svg|jpg|ico|webp|woff2?)$/, type: 'asset/resource', generator: { filename: 'assets/[name].[contenthash:8][ext]' } },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({ templateContent: pageShell('index'), favicon: './public/favicon.svg', chunks: ['main'] }),
      ...(WITH_CONSOLE ? [new HtmlWebpackPlugin({ templateContent: pageShell('admin'), filename: 'admin.html', chunks: ['admin'] })] : []),
      // No script: the service worker shows it when the network is gone.
      new HtmlWebpackPlugin({ templateContent: pageShell('offline'), filename: 'offline.html', inject: false }),
      new CopyWebpackPlugin({ patterns: [{ from: 'public', globOptions: { ignore: ['**/pages/**'] } }] }),
      // moment ships every locale; the product speaks English only.
      new webpack.IgnorePlugin({ resourceRegExp: /^\.\/locale$/, contextRegExp: /moment$/ }),
      ...(production
        ? [
            new WireBudgetPlugin({ entrypoint: 'main', maxBrotliBytes: LOGIN_JS_BUDGET_BYTES, label: 'log-in route JavaScript' }),
            new InjectManifest({
              swSrc: './src/sw/sw.ts',
              swDest: 'sw.js',
              compileSrc: true,
              include: [
                ({ asset, compilation }: { asset: { name: string }; compilation: webpack.Compilation }) =>
                  shellFiles(compilation).has(asset.name),
              ],
              exclude: [/\.(br|gz)$/, /\.map$/],
              // Hashed names need no revision: the browser's HTTP cache (immutable) fills the precache.
              dontCacheBustURLsMatching: /\.[0-9a-f]{8}\./,
            }),
            // Precompressed copies beside each text file (design §11), after the service worker exists.
            new CompressionPlugin({
              filename: '[path][base].br',
              algorithm: 'brotliCompress',
              test: COMPRESSIBLE,
              threshold: 0,
              minRatio: 0.9,
              compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } } as zlib.ZlibOptions,
            }),
            new CompressionPlugin({
              filename: '[path][base].gz',
              algorithm: 'gzip',
              test: COMPRESSIBLE,
              threshold: 0,
              minRatio: 0.9,
              compressionOptions: { level: 9 },
            }),
          ]
        : []),
    ],
    performance: production
      ? {
          hints: 'error',
          maxEntrypointSize: MAX_ENTRYPOINT_RAW,
          maxAssetSize: 512 * 1024,
          // The player's budgets; the operator's console (admin*, desktop, one user) is not counted.
          assetFilter: (file: string) => !file.endsWith('.map') && !/(^|\/)(runtime-)?admin/.test(file),
        }
      : false,
    // The runtime (which names every chunk's hash) in its own small file: a change to one page does
    // not re-download the vendor and entry chunks.
    // The console's runtime is its own file, so the player's runtime does not list the console's chunks.
    optimization: {
      splitChunks: {
        // The player's chunks are split as before the console existed (its vendor chunk is not cut in
        // two by what the console shares with it); the console takes its own copy of its libraries.
        chunks: (chunk) => chunk.name !== 'admin',
        cacheGroups: {
          adminVendors: {
            test: /[\\/]node_modules[\\/]/,
            chunks: (chunk) => chunk.name === 'admin',
            name: 'admin-vendors',
            priority: 20,
            enforce: true,
          },
        },
      },
      runtimeChunk: { name: (entrypoint: { name: string }) => (entrypoint.name === 'main' ? 'runtime' : `runtime-${entrypoint.name}`) },
    },
    devServer: {
      port: 8080,
      historyApiFallback: { rewrites: [{ from: /^\/admin(\/|$)/, to: '/admin.html' }] },
      proxy: [{ context: ['/api', '/config.js', '/ocr'], target: 'http://localhost:3000' }],
    },
  };
};
