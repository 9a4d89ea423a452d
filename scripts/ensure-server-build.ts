// `npm start` runs the server compiled (build/server/*.js) rather than through tsx, which compiles
// every file at each start. Built again only when a source is newer than the build. Each entry is one
// file of our code; packages stay in node_modules (require.resolve finds their files, as before).
import fs from 'node:fs';
import path from 'node:path';
import { newestChange } from './newestChange';
import { buildSync } from 'esbuild';

const root = path.resolve(__dirname, '..');
const outdir = path.join(root, 'build', 'server');
/** What production runs: the API process, the feed process, the operator's command line. */
const entryPoints = { main: 'server/main.ts', feed: 'server/feed/main.ts', operator: 'server/cli/operator.ts' };

const built = Object.keys(entryPoints).map((name) => path.join(outdir, `${name}.js`));
const builtAt = Math.min(...built.map((file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0)));
const sourcesAt = Math.max(
  newestChange(path.join(root, 'server')),
  newestChange(path.join(root, 'src', 'domain')),
  fs.statSync(path.join(root, 'package-lock.json')).mtimeMs,
);

if (builtAt < sourcesAt) {
  process.stdout.write('Compiling the server (esbuild)…\n');
  buildSync({
    absWorkingDir: root,
    entryPoints,
    outdir,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'cjs',
    target: `node${process.versions.node.split('.')[0]}`,
    sourcemap: true,
    logLevel: 'warning',
  });
}
