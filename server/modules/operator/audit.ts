// The operator's audit log (migration 20261125_20): every state-changing admin call records one row
// in the SAME transaction as its change — recordAction takes the transaction, never the pool — so a
// refused or failed change leaves no row. Rows are only ever inserted (a trigger refuses the rest).
import type { FastifyRequest } from 'fastify';
import type { Trx } from '../../money/ledger';
import { caller } from '../../lib/access';
import { insertAction } from './auditRepository';

/** Who acts, and from where. */
export interface Actor {
  operatorId: number;
  ip: string;
  /** The staff member's roles as they acted, comma-separated. */
  role?: string;
  /** The request's logger (its lines carry the request id); absent outside a request. */
  log?: FastifyRequest['log'];
}

export const actorOf = (request: FastifyRequest): Actor => {
  const user = caller(request);
  return { operatorId: user.id, ip: request.ip, role: user.staff?.roles.join(','), log: request.log };
};

export interface AuditEntry {
  /** 'settings.sport', 'market.suspend', 'user.debit', … (AUDIT_ACTIONS). */
  action: AuditAction;
  /** 'sport:4', 'event:7000001', 'market:1.7000001', 'user:12', 'master', 'stake-buttons'. */
  target: string;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

export const AUDIT_ACTIONS = [
  'user.create',
  'user.credit',
  'user.debit',
  'user.update',
  'user.lock-login',
  'user.unlock-login',
  /** Support's note on a player (staff only). */
  'user.note',
  /** A player's KYC status and its reason. */
  'user.kyc',
  'settings.sport',
  'settings.event',
  'settings.master',
  'settings.stake-buttons',
  'market.suspend',
  'market.resume',
  'market.settle',
  'market.void',
  'market.rollback',
  'wallet.approve',
  'wallet.reject',
  'wallet.first-approval',
  'wallet.claim',
  'wallet.release',
  'settings.wallet',
  'merchant.create',
  'merchant.activate',
  'merchant.deactivate',
  'staff.create',
  'staff.update',
  'staff.reset-password',
  'staff.reset-2fa',
  'staff.password',
  'staff.totp-start',
  'staff.totp-on',
  'trading.fancy-create',
  'trading.bookmaker-create',
  'trading.quote',
  'trading.suspend-all',
  'trading.resume-all',
  'trading.take-over',
  'trading.give-back',
  'trading.limit',
  'trading.event-create',
  'trading.event-status',
  'alert.acknowledge',
  'settings.alert',
  'markets.bulk-suspend',
  'markets.bulk-resume',
  /** A call refused for want of a permission: who tried what. */
  'access.refused',
  'demo.remove',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

const json = (value: unknown): string | null => (value === undefined ? null : JSON.stringify(value));

export async function recordAction(trx: Trx, actor: Actor, entry: AuditEntry): Promise<void> {
  await insertAction(trx, {
    operator_id: actor.operatorId,
    ip: actor.ip,
    action: entry.action,
    target: entry.target,
    before: json(entry.before),
    after: json(entry.after),
    reason: entry.reason ?? null,
    staff_role: actor.role ?? null,
  });
  // One line per operator action (approvals, settlements by hand, rollbacks, credits…), with the staff
  // member's id and the request id: written with the audit row, inside its transaction, so a request
  // whose transaction then fails logs that failure next, under the same request id.
  actor.log?.info(
    { staffId: actor.operatorId, action: entry.action, target: entry.target, reason: entry.reason ?? undefined },
    'operator action',
  );
}
