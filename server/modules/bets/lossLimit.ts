// Loss limits a player sets on the bet path. A player's loss over a period is their net
// loss on markets settled in it plus the worst case of their open bets (wallets.exposure), so a loss
// limit is a cap on exposure: limit + settled P&L of the period (net winnings raise it, net losses
// lower it). A bet that adds risk past the cap of any period is refused; a hedge never is.
//
// Players without a loss limit pay nothing: each process keeps the set of players who have one,
// keyed by bet_rules_epoch, which migration 20261125_30 bumps on every change to a loss limit. The
// lock statement already reads the epoch; only when it differs from the set's is the set read again
// (one query per change, not per bet). A player in the set gets their caps read under the wallet
// lock (one more round trip) and kept with their position (position/cache.ts) until `validUntil`:
// the moment a settled entry leaves a window or a pending raise takes effect. Every other change
// (a settlement, a lowered limit) moves the wallet's xmin or the epoch, which the kept position is
// checked against anyway.
import { PERIOD_MS, PROTECTION_MSG, type LimitPeriod } from '../../../src/domain/contract/protection';
import { toRupees } from '../../../src/domain/money';
import type { PipelinedTransaction } from '../../db/pipelinedTransaction';
import { LOSS_LIMITED, LOSS_ROOM } from './position/statements';
import type { LossCap, LossRoom } from './lossRoom';

export type { LossCap, LossRoom } from './lossRoom';

/** The players with a loss limit, as of an epoch (see the file's comment). */
export class LossLimitDirectory {
  private epoch: string | null = null;
  private ids = new Set<number>();

  /** Whether `userId` may have a loss limit at `epoch`, reading the set again within `tx` if it is older. */
  async has(tx: PipelinedTransaction, userId: number, epoch: string): Promise<boolean> {
    if (this.epoch !== epoch) {
      const rows = await tx.query<{ epoch: string; ids: number[] }>(LOSS_LIMITED, []);
      // Read after the lock's epoch: at least as new, so never a limit missed.
      this.ids = new Set(rows[0].ids.map(Number));
      this.epoch = rows[0].epoch;
    }
    return this.ids.has(userId);
  }
}

/** The caps in force now; undefined when the player has none (all removed). */
export async function readLossRoom(tx: PipelinedTransaction, userId: number, now: number): Promise<LossRoom | undefined> {
  const rows = await tx.query<{
    period: LimitPeriod;
    limit: number | null;
    pending_ms: number | null;
    settled: number;
    oldest_ms: number | null;
  }>(LOSS_ROOM, [userId, new Date(now)]);
  const caps: LossCap[] = [];
  let validUntil = Number.POSITIVE_INFINITY;
  for (const row of rows) {
    if (row.pending_ms !== null) validUntil = Math.min(validUntil, row.pending_ms);
    if (row.limit === null) continue;
    caps.push({ period: row.period, limit: Number(row.limit), settled: Number(row.settled) });
    if (row.oldest_ms !== null) validUntil = Math.min(validUntil, row.oldest_ms + PERIOD_MS[row.period]);
  }
  if (caps.length === 0 && validUntil === Number.POSITIVE_INFINITY) return undefined;
  return { caps, validUntil };
}

/**
 * The refusal of a bet that moves the exposure from `without` to `withBet`, or null: only a bet that
 * adds risk is refused, naming the period whose cap it passes and what is left of it.
 */
export function lossRefusal(room: LossRoom | undefined, without: number, withBet: number): string | null {
  if (!room || withBet <= without) return null;
  let worst: { cap: LossCap; left: number } | null = null;
  for (const cap of room.caps) {
    const allowed = cap.limit + cap.settled;
    if (withBet <= allowed) continue;
    const left = Math.max(0, allowed - without);
    if (!worst || left < worst.left) worst = { cap, left };
  }
  return worst ? PROTECTION_MSG.lossOver(worst.cap.period, toRupees(worst.cap.limit), toRupees(worst.left)) : null;
}

/** Under the wallet lock of the ordinary path: adds the player's loss limits to the settings read, if they have any. */
export async function addLossRoom(
  ctx: { clock: { now(): number }; lossLimits: LossLimitDirectory },
  tx: PipelinedTransaction,
  userId: number,
  locked: { epoch: string; settings: { loss?: LossRoom } },
): Promise<void> {
  if (!(await ctx.lossLimits.has(tx, userId, locked.epoch))) return;
  const room = await readLossRoom(tx, userId, ctx.clock.now());
  if (room) locked.settings.loss = room;
}
