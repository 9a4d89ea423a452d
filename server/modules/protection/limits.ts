// The rules of limits a player sets. A lowering (or a first limit) takes effect at once; a
// raise or a removal only LIMIT_RAISE_DELAY_MS later, kept as a pending change beside the amount in
// force. Nothing runs when a pending change matures: every reader applies it (effective()).
// Windows are rolling: the last 24 hours, 7 days, 30 days.
import { LIMIT_RAISE_DELAY_MS, PROTECTION_MSG, istLabel, type LimitKind, type LimitPeriod } from '../../../src/domain/contract/protection';
import { toRupees } from '../../../src/domain/money';
import { depositsAsked, limitRows, type LimitRow, type Q } from './repository';

export interface Effective {
  /** Paise in force; null: none. */
  amount: number | null;
  pending: { amount: number | null; from: Date } | null;
}

/** The limit in force at `now`, a matured pending change applied. */
export function effective(row: LimitRow | undefined, now: number): Effective {
  if (!row) return { amount: null, pending: null };
  if (row.pending_from && row.pending_from.getTime() <= now) return { amount: row.pending_amount, pending: null };
  return { amount: row.amount, pending: row.pending_from ? { amount: row.pending_amount, from: row.pending_from } : null };
}

/** The row to write for a change to `wanted` (paise, null to remove), and the player's message. */
export function plannedChange(
  current: LimitRow | undefined,
  change: { kind: LimitKind; period: LimitPeriod; wanted: number | null },
  now: number,
): { row: LimitRow; message: string } {
  const { kind, period, wanted } = change;
  const inForce = effective(current, now);
  const base = { kind, period };
  const lowers = wanted !== null && (inForce.amount === null || wanted <= inForce.amount);
  if (lowers) {
    // At once, and any raise still waiting is dropped: the player asked for less.
    return {
      row: { ...base, amount: wanted, pending_amount: null, pending_from: null },
      message: PROTECTION_MSG.lowered(kind, period, toRupees(wanted)),
    };
  }
  if (inForce.amount === null) {
    // Removing a limit that is not there: nothing to wait for.
    return { row: { ...base, amount: null, pending_amount: null, pending_from: null }, message: PROTECTION_MSG.unchanged };
  }
  // A raise or a removal: the same change asked again keeps its original start, so asking twice does not delay it.
  const same = inForce.pending?.amount === wanted ? inForce.pending : null;
  const from = same ? same.from : new Date(now + LIMIT_RAISE_DELAY_MS);
  return {
    row: { ...base, amount: inForce.amount, pending_amount: wanted, pending_from: from },
    message: PROTECTION_MSG.pending(kind, period, wanted === null ? null : toRupees(wanted), istLabel(from.getTime())),
  };
}

/**
 * The refusal of a deposit of `amount` paise at `now`, or null: deposits asked in each window that are
 * pending or approved, plus this one, must stay within that window's limit. `approving`: the pending
 * request the operator approves: then the approved deposits of each window, plus this one, must (the
 * limit may have been lowered since it was asked; other pending requests are not money yet). Call it
 * under the player's wallet lock, so that two requests cannot both see room for themselves.
 */
export async function depositRefusal(q: Q, userId: number, amount: number, now: number, approving?: number): Promise<string | null> {
  let worst: { period: LimitPeriod; limit: number; left: number } | null = null;
  for (const row of await limitRows(q, userId, 'deposit')) {
    const limit = effective(row, now).amount;
    if (limit === null) continue;
    const used = await depositsAsked(q, userId, row.period, now, approving, approving !== undefined);
    if (used + amount <= limit) continue;
    const left = Math.max(0, limit - used);
    if (!worst || left < worst.left) worst = { period: row.period, limit, left };
  }
  return worst ? PROTECTION_MSG.depositOver(worst.period, toRupees(worst.limit), toRupees(worst.left)) : null;
}
