// `npm run bench:betfair -- --live`: how old a price is when a player first sees it, with the product
// as `npm start` runs it (server/main.ts in a child process, embedded PostgreSQL) replaying a real
// Betfair stream (FEED_SOURCE=betfair-file: a greyhound race, full and virtual ladders, sped up) while
// hundreds of players poll the race's odds as the match page does (every ODDS_POLL_MS after the last
// answer, revalidating with the ETag). The replay shifts each message's publish time (pt) to the moment
// it is applied, and the odds body's `lastUpdated` is that time: a player's age of a message is the
// moment its poll first shows that `lastUpdated`, minus it. The claim measured: a price a player sees
// is never older than the stream by more than one odds poll plus 1 s.
import fs from 'node:fs';
import path from 'node:path';
import { ODDS_POLL_MS } from '../../src/domain/constants';
import { spawnTsx, stopChild } from './child';
import { postmasterPid, tempDataDir } from './database';
import { LiveHttp } from './liveHttp';
import { loadNow } from './machine';
import { fmt, percentile, type BenchResult } from './result';
import { benchServerEnv } from './serverEnv';

const FIXTURES = path.join(__dirname, '..', '..', 'server', 'feed', 'betfair', 'fixtures');
const FILE = path.join(FIXTURES, '1.197931750');
const RACE = 197931750;
const MARKET = '1.197931750';
const ODDS_PATH = `/api/checkGetMatchOdds/${MARKET}/${RACE}`;
const BOUND_MS = ODDS_POLL_MS + 1000;

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 500);
const SPEED = Number(process.env.BENCH_REPLAY_SPEED ?? 3);
const MAX_RUN_MS = Number(process.env.BENCH_MAX_RUN_MS ?? 240_000);

interface Seen {
  /** Each player's age of each message version it saw first (ms). */
  ages: number[];
  /** The first sight of each version by any player (receive time), by version (its lastUpdated). */
  firstSight: Map<number, number>;
  polls: number;
  notModified: number;
  closed: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function player(http: LiveHttp, seen: Seen, from: number, stop: () => boolean): Promise<void> {
  // Players opened the page at different moments: their polls are spread over one interval.
  await sleep(Math.random() * ODDS_POLL_MS);
  let etag: string | undefined;
  let version = 0;
  while (!stop()) {
    const answer = await http.call('odds', 'GET', ODDS_PATH, '', undefined, etag ? { 'if-none-match': etag } : {}).catch(() => null);
    const at = Date.now();
    seen.polls += 1;
    if (answer?.status === 304) seen.notModified += 1;
    if (answer?.status === 200) {
      etag = typeof answer.headers.etag === 'string' ? answer.headers.etag : undefined;
      const market = (JSON.parse(answer.body.toString('utf8')) as { Odds: Array<{ lastUpdated: string; status: string }> }).Odds[0];
      const shown = market ? Date.parse(market.lastUpdated) : 0;
      if (shown > version) {
        version = shown;
        // Messages published before the players began are not theirs to have seen on time.
        if (shown >= from) {
          seen.ages.push(at - shown);
          const first = seen.firstSight.get(shown);
          if (first === undefined || at < first) seen.firstSight.set(shown, at);
        }
      }
      if (market?.status === 'CLOSED') seen.closed = true;
    }
    await sleep(ODDS_POLL_MS);
  }
}

export async function runBetfairFreshness(): Promise<BenchResult> {
  const dataDir = tempDataDir('betfair-fresh');
  const loadBefore = loadNow();
  const server = spawnTsx(
    ['server/main.ts'],
    benchServerEnv(dataDir, {
      FEED_SOURCE: 'betfair-file',
      BETFAIR_FILES: FILE,
      BETFAIR_CATALOGUE_DIR: FIXTURES,
      BETFAIR_REPLAY_SPEED: String(SPEED),
    }),
    /Exchange is running at http:\/\/localhost:(\d+)/,
  );
  const seen: Seen = { ages: [], firstSight: new Map(), polls: 0, notModified: 0, closed: false };
  let http: LiveHttp | null = null;
  const polling = { from: 0, until: 0 };
  try {
    const [, port] = await server.ready;
    http = new LiveHttp(new URL(`http://127.0.0.1:${port}`), PLAYERS);
    http.recording = true;
    polling.from = Date.now();
    const from = Date.now() + ODDS_POLL_MS; // every player has polled once by then
    const deadline = Date.now() + MAX_RUN_MS;
    // The race closes at the end of the file: a few more polls, then stop.
    let closedAt = 0;
    const stop = () => {
      if (seen.closed && closedAt === 0) closedAt = Date.now();
      return Date.now() > deadline || (closedAt > 0 && Date.now() - closedAt > 2 * ODDS_POLL_MS);
    };
    const client = http;
    await Promise.all(Array.from({ length: PLAYERS }, () => player(client, seen, from, stop)));
    polling.until = Date.now();
  } finally {
    http?.destroy();
    await stopChild(server.child);
    const pg = postmasterPid(path.join(dataDir, 'pg'));
    if (pg) {
      try {
        process.kill(pg, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const runSeconds = (polling.until - polling.from) / 1000;
  const first = [...seen.firstSight.entries()].map(([version, at]) => at - version);
  const max = seen.ages.length ? Math.max(...seen.ages) : Number.NaN;
  const round = http?.times.get('odds') ?? [];
  const failures = [...(http?.failures.entries() ?? [])];
  const ok = seen.closed && seen.ages.length > 0 && failures.length === 0;
  return {
    name: 'betfair-freshness',
    command: 'npm run bench:betfair -- --live',
    setup:
      `the product as npm start runs it (server/main.ts, embedded PostgreSQL) with FEED_SOURCE=betfair-file replaying a real PRO ` +
      `stream (greyhound race ${MARKET}, 166 messages) at speed ${SPEED}; ${PLAYERS} players polling its odds every ` +
      `${ODDS_POLL_MS} ms after each answer (ETag revalidation, as the match page), spread over one interval; ` +
      `the age of a message is when a player's poll first shows its lastUpdated (its pt shifted to when it was applied) minus that time`,
    figure: { label: 'oldest price a player first saw (max age)', value: Math.round(max), unit: 'ms' },
    baseline: { label: 'one odds poll plus 1 s', value: BOUND_MS, unit: 'ms' },
    ratio: max / BOUND_MS,
    ratioMeaning: 'max age per (one odds poll + 1 s)',
    goal: 'max age <= one odds poll + 1 s (ratio <= 1); the race closing reaches the players; no failed call',
    met: ok && max <= BOUND_MS,
    details: [
      `player-first-sight ages: p50 ${fmt(percentile(seen.ages, 50))} ms, p95 ${fmt(percentile(seen.ages, 95))} ms, max ${fmt(max)} ms over ${seen.ages.length.toLocaleString('en-US')} sightings`,
      `first sight by any player: p50 ${fmt(percentile(first, 50))} ms, p95 ${fmt(percentile(first, 95))} ms, max ${fmt(Math.max(...first))} ms over ${first.length} message versions`,
      `odds polls: ${seen.polls.toLocaleString('en-US')} in ${fmt(runSeconds)} s (${fmt(seen.polls / runSeconds)} /s), ${fmt((100 * seen.notModified) / Math.max(1, seen.polls))} % answered 304; round trip p50 ${fmt(percentile(round, 50))} ms, p99 ${fmt(percentile(round, 99))} ms`,
      `race closed seen by the players: ${seen.closed ? 'yes' : 'no'}; failed calls: ${failures.length ? failures.map(([k, n]) => `${k} × ${n}`).join(', ') : 'none'}`,
      `1-minute load average ${loadBefore} before, ${loadNow()} after`,
    ],
    ok,
  };
}
