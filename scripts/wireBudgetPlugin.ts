// The front-end budget as it is stated: the JavaScript the log-in page loads (the
// entry chunk and every initial chunk webpack emits with it) measured as it crosses the network:
// BROTLI at quality 11, exactly the .br copies the build writes and @fastify/static serves
// (webpack.config.ts, server/lib/webAssets.ts). webpack's own performance hints only see raw sizes,
// so this plugin compresses those assets once they are final and fails the compilation above the
// budget. (e2e/journeys/delivery.e2e.ts measures the same page in Chromium, response headers and
// whatever the page fetches by itself included.)
import zlib from 'node:zlib';
import webpack, { type Compiler } from 'webpack';

export interface WireBudgetOptions {
  /** The entrypoint whose initial JavaScript is measured ('main' holds the log-in page). */
  entrypoint: string;
  /** Brotli bytes allowed (1 KB = 1000 bytes). */
  maxBrotliBytes: number;
  /** What the budget is for, in the messages. */
  label: string;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** Quality 11, as the build precompresses (webpack.config.ts). */
export function brotliSize(content: Buffer): number {
  return zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

/** Level 9: the figure the budget was stated in, still printed for comparison. */
export function gzipSize(content: Buffer): number {
  return zlib.gzipSync(content, { level: 9 }).length;
}

export class WireBudgetPlugin {
  constructor(private readonly options: WireBudgetOptions) {}

  apply(compiler: Compiler): void {
    const name = 'WireBudgetPlugin';
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minification and hashing: the bytes measured are the bytes served.
        { name, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const { entrypoint, maxBrotliBytes, label } = this.options;
          const group = compilation.entrypoints.get(entrypoint);
          if (!group) {
            compilation.errors.push(new webpack.WebpackError(`${name}: no entrypoint named "${entrypoint}"`));
            return;
          }
          const files: Array<{ file: string; raw: number; brotli: number }> = [];
          for (const file of group.getFiles()) {
            if (!file.endsWith('.js')) continue;
            const asset = compilation.getAsset(file);
            if (!asset) continue;
            const content = asset.source.buffer();
            files.push({ file, raw: content.length, brotli: brotliSize(content) });
          }
          const brotli = files.reduce((sum, f) => sum + f.brotli, 0);
          const raw = files.reduce((sum, f) => sum + f.raw, 0);
          const detail = files.map((f) => `  ${f.file}: ${kb(f.brotli)} brotli (${kb(f.raw)} raw)`).join('\n');
          const summary = `${label}: ${kb(brotli)} brotli (${kb(raw)} raw) of a ${kb(maxBrotliBytes)} budget`;
          compilation.getLogger(name).info(`${summary}\n${detail}`);
          if (brotli > maxBrotliBytes) {
            const error = new webpack.WebpackError(
              `${summary}: over by ${kb(brotli - maxBrotliBytes)}.\n${detail}\n` +
                'Move what the first page does not need behind an import() (see bench/RESULTS.md, front-end budget).',
            );
            error.hideStack = true;
            compilation.errors.push(error);
          }
        },
      );
    });
  }
}
