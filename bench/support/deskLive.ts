// The trader's desk beside the live bench's players (`npm run bench:desk`). The product runs as
// `npm start` runs it (liveProduct.ts: server/main.ts, simulator feed, embedded PostgreSQL), with
// BENCH_PLAYERS players polling odds every 600 ms and betting every 2 s (livePlayers.ts, as
// bench:bets --live). Slices take turns: players alone, then players with the desk running; in the
// desk's slices BENCH_TRADERS traders (the console's API, one session) each send quote changes over
// HTTP one after another (PATCH /api/admin/trading/fancy/{id}, each based on the version the last
// answer gave) on their own share of BENCH_LINES lines of one in-play cricket match, as fast as the
// server answers, or at BENCH_DESK_RATE changes/s between them (the players' p99 at a set desk rate).
//
// End to end: one more line on the same match moves once every 1.5 s (a quote that stays long enough
// for every poll to meet it), and BENCH_WATCHERS more players sit on that match's page polling its
// odds every 600 ms like the SPA (with If-None-Match). For each move and each watcher: the time from
// sending the change to the answer of the first poll that shows it. That includes the poll's own wait
// (up to 600 ms): it is what a player sees.
//
// Figures: quote changes/s; the players' p99 (odds poll, saveBet, updateUnmatchBet) with and without
// the desk's changes; quote -> a player's poll p50/p95/p99; no 5xx.
import { performance } from 'node:perf_hooks';
import type { MatchOddsResponse, SportEvent } from '../../src/domain/contract/sports';
import { ODDS_POLL_MS } from '../../src/domain/constants';
import { inPlay, operatorLogIn } from './liveBets';
import { json, LiveHttp } from './liveHttp';
import { LivePlayers, spaPlayerOptions, type LivePlayer } from './livePlayers';
import { withLiveProduct } from './liveRig';
import { fmt, percentile, say } from './result';

const PAYLOAD_KEY = 'bench-payload-key';
const MARKER_EVERY_MS = 1_500;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface DeskLiveOptions {
  players: number;
  watchers: number;
  lines: number;
  /** Traders quoting at once, each on their own lines. */
  traders: number;
  /** Quote changes per second the traders keep to between them; 0: each as fast as the server answers. */
  rate: number;
  /** Seconds of each slice; ROUNDS of each kind. */
  sliceSeconds: number;
  warmUpSeconds: number;
}

const ROUNDS = 2;
const PLAYER_CALLS = ['odds poll', 'saveBet', 'updateUnmatchBet'] as const;

interface Line {
  marketId: string;
  version: number;
  runs: number;
}

async function openLine(http: LiveHttp, cookie: string, eventId: string, name: string): Promise<Line> {
  const body = JSON.stringify({ name, noRuns: 100, yesRuns: 102, noRate: 100, yesRate: 100, minStake: 100, maxStake: 50_000 });
  const answer = await http.call('desk open', 'POST', `/api/admin/trading/events/${eventId}/fancy`, cookie, body);
  if (answer.status !== 200) throw new Error(`opening a desk line answered ${answer.status}: ${answer.body.toString()}`);
  const { market } = json<{ market: { marketId: string; version: number } }>(answer);
  return { marketId: market.marketId, version: market.version, runs: 100 };
}

/** One quote change one run up (wrapping), based on the line's last version. */
async function move(http: LiveHttp, cookie: string, line: Line, name: string): Promise<boolean> {
  const runs = line.runs >= 900 ? 100 : line.runs + 1;
  const body = JSON.stringify({ version: line.version, noRuns: runs, yesRuns: runs + 2 });
  const answer = await http.call(name, 'PATCH', `/api/admin/trading/fancy/${line.marketId}`, cookie, body);
  if (answer.status !== 200) return false;
  line.version = json<{ market: { version: number } }>(answer).market.version;
  line.runs = runs;
  return true;
}

interface Slice {
  desk: boolean;
  seconds: number;
  changes: number;
  refused: number;
  times: Map<string, number[]>;
}

export async function runDeskLiveBench(options: DeskLiveOptions): Promise<void> {
  await withLiveProduct(
    'desk-live',
    { env: { PAYLOAD_KEY }, players: options.players + options.watchers },
    async ({ http: liveHttp, players: everyone }) => {
      const players = everyone.slice(0, options.players);
      const watchers = everyone.slice(options.players);

      let events: SportEvent[] = [];
      for (let waited = 0; !events.some((e) => e.eid === '4'); waited += 1) {
        if (waited > 60) throw new Error('no in-play cricket match after 60 s');
        events = await inPlay(liveHttp, players[0].cookie);
        if (!events.some((e) => e.eid === '4')) await sleep(1000);
      }
      const match = events.find((e) => e.eid === '4') as SportEvent;
      const cookie = await operatorLogIn(liveHttp);
      const lines: Line[] = [];
      for (let i = 0; i < options.lines; i += 1) lines.push(await openLine(liveHttp, cookie, match.gameId, `${i + 2} over runs (bench)`));
      const marker = await openLine(liveHttp, cookie, match.gameId, '20 over runs (bench marker)');

      const live = new LivePlayers(liveHttp, players, spaPlayerOptions(PAYLOAD_KEY, 2000));
      live.events = events;
      say(
        `bench:desk: ${options.players} players (odds poll every ${ODDS_POLL_MS} ms, a bet every 2 s) on ${events.length} in-play matches; the desk on ${match.eventName} (${match.gameId}): ${options.lines} lines quoted over HTTP by ${options.traders} traders at once (each on their own lines, one change after another${options.rate > 0 ? `, ${options.rate} changes/s between them` : ', as fast as the server answers'}), a marker line moved every ${MARKER_EVERY_MS} ms and watched by ${options.watchers} more players; ${options.warmUpSeconds} s warm-up, then ${ROUNDS} rounds of (${options.sliceSeconds} s players alone, ${options.sliceSeconds} s players + desk)`,
      );

      // The watchers: on the match page, polling like the SPA; each records when its poll first shows each marker quote.
      const sent = new Map<number, number>(); // marker runs -> when the change was sent
      const latencies: number[] = [];
      let watching = true;
      const watch = async (watcher: LivePlayer) => {
        const seen = new Set<number>();
        await sleep(Math.random() * ODDS_POLL_MS);
        while (watching) {
          const answer = await liveHttp
            .call(
              'watcher poll',
              'GET',
              `/api/checkGetMatchOdds/${match.marketId}/${match.gameId}`,
              watcher.cookie,
              undefined,
              watcher.etag ? { 'if-none-match': watcher.etag } : {},
            )
            .catch(() => null);
          const at = performance.now();
          if (answer?.status === 200) {
            watcher.etag = answer.headers.etag;
            const odds = json<MatchOddsResponse & { Fancy?: Array<{ mid: string; LayPrice1: number }> }>(answer);
            const shown = odds.Fancy?.find((f) => f.mid === marker.marketId);
            const since = shown ? sent.get(shown.LayPrice1) : undefined;
            if (shown && since !== undefined && !seen.has(shown.LayPrice1)) {
              seen.add(shown.LayPrice1);
              if (deskRunning) latencies.push(at - since);
            }
          }
          await sleep(ODDS_POLL_MS);
        }
      };
      let deskRunning = false;
      const watcherLoops = watchers.map((w) => watch(w));
      const markerLoop = (async () => {
        while (watching) {
          await sleep(MARKER_EVERY_MS);
          const at = performance.now();
          const next = marker.runs >= 900 ? 100 : marker.runs + 1;
          sent.set(next, at);
          await move(liveHttp, cookie, marker, 'desk marker').catch(() => false);
        }
      })();

      live.start();
      live.paused = false;
      await sleep(options.warmUpSeconds * 1000);

      const slices: Slice[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const desk of [false, true]) {
          liveHttp.times.clear();
          liveHttp.recording = true;
          deskRunning = desk;
          const started = performance.now();
          const until = started + options.sliceSeconds * 1000;
          let changes = 0;
          let refused = 0;
          if (desk) {
            // Each trader quotes their own lines (line i belongs to trader i mod traders), one change after another.
            const trader = async (t: number) => {
              const mine = lines.filter((_, i) => i % options.traders === t);
              // At a set rate each trader sends on its own schedule (staggered), never two at once.
              const everyMs = options.rate > 0 ? (1000 * Math.min(options.traders, lines.length)) / options.rate : 0;
              const first = started + (everyMs * t) / Math.min(options.traders, lines.length);
              for (let k = 0; performance.now() < until; k += 1) {
                if (everyMs > 0) {
                  const due = first + k * everyMs;
                  if (due >= until) break;
                  if (due > performance.now()) await sleep(due - performance.now());
                }
                const ok = await move(liveHttp, cookie, mine[k % mine.length], 'desk quote').catch(() => false);
                if (ok) changes += 1;
                else refused += 1;
              }
            };
            await Promise.all(Array.from({ length: Math.min(options.traders, lines.length) }, (_, t) => trader(t)));
          } else {
            await sleep(options.sliceSeconds * 1000);
          }
          const seconds = (performance.now() - started) / 1000;
          liveHttp.recording = false;
          deskRunning = false;
          slices.push({ desk, seconds, changes, refused, times: new Map([...liveHttp.times].map(([k, v]) => [k, [...v]])) });
        }
      }
      watching = false;
      await Promise.all([...watcherLoops, markerLoop]);
      await live.stop();

      const joined = (desk: boolean, name: string) => slices.filter((s) => s.desk === desk).flatMap((s) => s.times.get(name) ?? []);
      const deskSlices = slices.filter((s) => s.desk);
      const changes = deskSlices.reduce((n, s) => n + s.changes, 0);
      const deskSeconds = deskSlices.reduce((n, s) => n + s.seconds, 0);
      const quoteTimes = joined(true, 'desk quote');
      say(
        `Desk: ${changes.toLocaleString('en-US')} quote changes in ${fmt(deskSeconds)} s = ${fmt(changes / deskSeconds, 0)} changes/s beside the players (${options.traders} traders at once over HTTP; PATCH p50 ${fmt(percentile(quoteTimes, 50))} ms, p99 ${fmt(percentile(quoteTimes, 99))} ms; ${deskSlices.reduce((n, s) => n + s.refused, 0)} refused)`,
      );
      for (const name of PLAYER_CALLS) {
        const without = joined(false, name);
        const withDesk = joined(true, name);
        say(
          `Players' ${name}: without the desk ${without.length.toLocaleString('en-US')} calls p50 ${fmt(percentile(without, 50))} ms p99 ${fmt(percentile(without, 99))} ms; with the desk ${withDesk.length.toLocaleString('en-US')} calls p50 ${fmt(percentile(withDesk, 50))} ms p99 ${fmt(percentile(withDesk, 99))} ms`,
        );
      }
      latencies.sort((a, b) => a - b);
      say(
        `Quote -> a player's odds poll showing it (the poll's own wait included; during the desk's slices): p50 ${fmt(percentile(latencies, 50), 0)} ms, p95 ${fmt(percentile(latencies, 95), 0)} ms, p99 ${fmt(percentile(latencies, 99), 0)} ms (${latencies.length} sightings: ${options.watchers} watchers × the marker's moves); goal p95 <= 1000 ms`,
      );
      say(
        `Bets placed: ${live.tally.placed.toLocaleString('en-US')}; failures (5xx or broken calls): ${[...liveHttp.failures.values()].reduce((a, b) => a + b, 0)}`,
      );
      for (const [key, n] of liveHttp.failures) say(`  failure ${key}: ${n}`);
    },
  );
}
