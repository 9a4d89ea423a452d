// `npm run feed`: the simulator as a process of its own. It persists what it announces and publishes
// every update through PostgreSQL (feed_snapshots + NOTIFY) to the API processes, which then run
// with RUN_FEED=0. Run two or more for failover: one leads, the others stand by and one of them
// takes over within seconds when the leader dies, carrying on the same events (feedHost.ts).
import { loadConfig } from '../config';
import { createDb } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seed } from '../db/seed';
import { systemClock } from '../lib/clock';
import { FeedCandidate } from './feedHost';
import { operatorBanner } from '../operatorBanner';
import { recordSimulator } from './betfair/recordSimulator';

async function main(): Promise<void> {
  const config = loadConfig();
  const say = (line: string) => process.stdout.write(`${line}\n`);
  const recordAt = process.argv.indexOf('--record');
  if (recordAt >= 0) {
    const file = process.argv[recordAt + 1];
    if (!file) throw new Error('npm run feed -- --record FILE: give the file to write');
    const stopRecording = await recordSimulator(
      file,
      { seed: config.feedSeed, speed: config.feedSpeed, gbpInr: config.feedSource.gbpInr },
      say,
    );
    const finish = () => void stopRecording().then(() => process.exit(0));
    process.on('SIGINT', finish);
    process.on('SIGTERM', finish);
    return;
  }
  if (!config.databaseUrl) {
    throw new Error(
      'npm run feed needs DATABASE_URL: the API processes read its snapshots from that database. `npm start` runs the feed by itself.',
    );
  }
  const db = createDb(config.databaseUrl, 4);
  await migrateToLatest(db);
  const seeded = await seed(db, {
    operatorUser: config.operatorUser,
    operatorPassword: config.operatorPassword,
    demo: config.seedDemo,
    generateOperatorPassword: config.production,
  });
  // This process may be the first start of a production database: then it made the operator's password.
  if (seeded.operatorPassword.kind === 'generated') for (const line of operatorBanner(config, seeded.operatorPassword)) say(line);
  const host = new FeedCandidate({
    db,
    databaseUrl: config.databaseUrl,
    clock: systemClock,
    seed: config.feedSeed,
    speed: config.feedSpeed,
    source: config.feedSource,
    onError: (error) => process.stderr.write(`[feed] ${error instanceof Error ? error.message : String(error)}\n`),
    log: say,
  });
  await host.start();
  say(
    host.role === 'leader'
      ? `Feed running (seed ${config.feedSeed}, speed ${config.feedSpeed}x), publishing on channel 'feed'.`
      : 'Feed standing by: another process leads; this one takes over if it stops.',
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    say(`${signal}: stopping the feed`);
    await host.stop().catch(() => undefined);
    await db.destroy().catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error) => {
  process.stderr.write(`Feed failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
