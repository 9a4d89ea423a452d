// `npm run bench:odds`: how fast /checkGetMatchOdds answers a signed-in player, against the ceiling
// of this machine: a bare Fastify route that returns a constant body of the same size.
//
// Starts the product (embedded PostgreSQL in a temporary folder, the simulated feed running), logs
// in as player1, picks a live cricket market, starts the bare server, then runs autocannon (100
// connections) against each in turn, alternating short slices so both see the same background load
// (this machine is shared). Every request gets the full body (no If-None-Match): the worst case.
// Both servers receive the same request, the player's session cookie included (the bare route ignores
// it), so the ratio is the route's own cost, not that of a longer request to read.
// Prints req/s, p99 latency (median over slices), the server's CPU time per request (read from
// /proc, so other load on the machine does not distort it) and the ratios; leaves nothing behind.
// Both servers run in child processes (node itself, so the pid is the server's), autocannon here.
import fs from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { pidOf, PRODUCT_NODE_FLAGS, spawnTsx, stopChild } from './support/child';
import { tempDataDir } from './support/database';
import { benchServerEnv } from './support/serverEnv';

const CONNECTIONS = 100;
const SECONDS_PER_SLICE = 2;
const ROUNDS = 5;

/** The bare server (this file run with --bare <bytes>): prints its URL and serves until killed. */
async function bare(bytes: number): Promise<void> {
  const body = Buffer.from(JSON.stringify({ data: 'x'.repeat(Math.max(0, bytes - 11)) }));
  const app = Fastify({ logger: false });
  app.get('/bare', (_request, reply) => {
    reply.type('application/json; charset=utf-8').send(body);
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  process.stdout.write(`bare at ${address}/bare\n`);
}

/** CPU time (user + system) the process has used, in ms, from /proc (Linux). */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  const ticksPerSecond = 100; // USER_HZ on Linux
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

interface Totals {
  requests: number;
  seconds: number;
  p99s: number[];
  cpuMs: number;
  errors: number;
  non2xx: number;
}

const totals = (): Totals => ({ requests: 0, seconds: 0, p99s: [], cpuMs: 0, errors: 0, non2xx: 0 });

async function slice(into: Totals, pid: number, url: string, headers: Record<string, string>): Promise<void> {
  const cpuBefore = cpuMs(pid);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS_PER_SLICE, headers });
  into.cpuMs += cpuMs(pid) - cpuBefore;
  into.requests += result.requests.total;
  into.seconds += result.duration;
  into.p99s.push(result.latency.p99);
  into.errors += result.errors;
  into.non2xx += result.non2xx;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main(): Promise<void> {
  const dataDir = tempDataDir('odds');
  const env = benchServerEnv(dataDir, { RUN_FEED: '1' });
  const product = spawnTsx(['server/main.ts'], env, /running at (http:\/\/\S+)/, 120_000);
  let bareServer: ChildProcess | null = null;
  try {
    const base = (await product.ready)[1].replace('localhost', '127.0.0.1');
    const login = await fetch(`${base}/api/user/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({ UserName: 'player1', pass: 'player123', ip: '127.0.0.1', geoLocation: 'Bench, Bench, Bench' }),
    });
    if (!login.ok) throw new Error(`log-in failed: ${login.status} ${await login.text()}`);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const lists = (await (await fetch(`${base}/api/GetInPlaySportEvents`, { headers: { cookie } })).json()) as {
      data: { sportsEventModelInPlay: Array<Array<{ gameId: string; marketId: string; eventName: string }>> };
    };
    const event = lists.data.sportsEventModelInPlay[2][0];
    if (!event) throw new Error('no in-play cricket event');
    const oddsUrl = `${base}/api/checkGetMatchOdds/${event.marketId}/${event.gameId}`;
    const sample = await fetch(oddsUrl, { headers: { cookie } });
    if (!sample.ok) throw new Error(`odds: ${sample.status}`);
    const bytes = Buffer.byteLength(await sample.text());

    const bareProcess = spawnTsx(['bench/odds.ts', '--bare', String(bytes)], process.env, /bare at (http:\/\/\S+)/, 120_000);
    bareServer = bareProcess.child;
    const bareUrl = (await bareProcess.ready)[1];
    const bareSize = Buffer.byteLength(await (await fetch(bareUrl)).text());

    process.stdout.write(
      `odds of ${event.eventName} (${bytes} bytes) vs a bare route (${bareSize} bytes), ${CONNECTIONS} connections, ` +
        `both servers run with ${PRODUCT_NODE_FLAGS.join(' ') || 'no V8 flags'} as npm start runs the server\n`,
    );
    // Warm both up (JIT, connection pools) before measuring.
    await autocannon({ url: oddsUrl, connections: CONNECTIONS, duration: 2, headers: { cookie } });
    await autocannon({ url: bareUrl, connections: CONNECTIONS, duration: 2, headers: { cookie } });
    const odds = totals();
    const baseline = totals();
    for (let round = 0; round < ROUNDS; round++) {
      await slice(odds, pidOf(product.child), oddsUrl, { cookie });
      await slice(baseline, pidOf(bareServer), bareUrl, { cookie });
    }
    const rate = (t: Totals) => t.requests / t.seconds;
    const cpuPerRequest = (t: Totals) => (t.cpuMs * 1000) / t.requests;
    const line = (name: string, t: Totals) =>
      `${name.padEnd(20)} ${Math.round(rate(t)).toString().padStart(7)} req/s   p99 ${median(t.p99s)} ms   ` +
      `${cpuPerRequest(t).toFixed(1)} µs CPU/request` +
      (t.errors || t.non2xx ? `   (${t.errors} errors, ${t.non2xx} non-2xx)` : '');
    process.stdout.write(`${line('/checkGetMatchOdds', odds)}\n`);
    process.stdout.write(`${line('bare Fastify route', baseline)}\n`);
    process.stdout.write(
      `ratio ${(rate(odds) / rate(baseline)).toFixed(2)} in req/s, ${(cpuPerRequest(baseline) / cpuPerRequest(odds)).toFixed(2)} in CPU per request` +
        ` (goals: ratio >= 0.80, >= 10000 req/s)\n`,
    );
  } finally {
    if (bareServer) await stopChild(bareServer, 15_000);
    await stopChild(product.child, 15_000);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const bareAt = process.argv.indexOf('--bare');
if (bareAt >= 0) {
  bare(Number(process.argv[bareAt + 1])).catch((error) => {
    process.stderr.write(`${String(error)}\n`);
    process.exit(1);
  });
} else {
  main().catch((error) => {
    process.stderr.write(`bench:odds failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
