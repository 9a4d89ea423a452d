// What the operator should look at twice before approving a deposit: the UTR or the slip
// image was already claimed by another deposit (the unique indexes of migration 15 allow one live
// claim, so the other one is a rejected deposit, or one keyed before that migration), or the amount
// the player's browser read from the slip (migration 19) is not the amount typed.
import type { DepositWarning } from '../../../src/domain/contract/wallet';
import { formatRupees, toRupees } from '../../../src/domain/money';
import { formatIst } from '../reports';
import type { AdminRequestRow, ClaimTwin } from './requestsRepository';

const STATUS_WORD: Record<number, string> = { 1: 'approved', 2: 'pending', 3: 'rejected' };

const twinText = (twin: ClaimTwin) =>
  `deposit ${twin.id} of ${twin.username} (${STATUS_WORD[twin.status] ?? 'unknown'}, ${formatIst(twin.requested_at)} IST)`;

/** A pending withdrawal a rollback put on hold: why, for the clerk. */
export function withdrawalWarnings(row: AdminRequestRow): DepositWarning[] {
  if (row.request_type !== 'withdraw' || row.status !== 2 || row.held_at === null) return [];
  return [{ kind: 'hold', requestId: null, message: `On hold since ${formatIst(row.held_at)} IST: ${row.hold_reason ?? ''}` }];
}

export function depositWarnings(row: AdminRequestRow, twins: ClaimTwin[]): DepositWarning[] {
  if (row.request_type === 'withdraw') return withdrawalWarnings(row);
  const warnings: DepositWarning[] = [];
  const others = twins.filter((twin) => twin.id !== row.id);
  for (const twin of others.filter((t) => row.utr_key !== null && t.utr_key === row.utr_key)) {
    warnings.push({ kind: 'utr', requestId: twin.id, message: `The same UTR was claimed by ${twinText(twin)}.` });
  }
  for (const twin of others.filter((t) => row.slip_sha256 !== null && t.slip_sha256 === row.slip_sha256)) {
    warnings.push({ kind: 'slip', requestId: twin.id, message: `The same slip image was sent with ${twinText(twin)}.` });
  }
  if (row.ocr_amount !== null && row.ocr_amount !== row.amount) {
    warnings.push({
      kind: 'amount',
      requestId: null,
      message: `The slip reads ${formatRupees(toRupees(row.ocr_amount))}; the player typed ${formatRupees(toRupees(row.amount))}.`,
    });
  }
  return warnings;
}
