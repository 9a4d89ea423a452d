// `npm run bench:bets -- --live --metrics-cost`: what exporting metrics costs the live bench's bet
// path, metrics off and on measured in one run. The product (liveProduct.ts) and the live players
// (livePlayers.ts) as the live bench runs them; the server is restarted between the modes on the same
// port, cluster and players (METRICS_PORT unset, then METRICS_PORT=0 and a scrape every 15 s, as
// Prometheus' default interval), and the modes run in the order off, on, on, off (repeated --pairs
// times): on a shared machine whose speed drifts, a drift in a straight line then weighs on both modes
// alike. Each segment after a restart first runs --warm-up seconds unmeasured (V8 compiles the hot
// code again, PostgreSQL reads its pages back), then --segment-seconds measured: the CPU of the
// server's tree (Node and its PostgreSQL, from /proc) per bet tried (a saveBet
// answered, whatever the answer: on a machine too loaded for the players' pace, updates that arrive past
// the server's 2-second window lapse, and the CPU per bet *placed* then counts work that placed nothing).
// The bar: on within 5 % of off.
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { inPlay } from './liveBets';
import { Scraper } from './liveMetrics';
import { LivePlayers, spaPlayerOptions } from './livePlayers';
import { serverPidOf } from './liveProduct';
import { withLiveProduct } from './liveRig';
import { checkMoney } from './moneyChecks';
import { WindowCpu } from './processCpu';
import { fmt, say, type BenchResult } from './result';
import { loadNow } from './machine';
import { ODDS_POLL_MS } from '../../src/domain/constants';

export interface MetricsCostOptions {
  players: number;
  betEveryMs: number;
  /** Unmeasured seconds after each (re)start. */
  warmUpSeconds: number;
  /** Measured seconds of each segment. */
  segmentSeconds: number;
  /** How many times off, on, on, off runs. */
  pairs: number;
}

const PAYLOAD_KEY = 'bench-payload-key';
const GOAL = 0.05;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Mode = 'off' | 'on';
interface Segment {
  mode: Mode;
  /** Bets tried (saveBet answered, whatever the answer): the measure, as the work done does not depend on the answer. */
  bets: number;
  placed: number;
  seconds: number;
  cpuMs: number;
  pgMs: number;
  load: number;
}

const ENV: Record<Mode, NodeJS.ProcessEnv> = { off: { METRICS_PORT: '' }, on: { METRICS_PORT: '0' } };

export async function runMetricsCostBench(options: MetricsCostOptions): Promise<BenchResult> {
  // Quick restarts: no drain (no proxy in front; the players are paused).
  const env = { PAYLOAD_KEY, SHUTDOWN_DRAIN_MS: '0', ...ENV.off };
  return withLiveProduct('metrics-cost', { env, players: options.players }, async ({ product, db, http: liveHttp, players }) => {
    let events = await inPlay(liveHttp, players[0].cookie);
    for (let waited = 0; events.length === 0; waited += 1) {
      if (waited > 60) throw new Error('no in-play match odds market after 60 s');
      await sleep(1000);
      events = await inPlay(liveHttp, players[0].cookie);
    }
    const live = new LivePlayers(liveHttp, players, spaPlayerOptions(PAYLOAD_KEY, options.betEveryMs));
    live.events = events;
    const order: Mode[] = [];
    for (let p = 0; p < options.pairs; p++) order.push('off', 'on', 'on', 'off');
    say(
      `bench:bets --live --metrics-cost: ${options.players} players (odds poll every ${ODDS_POLL_MS} ms, a bet every ${fmt(options.betEveryMs / 1000)} s on average) on ${events.length} in-play matches; segments ${order.join(', ')}: each ${options.segmentSeconds} s measured, after ${options.warmUpSeconds} s unmeasured following a restart`,
    );

    // The lobby, refreshed every 5 s as the live bench does (a market that ends or stops offering prices
    // drops out; without this the players run out of bets to place over a long run); paused, and its
    // call in flight waited for, while the server restarts.
    const lobby = { running: true, paused: false, call: Promise.resolve() };
    const lobbyLoop = (async () => {
      while (lobby.running) {
        await sleep(5000);
        if (lobby.paused || !lobby.running) continue;
        lobby.call = inPlay(liveHttp, players[0].cookie).then(
          (next) => {
            if (next.length > 0) live.events = next;
          },
          () => undefined,
        );
        await lobby.call;
      }
    })();
    live.start();
    let mode: Mode = 'off';
    let scraper: Scraper | null = null;
    let scrapes = 0;
    const segments: Segment[] = [];
    let analyzed = false;
    for (const next of order) {
      if (next !== mode || segments.length === 0) {
        if (next !== mode) {
          live.paused = true;
          lobby.paused = true;
          await Promise.all([live.settle(), lobby.call]);
          await scraper?.stop();
          scrapes += scraper?.scrapes ?? 0;
          scraper = null;
          await product.restart(ENV[next]);
          liveHttp.agent.destroy(); // its kept-alive connections were to the stopped process
          mode = next;
        }
        if (mode === 'on') {
          if (!product.metricsUrl) throw new Error('metrics on but no metrics listener');
          scraper = new Scraper(product.metricsUrl);
          scraper.start();
        }
        // The lobby as it is now (a market that ended drops out), then the warm-up.
        const now = await inPlay(liveHttp, players[0].cookie);
        if (now.length > 0) live.events = now;
        lobby.paused = false;
        live.paused = false;
        await sleep(options.warmUpSeconds * 1000);
        if (!analyzed) {
          await sql`ANALYZE`.execute(db); // as the live bench does after its warm-up
          analyzed = true;
        }
      }
      const cpu = new WindowCpu(serverPidOf(product), product.postmasterPid());
      const load = loadNow();
      const placedBefore = live.tally.placedIds.size;
      const triedBefore = live.tally.allSaves;
      const ends = cpu.start();
      const started = performance.now();
      await sleep(options.segmentSeconds * 1000);
      ends();
      const seconds = (performance.now() - started) / 1000;
      const placed = live.tally.placedIds.size - placedBefore;
      const bets = live.tally.allSaves - triedBefore;
      segments.push({ mode, bets, placed, seconds, cpuMs: cpu.server, pgMs: cpu.postgres, load });
      say(
        `  metrics ${mode}: ${bets.toLocaleString('en-US')} bets tried (${placed.toLocaleString('en-US')} placed) in ${fmt(seconds)} s, ${fmt(cpu.server / Math.max(1, bets), 3)} ms of server CPU per bet tried (PostgreSQL ${fmt(cpu.postgres / Math.max(1, bets), 3)}); load ${load}`,
      );
    }
    live.paused = true;
    await live.settle();
    await scraper?.stop();
    scrapes += scraper?.scrapes ?? 0;
    await live.stop();
    lobby.running = false;
    await lobbyLoop;

    const total = (m: Mode) => {
      const list = segments.filter((s) => s.mode === m);
      const bets = list.reduce((sum, s) => sum + s.bets, 0);
      const placed = list.reduce((sum, s) => sum + s.placed, 0);
      const cpuMs = list.reduce((sum, s) => sum + s.cpuMs, 0);
      const pgMs = list.reduce((sum, s) => sum + s.pgMs, 0);
      return { bets, placed, cpuMs, pgMs, perBet: cpuMs / Math.max(1, bets), nodePerBet: (cpuMs - pgMs) / Math.max(1, bets) };
    };
    const off = total('off');
    const on = total('on');
    const ratio = on.perBet / off.perBet;
    const checks = await checkMoney(product.dbUrl, new Set(live.tally.placedIds), { bookedStatuses: ['matched', 'settled', 'void'] });
    const failures = [...liveHttp.failures];
    return {
      name: 'metrics-cost',
      command: `npm run bench:bets -- --live --metrics-cost --players ${options.players} --segment-seconds ${options.segmentSeconds} --warm-up ${options.warmUpSeconds} --pairs ${options.pairs}`,
      setup: `the live bench's product and players (${options.players} players, odds poll every ${ODDS_POLL_MS} ms, a bet every ${fmt(options.betEveryMs / 1000)} s on average, bet delays 0), the server restarted between the modes (same port, cluster and players); segments ${order.join(', ')}, ${options.segmentSeconds} s measured each after ${options.warmUpSeconds} s unmeasured following each restart; metrics on = METRICS_PORT=0 and a scrape every 15 s`,
      figure: { label: 'server CPU per bet tried, metrics on', value: on.perBet, unit: 'ms' },
      baseline: { label: 'server CPU per bet tried, metrics off', value: off.perBet, unit: 'ms' },
      ratio,
      ratioMeaning: `metrics on ÷ off: ${ratio >= 1 ? '+' : ''}${fmt((ratio - 1) * 100, 1)} %`,
      goal: `CPU per bet with metrics on within ${GOAL * 100} % of metrics off`,
      met: ratio <= 1 + GOAL,
      details: [
        `off: ${off.bets.toLocaleString('en-US')} bets tried (${off.placed.toLocaleString('en-US')} placed), ${fmt(off.perBet, 3)} ms per bet (Node ${fmt(off.nodePerBet, 3)}, PostgreSQL ${fmt(off.pgMs / Math.max(1, off.bets), 3)})`,
        `on: ${on.bets.toLocaleString('en-US')} bets tried (${on.placed.toLocaleString('en-US')} placed), ${fmt(on.perBet, 3)} ms per bet (Node ${fmt(on.nodePerBet, 3)}, PostgreSQL ${fmt(on.pgMs / Math.max(1, on.bets), 3)}); ${scrapes} scrapes of the metrics listener, none failed`,
        `Node alone, on ÷ off: ${fmt(on.nodePerBet / off.nodePerBet, 3)}`,
        `segments (mode: ms per bet, load average at the start): ${segments.map((s) => `${s.mode} ${fmt(s.cpuMs / Math.max(1, s.bets), 3)} (load ${s.load})`).join('; ')}`,
        ...(failures.length
          ? [`FAILED CALLS (5xx or no answer): ${failures.map(([k, n]) => `${n}× ${k}`).join('; ')}`]
          : ['no call answered 5xx or went unanswered']),
        ...checks.lines,
      ],
      ok: checks.ok && failures.length === 0 && off.bets > 0 && on.bets > 0,
    };
  });
}
