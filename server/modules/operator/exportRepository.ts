// SQL of the console's ledger list and the CSV exports of players, ledger and wallet requests: each
// filtered as its list is, read newest first in pages or keyset batches. `db | trx` first; paise.
import type { LedgerKind } from '../../db/tables/core';
import { countAndPage } from './pageRepository';
import { ACCOUNT_COLUMNS } from './playersRepository';
import { prefixPattern, type Q } from './queries';

/** A list's player (by name) and time range [from, to): the filters the ledger, bets and requests share. */
export interface PlayerTimeFilter {
  player?: string;
  from?: Date;
  to?: Date;
}

export interface LedgerFilter extends PlayerTimeFilter {
  kind?: LedgerKind;
}

function ledgerFiltered(db: Q, f: LedgerFilter) {
  let q = db.selectFrom('ledger as l').innerJoin('users as u', 'u.id', 'l.user_id');
  if (f.player !== undefined) q = q.where('u.username_key', '=', f.player.toLowerCase());
  if (f.kind !== undefined) q = q.where('l.kind', '=', f.kind);
  if (f.from !== undefined) q = q.where('l.created_at', '>=', f.from);
  if (f.to !== undefined) q = q.where('l.created_at', '<', f.to);
  return q;
}

const LEDGER_COLUMNS = [
  'l.id',
  'l.created_at',
  'l.user_id',
  'u.username',
  'l.kind',
  'l.amount',
  'l.balance_after',
  'l.remark',
  'l.ref',
] as const;

export function ledgerPage(db: Q, f: LedgerFilter, page: number, pageSize: number) {
  return countAndPage(ledgerFiltered(db, f), (q) => q.select(LEDGER_COLUMNS).orderBy('l.id', 'desc'), page, pageSize);
}

export function ledgerBatch(db: Q, f: LedgerFilter, before: number | undefined, size: number) {
  let q = ledgerFiltered(db, f).select(LEDGER_COLUMNS);
  if (before !== undefined) q = q.where('l.id', '<', before);
  return q.orderBy('l.id', 'desc').limit(size).execute();
}

export interface PlayerExportFilter {
  /** Names starting with this (case-insensitive). */
  search?: string;
}

export function playersBatch(db: Q, f: PlayerExportFilter, after: number | undefined, size: number) {
  let q = db
    .selectFrom('users as u')
    .leftJoin('wallets as w', 'w.user_id', 'u.id')
    .select(['u.id', 'u.username', 'u.role', 'u.phone', ...ACCOUNT_COLUMNS])
    .where('u.role', 'in', ['player', 'demo']);
  if (f.search !== undefined) q = q.where('u.username_key', 'like', prefixPattern(f.search));
  if (after !== undefined) q = q.where('u.id', '>', after);
  return q.orderBy('u.id').limit(size).execute();
}

export interface RequestExportFilter extends PlayerTimeFilter {
  type?: 'deposit' | 'withdraw';
  status?: 1 | 2 | 3;
}

export function requestsBatch(db: Q, f: RequestExportFilter, before: number | undefined, size: number) {
  let q = db
    .selectFrom('wallet_requests as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .leftJoin('users as d', 'd.id', 'r.decided_by')
    .select([
      'r.id',
      'r.requested_at',
      'u.username',
      'r.request_type',
      'r.amount',
      'r.status',
      'r.status_changed_at',
      'd.username as decided_by',
      'r.payment_method',
      'r.utr',
      'r.comment',
    ]);
  if (f.type !== undefined) q = q.where('r.request_type', '=', f.type);
  if (f.status !== undefined) q = q.where('r.status', '=', f.status);
  if (f.player !== undefined) q = q.where('u.username_key', '=', f.player.toLowerCase());
  if (f.from !== undefined) q = q.where('r.requested_at', '>=', f.from);
  if (f.to !== undefined) q = q.where('r.requested_at', '<', f.to);
  if (before !== undefined) q = q.where('r.id', '<', before);
  return q.orderBy('r.id', 'desc').limit(size).execute();
}
