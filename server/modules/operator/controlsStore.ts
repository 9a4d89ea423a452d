// Reads the operator's market and event controls (migration 20261125_21) into the snapshot cache.
// The process that changes them reloads at once after its commit; every other API process reloads
// on an interval (startControlsSync). Bets never depend on that interval: the database refuses a
// save in a hand-suspended or locked market on every process (bets_market_open).
import type { Db } from '../../db/database';
import type { Q } from './queries';
import { eventControls, handSuspendedMarkets } from './marketsRepository';
import type { EventControl, OperatorControls } from '../../feed/controls';
import type { SnapshotCache } from '../../feed/snapshotCache';
import { startPeriodic, type Periodic } from '../../lib/periodic';

const flag = (value: number | null): boolean | null => (value === null ? null : value === 1);

export async function loadControls(db: Q): Promise<OperatorControls> {
  const [suspended, events] = await Promise.all([handSuspendedMarkets(db), eventControls(db)]);
  const byEvent = new Map<number, EventControl>();
  for (const row of events) {
    byEvent.set(row.event_id, {
      isBetLock: flag(row.is_bet_lock),
      hasMatchOdds: flag(row.has_match_odds),
      hasBookmaker: flag(row.has_bookmaker),
      hasFancy: flag(row.has_fancy),
    });
  }
  return { suspended: new Set(suspended.map((r) => r.market_id)), events: byEvent };
}

export async function refreshControls(db: Db, snapshots: SnapshotCache): Promise<void> {
  snapshots.setControls(await loadControls(db));
}

/** For API processes: follow changes other processes make (every second by default). */
export function startControlsSync(
  db: Db,
  snapshots: SnapshotCache,
  options: { intervalMs?: number; onError?: (error: unknown) => void } = {},
): Periodic {
  return startPeriodic(() => refreshControls(db, snapshots), { intervalMs: options.intervalMs ?? 1_000, onError: options.onError });
}
