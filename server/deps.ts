// What the Fastify app is built from. main.ts makes the real ones; tests make their own.
import type { Config } from './config';
import type { Db } from './db/database';
import type { Clock } from './lib/clock';
import type { SessionStore } from './session';
import type { FeedProvider } from './feed/provider';
import type { SnapshotCache } from './feed/snapshotCache';
// The cache's own file, not position/index.ts: that one leads to the bet rules, and through them to the
// modules' routes, which are built from AppDeps.
import type { PositionCache } from './modules/bets/position/cache';
import type { Lifecycle } from './lib/lifecycle';

export interface AppDeps {
  config: Config;
  db: Db;
  clock: Clock;
  sessions: SessionStore;
  /** The feed's state in memory (odds, lists, scores), following `feed`. */
  snapshots: SnapshotCache;
  /** Where updates and results come from (already persisted); null when no feed runs (most tests). */
  feed: FeedProvider | null;
  /** Players' positions kept from their last bet, for the bets' fast path (bets/position/cache.ts). */
  positions: PositionCache;
  /** Draining or not (main.ts drains on SIGTERM); a fresh one, never draining, when absent. */
  lifecycle?: Lifecycle;
}
