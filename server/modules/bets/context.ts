// What the bets services need from the app: the database, the clock, the payload key, and the
// feed's live state (read from memory, never from the payload).
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { LiveEventLookup } from './liveMarket';
import type { PositionCache } from './position/cache';
import type { LossLimitDirectory } from './lossLimit';

export interface BetsContext {
  db: Db;
  clock: Clock;
  payloadKey: string;
  live: LiveEventLookup;
  /** The series' name as the feed knows it (copied onto the bet for reports). */
  seriesName: (seriesId: number) => string | undefined;
  /** Players' positions kept from their last bet (position/cache.ts). */
  positions: PositionCache;
  /** Who has a loss limit, by bet_rules_epoch (lossLimit.ts). */
  lossLimits: LossLimitDirectory;
}
