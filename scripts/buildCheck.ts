// `npm run build:check`: proves the front-end budgets hold and are enforced.
//  1. The production build passes, and its stats show: the log-in route's JavaScript is under 150 KB
//     as a phone receives it, the same responses Chromium counts in e2e/journeys/delivery.e2e.ts: the
//     `main` entrypoint's initial scripts, the service worker's script (sw.js) and any
//     script it precaches beyond those, each served by the server's own delivery code from this build
//     (scripts/servedBytes.ts: the brotli copy, the headers of its kind, the status line), so headers
//     count as they do on the wire. (The build itself fails when the entrypoint's brotli files alone
//     pass the budget: scripts/wireBudgetPlugin.ts.) Every text file has its brotli and gzip copy;
//     the service worker precaches the shell and nothing under /api; tesseract.js sits only in the slip-reading chunk
//     the deposit view loads on demand; moment carries no locales and is not in the first page;
//     crypto-js comes in per module (aes, enc-utf8 and what they need), never its index; uPlot in one
//     on-demand chunk of its own (shared by the console's dashboard and the player's charts).
//  2. The same build with the budget lowered below today's size (LOGIN_JS_BUDGET_BYTES) FAILS, naming
//     the budget.
//  3. The console (/admin) is a separate entry: its modules only in its own chunks, and the log-in
//     route's JavaScript within 1 KB of the same build without the console.
// Every build goes to a temporary folder (dist/ is left alone: a running server may be serving it).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import zlib from 'node:zlib';
import { gzipSize } from './wireBudgetPlugin';
import { servedBytes, type Served } from './servedBytes';
import type { BenchResult } from '../bench/support/result';

const root = path.resolve(__dirname, '..');
const BUDGET = 150_000;

interface StatsModule {
  name?: string;
  chunks?: Array<string | number>;
  modules?: StatsModule[];
}
interface StatsChunk {
  id: string | number;
  names: string[];
  initial: boolean;
  files: string[];
}
interface Stats {
  errors: Array<{ message: string }>;
  entrypoints: Record<string, { assets: Array<{ name: string }> }>;
  chunks: StatsChunk[];
  modules: StatsModule[];
}

function build(outDir: string, env: NodeJS.ProcessEnv): { status: number | null; output: string; stats: Stats } {
  const statsFile = path.join(outDir, '..', `${path.basename(outDir)}.stats.json`);
  const result = spawnSync(
    process.execPath,
    [require.resolve('webpack-cli/bin/cli.js'), '--mode', 'production', '--output-path', outDir, `--json=${statsFile}`],
    { cwd: root, env: { ...process.env, ...env }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  const stats = JSON.parse(fs.readFileSync(statsFile, 'utf8')) as Stats;
  return { status: result.status, output: `${result.stdout}\n${result.stderr}`, stats };
}

/** Every module with the chunks it sits in (concatenated modules inherit their parent's chunks). */
function flatModules(stats: Stats): Array<{ name: string; chunks: Array<string | number> }> {
  return stats.modules.flatMap((m) => (m.modules ?? [m]).map((inner) => ({ name: inner.name ?? '', chunks: m.chunks ?? [] })));
}

function listFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? listFiles(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

const failures: string[] = [];
const checked: string[] = [];
function check(ok: boolean, what: string): void {
  process.stdout.write(`${ok ? 'ok  ' : 'FAIL'} ${what}\n`);
  checked.push(`${ok ? 'ok' : 'FAILED'}: ${what}`);
  if (!ok) failures.push(what);
}

/** Under `npm run bench -- --frontend` (BENCH_RESULT_FILE set): the figure for bench/RESULTS.md. */
function handOver(total: number, served: Served[], files: Array<{ file: string; brotli: number; gzip: number }>): void {
  const file = process.env.BENCH_RESULT_FILE;
  if (!file) return;
  const result: BenchResult = {
    name: 'bundle',
    command: 'npm run build:check',
    setup:
      "production build (webpack); the log-in route's scripts (the `main` entrypoint's, sw.js and what it precaches) served from the build by the server's delivery code as Chromium asks for them, status line, headers and brotli body counted; then the same build with the budget lowered below it",
    figure: { label: 'log-in route JavaScript on the wire, brotli, headers included', value: total / 1000, unit: 'KB' },
    baseline: { label: 'budget', value: BUDGET / 1000, unit: 'KB' },
    ratio: total / BUDGET,
    ratioMeaning: 'share of the budget used',
    goal: `<= ${BUDGET / 1000} KB on the wire (brotli); the build fails when the entrypoint's brotli files pass it`,
    met: total <= BUDGET,
    details: [
      ...served.map(
        (r) =>
          `${r.url}: ${(r.bytes / 1000).toFixed(1)} KB on the wire (${r.encoding} body ${(r.bodyBytes / 1000).toFixed(1)} KB + headers ${r.headerBytes} B)`,
      ),
      ...files.map((f) => `${f.file}: ${(f.brotli / 1000).toFixed(1)} KB brotli (${(f.gzip / 1000).toFixed(1)} KB gzip -9)`),
      ...checked,
    ],
    ok: failures.length === 0,
  };
  fs.writeFileSync(file, JSON.stringify(result, null, 2));
}

async function main(): Promise<void> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-build-check-'));
  try {
    process.stdout.write('build:check: production build at the real budget…\n');
    const good = build(path.join(work, 'ok'), { LOGIN_JS_BUDGET_BYTES: '' });
    check(good.status === 0, `the production build passes (exit ${good.status})`);
    if (good.status !== 0) process.stdout.write(good.output.slice(-4000));
    const { stats } = good;

    const initialJs = stats.entrypoints.main.assets.map((a) => a.name).filter((n) => n.endsWith('.js'));
    const out = (file: string) => path.join(work, 'ok', file);
    const sizes = initialJs.map((file) => {
      const raw = fs.readFileSync(out(file));
      const br = fs.existsSync(`${out(file)}.br`) ? fs.readFileSync(`${out(file)}.br`) : null;
      check(br !== null && zlib.brotliDecompressSync(br).equals(raw), `${file} has a brotli copy that decodes to it`);
      return { file, brotli: br?.length ?? Infinity, gzip: gzipSize(raw) };
    });
    /** The entrypoint's brotli files alone: what the build's own budget (wireBudgetPlugin) counts. */
    const entryTotal = sizes.reduce((sum, s) => sum + s.brotli, 0);
    for (const s of sizes)
      process.stdout.write(`     ${s.file}: ${(s.brotli / 1000).toFixed(1)} KB brotli, ${(s.gzip / 1000).toFixed(1)} KB gzip -9\n`);

    const sw = fs.readFileSync(out('sw.js'), 'utf8');
    const precached = [...sw.matchAll(/url:"([^"]+)"|'url':'([^']+)'|"url":"([^"]+)"/g)].map((m) => m[1] ?? m[2] ?? m[3]);
    // What Chromium receives for /login (e2e/journeys/delivery.e2e.ts): the page's scripts, the
    // worker's own script, and any script the worker precaches that the page did not load.
    // (The run-time configuration is inline in the page: server/lib/runtimeConfig.ts.)
    const loginScripts = [
      ...initialJs.map((f) => `/${f}`),
      '/sw.js',
      ...precached.filter((u) => /\.m?js$/.test(u) && !initialJs.includes(u.slice(1))),
    ];
    const served = await servedBytes(path.join(work, 'ok'), loginScripts);
    for (const r of served)
      process.stdout.write(
        `     ${r.url}: ${r.status} ${r.encoding}, ${(r.bytes / 1000).toFixed(1)} KB on the wire (${r.headerBytes} B of headers)\n`,
      );
    check(
      served.every((r) => r.status === 200 && r.encoding === 'br'),
      'every script of the log-in route is served (200), brotli',
    );
    const total = served.reduce((sum, r) => sum + r.bytes, 0);
    check(
      total <= BUDGET,
      `log-in route JavaScript ${(total / 1000).toFixed(1)} KB on the wire (brotli, headers included; ${served.length} responses) <= ${BUDGET / 1000} KB`,
    );

    const textFiles = listFiles(path.join(work, 'ok')).filter((f) => /\.(js|css|html|svg|webmanifest)$/.test(f));
    const missing = textFiles
      .filter((f) => !fs.existsSync(`${f}.br`) || !fs.existsSync(`${f}.gz`))
      .map((f) => path.relative(path.join(work, 'ok'), f));
    // Files too small to gain from compression (minRatio 0.9) keep no copies: named, not failed.
    const uncompressedLarge = missing.filter((f) => fs.statSync(out(f)).size > 1024);
    check(
      uncompressedLarge.length === 0,
      `every text file over 1 KB has brotli and gzip copies (${textFiles.length} files; without: ${missing.join(', ') || 'none'})`,
    );

    check(
      precached.length > 0 &&
        initialJs.every((f) => precached.includes(`/${f}`)) &&
        precached.every((u) => !u.startsWith('/api') && !u.endsWith('config.js')),
      `the service worker precaches the shell only (${precached.length} files, none under /api, not config.js)`,
    );

    // The log-in route's chunks: the `main` entrypoint's (the console's entry has initial chunks too).
    const initialChunks = new Set(stats.chunks.filter((c) => c.initial && c.files.some((f) => initialJs.includes(f))).map((c) => c.id));
    const chunkById = new Map(stats.chunks.map((c) => [c.id, c]));
    const modules = flatModules(stats);
    const chunksOf = (pattern: RegExp) => new Set(modules.filter((m) => pattern.test(m.name)).flatMap((m) => m.chunks));

    const tesseract = [...chunksOf(/node_modules\/tesseract\.js\//)];
    check(
      tesseract.length > 0 && tesseract.every((id) => !initialChunks.has(id) && chunkById.get(id)?.names.includes('slip-ocr')),
      `tesseract.js only in the on-demand 'slip-ocr' chunk (chunks: ${tesseract.map((id) => chunkById.get(id)?.names.join('+') || id).join(', ')})`,
    );
    // The chart library: uPlot's code in one on-demand chunk that holds nothing else, the
    // one the console's dashboard names 'admin-chart'; the player's 'charts' chunk (its CSS and a
    // two-line module) loads it too (webpack reuses the existing chunk rather than copy the library).
    const uplot = [...chunksOf(/node_modules\/uplot\/dist\/uPlot\.(esm|cjs)\.js$/)];
    const onlyUplot = (id: string | number) =>
      modules.filter((m) => m.chunks.includes(id)).every((m) => /node_modules\/uplot\//.test(m.name));
    check(
      uplot.length === 1 &&
        !initialChunks.has(uplot[0]) &&
        onlyUplot(uplot[0]) &&
        stats.chunks.some((c) => c.names.includes('charts') && !c.initial),
      `uPlot in one on-demand chunk of its own, never on the log-in route (chunk: ${uplot.map((id) => chunkById.get(id)?.names.join('+') || id).join(', ')}); the player's 'charts' chunk on demand`,
    );
    const locales = modules.filter((m) => /node_modules\/moment\/locale\//.test(m.name));
    check(locales.length === 0, `moment without locales (${locales.length} locale modules bundled)`);
    const momentInitial = [...chunksOf(/node_modules\/moment\/moment\.js$/)].filter((id) => initialChunks.has(id));
    check(momentInitial.length === 0, 'moment is not in the log-in route (only in the pages that format dates)');
    const cryptoFiles = [
      ...new Set(modules.filter((m) => /node_modules\/crypto-js\//.test(m.name)).map((m) => m.name.replace(/^.*crypto-js\//, ''))),
    ].sort();
    check(
      cryptoFiles.length > 0 && !cryptoFiles.includes('index.js') && cryptoFiles.length < 12,
      `crypto-js per module, not whole: ${cryptoFiles.join(', ')}`,
    );

    // The operator's console (src/admin, design §10) is its own entry: none of its code in the player's
    // chunks, and the player's log-in route the same size as a build without the console (within 1 KB).
    const consoleChunks = [...chunksOf(/^\.\/src\/admin\//)];
    check(
      consoleChunks.length > 0 &&
        consoleChunks.every((id) => !initialChunks.has(id) && chunkById.get(id)?.names.some((n) => n.startsWith('admin'))),
      `the console's code only in its own chunks (${consoleChunks.map((id) => chunkById.get(id)?.names.join('+') || id).join(', ')})`,
    );
    check(fs.existsSync(path.join(work, 'ok', 'admin.html')), 'the console has its own page (admin.html)');
    process.stdout.write('build:check: the same build without the console, to compare the log-in route…\n');
    const without = build(path.join(work, 'without-console'), { LOGIN_JS_BUDGET_BYTES: '', BUILD_WITHOUT_CONSOLE: '1' });
    const withoutJs = without.stats.entrypoints.main.assets.map((a) => a.name).filter((n) => n.endsWith('.js'));
    // The same measure as `entryTotal`: the entrypoint's brotli copies.
    const withoutTotal = withoutJs.reduce((sum, file) => sum + fs.readFileSync(path.join(work, 'without-console', `${file}.br`)).length, 0);
    check(
      without.status === 0 && Math.abs(entryTotal - withoutTotal) <= 1000,
      `log-in route JavaScript unchanged by the console: ${(entryTotal / 1000).toFixed(1)} KB of brotli files with it, ${(withoutTotal / 1000).toFixed(1)} KB without (within 1 KB)`,
    );

    const lowered = Math.max(1000, entryTotal - 1000);
    process.stdout.write(`build:check: the same build with the budget lowered to ${lowered} bytes must fail…\n`);
    const bad = build(path.join(work, 'over'), { LOGIN_JS_BUDGET_BYTES: String(lowered) });
    const named = bad.stats.errors.some((e) => /log-in route JavaScript: .* brotli .* budget: over by/.test(e.message));
    check(bad.status !== 0 && named, `the build fails above the budget (exit ${bad.status}, budget error reported: ${named})`);
    check(!fs.existsSync(path.join(work, 'over', 'index.html')), 'a build over the budget emits nothing');
    handOver(total, served, sizes);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  if (failures.length) {
    process.stdout.write(`build:check: ${failures.length} check(s) failed\n`);
    process.exit(1);
  }
  process.stdout.write('build:check: all budgets hold and are enforced\n');
}

main().catch((error) => {
  process.stderr.write(`build:check failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
