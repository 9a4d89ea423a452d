// `npm run bench:desk`: the trader's desk beside the live bench's players (bench/support/deskLive.ts):
// quote changes/s, the players' p99 with and without the desk's changes, and quote -> a player's poll.
// `npm run bench:desk -- --alone`: the desk on its own database, no players (bench/support/deskAlone.ts).
//
// Environment (live): BENCH_PLAYERS (300), BENCH_WATCHERS (20), BENCH_LINES (8), BENCH_TRADERS (4), BENCH_DESK_RATE
// (0: as fast as the server answers; else quote changes/s between the traders), BENCH_SLICE_SECONDS
// (20: each of 2 rounds of players alone, then players + desk), BENCH_WARMUP_SECONDS (15).
// Alone: BENCH_SECONDS (10), BENCH_LINES (4).
import { runDeskAloneBench } from './support/deskAlone';
import { runDeskLiveBench } from './support/deskLive';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

const run = process.argv.includes('--alone')
  ? runDeskAloneBench()
  : runDeskLiveBench({
      players: env('BENCH_PLAYERS', 300),
      watchers: env('BENCH_WATCHERS', 20),
      lines: env('BENCH_LINES', 8),
      traders: env('BENCH_TRADERS', 4),
      rate: env('BENCH_DESK_RATE', 0),
      sliceSeconds: env('BENCH_SLICE_SECONDS', 20),
      warmUpSeconds: env('BENCH_WARMUP_SECONDS', 15),
    });

void run.then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
