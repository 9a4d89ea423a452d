// `npm start` builds the SPA only when dist/ is missing or older than its sources.
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';

const root = path.resolve(__dirname, '..');
const built = path.join(root, 'dist', 'index.html');

function newest(dir: string): number {
  let latest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : fs.statSync(full).mtimeMs);
  }
  return latest;
}

const sourcesChanged = () =>
  Math.max(newest(path.join(root, 'src')), newest(path.join(root, 'public')), fs.statSync(path.join(root, 'webpack.config.ts')).mtimeMs) >
  fs.statSync(built).mtimeMs;

if (!fs.existsSync(built) || sourcesChanged()) {
  process.stdout.write('Building the web app (webpack, production)…\n');
  execFileSync(process.execPath, [require.resolve('webpack-cli/bin/cli.js'), '--mode', 'production'], { cwd: root, stdio: 'inherit' });
}
