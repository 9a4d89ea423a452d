// The one shape every benchmark hands to `npm run bench` (bench/run.ts): its figure, the baseline
// measured in the same run, their ratio, the goal and whether it was met. Run alone, a benchmark
// prints the same; run by bench/run.ts (BENCH_RESULT_FILE set) it also writes it as JSON.
import fs from 'node:fs';

export interface Figure {
  label: string;
  value: number;
  unit: string;
}

export interface BenchResult {
  name: string;
  command: string;
  /** What was measured and how big the run was (so the figure can be read and re-run). */
  setup: string;
  figure: Figure;
  baseline: Figure;
  ratio: number;
  /** How to read the ratio ("bets/s per baseline req/s"). */
  ratioMeaning: string;
  goal: string;
  /** null when the goal is informative only. */
  met: boolean | null;
  /** More figures and the correctness checks, one line each. */
  details: string[];
  /** False when a correctness check failed: the figure is then not to be trusted. */
  ok: boolean;
}

export const say = (line = ''): void => {
  process.stdout.write(`${line}\n`);
};

export const fmt = (value: number, digits = 1): string =>
  value >= 100 ? Math.round(value).toLocaleString('en-US') : value.toFixed(digits);

export function printResult(result: BenchResult): void {
  say();
  say(`${result.name}: ${result.figure.label} ${fmt(result.figure.value)} ${result.figure.unit}`);
  say(`  baseline: ${result.baseline.label} ${fmt(result.baseline.value)} ${result.baseline.unit}`);
  say(`  ratio ${result.ratio.toFixed(3)} (${result.ratioMeaning})`);
  say(`  goal: ${result.goal}${result.met === null ? '' : result.met ? ' (met)' : ' (MISSED)'}`);
  for (const line of result.details) say(`  ${line}`);
  if (!result.ok) say('  CORRECTNESS CHECK FAILED');
}

/** Prints the result and, under bench/run.ts, hands it over. */
export function report(result: BenchResult): void {
  printResult(result);
  const file = process.env.BENCH_RESULT_FILE;
  if (file) fs.writeFileSync(file, JSON.stringify(result, null, 2));
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

/** A benchmark run as a command: its result printed (and handed over), the exit code its checks earn. */
export function runAsCommand(name: string, run: () => Promise<BenchResult>): void {
  run()
    .then((result) => {
      report(result);
      process.exit(result.ok ? 0 : 1);
    })
    .catch((error) => {
      process.stderr.write(`${name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exit(1);
    });
}
