// `npm run bench:overload`: money first under overload. The product as `npm start` starts it (the
// simulator feed, bet delays 0 by the operator's settings call, the money and priority gates as
// configured by their MONEY_* and GATE_* variables), and N players in a closed loop with no think
// time: each opens a random in-play match (its odds poll), saves a bet at the price on screen and updates it (saveBet, updateUnmatchBet),
// then at once the next. More players than the server serves at the players' pace is the overload; the
// question is whether a bet still goes through quickly while the polls are shed or served from memory.
//
// Printed: p50/p99 per call (odds, saveBet, updateUnmatchBet) of the calls served and of all calls,
// the calls shed (503 with Retry-After) per call and per gate (a player waits the Retry-After, as the
// SPA does, then bets again), bets/s, the server's CPU per bet (Node and PostgreSQL, from /proc), and the money checks
// (ledger sums = balances, each bet answered "Bet Placed" booked once, none booked without it).
//
// Options: --players (200), --seconds measured (30), --warm-up (10); MONEY_* and GATE_* in the
// environment reach the server (docs/odds-and-overload.md). "2 × capacity": run with a few player
// counts, find where bets/s stops rising, and run twice that (docs/benchmarks.md).
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { firstInPlay } from './support/liveBets';
import { LivePlayers } from './support/livePlayers';
import { serverPidOf } from './support/liveProduct';
import { withLiveProduct } from './support/liveRig';
import { checkMoney } from './support/moneyChecks';
import { WindowCpu } from './support/processCpu';
import { fmt, percentile, runAsCommand, say, type BenchResult } from './support/result';
import { loadNow } from './support/machine';
import { numberArg } from './support/args';

export interface OverloadOptions {
  players: number;
  seconds: number;
  warmUpSeconds: number;
}

const PAYLOAD_KEY = 'bench-payload-key';
const STAKE = 100;
/** The goal for the money calls under overload (saveBet and updateUnmatchBet p99). */
const GOAL_P99_MS = 300;
const CALLS = ['odds poll', 'saveBet', 'updateUnmatchBet', 'deleteUnmatchBet'] as const;
/** The variables of the two gates, printed with each run (docs/configuration.md). */
const GATE_VARIABLES = [
  'MONEY_CONCURRENCY',
  'MONEY_MAX_WAIT_MS',
  'GATE_CONCURRENCY',
  'GATE_MONEY_CONNECTIONS',
  'GATE_QUEUE',
  'GATE_MAX_WAIT_MS',
  'DB_POOL_SIZE',
];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * LiveHttp counts every 5xx as a failure; a 503 of a gate or the shedder is a shed call instead,
 * counted by call and by what shed it (moneyGate, priorityGate, eventLoopDelay…).
 */
function splitShed(failures: Map<string, number>): {
  shed: Map<string, number>;
  byPressure: Map<string, number>;
  failed: Array<[string, number]>;
} {
  const shed = new Map<string, number>();
  const byPressure = new Map<string, number>();
  const failed: Array<[string, number]> = [];
  for (const [key, n] of failures) {
    const match = /^(.+?) 503 .*"status":"unavailable"/.exec(key);
    if (!match) {
      failed.push([key, n]);
      continue;
    }
    const pressure = /"pressure":"([^"]+)"/.exec(key)?.[1] ?? 'unnamed';
    shed.set(match[1], (shed.get(match[1]) ?? 0) + n);
    byPressure.set(`${match[1]} by ${pressure}`, (byPressure.get(`${match[1]} by ${pressure}`) ?? 0) + n);
  }
  return { shed, byPressure, failed };
}

const listed = (map: Map<string, number>) => (map.size ? [...map].map(([n, k]) => `${k.toLocaleString('en-US')} ${n}`).join(', ') : 'none');

export async function runOverloadBench(options: OverloadOptions): Promise<BenchResult> {
  const { players: playerCount, seconds, warmUpSeconds } = options;
  return withLiveProduct('overload', { env: { PAYLOAD_KEY }, players: playerCount }, async ({ product, db, http, players }) => {
    const liveHttp = http;
    const events = await firstInPlay(http, players[0].cookie);
    // No think time: a bet every ~1 ms after the last one ended (LivePlayers waits 0.5-1.5 × this);
    // no poll loop, so each bet's odds poll is the match page it opens (a random match each time).
    const live = new LivePlayers(http, players, {
      payloadKey: PAYLOAD_KEY,
      betEveryMs: 1,
      stake: STAKE,
      minPrice: 1.01,
      maxPrice: 3,
      pollMs: 0,
      expo1: false,
    });
    live.events = events;
    say(
      `bench:overload: ${playerCount} players in a closed loop (odds, saveBet, updateUnmatchBet; no think time) on ${events.length} in-play matches; ${warmUpSeconds} s warm-up, ${seconds} s measured`,
    );
    live.start();
    live.paused = false;
    await sleep(warmUpSeconds * 1000);
    await sql`ANALYZE`.execute(db);

    const cpu = new WindowCpu(serverPidOf(product), product.postmasterPid());
    const load = loadNow();
    const placedBefore = live.tally.placed;
    http.recording = true;
    const windowEnds = cpu.start();
    const started = performance.now();
    await sleep(seconds * 1000);
    const elapsed = (performance.now() - started) / 1000;
    windowEnds();
    http.recording = false;
    const placed = live.tally.placed - placedBefore;
    live.paused = true;
    await live.settle();
    await live.stop();

    const { shed, byPressure, failed } = splitShed(http.failures);
    // Served: the calls not shed, what a player whose call went through waited (the goal's figure);
    // all: shed calls too, answered at once by design.
    const p = (name: string, q: number) => percentile(liveHttp.servedTimes.get(name) ?? [], q);
    const pAll = (name: string, q: number) => percentile(liveHttp.times.get(name) ?? [], q);
    const count = (name: string) => (liveHttp.servedTimes.get(name) ?? []).length;
    const countAll = (name: string) => (liveHttp.times.get(name) ?? []).length;
    const saveP99 = p('saveBet', 99);
    const updateP99 = p('updateUnmatchBet', 99);
    const betsPerSecond = placed / elapsed;
    const cpuPerBet = cpu.server / Math.max(1, placed);
    const cores = os.cpus().length;
    const checks = await checkMoney(product.dbUrl, new Set(live.tally.placedIds), { bookedStatuses: ['matched', 'settled', 'void'] });
    const refusals = [...live.tally.refusals]
      .sort((a, b) => b[1] - a[1])
      .map(([m, n]) => `${n.toLocaleString('en-US')}× ${m}`)
      .join(', ');
    return {
      name: 'bets-overload',
      command: `npm run bench:overload -- --players ${playerCount} --seconds ${seconds}`,
      setup: `the product as npm start starts it (server/main.ts in a child process, embedded PostgreSQL, durable, the simulator feed), bet delays 0; ${playerCount} players in a closed loop with no think time (open a random in-play match: its odds poll; saveBet at the best price inside 1.01-3; updateUnmatchBet at the price on screen; deleteUnmatchBet after a refusal; a shed call's Retry-After waited out, then the next bet), ${warmUpSeconds} s warm-up, ${fmt(elapsed)} s measured, 1-minute load average ${load} at the start; gates ${GATE_VARIABLES.map((k) => `${k}=${process.env[k] ?? 'default'}`).join(' ')}`,
      figure: {
        label: 'saveBet and updateUnmatchBet p99 of the calls served under overload (the slower)',
        value: Math.max(saveP99, updateP99),
        unit: 'ms',
      },
      baseline: { label: 'goal', value: GOAL_P99_MS, unit: 'ms' },
      ratio: Math.max(saveP99, updateP99) / GOAL_P99_MS,
      ratioMeaning: 'share of the 300 ms goal',
      goal: `saveBet and updateUnmatchBet p99 <= ${GOAL_P99_MS} ms; shed calls answered 503 with Retry-After; no other 5xx; every bet booked once`,
      met: saveP99 <= GOAL_P99_MS && updateP99 <= GOAL_P99_MS,
      details: [
        `served calls: ${CALLS.map((n) => `${n} ${count(n).toLocaleString('en-US')} p50 ${fmt(p(n, 50))} ms p99 ${fmt(p(n, 99))} ms`).join('; ')}`,
        `all calls (shed ones too): ${CALLS.map((n) => `${n} ${countAll(n).toLocaleString('en-US')} p50 ${fmt(pAll(n, 50))} ms p99 ${fmt(pAll(n, 99))} ms`).join('; ')}`,
        `shed (503 with Retry-After, warm-up included): ${listed(shed)}; by gate: ${listed(byPressure)}`,
        `bets placed ${placed.toLocaleString('en-US')} in ${fmt(elapsed)} s = ${fmt(betsPerSecond)} bets/s; refusals: ${refusals || 'none'}`,
        `server CPU per bet ${fmt(cpuPerBet, 2)} ms (Node ${fmt((cpu.server - cpu.postgres) / Math.max(1, placed), 2)}, PostgreSQL ${fmt(cpu.postgres / Math.max(1, placed), 2)}); ${fmt(cpu.server / 1000 / elapsed, 2)} of ${cores} cores busy; the load generator ${fmt(cpu.generator / 1000 / elapsed, 2)} of a core`,
        ...(failed.length
          ? [`FAILED CALLS (5xx other than shedding, or no answer): ${failed.map(([k, n]) => `${n}× ${k}`).join('; ')}`]
          : ['no call answered 5xx other than shedding, none went unanswered']),
        ...checks.lines,
      ],
      ok: checks.ok && failed.length === 0 && placed > 0,
    };
  });
}

if (require.main === module) {
  const args = process.argv.slice(2);
  runAsCommand('bench:overload', () =>
    runOverloadBench({
      players: numberArg(args, '--players', 200),
      seconds: numberArg(args, '--seconds', 30),
      warmUpSeconds: numberArg(args, '--warm-up', 10),
    }),
  );
}
