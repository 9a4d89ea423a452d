// The shape of a player's loss-limit room, apart from the code that reads it: the repository keeps it
// on a placement's settings, and the reader (lossLimit.ts) uses the position's statements, which use
// the repository's types; one file of types alone keeps that from being an import circle.
import type { LimitPeriod } from '../../../src/domain/contract/protection';

/** One period's cap: the limit in force and the signed P&L settled in its window (paise). */
export interface LossCap {
  period: LimitPeriod;
  limit: number;
  settled: number;
}

/** A loss-limited player's caps, as read under the wallet lock. */
export interface LossRoom {
  caps: LossCap[];
  /** Epoch ms after which the caps may have loosened or tightened with time alone: read them again. */
  validUntil: number;
}
