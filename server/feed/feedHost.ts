// Where a process gets its feed from. The process that holds the feed leader lock runs the simulator,
// persists what it announces and publishes it for other processes (PersistedFeed + PgPublisher);
// any other API process follows the published state (PgFeed). `npm start` tries to lead and falls
// back to following; `npm run feed` only leads; RUN_FEED=0 only follows.
import type { Db } from '../db/database';
import type { Clock } from '../lib/clock';
import { PersistedFeed } from './persistedFeed';
import type { FeedProvider } from './provider';
import { FeedRecorder } from './recorder';
import { tryFeedLeaderLock } from './relay/leaderLock';
import { PgFeed } from './relay/pgFeed';
import { PgPublisher } from './relay/pgPublisher';
import { SimulatorFeed } from './simulator/simulatorFeed';
import { startPriceSampler } from './priceHistory';

export interface FeedHost {
  /** What the app subscribes to: updates arrive here only once they are in the database. */
  feed: FeedProvider;
  role: 'simulator' | 'follower';
  stop(): Promise<void>;
}

export interface FeedHostOptions {
  db: Db;
  /** A direct connection string (LISTEN and the advisory lock need connections of their own). */
  databaseUrl: string;
  clock: Clock;
  seed: number;
  speed: number;
  onError: (error: unknown) => void;
}

/** Runs the simulator if no other process does; null when another process holds the lead. */
export async function leadFeed(options: FeedHostOptions): Promise<FeedHost | null> {
  const { db, databaseUrl, clock, seed, speed, onError } = options;
  const lock = await tryFeedLeaderLock(databaseUrl, onError);
  if (!lock) return null;
  try {
    const recorder = new FeedRecorder(db);
    const source = new SimulatorFeed({ seed, speed, clock, idBase: await recorder.nextEventId(), onError });
    const feed = new PersistedFeed(source, recorder, clock, onError);
    const publisher = new PgPublisher(db, onError);
    await publisher.reset();
    feed.onUpdate((update) => publisher.publish(update));
    await feed.start();
    // Only the leader samples the prices for the match page's history (priceHistory.ts).
    const sampler = startPriceSampler(db, feed, clock, onError);
    return {
      feed,
      role: 'simulator',
      stop: async () => {
        await sampler.stop();
        await feed.stop();
        await publisher.idle();
        await lock.release();
      },
    };
  } catch (error) {
    await lock.release();
    throw error;
  }
}

export async function followFeed(options: Pick<FeedHostOptions, 'db' | 'databaseUrl' | 'onError'>): Promise<FeedHost> {
  const feed = new PgFeed(options.db, options.databaseUrl, options.onError);
  await feed.start();
  return { feed, role: 'follower', stop: () => feed.stop() };
}

/** For an API process: lead when asked to and nobody else does, otherwise follow. */
export async function startFeedForApi(options: FeedHostOptions & { runFeed: boolean }): Promise<FeedHost> {
  if (options.runFeed) {
    const led = await leadFeed(options);
    if (led) return led;
  }
  return followFeed(options);
}
