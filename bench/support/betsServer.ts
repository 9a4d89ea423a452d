// The server bench/bets.ts loads: the product's own parts wired as server/main.ts wires them (config,
// embedded PostgreSQL under DATA_DIR, migrations, seed, buildApp, the bet sweeper, the system clock),
// with two changes that keep a benchmark fast and its prices still:
//  - every sport's bet delays are 0 s (the sports table is the stake-limit config the operator
//    edits), so /updateUnmatchBet may follow /saveBet at once instead of 5 s later;
//  - the feed is one fixed in-play cricket match published into the snapshot cache (the path a
//    FeedProvider's updates take) instead of the simulator, whose moving prices would refuse some
//    bets with "Odds Changed" at random. The simulator's cost is what bench:odds measures.
// BENCH_PLAYERS players (bench0001…, password BENCH_PASSWORD) get ₹1,00,000 each (exposure limit
// ₹2,00,000); with BENCH_SESSIONS_FILE, a signed-in session each is written there as JSON. Prints "bench-bets at <url> db <database url>" once listening.
import fs from 'node:fs';
import inspector from 'node:inspector/promises';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/connect';
import { createDb } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { seed } from '../../server/db/seed';
import { systemClock } from '../../server/lib/clock';
import { serverLogging } from '../../server/lib/logger';
import { SessionStore, sessionLimits } from '../../server/session';
import { startBetSweeper } from '../../server/modules/bets/sweeper';
import { cricketEvent, publish } from '../../server/test/bets/testSupport';
import { SnapshotCache } from '../../server/feed/snapshotCache';
import { PositionCache } from '../../server/modules/bets/position';
import { createBenchPlayers, createBenchSessions } from './benchPlayers';

async function main(): Promise<void> {
  const players = Number(process.env.BENCH_PLAYERS || 50);
  const password = process.env.BENCH_PASSWORD;
  if (!password) throw new Error('BENCH_PASSWORD is not set');
  const config = loadConfig();
  const database = await openDatabase(config, (line) => process.stderr.write(`[postgres] ${line}\n`));
  const db = createDb(database.url, config.dbPoolSize);
  await migrateToLatest(db);
  await seed(db, { operatorUser: config.operatorUser, operatorPassword: config.operatorPassword, demo: config.seedDemo });
  await db.updateTable('sports').set({ bet_delay_time: 0, bookmaker_delay_time: 0, fancy_delay_time: 0 }).execute();

  const userIds = await createBenchPlayers(db, players, password);

  const snapshots = new SnapshotCache(systemClock);
  publish(snapshots, cricketEvent(systemClock.now()));
  // A live feed speaks every second even when nothing moves; without it the snapshot goes stale after
  // STALE_AFTER_MS and every market reads SUSPENDED (a set-up of 500 players and TPC-B's turns outlast
  // a minute). An empty update is the heartbeat: it changes no price and no version.
  const heartbeat = setInterval(() => snapshots.apply({ series: [], markets: [], events: [], results: [], removed: [] }), 1000);
  heartbeat.unref();
  const sessions = new SessionStore(db, systemClock, sessionLimits(config));
  // Sessions straight from the SessionStore, handed to the load generator through BENCH_SESSIONS_FILE.
  const sessionsFile = process.env.BENCH_SESSIONS_FILE;
  if (sessionsFile) fs.writeFileSync(sessionsFile, JSON.stringify(await createBenchSessions(db, userIds)));
  const positions = new PositionCache();
  const app = await buildApp(
    { config, db, clock: systemClock, sessions, snapshots, feed: null, positions },
    serverLogging(config.logLevel),
  );
  const sweeper = startBetSweeper(db, systemClock, {
    onError: (error) => process.stderr.write(`[bets] sweeper: ${error instanceof Error ? error.message : String(error)}\n`),
  });

  // BENCH_CPU_PROF=<file>: a V8 CPU profile of this server from listening to stopping (for
  // Chrome DevTools or speedscope), to see where a bet's CPU goes.
  const profileFile = process.env.BENCH_CPU_PROF;
  const profiler = profileFile ? new inspector.Session() : null;
  if (profiler) {
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.start');
  }

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    if (profiler && profileFile) {
      const { profile } = await profiler.post('Profiler.stop');
      fs.writeFileSync(profileFile, JSON.stringify(profile));
    }
    await app.close().catch(() => undefined);
    // For the bench's report: how many bets' writes the fast path made (bets/positionCache.ts).
    process.stdout.write(`bench-bets positions: written ${positions.counts.written}, stale ${positions.counts.stale}\n`);
    await sweeper.stop().catch(() => undefined);
    await db.destroy().catch(() => undefined);
    await database.stop().catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());

  const address = await app.listen({ port: config.port, host: config.host });
  process.stdout.write(`bench-bets at ${address} db ${database.url}\n`);
}

main().catch((error) => {
  process.stderr.write(`bench bets server failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
