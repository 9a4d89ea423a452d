// `npm run test:e2e`: builds the SPA if needed, starts the product on a free port with a fresh data
// folder (embedded PostgreSQL, the feed), runs every journey in e2e/journeys with node's test runner
// against it in Debian's Chromium, then stops the product and removes its data.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, execFileSync } from 'node:child_process';

const root = path.resolve(__dirname, '..');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromiumPath)) {
  process.stderr.write(`Chromium not found at ${chromiumPath}: apt-get install -y chromium\n`);
  process.exit(1);
}

execFileSync(process.execPath, [require.resolve('tsx/cli'), 'scripts/ensure-web-build.ts'], { cwd: root, stdio: 'inherit' });

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-e2e-'));
fs.chmodSync(dataDir, 0o755); // PostgreSQL runs as 'postgres' when we are root
// The product serves its own copy of the build, so a rebuild of dist/ during the run cannot pull
// the assets out from under the pages.
const webDir = path.join(dataDir, 'web');
fs.cpSync(path.join(root, 'dist'), webDir, { recursive: true });
// Bets resting at the player's own price are kept through the simulator's many short suspensions
// (between points and balls), so the own-price journey sees one matched at its price; lapsing at a
// suspension, the default, is the server tests' part (server/modules/bets/resting.test.ts).
// --racing (npm run test:e2e:racing): the product replays a real greyhound race from Betfair's
// historical file instead of the simulator, at its own pace (the race is open for about 2.5 minutes),
// and the journeys of e2e/racing run against it.
const racing = process.argv.includes('--racing');
const racingFeed = racing
  ? {
      FEED_SOURCE: 'betfair-file',
      BETFAIR_FILES: path.join(root, 'server/feed/betfair/fixtures/1.197931750'),
      BETFAIR_CATALOGUE_DIR: path.join(root, 'server/feed/betfair/fixtures'),
      BETFAIR_REPLAY_SPEED: '1',
    }
  : {};
const env = {
  ...process.env,
  ...racingFeed,
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  WEB_DIR: webDir,
  LOG_LEVEL: 'warn',
  FEED_SEED: '7',
  UNMATCHED_ON_SUSPEND: 'keep',
};
const server = spawn(process.execPath, [require.resolve('tsx/cli'), 'server/main.ts'], {
  cwd: root,
  env,
  stdio: ['ignore', 'pipe', 'pipe'],
});

let output = '';
const baseUrl = new Promise<string>((resolve, reject) => {
  const timer = setTimeout(() => reject(new Error(`the product did not start in 90 s:\n${output}`)), 90_000);
  server.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    const match = /running at (http:\/\/\S+)/.exec(output);
    if (match) {
      clearTimeout(timer);
      resolve(match[1]);
    }
  });
  server.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  server.on('exit', (code) => reject(new Error(`the product exited (${code}) before it started:\n${output}`)));
});

// No journey may hang a run: the longest (the human-pace desktop journey) takes about 6 minutes; one
// that is still going after 10 is stuck (a wait without a bound) and fails with its name.
const TEST_TIMEOUT_MS = 10 * 60_000;

async function stopServer(): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.on('exit', resolve));
  server.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
  fs.rmSync(dataDir, { recursive: true, force: true });
}

async function main(): Promise<number> {
  const url = await baseUrl;
  process.stdout.write(`e2e: product at ${url}\n`);
  // --perf (npm run test:perf) runs the performance files in e2e/perf instead of the journeys;
  // --racing the racing journeys of e2e/racing (against the replayed race above).
  const perf = process.argv.includes('--perf');
  const folder = perf ? 'perf' : racing ? 'racing' : 'journeys';
  const suffix = perf ? '.perf.ts' : racing ? '.racing.ts' : '.e2e.ts';
  const journeys = fs
    .readdirSync(path.join(__dirname, folder))
    .filter((f) => f.endsWith(suffix))
    .sort();
  // Journeys are named by their file's name without its suffix (`npx tsx e2e/run.ts console wallet`);
  // E2E_EXCEPT=humanpace,console leaves those out (CI runs the journeys in groups, each on its own
  // product server: see .ci/run). A name that is no journey's is an error, not an empty run.
  const nameOf = (file: string) => file.slice(0, -suffix.length);
  const only = process.argv.slice(2).filter((a) => a !== '--perf' && a !== '--racing');
  const except = (process.env.E2E_EXCEPT ?? '').split(',').filter(Boolean);
  const unknown = [...only, ...except].filter((name) => !journeys.some((f) => nameOf(f) === name));
  if (unknown.length) throw new Error(`no such journey in e2e/${folder}: ${unknown.join(', ')}`);
  const chosen = (only.length ? journeys.filter((f) => only.includes(nameOf(f))) : journeys).filter((f) => !except.includes(nameOf(f)));
  const files = chosen.map((f) => path.join('e2e', folder, f));
  const runner = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--test',
      ...(process.env.E2E_TEST_NAME ? [`--test-name-pattern=${process.env.E2E_TEST_NAME}`] : []),
      '--test-concurrency=1',
      `--test-timeout=${TEST_TIMEOUT_MS}`,
      '--test-reporter=spec',
      ...files,
    ],
    { cwd: root, env: { ...process.env, E2E_BASE_URL: url, CHROMIUM_PATH: chromiumPath }, stdio: 'inherit' },
  );
  return new Promise((resolve) => runner.on('exit', (code) => resolve(code ?? 1)));
}

main()
  .then(async (code) => {
    await stopServer();
    process.exit(code);
  })
  .catch(async (error) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    await stopServer();
    process.exit(1);
  });
