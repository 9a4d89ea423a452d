// `npm run bench:login`: the CPU one log-in costs the server, against an ordinary signed-in call
// measured in the same run. Goal: a log-in costs at most 50 ms of CPU, while guessing
// passwords stays throttled.
//
// The real app (buildApp) on its own embedded PostgreSQL; calls go through app.inject, so every hook,
// schema and query runs, without a socket. CPU is process.cpuUsage() (user + system, every thread of
// this process: scrypt runs on libuv's thread pool) around N sequential calls; PostgreSQL's own CPU
// is not counted (a few small queries). Also measured: the hash alone (verifyPassword), and the
// throttle: wrong passwords for one name until it answers 429.
//
// Environment: BENCH_LOGINS (60), BENCH_BASELINE_CALLS (1000).
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { systemClock } from '../server/lib/clock';
import { hashPassword, verifyPassword, PASSWORD_COST } from '../server/lib/password';
import { SessionStore, sessionLimits } from '../server/session';
import { PAIR_POLICY, NAME_POLICY, ADDRESS_POLICY } from '../server/modules/auth/throttle';
import { SnapshotCache } from '../server/feed/snapshotCache';
import { PositionCache } from '../server/modules/bets/position';
import { startBenchDatabase } from './support/database';
import { fmt, runAsCommand, say, type BenchResult } from './support/result';

/** What the browser sends with every call of the SPA: the server refuses state-changing calls without it. */
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };

const LOGINS = Number(process.env.BENCH_LOGINS || 60);
const BASELINE_CALLS = Number(process.env.BENCH_BASELINE_CALLS || 1000);
const GOAL_MS = 50;

/** CPU milliseconds and wall milliseconds of `count` runs of `one`, one after another. */
async function cpuOf(count: number, one: (i: number) => Promise<unknown>): Promise<{ cpuMs: number; wallMs: number }> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < count; i++) await one(i);
  const used = process.cpuUsage(cpu);
  return { cpuMs: (used.user + used.system) / 1000 / count, wallMs: (performance.now() - started) / count };
}

export async function runLoginBench(): Promise<BenchResult> {
  const database = await startBenchDatabase('login');
  try {
    const config = loadConfig({
      DATA_DIR: database.dataDir,
      WEB_DIR: path.join(database.dataDir, 'no-web'),
      LOG_LEVEL: 'warn',
    } as NodeJS.ProcessEnv);
    const deps = {
      config,
      db: database.db,
      clock: systemClock,
      sessions: new SessionStore(database.db, systemClock, sessionLimits(config)),
      snapshots: new SnapshotCache(systemClock),
      feed: null,
      positions: new PositionCache(),
    };
    const app = await buildApp(deps);
    await app.ready();

    const body = { UserName: 'player1', pass: 'player123', ip: '127.0.0.1', geoLocation: 'Bench, Bench, Bench' };
    const logIn = async () => {
      const response = await app.inject({ method: 'POST', url: '/api/user/auth/login', payload: body, headers: SAME_ORIGIN });
      if (response.statusCode !== 200) throw new Error(`log-in answered ${response.statusCode}: ${response.body}`);
      return response;
    };
    const first = await logIn();
    const cookie = [first.headers['set-cookie']]
      .flat()
      .map((c) => String(c).split(';')[0])
      .join('; ');
    const baselineCall = async () => {
      const response = await app.inject({ method: 'GET', url: '/api/GetStackLimit', headers: { cookie } });
      if (response.statusCode !== 200) throw new Error(`GetStackLimit answered ${response.statusCode}`);
    };

    // Warm-up: JIT, the pool's connections, the session cache.
    for (let i = 0; i < 5; i++) await logIn();
    for (let i = 0; i < 200; i++) await baselineCall();

    say(`bench:login: ${LOGINS} log-ins and ${BASELINE_CALLS} signed-in GetStackLimit calls through app.inject, alternating halves`);
    const halves = [
      { login: await cpuOf(LOGINS / 2, logIn), base: await cpuOf(BASELINE_CALLS / 2, baselineCall) },
      { login: await cpuOf(LOGINS / 2, logIn), base: await cpuOf(BASELINE_CALLS / 2, baselineCall) },
    ];
    const mean = (pick: (h: (typeof halves)[number]) => number) => (pick(halves[0]) + pick(halves[1])) / 2;
    const loginCpu = mean((h) => h.login.cpuMs);
    const loginWall = mean((h) => h.login.wallMs);
    const baseCpu = mean((h) => h.base.cpuMs);

    const stored = await hashPassword('player123');
    const hashOnly = await cpuOf(LOGINS, async () => {
      await verifyPassword('player123', stored);
    });

    // Brute force: wrong passwords for one name until the throttle answers 429.
    let attempts = 0;
    let lockedAfter = 0;
    let lockMessage = '';
    while (attempts < PAIR_POLICY.threshold + 3) {
      attempts += 1;
      const response = await app.inject({
        method: 'POST',
        url: '/api/user/auth/login',
        payload: { ...body, UserName: 'self1', pass: `wrong-${attempts}` },
        headers: SAME_ORIGIN,
      });
      if (response.statusCode === 429) {
        lockedAfter = attempts - 1;
        lockMessage = (response.json() as { message: string }).message;
        break;
      }
    }
    await app.close();

    const cost = `scrypt N=${PASSWORD_COST.N}, r=${PASSWORD_COST.r}, p=${PASSWORD_COST.p} (${(128 * PASSWORD_COST.N * PASSWORD_COST.r) / 2 ** 20} MiB)`;
    return {
      name: 'login',
      command: 'npm run bench:login',
      setup: `${LOGINS} successful log-ins of player1 and ${BASELINE_CALLS} GetStackLimit calls, sequential, through app.inject on embedded PostgreSQL; ${cost}`,
      figure: { label: 'CPU per log-in', value: loginCpu, unit: 'ms' },
      baseline: { label: 'CPU per signed-in GetStackLimit call', value: baseCpu, unit: 'ms' },
      ratio: loginCpu / baseCpu,
      ratioMeaning: 'one log-in costs this many ordinary signed-in calls',
      goal: `<= ${GOAL_MS} ms CPU per log-in`,
      met: loginCpu <= GOAL_MS,
      details: [
        `password hash alone (verifyPassword): ${fmt(hashOnly.cpuMs)} ms CPU, ${fmt(hashOnly.wallMs)} ms wall`,
        `log-in wall time (sequential): ${fmt(loginWall)} ms`,
        lockedAfter > 0
          ? `brute force: after ${lockedAfter} wrong passwords for one name the next answers 429 "${lockMessage}"` +
            ` (from that address: then ${PAIR_POLICY.baseLockMs / 60_000} min, doubling to ${PAIR_POLICY.maxLockMs / 60_000} min;` +
            ` the name from any address: past ${NAME_POLICY.threshold} failures a delay of ${NAME_POLICY.baseLockMs / 1000} s doubling to ${NAME_POLICY.maxLockMs / 60_000} min;` +
            ` per address ${ADDRESS_POLICY.threshold} failures lock ${ADDRESS_POLICY.baseLockMs / 60_000} min)`
          : `brute force: NOT throttled after ${attempts} wrong passwords`,
      ],
      ok: lockedAfter > 0,
    };
  } finally {
    await database.stop();
  }
}

if (require.main === module) runAsCommand('bench:login', runLoginBench);
