// SQL of the operator's audit log (operator_actions, migration 20261125_20): rows are only inserted
// (a trigger refuses the rest), always in the transaction of the change they record (audit.ts).
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Trx } from '../../money/ledger';
import { countAndPage } from './pageRepository';

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

const COLUMNS = [
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
] as const;

function filtered(db: Kysely<Database>, filter: Omit<AuditFilter, 'page' | 'pageSize'>) {
  let query = db.selectFrom('operator_actions as a').innerJoin('users as u', 'u.id', 'a.operator_id');
  if (filter.action) query = query.where('a.action', '=', filter.action);
  if (filter.target) query = query.where('a.target', '=', filter.target);
  if (filter.operator) query = query.where('u.username_key', '=', filter.operator.toLowerCase());
  if (filter.from) query = query.where('a.created_at', '>=', filter.from);
  if (filter.to) query = query.where('a.created_at', '<', filter.to);
  return query;
}

/** Up to `size` rows after row `after` (undefined: from the first), oldest first: the CSV's keyset batches. */
export async function auditBatch(
  db: Kysely<Database>,
  filter: Omit<AuditFilter, 'page' | 'pageSize'>,
  after: number | undefined,
  size: number,
): Promise<AuditRow[]> {
  let query = filtered(db, filter).select(COLUMNS);
  if (after !== undefined) query = query.where('a.id', '>', after);
  return (await query.orderBy('a.id').limit(size).execute()) as AuditRow[];
}

/** Newest first, one page, and how many rows match in all. */
export async function auditPage(db: Kysely<Database>, filter: AuditFilter): Promise<{ total: number; rows: AuditRow[] }> {
  const { total, rows } = await countAndPage(
    filtered(db, filter),
    (q) => q.select(COLUMNS).orderBy('a.created_at', 'desc').orderBy('a.id', 'desc'),
    filter.page,
    filter.pageSize,
  );
  return { total, rows: rows as AuditRow[] };
}
