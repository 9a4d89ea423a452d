// `npm run bench:desk -- --alone`: the trader's desk on its own embedded PostgreSQL. How many quote changes a
// second one desk sustains (each one transaction: the quote row, its change row, the audit row, the
// desk snapshot row and its NOTIFY), and how long a change takes to reach another API process's odds
// body through the feed relay (PgFeed): the time a player's next poll would see it, less the poll's
// own wait. The desk alone, no players: deskLive.ts runs it beside the live bench's players.
//
// Environment: BENCH_SECONDS (10), BENCH_LINES (4: lines quoted in turn, as one event's desk).
import { performance } from 'node:perf_hooks';
import { followFeed } from '../../server/feed/feedHost';
import { SnapshotCache } from '../../server/feed/snapshotCache';
import { systemClock } from '../../server/lib/clock';
import { makeTradingService } from '../../server/modules/operator/tradingService';
import { cricketEvent, GAME_ID, MO } from '../../server/test/bets/testSupport';
import { publishRelayedEvent } from '../../server/test/bets/relayedEvent';
import { startBenchDatabase } from './database';
import { percentile, say } from './result';

export async function runDeskAloneBench(): Promise<void> {
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const lineCount = Number(process.env.BENCH_LINES ?? 4);
  const database = await startBenchDatabase('desk');
  const { db } = database;
  try {
    const clock = systemClock;
    const state = cricketEvent(clock.now());
    const errors: unknown[] = [];
    await publishRelayedEvent(db, state, (e) => errors.push(e));
    const follower = await followFeed({ db, databaseUrl: database.url, onError: (e) => errors.push(e) });
    const other = new SnapshotCache(clock);
    other.attach(follower);
    const seen = new Map<string, number>();
    const fancy = () =>
      (JSON.parse(other.oddsBody(GAME_ID, MO)?.body.toString() ?? '{"Fancy":[]}') as { Fancy: Array<{ mid: string; LayPrice1: number }> })
        .Fancy;
    follower.onUpdate(() => {
      for (const f of fancy()) seen.set(`${f.mid}:${f.LayPrice1}`, performance.now());
    });

    const desk = makeTradingService({ db, snapshots: new SnapshotCache(clock) });
    const trader = await db.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow();
    const actor = { operatorId: trader.id, ip: '127.0.0.1' };
    const lines = [];
    for (let i = 0; i < lineCount; i += 1) {
      lines.push(
        await desk.createFancy(actor, GAME_ID, {
          name: `${i + 2} over runs MUM`,
          noRuns: 100,
          yesRuns: 102,
          noRate: 100,
          yesRate: 100,
          minStake: 100,
          maxStake: 1000,
        }),
      );
    }
    const versions = lines.map((l) => l.version);
    const sent: Array<{ key: string; at: number }> = [];
    const until = performance.now() + seconds * 1000;
    let changes = 0;
    while (performance.now() < until) {
      const k = changes % lines.length;
      const runs = 100 + ((Math.floor(changes / lines.length) + 1) % 800);
      const at = performance.now();
      versions[k] = (await desk.changeFancy(actor, lines[k].marketId, { version: versions[k], noRuns: runs, yesRuns: runs + 2 })).version;
      sent.push({ key: `${lines[k].marketId}:${runs}`, at });
      changes += 1;
    }
    await new Promise((r) => setTimeout(r, 2500));
    const latencies = sent.map((s) => (seen.get(s.key) ?? Number.NaN) - s.at).filter((ms) => Number.isFinite(ms) && ms >= 0);
    latencies.sort((a, b) => a - b);
    say(
      `Desk: ${changes} quote changes in ${seconds} s on ${lineCount} lines = ${(changes / seconds).toFixed(0)} changes/s (one trader, one after another)`,
    );
    say(
      `Quote -> another process's odds body: p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms (${latencies.length} of ${sent.length} seen; a quote overtaken before the other process read it is never seen)`,
    );
    say('A player sees it on the next odds poll after that (every 600 ms): at most ~600 ms more.');
    if (errors.length > 0) say(`errors: ${errors.length}`);
    await follower.stop();
  } finally {
    await database.stop();
  }
}
