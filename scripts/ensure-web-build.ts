// `npm start` builds the SPA only when dist/ is missing or older than its sources.
import fs from 'node:fs';
import path from 'node:path';
import { newestChange } from './newestChange';
import { execFileSync } from 'node:child_process';

const root = path.resolve(__dirname, '..');
const built = path.join(root, 'dist', 'index.html');

const sourcesChanged = () =>
  Math.max(
    newestChange(path.join(root, 'src')),
    newestChange(path.join(root, 'public')),
    fs.statSync(path.join(root, 'webpack.config.ts')).mtimeMs,
  ) > fs.statSync(built).mtimeMs;

if (!fs.existsSync(built) || sourcesChanged()) {
  process.stdout.write('Building the web app (webpack, production)…\n');
  execFileSync(process.execPath, [require.resolve('webpack-cli/bin/cli.js'), '--mode', 'production'], { cwd: root, stdio: 'inherit' });
}
