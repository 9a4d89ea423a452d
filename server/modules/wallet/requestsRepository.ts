// SQL of wallet requests (deposits and withdrawals) and of the wallet's reserve. Anything that must run
// under the user's wallet lock takes a Transaction.
import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import type { WalletRequestsTable, WalletRequestStatus, WalletRequestType } from '../../db/tables/wallet';
import type { Trx } from '../../money/ledger';

type Conn = Kysely<Database>;
export type WalletRequestRow = Selectable<WalletRequestsTable>;
export type AdminRequestRow = WalletRequestRow & { username: string };

export async function insertRequest(trx: Trx, values: Insertable<WalletRequestsTable>): Promise<WalletRequestRow> {
  return trx.insertInto('wallet_requests').values(values).returningAll().executeTakeFirstOrThrow();
}

/**
 * Whether a pending or approved deposit already claims this transfer: its UTR's key (utr.ts) or its
 * slip image (a rejected claim frees both). The unique indexes of migration 15 hold the same rule
 * against two claims at once.
 */
export async function depositClaimed(db: Conn, claim: { utrKey: string; slipSha256: string }): Promise<{ utr: boolean; slip: boolean }> {
  const rows = await db
    .selectFrom('wallet_requests')
    .select(['utr_key', 'slip_sha256'])
    .where('request_type', '=', 'deposit')
    .where('status', 'in', [1, 2])
    .where((eb) => eb.or([eb('utr_key', '=', claim.utrKey), eb('slip_sha256', '=', claim.slipSha256)]))
    .execute();
  return { utr: rows.some((r) => r.utr_key === claim.utrKey), slip: rows.some((r) => r.slip_sha256 === claim.slipSha256) };
}

/** The unique index a violation (23505) broke, if any. */
export function violatedIndex(error: unknown): string | undefined {
  const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string };
  return code === '23505' ? (constraint ?? '') : undefined;
}

export async function countPending(db: Conn, userId: number, type: WalletRequestType): Promise<number> {
  const row = await db
    .selectFrom('wallet_requests')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('request_type', '=', type)
    .where('status', '=', 2)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface HistoryFilter {
  userId: number;
  from: Date;
  to: Date;
  statuses: WalletRequestStatus[];
  limit: number;
}

export async function history(db: Conn, filter: HistoryFilter): Promise<WalletRequestRow[]> {
  return db
    .selectFrom('wallet_requests')
    .selectAll()
    .where('user_id', '=', filter.userId)
    .where('requested_at', '>=', filter.from)
    .where('requested_at', '<=', filter.to)
    .where('status', 'in', filter.statuses)
    .orderBy('requested_at', 'desc')
    .orderBy('id', 'desc')
    .limit(filter.limit)
    .execute();
}

/** Paise of approved deposits and withdrawals requested in the range. */
export async function approvedTotals(
  db: Conn,
  filter: Omit<HistoryFilter, 'statuses' | 'limit'>,
): Promise<{ deposit: number; withdraw: number }> {
  const row = await db
    .selectFrom('wallet_requests')
    .select([
      sql<string>`coalesce(sum(amount) filter (where request_type = 'deposit'), 0)`.as('deposit'),
      sql<string>`coalesce(sum(amount) filter (where request_type = 'withdraw'), 0)`.as('withdraw'),
    ])
    .where('user_id', '=', filter.userId)
    .where('requested_at', '>=', filter.from)
    .where('requested_at', '<=', filter.to)
    .where('status', '=', 1)
    .executeTakeFirstOrThrow();
  return { deposit: Number(row.deposit), withdraw: Number(row.withdraw) };
}

export async function findRequest(db: Conn, id: number): Promise<WalletRequestRow | undefined> {
  return db.selectFrom('wallet_requests').selectAll().where('id', '=', id).executeTakeFirst();
}

/** An update of a request still PENDING that also lets go of its claim: the clerk's part is done. */
function updatePendingFreeingClaim(trx: Trx, id: number, set: Updateable<WalletRequestsTable>) {
  return trx
    .updateTable('wallet_requests')
    .set({ ...set, claimed_by: null, claimed_at: null })
    .where('id', '=', id)
    .where('status', '=', 2);
}

/**
 * Moves a PENDING request to its final state. The `status = 2` condition makes the change happen once:
 * a second decision (even a concurrent one, which waits on the row lock) updates nothing.
 */
export async function decidePending(
  trx: Trx,
  id: number,
  decision: { status: 1 | 3; by: number; comment: string; at: Date },
): Promise<WalletRequestRow | undefined> {
  return updatePendingFreeingClaim(trx, id, {
    status: decision.status,
    decided_by: decision.by,
    comment: decision.comment,
    status_changed_at: decision.at,
  })
    .returningAll()
    .executeTakeFirst();
}

export interface AdminFilter {
  status?: WalletRequestStatus;
  userId?: number;
  requestType?: WalletRequestType;
  limit: number;
}

export async function adminList(db: Conn, filter: AdminFilter): Promise<AdminRequestRow[]> {
  let query = db.selectFrom('wallet_requests as r').innerJoin('users as u', 'u.id', 'r.user_id').selectAll('r').select('u.username');
  if (filter.status !== undefined) query = query.where('r.status', '=', filter.status);
  if (filter.userId !== undefined) query = query.where('r.user_id', '=', filter.userId);
  if (filter.requestType !== undefined) query = query.where('r.request_type', '=', filter.requestType);
  return query.orderBy('r.id', 'desc').limit(filter.limit).execute();
}

export async function findAdminRequest(db: Conn, id: number): Promise<AdminRequestRow | undefined> {
  return db
    .selectFrom('wallet_requests as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .selectAll('r')
    .select('u.username')
    .where('r.id', '=', id)
    .executeTakeFirst();
}

/** A deposit that shares a UTR key or a slip image with one of the listed deposits (any status). */
export interface ClaimTwin {
  id: number;
  username: string;
  status: number;
  utr_key: string | null;
  slip_sha256: string | null;
  requested_at: Date;
}

/**
 * Every deposit claiming one of these UTR keys or slip images. The unique indexes of migration 15
 * allow only one live claim, so a twin is a rejected deposit (or one keyed before that migration):
 * the operator still wants to know the transfer was claimed before.
 */
export async function claimTwins(db: Conn, claims: { utrKeys: string[]; slips: string[] }): Promise<ClaimTwin[]> {
  if (claims.utrKeys.length === 0 && claims.slips.length === 0) return [];
  return db
    .selectFrom('wallet_requests as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select(['r.id', 'u.username', 'r.status', 'r.utr_key', 'r.slip_sha256', 'r.requested_at'])
    .where('r.request_type', '=', 'deposit')
    .where((eb) =>
      eb.or([
        ...(claims.utrKeys.length ? [eb('r.utr_key', 'in', claims.utrKeys)] : []),
        ...(claims.slips.length ? [eb('r.slip_sha256', 'in', claims.slips)] : []),
      ]),
    )
    .orderBy('r.id')
    .execute();
}

/** Slips stored before their sizes were recorded (migration 20261128_41) count as the largest allowed. */
const UNKNOWN_SLIP_BYTES = 5 * 1024 * 1024;

/** The bytes of the player's pending deposits' slips. */
export async function pendingSlipBytes(db: Conn, userId: number): Promise<number> {
  const row = await db
    .selectFrom('wallet_requests')
    .select(sql<string>`coalesce(sum(coalesce(slip_bytes, ${UNKNOWN_SLIP_BYTES})), 0)`.as('bytes'))
    .where('user_id', '=', userId)
    .where('request_type', '=', 'deposit')
    .where('status', '=', 2)
    .where('slip_file', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.bytes);
}

/** The bytes of every slip kept on disk (decided deposits keep theirs for the books). */
export async function storedSlipBytes(db: Conn): Promise<number> {
  const row = await db
    .selectFrom('wallet_requests')
    .select(sql<string>`coalesce(sum(coalesce(slip_bytes, ${UNKNOWN_SLIP_BYTES})), 0)`.as('bytes'))
    .where('slip_file', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.bytes);
}

/** Who works a pending request now; false when it is decided or another staff member holds it. */
export async function claimPending(trx: Trx, id: number, by: number, at: Date): Promise<boolean> {
  const claimed = await trx
    .updateTable('wallet_requests')
    .set({ claimed_by: by, claimed_at: at })
    .where('id', '=', id)
    .where('status', '=', 2)
    .where((eb) => eb.or([eb('claimed_by', 'is', null), eb('claimed_by', '=', by)]))
    .returning('id')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** Frees a request this staff member holds; false when they do not hold it. */
export async function releaseClaim(trx: Trx, id: number, by: number): Promise<boolean> {
  const released = await trx
    .updateTable('wallet_requests')
    .set({ claimed_by: null, claimed_at: null })
    .where('id', '=', id)
    .where('claimed_by', '=', by)
    .returning('id')
    .executeTakeFirst();
  return released !== undefined;
}

/** The request under a row lock, for the decision's checks (claim, four eyes) in its transaction. */
export async function lockRequest(trx: Trx, id: number): Promise<WalletRequestRow | undefined> {
  return trx.selectFrom('wallet_requests').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** The first of two approvals: the money does not move yet; the claim is freed for the second approver. */
export async function recordFirstApproval(trx: Trx, id: number, first: { by: number; at: Date; payoutRef: string; comment: string }) {
  await updatePendingFreeingClaim(trx, id, {
    first_approved_by: first.by,
    first_approved_at: first.at,
    payout_ref: first.payoutRef,
    comment: first.comment,
  }).execute();
}

/** What a decision keeps beside its status: the payout reference, a deposit's corrected amount. */
export async function setDecisionDetails(trx: Trx, id: number, details: { payoutRef?: string; amount?: number; requestedAmount?: number }) {
  const set: { payout_ref?: string; amount?: number; requested_amount?: number; claimed_by: null; claimed_at: null } = {
    claimed_by: null,
    claimed_at: null,
  };
  if (details.payoutRef !== undefined) set.payout_ref = details.payoutRef;
  if (details.amount !== undefined) set.amount = details.amount;
  if (details.requestedAmount !== undefined) set.requested_amount = details.requestedAmount;
  await trx.updateTable('wallet_requests').set(set).where('id', '=', id).execute();
}

/** User names of staff members by id (claims and first approvals name who). */
export async function staffNames(db: Conn, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [r.id, r.username]));
}

/** The four-eyes threshold in paise; null: one approval is enough whatever the amount. */
export async function secondApprovalAbove(db: Conn | Trx): Promise<number | null> {
  const row = await db.selectFrom('wallet_settings').select('second_approval_above').where('id', '=', 1).executeTakeFirst();
  return row?.second_approval_above ?? null;
}

export async function setSecondApprovalAbove(trx: Trx, paise: number | null, at: Date): Promise<number | null> {
  const before = await trx.selectFrom('wallet_settings').select('second_approval_above').where('id', '=', 1).forUpdate().executeTakeFirst();
  await trx
    .insertInto('wallet_settings')
    .values({ id: 1, second_approval_above: paise, updated_at: at })
    .onConflict((oc) => oc.column('id').doUpdateSet({ second_approval_above: paise, updated_at: at }))
    .execute();
  return before?.second_approval_above ?? null;
}
