// `npm run bench`: every benchmark, one after another on this machine, then bench/RESULTS.md (the
// machine, the date, each figure with the baseline measured in the same run, the ratio, the goal and
// the command that re-runs it).
//   odds     npm run bench:odds      /checkGetMatchOdds vs a bare Fastify route (autocannon)
//   bets     npm run bench:bets      500 players: saveBet + updateUnmatchBet vs TPC-B (pgbench), same PostgreSQL
//   bets-live npm run bench:bets -- --live   the product as npm start runs it (simulator feed), 500
//                                    players polling odds and betting on random in-play matches: CPU
//                                    per bet and bets/s at capacity vs TPC-B, same run
//   reports  npm run bench:reports   the report calls on a big database vs a primary-key lookup; here
//                                    at a reduced size (REPORTS_SIZE below) so the run takes minutes,
//                                    the full 10 M-bet run stays `npm run bench:reports`
//   summary  npm run bench:summary   the admin summary (30 days) on the reports' data vs a primary-key
//                                    lookup; reduced size here too (the full run: npm run bench:summary)
//   login    npm run bench:login     CPU per log-in vs CPU per signed-in call
// With --frontend it also runs `npm run build:check` (the log-in route's JavaScript, brotli as served)
// and `npm run test:perf`'s two files (LCP and long tasks in Chromium; the throttled slow phone) and
// adds their figures.
// Each benchmark runs in its own process; ours report through BENCH_RESULT_FILE, odds and reports
// print tables that are read here. --only=<name,…> runs some; RESULTS.md is written only for a full run
// unless --write is given; `--frontend --only=bundle,browser,slow-phone --write` rewrites only its
// "## Front end" section.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { root } from './support/child';
import { loadNow, machine, type Machine } from './support/machine';
import { fmt, type BenchResult } from './support/result';

/** The reduced reports run: 500,000 bets over 5,000 players, the heavy one holding 50,000. */
export const REPORTS_SIZE = { BENCH_BETS: '500000', BENCH_USERS: '5000', BENCH_HEAVY: '50000', BENCH_RUNS: '100' };

interface Outcome {
  result: BenchResult | null;
  error: string | null;
  seconds: number;
  loadBefore: number;
  loadAfter: number;
}

interface Step {
  name: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
  /** For benchmarks that print a table instead of writing BENCH_RESULT_FILE. */
  parse?: (output: string) => BenchResult;
}

function runStep(step: Step): Promise<Outcome> {
  const resultFile = path.join(os.tmpdir(), `exchange-bench-${step.name}-${process.pid}.json`);
  fs.rmSync(resultFile, { force: true });
  const started = Date.now();
  const loadBefore = loadNow();
  process.stdout.write(`\n=== ${step.name}: ${step.args.join(' ')} ===\n`);
  const child = spawn(process.execPath, [require.resolve('tsx/cli'), ...step.args], {
    cwd: root,
    env: { ...process.env, ...step.env, BENCH_RESULT_FILE: resultFile },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    process.stdout.write(chunk);
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    process.stderr.write(chunk);
  });
  return new Promise((resolve) => {
    child.on('exit', (code) => {
      const seconds = (Date.now() - started) / 1000;
      const done = (result: BenchResult | null, error: string | null) =>
        resolve({ result, error, seconds, loadBefore, loadAfter: loadNow() });
      try {
        if (step.parse) {
          if (code !== 0) return done(null, `exited with ${code}`);
          return done(step.parse(output), null);
        }
        if (fs.existsSync(resultFile)) {
          const result = JSON.parse(fs.readFileSync(resultFile, 'utf8')) as BenchResult;
          fs.rmSync(resultFile, { force: true });
          return done(result, code === 0 ? null : `exited with ${code}`);
        }
        done(null, `exited with ${code} and no result`);
      } catch (error) {
        done(null, `its output could not be read: ${error instanceof Error ? error.message : String(error)}`);
      }
    });
  });
}

/**
 * bench/odds.ts prints "<route> <n> req/s p99 <n> ms <n> µs CPU/request [(e errors, n non-2xx)]" for
 * the route and for the bare server, then the ratios.
 */
export function parseOdds(output: string): BenchResult {
  const line = (label: RegExp) => {
    const match = new RegExp(`${label.source}\\s+(\\d+) req/s\\s+p99 ([\\d.]+) ms(?:\\s+([\\d.]+) µs CPU/request)?(.*)`).exec(output);
    if (!match) throw new Error(`no "${label.source}" line`);
    return {
      rate: Number(match[1]),
      p99: Number(match[2]),
      cpuUs: match[3] === undefined ? null : Number(match[3]),
      rest: match[4].trim(),
    };
  };
  const odds = line(/\/checkGetMatchOdds/);
  const bare = line(/bare Fastify route/);
  const setup = /^odds of .*$/m.exec(output)?.[0] ?? '';
  const ratio = odds.rate / bare.rate;
  const failed = (rest: string) => /errors|non-2xx/.test(rest);
  return {
    name: 'odds',
    command: 'npm run bench:odds',
    setup: `autocannon, 100 connections, rounds taken in turns, full body every time (no ETag), the same request (player's session cookie) to both: ${setup}`,
    figure: { label: '/checkGetMatchOdds, signed in', value: odds.rate, unit: 'req/s' },
    baseline: { label: 'bare Fastify route, same body size', value: bare.rate, unit: 'req/s' },
    ratio,
    ratioMeaning: 'odds req/s per bare-route req/s',
    goal: 'ratio >= 0.80 and >= 10,000 req/s',
    met: ratio >= 0.8 && odds.rate >= 10_000,
    details: [
      `p99 ${odds.p99} ms (bare route ${bare.p99} ms)`,
      ...(odds.cpuUs !== null && bare.cpuUs !== null
        ? [
            `server CPU per request ${odds.cpuUs} µs (bare route ${bare.cpuUs} µs): ratio ${(bare.cpuUs / odds.cpuUs).toFixed(2)} in CPU per request`,
          ]
        : []),
      ...(odds.rest ? [`odds: ${odds.rest}`] : []),
      ...(bare.rest ? [`bare: ${bare.rest}`] : []),
    ],
    ok: !failed(odds.rest) && !failed(bare.rest),
  };
}

/** bench/reports.ts prints one row per scenario: name, rows, p50, p95, p95/baseline, [db p50,] ok|MISSED. */
export function parseReports(output: string): BenchResult {
  const rows = [...output.matchAll(/^(\S.*?)\s+(\d+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)x(?:\s+([\d.]+))?\s+(ok|MISSED)\s*$/gm)].map((m) => ({
    name: m[1].trim(),
    rows: Number(m[2]),
    p50: Number(m[3]),
    p95: Number(m[4]),
    dbP50: m[6] === undefined ? null : Number(m[6]),
    ok: m[7] === 'ok',
  }));
  const baseline = rows.find((r) => r.name.startsWith('baseline'));
  const calls = rows.filter((r) => r !== baseline);
  if (!baseline || calls.length === 0) throw new Error('no scenario table in its output');
  // The goal: a bet-history page, a statement and a profit-and-loss range, each as its page
  // opens (the default range). Wider ranges a player may pick are measured too and listed with theirs.
  const goalCalls = calls.filter((r) => r.name.includes('default range'));
  const judged = goalCalls.length > 0 ? goalCalls : calls;
  const worst = judged.reduce((a, b) => (b.p95 > a.p95 ? b : a));
  const wider = calls.filter((r) => !judged.includes(r));
  const widerMissed = wider.filter((r) => !r.ok);
  const shape = [/^Generating (\{.*\})/m.exec(output)?.[1], /^Heavy player .*$/m.exec(output)?.[0]].filter(Boolean).join('; ');
  return {
    name: 'reports',
    command: `${Object.entries(REPORTS_SIZE)
      .map(([k, v]) => `${k}=${v}`)
      .join(' ')} npm run bench:reports`,
    setup: `reduced size (the full run is \`npm run bench:reports\`: 10,000,000 bets, 100,000 players, the heavy one 100,000)${shape ? `; ${shape}` : ''}; service calls without HTTP, taken in turns`,
    figure: { label: `slowest report call p95 at the pages' default range (${worst.name})`, value: worst.p95, unit: 'ms' },
    baseline: { label: 'one bet by primary key p95', value: baseline.p95, unit: 'ms' },
    ratio: worst.p95 / baseline.p95,
    ratioMeaning: 'slowest call p95 per primary-key lookup p95',
    goal: 'p95 <= 20 ms for a bet-history page, a statement and a profit-and-loss range (as each page opens); wider ranges listed',
    met: judged.every((r) => r.ok),
    details: [
      ...calls.map(
        (r) =>
          `${r.name}: ${r.rows} rows, p50 ${r.p50.toFixed(2)} ms, p95 ${r.p95.toFixed(2)} ms${r.dbP50 === null ? '' : `, database p50 ${r.dbP50.toFixed(2)} ms`}${r.ok ? '' : ' (MISSED)'}`,
      ),
      ...(wider.length
        ? [
            `the other calls (wider ranges, current bets): ${wider.length - widerMissed.length} of ${wider.length} within 20 ms${widerMissed.length ? ` (over: ${widerMissed.map((r) => r.name).join('; ')})` : ''}`,
          ]
        : []),
    ],
    ok: true,
  };
}

const BENCHMARKS: Step[] = [
  { name: 'odds', args: ['bench/odds.ts'], parse: parseOdds },
  { name: 'bets', args: ['bench/bets.ts'] },
  // The same bet path as the product runs: npm start's server, simulator feed, 500 players.
  { name: 'bets-live', args: ['bench/bets.ts', '--live'] },
  { name: 'reports', args: ['bench/reports.ts'], env: REPORTS_SIZE, parse: parseReports },
  // The admin summary on data of the same reduced size (the full 10 M-bet run: npm run bench:summary).
  { name: 'summary', args: ['bench/summary.ts'], env: REPORTS_SIZE },
  { name: 'login', args: ['bench/login.ts'] },
];
const FRONTEND: Step[] = [
  { name: 'bundle', args: ['scripts/buildCheck.ts'] },
  { name: 'browser', args: ['e2e/run.ts', '--perf', 'pages'] },
  { name: 'slow-phone', args: ['e2e/run.ts', '--perf', 'slowPhone'] },
];

function table(outcomes: Array<[Step, Outcome]>): string[] {
  const lines = ['| Benchmark | Figure | Baseline (same run) | Ratio | Goal | Met | Command |', '|---|---|---|---|---|---|---|'];
  for (const [step, o] of outcomes) {
    const r = o.result;
    if (!r) {
      lines.push(`| ${step.name} | FAILED: ${o.error} | | | | | \`${step.args.join(' ')}\` |`);
      continue;
    }
    const met = r.met === null ? '–' : r.met ? 'yes' : '**no**';
    lines.push(
      `| ${r.name} | ${r.figure.label}: **${fmt(r.figure.value)} ${r.figure.unit}** | ${r.baseline.label}: ${fmt(r.baseline.value)} ${r.baseline.unit} | ` +
        `${r.ratio.toFixed(3)} | ${r.goal} | ${met}${r.ok ? '' : ' (check FAILED)'} | \`${r.command}\` |`,
    );
  }
  return lines;
}

function sections(outcomes: Array<[Step, Outcome]>): string[] {
  const lines: string[] = [];
  for (const [step, o] of outcomes) {
    lines.push('', `### ${step.name}`, '');
    lines.push(`Run in ${fmt(o.seconds)} s; 1-minute load average ${o.loadBefore} before, ${o.loadAfter} after.`, '');
    if (!o.result) {
      lines.push(`FAILED: ${o.error}`);
      continue;
    }
    const r = o.result;
    lines.push(`- Setup: ${r.setup}`);
    lines.push(`- ${r.figure.label}: ${fmt(r.figure.value)} ${r.figure.unit}`);
    lines.push(`- Baseline, ${r.baseline.label}: ${fmt(r.baseline.value)} ${r.baseline.unit}`);
    lines.push(`- Ratio ${r.ratio.toFixed(3)}: ${r.ratioMeaning}`);
    for (const d of r.details) lines.push(`- ${d}`);
  }
  return lines;
}

function writeResults(m: Machine, started: Date, benches: Array<[Step, Outcome]>, frontend: Array<[Step, Outcome]>, notes: string): void {
  const lines = [
    '# Benchmark results',
    '',
    `Written by \`npm run bench${frontend.length ? ' -- --frontend' : ''}\` on ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC. Every figure comes with a baseline`,
    'measured in the same run on the same machine; the ratio is what carries over to other machines.',
    '',
    '## Machine',
    '',
    `- CPU: ${m.cpu}, ${m.cores} cores`,
    `- Memory: ${m.memoryGiB} GiB`,
    `- Node ${m.node}, ${m.os}`,
    `- 1-minute load average at the start: ${m.load}` +
      (m.load > m.cores
        ? ` (above ${m.cores} cores: other work shared the CPU, so rates are low and noisy; ratios and CPU per operation less so)`
        : ` (on ${m.cores} cores; each section gives the load before and after it)`),
    '',
    '## Benchmarks',
    '',
    ...table(benches),
    ...sections(benches),
  ];
  if (frontend.length) {
    lines.push('', '## Front end', '', ...table(frontend), ...sections(frontend));
  }
  if (notes) lines.push('', '## Notes', '', notes.trim());
  fs.writeFileSync(path.join(__dirname, 'RESULTS.md'), `${lines.join('\n')}\n`);
  process.stdout.write(`\nwrote bench/RESULTS.md\n`);
}

/**
 * A front-end-only run (`--frontend --only=bundle,browser,slow-phone --write`): its section replaces
 * the "## Front end" one of the current RESULTS.md; the server benchmarks' figures stay as their last
 * full run wrote them (re-running them on a busy machine would only record worse ones).
 */
function writeFrontendOnly(m: Machine, started: Date, frontend: Array<[Step, Outcome]>): void {
  const file = path.join(__dirname, 'RESULTS.md');
  const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Benchmark results\n';
  const notesAt = text.indexOf('\n## Notes\n');
  const head = text.slice(0, notesAt < 0 ? text.length : notesAt);
  const before = head.includes('\n## Front end\n') ? head.slice(0, head.indexOf('\n## Front end\n')) : head.trimEnd();
  const section = [
    '',
    '## Front end',
    '',
    `Written by \`npm run bench -- --frontend --only=${frontend.map(([s]) => s.name).join(',')} --write\` on ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC ` +
      `(${m.cpu}, ${m.cores} cores, 1-minute load average ${m.load} at the start); the benchmarks above keep their own run's date.`,
    '',
    ...table(frontend),
    ...sections(frontend),
  ];
  fs.writeFileSync(file, `${before.trimEnd()}\n${section.join('\n')}\n${notesAt < 0 ? '' : text.slice(notesAt)}`);
  process.stdout.write(`\nwrote the front-end section of bench/RESULTS.md\n`);
}

/** Hand-written notes kept across runs: everything from "## Notes" on in the current RESULTS.md. */
function keptNotes(): string {
  const file = path.join(__dirname, 'RESULTS.md');
  if (!fs.existsSync(file)) return '';
  const text = fs.readFileSync(file, 'utf8');
  const at = text.indexOf('\n## Notes\n');
  return at < 0 ? '' : text.slice(at + '\n## Notes\n'.length);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const only = args
    .find((a) => a.startsWith('--only='))
    ?.slice('--only='.length)
    .split(',');
  const withFrontend = args.includes('--frontend');
  const started = new Date();
  const m = machine();
  process.stdout.write(`bench: ${m.cpu}, ${m.cores} cores, ${m.memoryGiB} GiB, node ${m.node}, load ${m.load}\n`);

  const pick = (steps: Step[]) => (only ? steps.filter((s) => only.includes(s.name)) : steps);
  const benches: Array<[Step, Outcome]> = [];
  for (const step of pick(BENCHMARKS)) benches.push([step, await runStep(step)]);
  const frontend: Array<[Step, Outcome]> = [];
  if (withFrontend) for (const step of pick(FRONTEND)) frontend.push([step, await runStep(step)]);

  process.stdout.write('\n');
  for (const line of table([...benches, ...frontend])) process.stdout.write(`${line}\n`);
  if (only && args.includes('--write') && benches.length === 0 && frontend.length > 0) writeFrontendOnly(m, started, frontend);
  else if (!only || args.includes('--write')) writeResults(m, started, benches, frontend, keptNotes());
  const failed = [...benches, ...frontend].filter(([, o]) => !o.result || !o.result.ok);
  process.exit(failed.length ? 1 : 0);
}

if (require.main === module) {
  main().catch((error) => {
    process.stderr.write(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
}
