// `npm run bench:bets`: how many real bets per second the server books over HTTP, against the TPC-B
// transactions per second of the same PostgreSQL measured in the same run (the performance goal:
// ≥ 500 virtual players, delay 0, bets/s ÷ TPC-B tps ≥ 0.4).
//
// The server (bench/support/betsServer.ts: the product's parts on embedded PostgreSQL, durable, with
// 0-second bet delays and one fixed in-play cricket match) runs in a child process. BENCH_PLAYERS
// players are created there in one transaction (one shared password hash) with a session each from
// the SessionStore. Each bet is /saveBet, then /updateUnmatchBet at once (the delay is 0), with the
// encrypted bodies the slip sends (encrypted before the clock starts: the browser does that work); it
// counts when both calls answer 200 and "Bet Placed". BENCH_CONCURRENCY bets are in flight at once:
// as many workers, each serving its own share of the players one bet at a time, so a player never has
// two bets in flight. Bets alternate back 2.00 / lay 2.02 on one runner so that exposure stays small
// and no bet is refused for money.
// Baseline (bench/support/tpcb.ts): pgbench -i -s BENCH_TPCB_SCALE into a database of its own on the
// same server, then pgbench -c BENCH_CONCURRENCY -j 2 for BENCH_TPCB_SECONDS in all (or the same
// TPC-B transaction from Node when pgbench is missing), while the product's server sits idle. Bets and
// TPC-B take turns (3 rounds of each), and the ratio is of the totals.
// The scale is the number of clients, as pgbench's documentation asks ("the scale factor should be at
// least as large as the largest number of clients you intend to test; else you'll mostly be measuring
// update contention"): each transaction updates one of `scale` branch rows, and 150 clients on 10
// branches queue behind each other's branch locks. At scale 10 this bench
// measured TPC-B about 15% low here (2,200 against 2,550 tps at 150 clients) and the ratio as high.
// At the end, from the database: every wallet's ledger sums to its balance, no balance − exposure is
// below 0, wallets.exposure equals the exposure recomputed from the open bets, every bet that
// answered "Bet Placed" is matched and nothing is left pending.
//
// `--live` runs the live bench instead (bench/support/liveBets.ts): the product as npm start
// runs it, simulator feed, players polling odds and betting on random in-play matches.
//
// Environment: BENCH_PLAYERS (500), BENCH_BETS_PER_PLAYER (12), BENCH_CONCURRENCY (150),
// BENCH_TPCB_SECONDS (15), BENCH_TPCB_SCALE (BENCH_CONCURRENCY), BENCH_TPCB=node to use the Node script
// even where pgbench exists.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { loadConfig } from '../server/config';
import { createDb } from '../server/db/database';
import { checkMoney } from './support/moneyChecks';
import { runLiveBetsBench, type LiveOptions } from './support/liveBets';
import { AWAY, HOME, MO, savePayload } from '../server/test/bets/testSupport';
import { encryptJson } from '../src/domain/cipher';
import { MSG } from '../src/domain/messages';
import { SESSION_COOKIE } from '../server/lib/access';
import { pidOf, spawnTsx, stopChild } from './support/child';
import { prepareTpcb, runTpcb, TpcbTally } from './support/tpcb';
import { WindowCpu } from './support/processCpu';
import { postmasterPid, tempDataDir } from './support/database';
import { benchServerEnv } from './support/serverEnv';
import { fmt, percentile, printResult, runAsCommand, say, type BenchResult } from './support/result';
import { numberArg } from './support/args';
import { runFloorBench, type FloorOptions } from './support/floorBets';
import { runMetricsCostBench, type MetricsCostOptions } from './support/liveMetricsCost';

const PLAYERS = Number(process.env.BENCH_PLAYERS || 500);
const BETS_PER_PLAYER = Number(process.env.BENCH_BETS_PER_PLAYER || 12);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 150);
const TPCB_SECONDS = Number(process.env.BENCH_TPCB_SECONDS || 15);
/** Bets and TPC-B alternate this many times (BENCH_BETS_PER_PLAYER must divide by it). */
const ROUNDS = 3;
const TPCB_SCALE = Number(process.env.BENCH_TPCB_SCALE || CONCURRENCY);
const GOAL_RATIO = 0.4;
// Untimed bets first (1,500: about two seconds), so that the timed ones (6,000: seven to eight seconds)
// measure the server in its steady state, its hot code compiled by V8's optimising tier, as a
// server that has been running is; one warm-up bet per player left a third of the CPU of a short
// timed run to the interpreter and the compilers.
const WARM_UP_BETS = 3;
const PASSWORD = 'bench-pass-123';
const PAYLOAD_KEY = 'bench-payload-key';
const STAKE = 100;

interface Player {
  userId: number;
  cookie: string;
  bets: Array<{ betId: string; save: string; update: string }>;
}

interface BetSample {
  betId: string;
  saveMs: number;
  updateMs: number;
  totalMs: number;
  placed: boolean;
  refusal?: string;
}

/** The slip's two encrypted bodies for the n-th bet of a player: back 2.00, lay 2.02, back, lay… */
function prepareBet(userId: number, n: number): Player['bets'][number] {
  const side = n % 2 === 0 ? 'back' : 'lay';
  const price = side === 'back' ? 2 : 2.02;
  const payload = savePayload(userId, { market: 'Matchodds', marketId: MO, selectionId: HOME, side, price, stake: STAKE });
  const betId = payload.BetId as string;
  return {
    betId,
    save: JSON.stringify({ data: encryptJson(payload, PAYLOAD_KEY) }),
    update: JSON.stringify({ data: encryptJson({ userId, BetId: betId, oddsRequest: price, exposure: 0 }, PAYLOAD_KEY) }),
  };
}

/**
 * The load generator's HTTP client: node:http on keep-alive connections, one per bet in flight.
 * It shares the 2 cores with the server, so it should cost little: fetch (undici) took about 1.1 ms
 * of CPU per bet here, more than a third of what the server itself spent.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

function call(
  base: URL,
  method: string,
  pathname: string,
  cookie: string,
  body: string,
): Promise<{ status: number; json: { isSuccess?: boolean; message?: string } }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: base.hostname,
        port: base.port,
        path: pathname,
        method,
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), cookie, 'sec-fetch-site': 'same-origin' },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          try {
            resolve({ status: response.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
          } catch (error) {
            reject(error);
          }
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

async function placeOneBet(base: URL, player: Player): Promise<BetSample> {
  const bet = player.bets.shift();
  if (!bet) throw new Error('ran out of prepared bets');
  const t0 = performance.now();
  const saved = await call(base, 'POST', '/api/saveBet', player.cookie, bet.save);
  const t1 = performance.now();
  if (saved.status !== 200 || !saved.json.isSuccess) {
    return {
      betId: bet.betId,
      saveMs: t1 - t0,
      updateMs: 0,
      totalMs: t1 - t0,
      placed: false,
      refusal: `saveBet ${saved.status} ${saved.json.message ?? ''}`,
    };
  }
  const updated = await call(base, 'PUT', '/api/updateUnmatchBet', player.cookie, bet.update);
  const t2 = performance.now();
  const placed = updated.status === 200 && updated.json.message === MSG.betPlaced;
  return {
    betId: bet.betId,
    saveMs: t1 - t0,
    updateMs: t2 - t1,
    totalMs: t2 - t0,
    placed,
    ...(placed ? {} : { refusal: `updateUnmatchBet ${updated.status} ${updated.json.message ?? ''}` }),
  };
}

/**
 * `betsEach` bets for every player with `concurrency` in flight: worker w serves players w, w + c,
 * w + 2c… in turn, one bet at a time, so no player ever has two bets in flight.
 */
async function placeAll(
  base: URL,
  players: Player[],
  betsEach: number,
  concurrency: number,
): Promise<{ samples: BetSample[]; seconds: number }> {
  const samples: BetSample[] = [];
  const started = performance.now();
  const workers = Math.min(concurrency, players.length);
  await Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      const mine = players.filter((_, i) => i % workers === w);
      for (let n = 0; n < betsEach; n++) {
        for (const player of mine) samples.push(await placeOneBet(base, player));
      }
    }),
  );
  return { samples, seconds: (performance.now() - started) / 1000 };
}

/**
 * ANALYZE after the warm-up, as autovacuum does on a running system. The database was created for
 * this run, and each connection planned its prepared statements while the bets table was a page or
 * two: a sequential scan is the cheapest plan of a one-page table, and a cached plan stays until
 * something invalidates it. Autovacuum would, within a minute; the timed run is over sooner. Without
 * this, some runs measured sequential scans of the whole bets table on every bet (PostgreSQL CPU per
 * bet 2.2 ms against 0.9 ms, depending on when each connection had planned). ANALYZE gives the
 * planner the table's real size and invalidates the cached plans, so they are made again.
 */
async function analyze(dbUrl: string): Promise<void> {
  const db = createDb(dbUrl, 1);
  try {
    await sql`ANALYZE`.execute(db);
  } finally {
    await db.destroy();
  }
}

export async function runBetsBench(): Promise<BenchResult> {
  const dataDir = tempDataDir('bets');
  const sessionsFile = path.join(dataDir, 'sessions.json');
  const env = benchServerEnv(dataDir, {
    PAYLOAD_KEY,
    BENCH_PLAYERS: String(PLAYERS),
    BENCH_PASSWORD: PASSWORD,
    BENCH_SESSIONS_FILE: sessionsFile,
  });
  const setupStarted = performance.now();
  const server = spawnTsx(['bench/support/betsServer.ts'], env, /bench-bets at (http:\/\/\S+) db (\S+)/);
  try {
    const [, address, dbUrl] = await server.ready;
    const base = new URL(address.replace('localhost', '127.0.0.1'));
    const sessions = JSON.parse(fs.readFileSync(sessionsFile, 'utf8')) as Array<{ userId: number; token: string }>;
    const players: Player[] = sessions.map(({ userId, token }) => ({ userId, cookie: `${SESSION_COOKIE}=${token}`, bets: [] }));
    if (players.length !== PLAYERS) throw new Error(`expected ${PLAYERS} sessions, got ${players.length}`);
    for (const player of players) {
      for (let n = 0; n < WARM_UP_BETS + BETS_PER_PLAYER; n++) player.bets.push(prepareBet(player.userId, n));
    }
    const setupSeconds = (performance.now() - setupStarted) / 1000;

    // The TPC-B tables are loaded first, so their writing is over before the bets are timed.
    const tpcbUrl = await prepareTpcb(dbUrl, TPCB_SCALE);

    if (!Number.isInteger(BETS_PER_PLAYER / ROUNDS)) throw new Error(`BENCH_BETS_PER_PLAYER must be a multiple of ${ROUNDS}`);
    say(
      `bench:bets: ${PLAYERS} players, ${BETS_PER_PLAYER} bets each (saveBet + updateUnmatchBet), ${CONCURRENCY} in flight, taking turns with TPC-B at ${CONCURRENCY} clients (${TPCB_SECONDS} s in all), ${ROUNDS} rounds`,
    );
    const warmUp = await placeAll(base, players, WARM_UP_BETS, CONCURRENCY);
    await analyze(dbUrl);

    // Bets and TPC-B take turns (ROUNDS of each), so both see the same machine: on this shared
    // 2-core machine either rate moved by 10-20% within a minute, and one bets slice followed by one
    // TPC-B slice compared two different machines. The ratio is of the totals over the rounds.
    // CPU of the server process and its PostgreSQL, during the bets slices only (PostgreSQL also runs
    // TPC-B): steadier than rates on a shared machine.
    const serverPid = pidOf(server.child);
    const postgresPid = postmasterPid(path.join(dataDir, 'pg'));
    const bets: BetSample[] = [];
    const rounds: Array<{ bets: number; seconds: number; tps: number }> = [];
    let betSeconds = 0;
    const cpu = new WindowCpu(serverPid, postgresPid);
    const tpcbSlices = new TpcbTally();
    for (let round = 0; round < ROUNDS; round++) {
      const windowEnds = cpu.start();
      const slice = await placeAll(base, players, BETS_PER_PLAYER / ROUNDS, CONCURRENCY);
      windowEnds();
      bets.push(...slice.samples);
      betSeconds += slice.seconds;

      const tpcbSlice = await runTpcb(tpcbUrl, {
        scale: TPCB_SCALE,
        clients: CONCURRENCY,
        seconds: Math.max(1, Math.round(TPCB_SECONDS / ROUNDS)),
      }); // pgbench -T takes whole seconds
      tpcbSlices.add(tpcbSlice);
      rounds.push({ bets: slice.samples.filter((b) => b.placed).length, seconds: slice.seconds, tps: tpcbSlice.tps });
    }
    const tpcb = { tps: tpcbSlices.tps, transactions: tpcbSlices.transactions, seconds: tpcbSlices.seconds, tool: tpcbSlices.tool };
    const { server: betCpuMs, postgres: pgCpuMs, generator: loadCpuMs } = cpu;

    const placed = bets.filter((b) => b.placed);
    const refusals = new Map<string, number>();
    for (const b of bets) if (b.refusal) refusals.set(b.refusal, (refusals.get(b.refusal) ?? 0) + 1);
    const betsPerSecond = placed.length / betSeconds;
    const ratio = betsPerSecond / tpcb.tps;

    // Every bet that answered "Bet Placed", warm-up included, must be matched in the database.
    const placedIds = new Set([...warmUp.samples, ...bets].filter((b) => b.placed).map((b) => b.betId));
    const fixedRunners = (market: { marketId: string }) => (market.marketId === MO ? [HOME, AWAY] : undefined);
    const checks = await checkMoney(dbUrl, placedIds, { runners: fixedRunners, bookedStatuses: ['matched'] });
    // The server reports, as it stops, how many writes went through the fast path.
    await stopChild(server.child);
    const fastPath = /bench-bets positions: written (\d+), stale (\d+)/.exec(server.output());
    const calls = 2 * [...warmUp.samples, ...bets].length;
    const saveMs = bets.map((b) => b.saveMs);
    const updateMs = placed.map((b) => b.updateMs);
    const totalMs = placed.map((b) => b.totalMs);

    return {
      name: 'bets',
      command: 'npm run bench:bets',
      setup: `${PLAYERS} players (set up in ${fmt(setupSeconds)} s: one transaction, sessions from the SessionStore), ${BETS_PER_PLAYER} bets each after ${WARM_UP_BETS} warm-up (saveBet then updateUnmatchBet over HTTP, bet delay 0 s, one fixed in-play match), ${CONCURRENCY} bets in flight; server in a child process on embedded PostgreSQL (durable; a pool of ${loadConfig(env).dbPoolSize} connections, DB_POOL_SIZE), load from this process with node:http (keep-alive). Baseline: TPC-B scale ${TPCB_SCALE} in its own database on the same PostgreSQL, ${CONCURRENCY} clients, ${fmt(tpcb.seconds)} s, ${tpcb.tool}; bets and TPC-B take turns, ${ROUNDS} rounds`,
      figure: { label: 'bets placed per second', value: betsPerSecond, unit: 'bets/s' },
      baseline: { label: 'TPC-B transactions per second, same PostgreSQL', value: tpcb.tps, unit: 'tps' },
      ratio,
      ratioMeaning: 'bets/s per TPC-B tps; a bet is two HTTP calls and two transactions under the wallet lock',
      goal: `bets/s ÷ TPC-B tps >= ${GOAL_RATIO}; every bet booked correctly`,
      met: ratio >= GOAL_RATIO,
      details: [
        `saveBet p50 ${fmt(percentile(saveMs, 50))} ms, p99 ${fmt(percentile(saveMs, 99))} ms; updateUnmatchBet p50 ${fmt(percentile(updateMs, 50))} ms, p99 ${fmt(percentile(updateMs, 99))} ms; whole bet p50 ${fmt(percentile(totalMs, 50))} ms, p99 ${fmt(percentile(totalMs, 99))} ms`,
        `server CPU (Node and PostgreSQL processes) per bet ${fmt(betCpuMs / Math.max(1, placed.length), 2)} ms (${fmt(betCpuMs / 1000)} s over ${fmt(betSeconds)} s of wall time): Node ${fmt((betCpuMs - pgCpuMs) / Math.max(1, placed.length), 2)} ms, PostgreSQL ${fmt(pgCpuMs / Math.max(1, placed.length), 2)} ms; the load generator (this process) ${fmt(loadCpuMs / Math.max(1, placed.length), 2)} ms`,
        `TPC-B: ${tpcb.transactions.toLocaleString('en-US')} transactions in ${fmt(tpcb.seconds)} s = ${fmt(tpcb.tps)} tps`,
        `rounds (bets/s ÷ TPC-B tps): ${rounds.map((r) => `${fmt(r.bets / r.seconds, 0)} ÷ ${fmt(r.tps, 0)} = ${fmt(r.bets / r.seconds / r.tps, 3)}`).join('; ')}`,
        `bets placed ${placed.length} of ${bets.length} in ${fmt(betSeconds)} s${refusals.size ? `; refused: ${[...refusals].map(([m, n]) => `${n}× ${m}`).join(', ')}` : ''}`,
        fastPath
          ? `saves and updates written from the kept position (one statement): ${Number(fastPath[1]).toLocaleString('en-US')} of ${calls.toLocaleString('en-US')} calls; found stale, then read afresh: ${fastPath[2]}`
          : 'the server did not report its fast-path counts',
        ...checks.lines,
      ],
      ok: checks.ok && placed.length === bets.length,
    };
  } finally {
    agent.destroy();
    await stopChild(server.child);
    killLeftoverPostgres(dataDir);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** If the server had to be killed, its PostgreSQL may still run: stop it by the pid it wrote. */
function killLeftoverPostgres(dataDir: string): void {
  const pid = postmasterPid(path.join(dataDir, 'pg'));
  if (pid === null) return;
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

/**
 * `--live` runs bench/support/liveBets.ts instead: --players (500), --seconds of load in
 * all (90), --warm-up seconds (20), --bet-every-ms (2000: each player's mean pace), --tpcb-clients
 * (150, also the scale, as above), --tpcb-seconds (15), --cpu-prof <file> to keep the server's profile;
 * to find what each call costs (bench/RESULTS.md): --poll-ms (600, the SPA's; 0: only a match page's
 * first poll) and --no-expo1; --no-metrics (the product then exports none and nothing scrapes; by
 * default METRICS_PORT is set and the bench scrapes it every 15 s and reports every family); --nginx
 * sends every player's call through nginx with ops/nginx/exchange.conf (its odds micro-cache), as in
 * production, and prints nginx's own CPU per bet and the odds polls that reached the product.
 */
export function liveOptionsFrom(args: string[]): LiveOptions {
  const at = args.indexOf('--cpu-prof');
  return {
    players: numberArg(args, '--players', 500),
    seconds: numberArg(args, '--seconds', 90),
    warmUpSeconds: numberArg(args, '--warm-up', 20),
    betEveryMs: numberArg(args, '--bet-every-ms', 2000),
    tpcbClients: numberArg(args, '--tpcb-clients', 150),
    tpcbSeconds: numberArg(args, '--tpcb-seconds', 15),
    pollMs: args.includes('--poll-ms') && args[args.indexOf('--poll-ms') + 1] === '0' ? 0 : numberArg(args, '--poll-ms', 600),
    expo1: !args.includes('--no-expo1'),
    metrics: !args.includes('--no-metrics'),
    nginx: args.includes('--nginx'),
    ...(at >= 0 && args[at + 1] ? { cpuProfile: path.resolve(args[at + 1]) } : {}),
  };
}

/**
 * `--floor` runs bench/support/floorBets.ts instead: the live players against the least server of this
 * stack, to weigh the live goal against; --players (500), --seconds (30), --warm-up (10), --bet-every-ms (2000),
 * --product-indexes (the product's eight indexes on the bets table).
 */
function floorOptionsFrom(args: string[]): FloorOptions {
  return {
    players: numberArg(args, '--players', 500),
    seconds: numberArg(args, '--seconds', 30),
    warmUpSeconds: numberArg(args, '--warm-up', 10),
    betEveryMs: numberArg(args, '--bet-every-ms', 2000),
    productIndexes: args.includes('--product-indexes'),
  };
}

/**
 * `--live --metrics-cost` runs bench/support/liveMetricsCost.ts: CPU per bet with metrics off and on in
 * one run; --players (300), --bet-every-ms (2000), --warm-up (15 s after each restart),
 * --segment-seconds (20), --pairs (1: the order off, on, on, off once).
 */
function metricsCostOptionsFrom(args: string[]): MetricsCostOptions {
  return {
    players: numberArg(args, '--players', 300),
    betEveryMs: numberArg(args, '--bet-every-ms', 2000),
    warmUpSeconds: numberArg(args, '--warm-up', 15),
    segmentSeconds: numberArg(args, '--segment-seconds', 20),
    pairs: numberArg(args, '--pairs', 1),
  };
}

/**
 * `--live --with-floor`: the floor first (the same --players, --seconds, --warm-up, --bet-every-ms),
 * printed, then the live bench, which prints the product ÷ floor ratio of server CPU per bet.
 */
async function liveWithFloor(args: string[]): Promise<BenchResult> {
  const floor = await runFloorBench(floorOptionsFrom(args));
  printResult(floor);
  if (!floor.ok) return floor;
  return runLiveBetsBench({ ...liveOptionsFrom(args), floorCpuPerBetMs: floor.figure.value });
}

function chosenBench(args: string[]): Promise<BenchResult> {
  if (args.includes('--live') && args.includes('--with-floor')) return liveWithFloor(args);
  if (args.includes('--floor')) return runFloorBench(floorOptionsFrom(args));
  if (args.includes('--metrics-cost')) return runMetricsCostBench(metricsCostOptionsFrom(args));
  return args.includes('--live') ? runLiveBetsBench(liveOptionsFrom(args)) : runBetsBench();
}

if (require.main === module) runAsCommand('bench:bets', () => chosenBench(process.argv.slice(2)));
