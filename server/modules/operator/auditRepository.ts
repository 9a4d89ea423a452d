// SQL of the operator's audit log (operator_actions, migration 20261125_20): rows are only inserted
// (a trigger refuses the rest), always in the transaction of the change they record (audit.ts).
import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Trx } from '../../money/ledger';

export async function insertAction(trx: Trx, row: Insertable<Database['operator_actions']>): Promise<void> {
  await trx.insertInto('operator_actions').values(row).execute();
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
  staff_role: string | null;
  ip: string;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
  reason: string | null;
  created_at: Date;
}

function filtered(db: Kysely<Database>, filter: Omit<AuditFilter, 'page' | 'pageSize'>) {
  let query = db.selectFrom('operator_actions as a').innerJoin('users as u', 'u.id', 'a.operator_id');
  if (filter.action) query = query.where('a.action', '=', filter.action);
  if (filter.target) query = query.where('a.target', '=', filter.target);
  if (filter.operator) query = query.where('u.username_key', '=', filter.operator.toLowerCase());
  if (filter.from) query = query.where('a.created_at', '>=', filter.from);
  if (filter.to) query = query.where('a.created_at', '<', filter.to);
  return query;
}

/** Oldest first, for the CSV export of a date range; at most `limit` rows. */
export async function auditRange(db: Kysely<Database>, filter: Omit<AuditFilter, 'page' | 'pageSize'>, limit: number): Promise<AuditRow[]> {
  const rows = await filtered(db, filter)
    .select([
      'a.id',
      'a.operator_id',
      'u.username as operator',
      'a.staff_role',
      'a.ip',
      'a.action',
      'a.target',
      'a.before',
      'a.after',
      'a.reason',
      'a.created_at',
    ])
    .orderBy('a.created_at')
    .orderBy('a.id')
    .limit(limit)
    .execute();
  return rows as AuditRow[];
}

/** Newest first, one page, and how many rows match in all. */
export async function auditPage(db: Kysely<Database>, filter: AuditFilter): Promise<{ total: number; rows: AuditRow[] }> {
  const query = filtered(db, filter);
  const [count, rows] = await Promise.all([
    query.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    query
      .select([
        'a.id',
        'a.operator_id',
        'u.username as operator',
        'a.staff_role',
        'a.ip',
        'a.action',
        'a.target',
        'a.before',
        'a.after',
        'a.reason',
        'a.created_at',
      ])
      .orderBy('a.created_at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize)
      .execute(),
  ]);
  return { total: count.n, rows: rows as AuditRow[] };
}
