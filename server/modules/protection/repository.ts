// The SQL of player protection: limit rows, what counts against them, exclusions, the
// reality check's interval and a session's figures. Functions take the pool or a transaction first.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ExclusionKind, LimitKind, LimitPeriod } from '../../db/tables/protection';
import { PERIOD_MS } from '../../../src/domain/contract/protection';

export type Q = Kysely<Database>;

export interface LimitRow {
  kind: LimitKind;
  period: LimitPeriod;
  amount: number | null;
  pending_amount: number | null;
  pending_from: Date | null;
}

export async function limitRows(q: Q, userId: number, kind?: LimitKind): Promise<LimitRow[]> {
  let query = q
    .selectFrom('player_limits')
    .select(['kind', 'period', 'amount', 'pending_amount', 'pending_from'])
    .where('user_id', '=', userId);
  if (kind) query = query.where('kind', '=', kind);
  return query.execute();
}

export async function writeLimit(q: Q, userId: number, row: LimitRow): Promise<void> {
  const values = { amount: row.amount, pending_amount: row.pending_amount, pending_from: row.pending_from, updated_at: new Date() };
  await q
    .insertInto('player_limits')
    .values({ user_id: userId, kind: row.kind, period: row.period, ...values })
    .onConflict((oc) => oc.columns(['user_id', 'kind', 'period']).doUpdateSet(values))
    .execute();
}

/**
 * Paise of deposits asked in the window ending at `now` that are pending or approved (`approvedOnly`:
 * approved), one request left out if named.
 */
export async function depositsAsked(
  q: Q,
  userId: number,
  period: LimitPeriod,
  now: number,
  exceptId?: number,
  approvedOnly = false,
): Promise<number> {
  let query = q
    .selectFrom('wallet_requests')
    .select(sql<string>`coalesce(sum(amount), 0)`.as('total'))
    .where('user_id', '=', userId)
    .where('request_type', '=', 'deposit')
    .where('status', 'in', approvedOnly ? [1] : [1, 2])
    .where('requested_at', '>', new Date(now - PERIOD_MS[period]));
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Signed paise settled (won +, lost −) since `since`. */
export async function settledSince(q: Q, userId: number, since: Date): Promise<number> {
  const row = await q
    .selectFrom('ledger')
    .select(sql<string>`coalesce(sum(amount), 0)`.as('total'))
    .where('user_id', '=', userId)
    .where('kind', '=', 'settlement')
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function exposureOf(q: Q, userId: number): Promise<number> {
  const row = await q.selectFrom('wallets').select('exposure').where('user_id', '=', userId).executeTakeFirst();
  return row?.exposure ?? 0;
}

export interface ExclusionRow {
  kind: ExclusionKind;
  length: string;
  ends_at: Date;
}

/** The exclusion in force at `now` that ends last, if any. */
export async function activeExclusion(q: Q, userId: number, now: number): Promise<ExclusionRow | undefined> {
  const at = new Date(now);
  return q
    .selectFrom('player_exclusions')
    .select(['kind', 'length', 'ends_at'])
    .where('user_id', '=', userId)
    .where('starts_at', '<=', at)
    .where('ends_at', '>', at)
    .orderBy('ends_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function insertExclusion(
  q: Q,
  row: { user_id: number; kind: ExclusionKind; length: string; starts_at: Date; ends_at: Date },
): Promise<void> {
  await q.insertInto('player_exclusions').values(row).execute();
}

export async function realityCheckMinutes(q: Q, userId: number): Promise<number> {
  const row = await q.selectFrom('player_reality_checks').select('minutes').where('user_id', '=', userId).executeTakeFirst();
  return row?.minutes ?? 0;
}

export async function setRealityCheck(q: Q, userId: number, minutes: number): Promise<void> {
  await q
    .insertInto('player_reality_checks')
    .values({ user_id: userId, minutes })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ minutes }))
    .execute();
}

export async function sessionStartedAt(q: Q, idHash: string): Promise<Date | undefined> {
  const row = await q.selectFrom('sessions').select('created_at').where('id_hash', '=', idHash).executeTakeFirst();
  return row?.created_at;
}
