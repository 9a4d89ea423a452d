// The operator's audit log (migration 20261125_20): every state-changing admin call records one row
// in the SAME transaction as its change — recordAction takes the transaction, never the pool — so a
// refused or failed change leaves no row. Rows are only ever inserted (a trigger refuses the rest).
import { sql, type Kysely } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/schema';
import type { Trx } from '../../money/ledger';
import { caller } from '../../lib/access';

/** Who acts, and from where. */
export interface Actor {
  operatorId: number;
  ip: string;
}

export const actorOf = (request: FastifyRequest): Actor => ({ operatorId: caller(request).id, ip: request.ip });

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
  'user.create', 'user.credit', 'user.debit', 'user.update', 'user.lock-login', 'user.unlock-login',
  'settings.sport', 'settings.event', 'settings.master', 'settings.stake-buttons',
  'market.suspend', 'market.resume', 'market.settle', 'market.void', 'market.rollback',
  'wallet.approve', 'wallet.reject', 'merchant.create', 'merchant.activate', 'merchant.deactivate',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

const json = (value: unknown): string | null => (value === undefined ? null : JSON.stringify(value));

export async function recordAction(trx: Trx, actor: Actor, entry: AuditEntry): Promise<void> {
  await trx
    .insertInto('operator_actions')
    .values({
      operator_id: actor.operatorId,
      ip: actor.ip,
      action: entry.action,
      target: entry.target,
      before: json(entry.before),
      after: json(entry.after),
      reason: entry.reason ?? null,
    })
    .execute();
}

export interface AuditFilter {
  action?: string;
  target?: string;
  operator?: string;
  from?: Date;
  to?: Date;
  page: number;
  pageSize: number;
}

export interface AuditRow {
  id: number;
  operator_id: number;
  operator: string;
  ip: string;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
  reason: string | null;
  created_at: Date;
}

/** Newest first, one page, and how many rows match in all. */
export async function auditPage(db: Kysely<Database>, filter: AuditFilter): Promise<{ total: number; rows: AuditRow[] }> {
  let query = db.selectFrom('operator_actions as a').innerJoin('users as u', 'u.id', 'a.operator_id');
  if (filter.action) query = query.where('a.action', '=', filter.action);
  if (filter.target) query = query.where('a.target', '=', filter.target);
  if (filter.operator) query = query.where('u.username_key', '=', filter.operator.toLowerCase());
  if (filter.from) query = query.where('a.created_at', '>=', filter.from);
  if (filter.to) query = query.where('a.created_at', '<', filter.to);
  const [count, rows] = await Promise.all([
    query.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    query
      .select(['a.id', 'a.operator_id', 'u.username as operator', 'a.ip', 'a.action', 'a.target', 'a.before', 'a.after', 'a.reason', 'a.created_at'])
      .orderBy('a.created_at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize)
      .execute(),
  ]);
  return { total: count.n, rows: rows as AuditRow[] };
}
