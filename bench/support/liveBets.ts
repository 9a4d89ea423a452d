// `npm run bench:bets -- --live`: the bet path measured as the product runs. The product
// starts as `npm start` starts it (bench/support/liveProduct.ts: server/main.ts, the simulator feed
// leading, every in-play market of cricket, tennis and football moving); the operator sets every
// sport's bet delays to 0 through the settings call (PATCH /api/admin/settings/sports/{id}); N players
// (bench/support/livePlayers.ts) each poll the odds of the match they are on every 600 ms and bet every
// few seconds on a random in-play match: saveBet, updateUnmatchBet at the price on screen, /expo1.
//
// Load and TPC-B take turns (ROUNDS of each, as bench:bets does on this shared machine): the players
// pause while pgbench runs on the same PostgreSQL (the feed keeps running: it is the product). Over the
// load slices only: bets placed per second, CPU of the server process (Node) and of its PostgreSQL
// (the postmaster and every backend, from /proc), per slice and in all. Where the CPU goes comes from
// one more slice after them, not counted in those figures: pg_stat_statements per statement (the
// `exchange` database) and a V8 CPU profile of the server (liveProbe.ts).
//
// Two ratios are printed. Measured: bets/s ÷ TPC-B tps, where bets/s is what the players asked for
// (N ÷ their pace) unless the server could not keep up. At capacity: the bets/s the machine's cores
// would give at the server CPU per bet measured (cores × 1000 ÷ ms per bet), ÷ TPC-B tps, which is
// also CPU-bound on the same cores: the figure the issue's goal (≥ 0.4, ≤ 1.5 ms per bet) is about.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { createDb, type Db } from '../../server/db/database';
import { EIDS, type InPlaySportEventsResponse, type SportEvent } from '../../src/domain/contract/sports';
import { createBenchPlayers, createBenchSessions } from './benchPlayers';
import { tempDataDir } from './database';
import { json, LiveHttp } from './liveHttp';
import { LivePlayers, newLivePlayer, type LivePlayer } from './livePlayers';
import { serverPidOf, startLiveProduct, type LiveProduct } from './liveProduct';
import { checkMoney } from './moneyChecks';
import { addSplit, splitDiff, treeCpuSplit, WindowCpu, type CpuSplit } from './processCpu';
import { summariseProfile } from './profileSummary';
import { fmt, percentile, say, type BenchResult } from './result';
import { prepareTpcb, runTpcb, TpcbTally } from './tpcb';
import { ODDS_POLL_MS } from '../../src/domain/constants';
import { loadNow } from './machine';
import { excerpt, familyReport, parseSamples, Scraper } from './liveMetrics';
import { exerciseQuietFamilies, type Exercise } from './liveExercise';
import { pollsReachingProduct, startNginxFront, type NginxFront } from './nginxFront';

export interface LiveOptions {
  players: number;
  /** Seconds of load in all (split over the rounds). */
  seconds: number;
  warmUpSeconds: number;
  /** Mean milliseconds between a player's bets. */
  betEveryMs: number;
  tpcbClients: number;
  tpcbSeconds: number;
  /** Milliseconds between a player's odds polls (the SPA's 600; 0: none but a match page's first). */
  pollMs: number;
  /** Read /expo1 after each bet (the SPA's header does). */
  expo1: boolean;
  /** Where to keep the server's CPU profile of the first load slice (none: not kept). */
  cpuProfile?: string;
  /** The product exports metrics (METRICS_PORT) and the bench scrapes them, as a Prometheus would. */
  metrics: boolean;
  /** Every player's call through nginx with ops/nginx/exchange.conf (its odds micro-cache), as in production. */
  nginx?: boolean;
  /** The floor's server CPU per bet (bench:bets --floor) measured just before, for the product ÷ floor goal. */
  floorCpuPerBetMs?: number;
}

const ROUNDS = 3;
const GOAL_RATIO = 0.4;
const GOAL_CPU_MS = 1.5;
/** The product's server CPU per bet against the least server of the same calls (bench:bets --floor). */
const GOAL_FLOOR_RATIO = 1.3;
const PAYLOAD_KEY = 'bench-payload-key';
export const OPERATOR_PASSWORD = 'bench-operator-pass';
const STAKE = 100;
/** Seconds the product is watched with no player on it. */
const IDLE_SECONDS = 10;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The bench operator's log-in on the console; answers its cookie as the browser would send it. */
export async function operatorLogIn(http: LiveHttp): Promise<string> {
  const login = await http.call(
    'operator',
    'POST',
    '/api/admin/login',
    '',
    JSON.stringify({ username: 'operator', password: OPERATOR_PASSWORD }),
  );
  if (login.status !== 200) throw new Error(`operator log-in answered ${login.status}: ${login.body.toString()}`);
  return [login.headers['set-cookie'] ?? []]
    .flat()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** The operator's settings call: every sport's bet delays to 0 (as the console's Settings page sends it). */
export async function zeroDelays(http: LiveHttp): Promise<{ done: string[]; operatorCookie: string }> {
  const cookie = await operatorLogIn(http);
  const done: string[] = [];
  for (const eid of EIDS) {
    const body = JSON.stringify({ betDelayTime: 0, bookmakerDelayTime: 0, fancyDelayTime: 0, reason: 'live bench: bet delays 0' });
    const answer = await http.call('operator', 'PATCH', `/api/admin/settings/sports/${eid}`, cookie, body);
    if (answer.status !== 200)
      throw new Error(`PATCH /api/admin/settings/sports/${eid} answered ${answer.status}: ${answer.body.toString()}`);
    const { sport } = json<{ sport: { name: string; betDelayTime: number; minOddPrice: number; maxOddPrice: number } }>(answer);
    done.push(`${sport.name} ${sport.betDelayTime} s (window ${sport.minOddPrice}–${sport.maxOddPrice})`);
  }
  return { done, operatorCookie: cookie };
}

/** The bench's players, made and signed in straight in the database (benchPlayers.ts). */
export async function signedInPlayers(db: Db, count: number): Promise<LivePlayer[]> {
  const sessions = await createBenchSessions(db, await createBenchPlayers(db, count, 'bench-pass-123'));
  return sessions.map(newLivePlayer);
}

/** The in-play list once it lists a match odds market (the feed's first minute may have none). */
export async function firstInPlay(http: LiveHttp, cookie: string): Promise<SportEvent[]> {
  for (let waited = 0; ; waited += 1) {
    const events = await inPlay(http, cookie);
    if (events.length > 0) return events;
    if (waited > 60) throw new Error('no in-play match odds market after 60 s');
    await sleep(1000);
  }
}

export async function inPlay(http: LiveHttp, cookie: string): Promise<SportEvent[]> {
  const answer = await http.call('in-play list', 'GET', '/api/GetInPlaySportEvents', cookie);
  if (answer.status !== 200) return [];
  return json<InPlaySportEventsResponse>(answer)
    .data.sportsEventModelInPlay.flat()
    .filter((e) => e.Matchodds === 1 && e.IsBetLock !== 1);
}

interface Statement {
  calls: number;
  ms: number;
  rows: number;
  query: string;
}

/** pg_stat_statements of the product's database, by queryid (cumulative). */
async function statements(db: Db): Promise<Map<string, Statement>> {
  const { rows } = await sql<{ id: string; calls: string; ms: number; rows: string; query: string }>`
    SELECT s.queryid::text AS id, s.calls::text AS calls, s.total_exec_time AS ms, s.rows::text AS rows, s.query
    FROM pg_stat_statements s JOIN pg_database d ON d.oid = s.dbid
    WHERE d.datname = current_database()`.execute(db);
  return new Map(rows.map((r) => [r.id, { calls: Number(r.calls), ms: r.ms, rows: Number(r.rows), query: r.query }]));
}

function addDiff(total: Map<string, Statement>, before: Map<string, Statement>, after: Map<string, Statement>): void {
  for (const [id, s] of after) {
    const b = before.get(id);
    const calls = s.calls - (b?.calls ?? 0);
    if (calls <= 0) continue;
    const t = total.get(id) ?? { calls: 0, ms: 0, rows: 0, query: s.query };
    total.set(id, { calls: t.calls + calls, ms: t.ms + s.ms - (b?.ms ?? 0), rows: t.rows + s.rows - (b?.rows ?? 0), query: s.query });
  }
}

const oneLine = (query: string, width = 110) => {
  const text = query.replace(/\s+/g, ' ').trim();
  return text.length > width ? `${text.slice(0, width)}…` : text;
};

/** pg_stat_statements.track for every backend ('none' keeps the module loaded but idle). */
async function setStatementTracking(db: Db, track: 'none' | 'all'): Promise<void> {
  await sql.raw(`ALTER SYSTEM SET pg_stat_statements.track = '${track}'`).execute(db);
  await sql`SELECT pg_reload_conf()`.execute(db);
  await sleep(500); // each backend reloads before its next command
}

interface Diagnosis {
  seconds: number;
  bets: number;
  statements: Map<string, Statement>;
  profileFile: string | null;
}

/**
 * One more slice of the same load, watched by the V8 profiler and pg_stat_statements (track = all):
 * where the CPU goes, kept out of the measured figures that the watching would inflate.
 */
async function diagnose(product: LiveProduct, db: Db, live: LivePlayers, seconds: number): Promise<Diagnosis> {
  live.paused = false;
  if (product.statements) await setStatementTracking(db, 'all');
  await sleep(1000);
  const statementsBefore = product.statements ? await statements(db) : new Map<string, Statement>();
  const placedBefore = live.tally.placedIds.size; // every placed bet (the tally's count is the rounds')
  await product.probe('profile-start');
  const started = performance.now();
  await sleep(seconds * 1000);
  const profileFile = (await product.probe<{ file?: string }>('profile-stop')).file ?? null;
  const elapsed = (performance.now() - started) / 1000;
  const bets = live.tally.placedIds.size - placedBefore;
  const totals = new Map<string, Statement>();
  if (product.statements) addDiff(totals, statementsBefore, await statements(db));
  live.paused = true;
  await live.settle();
  return { seconds: elapsed, bets, statements: totals, profileFile };
}

/**
 * A scrape taken while a burst of reads waits for the product's pool. The reads are held behind a
 * moment's lock on the wallets table: quick as they are, they would otherwise drain before the
 * scrape on a quiet machine, and the pool's waiting requests would show only by luck. Bets wait
 * behind the lock too (a new one may be refused with Retry-After: shed by design in this phase).
 */
async function scrapeWhileReadsWait(db: Db, scraper: Scraper, burst: () => Array<Promise<unknown>>): Promise<string> {
  let calls: Array<Promise<unknown>> = [];
  let scrape: Promise<string> = Promise.resolve('');
  await db.transaction().execute(async (trx) => {
    await sql`LOCK TABLE wallets IN ACCESS EXCLUSIVE MODE`.execute(trx);
    calls = burst();
    await sleep(250); // the burst reaches the product and fills its pool
    scrape = scraper.once(); // the pool is read as the scrape starts; the rest of it waits for the lock
    scrape.catch(() => undefined); // awaited below, after the lock: a failure is reported there
    await sleep(100);
  });
  const [text] = await Promise.all([scrape, Promise.allSettled(calls)]);
  return text;
}

/**
 * With the players betting again: the families they never move exercised first (liveExercise.ts),
 * then one bet held in its delay while a burst of header balance reads (more than the pool holds)
 * meets the scrape, so the delay queue and the pool's waiting requests have something to show.
 */
async function scrapeAfterExercises(scraper: Scraper, exercise: Exercise, live: LivePlayers): Promise<{ lines: string[]; ok: boolean }> {
  const done = await exerciseQuietFamilies(exercise);
  live.paused = false;
  await sleep(3000);
  // A stake of ₹1, below every sport's minimum: the slip shows the refusal.
  const refusal = await live.betOfStake(live.players[2], 1);
  let text = '';
  const held = await live.holdOneBet(live.players[1], async () => {
    await sleep(1500); // past its delay of 0 s: the queue's oldest age moves
    for (let attempt = 0; attempt < 5; attempt++) {
      text = await scrapeWhileReadsWait(exercise.db, scraper, () =>
        live.players.slice(0, 200).map((p) => live.httpCall('expo1 burst', 'GET', `/api/expo1/${p.userId}/0`, p.cookie)),
      );
      if ((parseSamples(text).get('exchange_db_pool_waiting_requests') ?? 0) > 0) break;
    }
  });
  live.paused = true;
  await live.settle();
  await scraper.stop();
  const report = familyReport(parseSamples(text), scraper.seen);
  return {
    lines: [
      `metrics: the metrics listener scraped every 15 s through the run (${scraper.scrapes} scrapes${scraper.failures.length ? `, ${scraper.failures.length} FAILED: ${scraper.failures[0]}` : ', none failed'}); before the last scrape, with the players betting: ${[...done, `a bet of ₹1 (${refusal})`, held ? 'one bet held in its delay' : 'NO BET COULD BE HELD in its delay', 'a burst of 200 header balance reads'].join('; ')}`,
      `metrics: every family in the last scrape${report.ok ? ', present and non-zero' : ` — NOT ALL NON-ZERO: ${report.missing.join(', ')}`}:`,
      ...report.lines,
      'metrics: an excerpt of that scrape (the busiest label sets of each family):',
      ...excerpt(text).map((line) => `  ${line}`),
    ],
    ok: report.ok && scraper.failures.length === 0 && held,
  };
}

export async function runLiveBetsBench(options: LiveOptions): Promise<BenchResult> {
  const { players: playerCount, seconds, warmUpSeconds, betEveryMs, tpcbClients, tpcbSeconds } = options;
  const dataDir = tempDataDir('live');
  const setupStarted = performance.now();
  let product: LiveProduct | null = null;
  let http: LiveHttp | null = null;
  let db: Db | null = null;
  let front: NginxFront | null = null;
  try {
    product = await startLiveProduct(dataDir, { PAYLOAD_KEY, OPERATOR_PASSWORD, ...(options.metrics ? { METRICS_PORT: '0' } : {}) });
    db = createDb(product.dbUrl, 2);
    if (options.nginx) front = await startNginxFront(product.base, dataDir);
    const liveHttp = front ? new LiveHttp(front.base, playerCount + 10, front.origin) : new LiveHttp(product.base, playerCount + 10);
    http = liveHttp;
    const { done: delays, operatorCookie } = await zeroDelays(http);
    const players = await signedInPlayers(db, playerCount);

    // The lobby: the in-play list, refreshed every 5 s (a market that ends drops out of it).
    const events = await firstInPlay(http, players[0].cookie);
    const bySport = EIDS.map(
      (eid) =>
        `${events.filter((e) => e.eid === eid).length} ${{ '1': 'football', '2': 'tennis', '4': 'cricket', '7': 'horse racing', '4339': 'greyhound racing' }[eid]}`,
    ).join(', ');

    const tpcbUrl = await prepareTpcb(product.dbUrl, tpcbClients);
    const setupSeconds = (performance.now() - setupStarted) / 1000;

    const live = new LivePlayers(http, players, {
      payloadKey: PAYLOAD_KEY,
      betEveryMs,
      stake: STAKE,
      minPrice: 1.01,
      maxPrice: 3,
      pollMs: options.pollMs,
      expo1: options.expo1,
    });
    live.events = events;
    let lobbyRunning = true;
    const lobby = (async () => {
      while (lobbyRunning) {
        await sleep(5000);
        const next = await inPlay(liveHttp, players[0].cookie).catch(() => []);
        if (next.length > 0) live.events = next;
      }
    })();
    say(
      `bench:bets --live: ${playerCount} players (odds poll every ${options.pollMs} ms${options.pollMs === ODDS_POLL_MS ? '' : ` — NOT THE SPA'S ${ODDS_POLL_MS}`}${options.expo1 ? '' : ', NO expo1 after a bet'}, a bet every ${fmt(betEveryMs / 1000)} s on average) on ${events.length} in-play matches (${bySport}); bet delays: ${delays.join('; ')}; ${warmUpSeconds} s warm-up, then ${ROUNDS} rounds of ${fmt(seconds / ROUNDS)} s load taking turns with TPC-B at ${tpcbClients} clients (${tpcbSeconds} s in all)`,
    );

    // The product with nobody on it (the feed, the sweeper, settlement): its CPU a second, the floor
    // under every bet's share.
    const idle = new WindowCpu(serverPidOf(product), product.postmasterPid());
    const idleEnds = idle.start();
    await sleep(IDLE_SECONDS * 1000);
    idleEnds();
    const idleAll = idle.server / IDLE_SECONDS;
    const idlePg = idle.postgres / IDLE_SECONDS;

    // Prometheus' scrape every 15 s for the whole run, as production would have it.
    const scraper = product.metricsUrl ? new Scraper(product.metricsUrl) : null;
    scraper?.start();
    http.phase = 'warm-up';
    live.start();
    live.paused = false;
    await sleep(warmUpSeconds * 1000);
    // As bench:bets does after its warm-up, and autovacuum would within a minute on a running system.
    await sql`ANALYZE`.execute(db);

    const serverPid = serverPidOf(product);
    const postgresPid = product.postmasterPid();
    let loadSeconds = 0;
    let nginxCpuMs = 0;
    const cpu = new WindowCpu(serverPid, postgresPid);
    const tpcbSlices = new TpcbTally();
    // Per round also the server's CPU (Node + PostgreSQL): players' open bets pile up from round to
    // round (nothing settles in the window), and the work that grows with them shows here.
    const rounds: Array<{ bets: number; seconds: number; tps: number; load: number; cpuMs: number }> = [];
    // The measured rounds run the product as it runs for players: no V8 profiler (its sampling added
    // up to 0.8 ms per bet to the slice it watched) and pg_stat_statements loaded but not tracking.
    // Both watch one diagnostic slice after the rounds instead (diagnose() below).
    if (product.statements) await setStatementTracking(db, 'none');
    // The server's whole tree (Node and PostgreSQL) and PostgreSQL's alone, user/system and by process.
    const nodeSplit: CpuSplit = { user: 0, system: 0, byKind: new Map() };
    const pgSplit: CpuSplit = { user: 0, system: 0, byKind: new Map() };
    for (let round = 0; round < ROUNDS; round++) {
      http.phase = `round ${round + 1}`;
      live.paused = false;
      await sleep(1000); // back to a steady pace before measuring
      const placedBefore = live.tally.placed;
      http.recording = true;
      const load = loadNow();
      const nodeSplitBefore = treeCpuSplit(serverPid);
      const pgSplitBefore = postgresPid ? treeCpuSplit(postgresPid) : null;
      const cpuBefore = cpu.server; // the server's tree: Node and its PostgreSQL
      const nginxBefore = front?.cpuMs() ?? 0;
      const windowEnds = cpu.start();
      const started = performance.now();
      await sleep((seconds / ROUNDS) * 1000);
      const elapsed = (performance.now() - started) / 1000;
      windowEnds();
      nginxCpuMs += (front?.cpuMs() ?? 0) - nginxBefore;
      addSplit(nodeSplit, splitDiff(treeCpuSplit(serverPid), nodeSplitBefore));
      if (postgresPid) addSplit(pgSplit, splitDiff(treeCpuSplit(postgresPid), pgSplitBefore));
      http.recording = false;
      loadSeconds += elapsed;
      const bets = live.tally.placed - placedBefore;
      live.paused = true;
      await live.settle();

      http.phase = `TPC-B after round ${round + 1}`;
      const slice = await runTpcb(tpcbUrl, {
        scale: tpcbClients,
        clients: tpcbClients,
        seconds: Math.max(1, Math.round(tpcbSeconds / ROUNDS)),
      });
      tpcbSlices.add(slice);
      rounds.push({ bets, seconds: elapsed, tps: slice.tps, load, cpuMs: cpu.server - cpuBefore });
    }
    http.phase = 'the diagnostic slice';
    const diagnosis = await diagnose(product, db, live, seconds / ROUNDS);
    http.phase = 'the exercises and the last scrape';
    http.shedExpected = true;
    // The lobby's refresh stops first: the saturation below sheds its list too.
    lobbyRunning = false;
    await lobby;
    const metricLines = scraper
      ? await scrapeAfterExercises(scraper, { product, db, operatorCookie, playerCookie: players[0].cookie }, live)
      : { lines: ['metrics: off (--no-metrics)'], ok: true };
    await live.stop();
    const counts = await product.probe<{ written: number; stale: number; kept: number; missed: Record<string, number> }>('counts');
    const missed = Object.entries(counts.missed)
      .filter(([, n]) => n > 0)
      .sort((a, b) => b[1] - a[1]);

    const tally = live.tally;
    const { server: serverCpuMs, postgres: pgCpuMs, generator: generatorCpuMs } = cpu;
    const { transactions: tpcbTransactions, seconds: tpcbTime, tool: tpcbTool } = tpcbSlices;
    const tps = tpcbSlices.tps;
    const placed = tally.placed;
    const betsPerSecond = placed / loadSeconds;
    const ratio = betsPerSecond / tps;
    const perBet = (ms: number) => ms / Math.max(1, placed);
    const cpuPerBet = perBet(serverCpuMs);
    const cores = os.cpus().length;
    const capacity = (cores * 1000) / cpuPerBet;
    const capacityRatio = capacity / tps;
    const generatorCores = generatorCpuMs / 1000 / loadSeconds;

    const times = (name: string) => {
      const list = liveHttp.times.get(name) ?? [];
      return `${name} ${list.length.toLocaleString('en-US')} calls p50 ${fmt(percentile(list, 50))} ms p99 ${fmt(percentile(list, 99))} ms`;
    };
    const polls = http.times.get('odds poll')?.length ?? 0;
    const cached = pollsReachingProduct(http.cacheStatus.get('odds poll') ?? new Map());
    const floorRatio = options.floorCpuPerBetMs ? cpuPerBet / options.floorCpuPerBetMs : null;
    const floorLines =
      floorRatio === null
        ? []
        : [
            `product ÷ floor (the floor run just before, same players and pace): ${fmt(cpuPerBet, 2)} ÷ ${fmt(options.floorCpuPerBetMs ?? 0, 2)} ms = ${floorRatio.toFixed(2)} (goal <= ${GOAL_FLOOR_RATIO}: ${floorRatio <= GOAL_FLOOR_RATIO ? 'met' : 'MISSED'})`,
          ];
    const nginxLines = front
      ? [
          `through nginx (ops/nginx/exchange.conf, its odds micro-cache): nginx's own CPU per bet ${fmt(perBet(nginxCpuMs), 2)} ms (${fmt(nginxCpuMs / 1000 / loadSeconds, 2)} of a core), not in the server figure above; odds polls that reached the product ${cached.reached.toLocaleString('en-US')} of ${cached.polls.toLocaleString('en-US')} (${fmt(cached.reached / loadSeconds)}/s); by X-Cache-Status: ${[
            ...(http.cacheStatus.get('odds poll') ?? new Map<string, number>()),
          ]
            .map(([k, n]) => `${k} ${n.toLocaleString('en-US')}`)
            .join(', ')}`,
        ]
      : [];
    const callsPerBet = ['odds poll', 'saveBet', 'updateUnmatchBet', 'expo1', 'deleteUnmatchBet']
      .map((n) => `${fmt((liveHttp.times.get(n)?.length ?? 0) / Math.max(1, placed), 2)} ${n}`)
      .join(', ');

    // PostgreSQL's time per statement over the diagnostic slice (wall time inside the executor; lock
    // waits count too), the heaviest first: where PostgreSQL's share of a bet goes.
    const statementLines: string[] = [];
    const perDiagnosedBet = (ms: number) => ms / Math.max(1, diagnosis.bets);
    const diagnosed = `the diagnostic slice after the rounds (${fmt(diagnosis.seconds)} s, ${diagnosis.bets.toLocaleString('en-US')} bets; not in the figures above)`;
    if (product.statements) {
      const top = [...diagnosis.statements.values()].filter((s) => !/pg_stat_statements/.test(s.query)).sort((a, b) => b.ms - a.ms);
      const totalMs = top.reduce((sum, s) => sum + s.ms, 0);
      statementLines.push(
        `PostgreSQL executor time over ${diagnosed}: ${fmt(totalMs / 1000)} s (${fmt(perDiagnosedBet(totalMs), 2)} ms per bet); the heaviest statements (track = all: plpgsql's own statements appear beside the call):`,
      );
      for (const s of top.slice(0, 14)) {
        statementLines.push(
          `  ${fmt(perDiagnosedBet(s.ms), 3)} ms/bet  ${fmt(s.calls / Math.max(1, diagnosis.bets), 2)} calls/bet  ${fmt(s.ms / Math.max(1, s.calls), 3)} ms/call  ${oneLine(s.query)}`,
        );
      }
    }
    let profileLines: string[] = [];
    if (diagnosis.profileFile) {
      profileLines = summariseProfile(
        JSON.parse(fs.readFileSync(diagnosis.profileFile, 'utf8')),
        path.resolve(__dirname, '..', '..'),
        diagnosis.bets,
      );
      if (options.cpuProfile) fs.copyFileSync(diagnosis.profileFile, options.cpuProfile);
    }

    const placedIds = new Set(tally.placedIds);
    const checks = await checkMoney(product.dbUrl, placedIds, { bookedStatuses: ['matched', 'settled', 'void'] });
    const failures = [...http.failures];
    const estimate = [...tally.saveEstimate].map(([why, n]) => `${n.toLocaleString('en-US')} ${why}`).join(', ');

    return {
      name: front ? 'bets-live-nginx' : 'bets-live',
      command: `npm run bench:bets -- --live${front ? ' --nginx' : ''} --players ${playerCount} --seconds ${seconds}${options.pollMs === ODDS_POLL_MS ? '' : ` --poll-ms ${options.pollMs}`}${options.expo1 ? '' : ' --no-expo1'}`,
      setup: `the product as npm start starts it (server/main.ts in a child process: embedded PostgreSQL, durable; the simulator feed on ${events.length} in-play matches: ${bySport}; set up in ${fmt(setupSeconds)} s), bet delays 0 by the operator's settings call; ${playerCount} players, each polling its match's odds every ${options.pollMs} ms${options.expo1 ? '' : ' (no expo1)'} and betting every ${fmt(betEveryMs / 1000)} s on average (±50%) on a random in-play match (saveBet, updateUnmatchBet at the price then on screen, expo1; deleteUnmatchBet after a refused update), ${warmUpSeconds} s warm-up, ${fmt(loadSeconds)} s measured in ${ROUNDS} slices; load from this process with node:http (keep-alive)${front ? ', every call through nginx (ops/nginx/exchange.conf: the odds micro-cache) as in production' : ', straight to the product'}. Baseline: TPC-B scale ${tpcbClients}, ${tpcbClients} clients, ${fmt(tpcbTime)} s in ${ROUNDS} slices taking turns with the load (players paused, feed running), ${tpcbTool}`,
      figure: { label: 'bets placed per second (live)', value: betsPerSecond, unit: 'bets/s' },
      baseline: { label: 'TPC-B transactions per second, same PostgreSQL', value: tps, unit: 'tps' },
      ratio,
      ratioMeaning: `bets/s per TPC-B tps as measured (the players' pace sets the bets/s); at capacity (${cores} cores ÷ ${fmt(cpuPerBet, 2)} ms server CPU per bet = ${fmt(capacity)} bets/s) the ratio is ${capacityRatio.toFixed(3)}`,
      goal:
        floorRatio === null
          ? `server CPU per bet <= ${GOAL_CPU_MS} ms and bets/s at capacity ÷ TPC-B tps >= ${GOAL_RATIO}; no 5xx; every bet booked correctly`
          : `server CPU per bet <= ${GOAL_FLOOR_RATIO} × the floor's and bets/s at capacity ÷ TPC-B tps >= ${GOAL_RATIO}; no 5xx; every bet booked correctly`,
      met: (floorRatio === null ? cpuPerBet <= GOAL_CPU_MS : floorRatio <= GOAL_FLOOR_RATIO) && capacityRatio >= GOAL_RATIO,
      details: [
        `bets placed ${placed.toLocaleString('en-US')} of ${tally.tried.toLocaleString('en-US')} tried in ${fmt(loadSeconds)} s = ${fmt(betsPerSecond)} bets/s; ratio measured ${ratio.toFixed(3)}, at capacity ${capacityRatio.toFixed(3)} (goal ${GOAL_RATIO})`,
        `refusals as the players saw them: ${
          tally.refusals.size
            ? [...tally.refusals]
                .sort((a, b) => b[1] - a[1])
                .map(([m, n]) => `${n.toLocaleString('en-US')}× ${m}`)
                .join(', ')
            : 'none'
        }`,
        `no bet tried (nothing to tap on the match opened): ${tally.skipped.size ? [...tally.skipped].map(([m, n]) => `${n}× ${m}`).join(', ') : 'none'}`,
        `calls: ${['odds poll', 'saveBet', 'updateUnmatchBet', 'expo1', 'deleteUnmatchBet'].map(times).join('; ')}`,
        `calls per placed bet: ${callsPerBet} (${fmt(polls / loadSeconds)} odds polls/s)`,
        `server CPU per bet ${fmt(cpuPerBet, 2)} ms (goal ${floorRatio === null ? `${GOAL_CPU_MS} ms` : `${GOAL_FLOOR_RATIO} × the floor`}): Node ${fmt(perBet(serverCpuMs - pgCpuMs), 2)} ms, PostgreSQL ${fmt(perBet(pgCpuMs), 2)} ms (${fmt(serverCpuMs / 1000)} s of CPU over ${fmt(loadSeconds)} s: ${fmt(serverCpuMs / 1000 / loadSeconds, 2)} of ${cores} cores busy); the load generator ${fmt(perBet(generatorCpuMs), 2)} ms per bet, ${fmt(generatorCores, 2)} of a core${generatorCores > 0.9 ? ' — IT NEEDED MORE THAN ONE CORE: the figures are limited by the generator' : ''}`,
        ...floorLines,
        ...nginxLines,
        `CPU per bet, user + system (kernel: sockets, wake-ups): Node ${fmt(perBet(nodeSplit.user - pgSplit.user), 2)} + ${fmt(perBet(nodeSplit.system - pgSplit.system), 2)} ms, PostgreSQL ${fmt(perBet(pgSplit.user), 2)} + ${fmt(perBet(pgSplit.system), 2)} ms; PostgreSQL by process: ${[
          ...pgSplit.byKind,
        ]
          .filter(([, ms]) => ms > 0)
          .sort((a, b) => b[1] - a[1])
          .map(([kind, ms]) => `${kind === 'root' ? 'postmaster' : kind} ${fmt(perBet(ms), 3)}`)
          .join(', ')} ms`,
        `the product with no player (feed, sweeper, settlement; ${IDLE_SECONDS} s before the load): ${fmt(idleAll, 0)} ms of CPU a second (Node ${fmt(idleAll - idlePg, 0)}, PostgreSQL ${fmt(idlePg, 0)}), i.e. ${fmt(idleAll / Math.max(1e-9, betsPerSecond), 2)} ms of each bet's CPU at this pace`,
        `TPC-B: ${tpcbTransactions.toLocaleString('en-US')} transactions in ${fmt(tpcbTime)} s = ${fmt(tps)} tps`,
        `rounds (bets/s ÷ TPC-B tps, server CPU per bet, load average at the start): ${rounds.map((r) => `${fmt(r.bets / r.seconds, 0)} ÷ ${fmt(r.tps, 0)} = ${fmt(r.bets / r.seconds / r.tps, 3)} (${fmt(r.cpuMs / r.bets, 2)} ms; load ${r.load})`).join('; ')}`,
        `writes from the kept position (the server's counters, every save and update of the run, warm-up included): ${counts.written.toLocaleString('en-US')} written by one statement and ${counts.stale.toLocaleString('en-US')} found stale (the database had moved: wallet xmin, rules epoch, a settled market or new runners; the ordinary path then ran), of ${tally.allWrites.toLocaleString('en-US')} saveBet and updateUnmatchBet calls; the other ${Math.max(0, tally.allWrites - counts.written - counts.stale).toLocaleString('en-US')} were refused before writing or took the ordinary path with no usable kept position (first bet of the player, the game's limits or the market's runners not kept, the bet not kept as pending)`,
        `why the others did not write from the kept position (the server's counters, saves and updates, warm-up included): ${missed.length ? missed.map(([why, n]) => `${n.toLocaleString('en-US')} ${why}`).join(', ') : 'none'}`,
        `saves by the player's own history (an estimate of why the kept position could not serve them, load slices only): ${estimate}`,
        `shed by design while the exercises overloaded the product on purpose (503 with Retry-After, not failures): ${
          [...http.shedByDesign].map(([k, n]) => `${n}× ${k}`).join('; ') || 'none'
        }`,
        ...(failures.length
          ? [`FAILED CALLS (5xx or no answer): ${failures.map(([k, n]) => `${n}× ${k}`).join('; ')}`]
          : ['no call answered 5xx or went unanswered']),
        ...statementLines,
        ...profileLines,
        ...metricLines.lines,
        ...checks.lines,
      ],
      ok: checks.ok && failures.length === 0 && placed > 0 && metricLines.ok,
    };
  } finally {
    http?.destroy();
    await db?.destroy().catch(() => undefined);
    await front?.stop().catch(() => undefined);
    await product?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
