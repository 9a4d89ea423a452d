// `npm run bench:betfair`: how many Betfair stream messages a second go through the whole path to the
// odds call: each line of a real PRO stream (a greyhound race, full ladders and virtual ladders) is
// applied to the ESA cache, mapped into the feed model, applied to the snapshot cache the API serves
// from, and the race's /checkGetMatchOdds body is built again, as a poll right after the message would.
// Baseline, measured in the same run: JSON.parse of the same lines (the least any reader must do).
// The persistence to PostgreSQL is left out: it batches per update and is measured by the bets benches.
// `npm run bench:betfair -- --live`: the freshness of the prices players see, through the running
// product under polling load (support/betfairFreshness.ts).
import fs from 'node:fs';
import path from 'node:path';
import { BetfairBook } from '../server/feed/betfair/betfairBook';
import { SnapshotCache } from '../server/feed/snapshotCache';
import { systemClock } from '../server/lib/clock';
import { runBetfairFreshness } from './support/betfairFreshness';
import { report, type BenchResult } from './support/result';

const FIXTURES = path.join(__dirname, '..', 'server', 'feed', 'betfair', 'fixtures');
const FILE = path.join(FIXTURES, '1.197931750');
const RACE = 197931750;
const MARKET = '1.197931750';
const PASSES = Number(process.env.BENCH_PASSES ?? 60);

const lines = fs.readFileSync(FILE, 'utf8').split('\n').filter(Boolean);

function throughPath(): { perSecond: number; lastBody: string; polls: number } {
  let polls = 0;
  let lastBody = '';
  const start = process.hrtime.bigint();
  for (let pass = 0; pass < PASSES; pass++) {
    const book = new BetfairBook({
      gbpInr: 105,
      catalogueDir: FIXTURES,
      onError: (e) => {
        throw e;
      },
      log: () => undefined,
      now: () => systemClock.now(),
    });
    const snapshots = new SnapshotCache(systemClock);
    book.onUpdate((update) => snapshots.apply(update));
    for (const line of lines) {
      book.apply(line, 0);
      const body = snapshots.oddsBody(RACE, MARKET);
      if (body) {
        polls += 1;
        lastBody = body.body.toString('utf8');
      }
    }
  }
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  return { perSecond: (PASSES * lines.length) / seconds, lastBody, polls };
}

function parseOnly(): number {
  let sink = 0;
  const start = process.hrtime.bigint();
  for (let pass = 0; pass < PASSES; pass++) for (const line of lines) sink += (JSON.parse(line) as { pt: number }).pt > 0 ? 1 : 0;
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  if (sink === 0) throw new Error('nothing parsed');
  return (PASSES * lines.length) / seconds;
}

function replayThroughput(): BenchResult {
  // Warm-up, then the measured runs alternated so both see the same background load.
  throughPath();
  parseOnly();
  const paths: number[] = [];
  const parses: number[] = [];
  let last = { perSecond: 0, lastBody: '', polls: 0 };
  for (let round = 0; round < 3; round++) {
    last = throughPath();
    paths.push(last.perSecond);
    parses.push(parseOnly());
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const value = median(paths);
  const baseline = median(parses);
  const odds = JSON.parse(last.lastBody) as { Odds: Array<{ status: string; runners: Array<{ runnerName: string; status: string }> }> };
  const winner = odds.Odds[0]?.runners.find((r) => r.status === 'WINNER')?.runnerName;
  const ok = odds.Odds[0]?.status === 'CLOSED' && winner === '2. Sandwood Jet' && last.polls === PASSES * lines.length;
  return {
    name: 'betfair-replay',
    command: 'npm run bench:betfair',
    setup: `${lines.length} lines of a real PRO stream (greyhound race ${MARKET}) × ${PASSES} passes, each line through the ESA cache, the mapping, the snapshot cache and the odds body; median of 3`,
    figure: { label: 'messages through the path to the odds call', value: Math.round(value), unit: 'messages/s' },
    baseline: { label: 'JSON.parse of the same lines', value: Math.round(baseline), unit: 'lines/s' },
    ratio: value / baseline,
    ratioMeaning: 'messages/s through the path per JSON.parse lines/s',
    goal: 'informative: a price is never older than the stream by more than one odds poll plus 1 s',
    met: null,
    details: [`odds bodies built: ${last.polls}`, `final odds: ${odds.Odds[0]?.status}, winner ${winner ?? 'none'}`],
    ok,
  };
}

if (process.argv.includes('--live')) {
  runBetfairFreshness().then(report, (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
} else report(replayThroughput());
