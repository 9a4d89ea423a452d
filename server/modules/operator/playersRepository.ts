// SQL of the operator's player views: the list (search, filter, sort, page) and a player's ledger,
// bets and wallet requests, newest first.
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import type { BetStatus } from '../../db/tables/bets';
import { OPEN_BET_FIELDS } from '../bets';
import { countAndPage, type PageOf } from './pageRepository';
import { prefixPattern, type Q } from './queries';

export type PlayerStatus = 'active' | 'login-locked' | 'betting-locked' | 'below-exposure';
export type PlayerSort = 'id' | 'username' | 'balance' | 'exposure';

export interface PlayerFilter {
  prefix?: string;
  status?: PlayerStatus;
  selfUser?: 0 | 1;
  sort: PlayerSort;
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

const SORT_COLUMN = { id: 'u.id', username: 'u.username_key', balance: 'w.balance', exposure: 'w.exposure' } as const;

/** A player's locks, age and money: the columns the list and the CSV export both read. */
export const ACCOUNT_COLUMNS = ['u.lock_betting', 'u.lock_login', 'u.created_at', 'w.balance', 'w.exposure', 'w.reserved'] as const;

export function listPlayers(db: Q, filter: PlayerFilter) {
  let query = db.selectFrom('users as u').innerJoin('wallets as w', 'w.user_id', 'u.id').where('u.role', '<>', 'operator');
  if (filter.prefix) query = query.where('u.username_key', 'like', prefixPattern(filter.prefix));
  if (filter.selfUser !== undefined) query = query.where('u.self_user', '=', filter.selfUser);
  if (filter.status === 'login-locked') query = query.where('u.lock_login', '=', 1);
  if (filter.status === 'betting-locked') query = query.where('u.lock_betting', '=', 1);
  if (filter.status === 'below-exposure') query = query.where(sql<boolean>`w.exposure + w.reserved > w.balance`);
  if (filter.status === 'active') query = query.where('u.lock_login', '=', 0).where('u.lock_betting', '=', 0);
  return countAndPage(
    query,
    (q) =>
      q
        .select(['u.id', 'u.username', 'u.role', 'u.self_user', 'u.exposure_limit', ...ACCOUNT_COLUMNS])
        .orderBy(SORT_COLUMN[filter.sort], filter.order)
        .orderBy('u.id', filter.order),
    filter.page,
    filter.pageSize,
  );
}

/**
 * One page of a player's rows of one table, newest (highest id) first, and how many rows there are
 * in all: the same filter counts and pages.
 */
function newestFirst<T extends keyof Database, O>(
  filtered: SelectQueryBuilder<Database, T, object>,
  columns: (query: SelectQueryBuilder<Database, T, object>) => SelectQueryBuilder<Database, T, O>,
  page: number,
  pageSize: number,
): Promise<PageOf<O>> {
  return countAndPage(filtered, (q) => columns(q).orderBy(sql`id`, 'desc'), page, pageSize);
}

export function ledgerPage(db: Q, userId: number, page: number, pageSize: number) {
  return newestFirst(
    db.selectFrom('ledger').where('user_id', '=', userId),
    (q) => q.select(['id', 'amount', 'balance_after', 'kind', 'remark', 'ref', 'created_at']),
    page,
    pageSize,
  );
}

export function betsPage(db: Q, userId: number, status: BetStatus | undefined, page: number, pageSize: number) {
  const base = db.selectFrom('bets').where('user_id', '=', userId);
  return newestFirst(
    status ? base.where('status', '=', status) : base,
    (q) =>
      q.select([
        ...OPEN_BET_FIELDS,
        'bet_id',
        'event_id',
        'event_name',
        'market_name',
        'selection_name',
        'profit',
        'liability',
        'status',
        'result_amount',
        'place_time',
        'settle_time',
        'ip',
      ]),
    page,
    pageSize,
  );
}

export function requestsPage(db: Q, userId: number, page: number, pageSize: number) {
  return newestFirst(
    db.selectFrom('wallet_requests').where('user_id', '=', userId),
    (q) => q.select(['id', 'request_type', 'amount', 'status', 'requested_at', 'status_changed_at', 'comment', 'payment_method', 'utr']),
    page,
    pageSize,
  );
}

/** A player's open (pending or matched) bets with the names the console shows, for their exposure by market. */
export function openBetsWithNames(db: Q, userId: number) {
  return db
    .selectFrom('bets')
    .select([...OPEN_BET_FIELDS, 'event_name', 'market_name', 'selection_name'])
    .where('user_id', '=', userId)
    .where('status', 'in', ['pending', 'matched'])
    .orderBy('id')
    .execute();
}
