// A simulated feed for tests: persisted to the test database like the real one, ticking only when
// the test says so. Each tick also moves the test's clock by the tick, so feed time and app time agree.
import type { Db } from '../../db/database';
import type { ManualClock } from '../../test/clock';
import { PersistedFeed } from '../persistedFeed';
import { FeedRecorder } from '../recorder';
import type { SnapshotCache } from '../snapshotCache';
import { DEFAULT_TICK_MS } from '../simulator/simulator';
import { SimulatorFeed } from '../simulator/simulatorFeed';

export interface TestFeedOptions {
  seed?: number;
  speed?: number;
}

export interface TestFeed {
  provider: PersistedFeed;
  /** Runs `ticks` ticks, moving the clock with them, and waits until they are persisted and applied. */
  tick(ticks?: number): Promise<void>;
  stop(): Promise<void>;
}

export async function startTestFeed(
  db: Db,
  clock: ManualClock,
  snapshots: SnapshotCache,
  options: TestFeedOptions = {},
): Promise<TestFeed> {
  const onError = (error: unknown) => {
    throw error;
  };
  const recorder = new FeedRecorder(db);
  const source = new SimulatorFeed({
    seed: options.seed ?? 42,
    speed: options.speed ?? 1,
    clock,
    idBase: await recorder.nextEventId(),
    manual: true,
    onError,
  });
  const provider = new PersistedFeed(source, recorder, clock, (error) => {
    console.error('test feed could not persist an update', error);
  });
  snapshots.attach(provider);
  await provider.start();
  return {
    provider,
    tick: async (ticks = 1) => {
      for (let i = 0; i < ticks; i++) {
        clock.advance(DEFAULT_TICK_MS);
        source.advance(1);
      }
      await provider.idle();
    },
    stop: () => provider.stop(),
  };
}
