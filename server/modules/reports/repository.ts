// SQL of the player's reports. Each query reads through an index of migration 05 (see bench/reports.ts
// for the plans at 10 million bets): the ledger by (user, date), the bets of a player's settled
// markets by (user, market), and the bet history by (user, status, place time).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { BetStatus } from '../../db/tables/bets';
import type { LedgerKind } from '../../db/tables/core';
import type { MarketKind } from '../../db/tables/sports';
import type { InstantRange } from './dates';

type Q = Kysely<Database>;

export interface LedgerRecord {
  id: number;
  amount: number;
  balance_after: number;
  kind: LedgerKind;
  remark: string;
  ref: string | null;
  created_at: Date;
}

/** The player's ledger entries in the range, oldest first (at most `limit`). */
export function ledgerEntries(db: Q, userId: number, range: InstantRange, limit: number): Promise<LedgerRecord[]> {
  return db
    .selectFrom('ledger')
    .select(['id', 'amount', 'balance_after', 'kind', 'remark', 'ref', 'created_at'])
    .where('user_id', '=', userId)
    .$if(range.from !== null, (q) => q.where('created_at', '>=', range.from as Date))
    .$if(range.toExclusive !== null, (q) => q.where('created_at', '<', range.toExclusive as Date))
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

export interface SettledMarketRecord {
  ledger_id: number;
  amount: number;
  created_at: Date;
  market_id: string;
  event_id: number;
  sport_id: number | null;
  kind: MarketKind;
  event_name: string;
  market_name: string;
  winner_selection_id: number | null;
  result: string;
}

const settledMarketColumns = sql<SettledMarketRecord>`
  l.id AS ledger_id, l.amount, l.created_at, s.market_id, s.event_id, s.sport_id, s.kind, s.event_name,
  s.market_name, s.winner_selection_id, s.result`;

/** The player's settlement entries booked in the range, newest first, with what settled each market. */
export async function settledMarketsInRange(db: Q, userId: number, range: InstantRange, limit: number): Promise<SettledMarketRecord[]> {
  const { rows } = await sql<SettledMarketRecord>`
    SELECT ${settledMarketColumns}
    FROM ledger l
    JOIN market_settlements s ON s.market_id = substr(l.ref, 8)
    WHERE l.user_id = ${userId} AND l.kind = 'settlement'
      ${range.from ? sql`AND l.created_at >= ${range.from}` : sql``}
      ${range.toExclusive ? sql`AND l.created_at < ${range.toExclusive}` : sql``}
    ORDER BY l.created_at DESC, l.id DESC
    LIMIT ${limit}`.execute(db);
  return rows;
}

/** The settlement entries given by id (the statement's sport rows), with what settled each market. */
export async function settledMarketsByLedgerIds(db: Q, userId: number, ledgerIds: readonly number[]): Promise<SettledMarketRecord[]> {
  if (ledgerIds.length === 0) return [];
  const { rows } = await sql<SettledMarketRecord>`
    SELECT ${settledMarketColumns}
    FROM ledger l
    JOIN market_settlements s ON s.market_id = substr(l.ref, 8)
    WHERE l.user_id = ${userId} AND l.kind = 'settlement' AND l.id = ANY(${ledgerIds as number[]}::bigint[])
    ORDER BY l.created_at DESC, l.id DESC`.execute(db);
  return rows;
}

export interface BetDetailRecord {
  id: number;
  event_id: number;
  event_name: string;
  sport_id: number;
  market_id: string;
  market_name: string;
  market_kind: MarketKind;
  odds_type: number;
  selection_id: number;
  selection_name: string;
  side: 'back' | 'lay';
  odds_requested: number;
  odds_matched: number | null;
  rate: number | null;
  stake: number;
  profit: number;
  liability: number;
  result_amount: number;
  place_time: Date;
  settle_time: Date | null;
  ip: string;
  status: BetStatus;
}

const DETAIL_COLUMNS = [
  'id', 'event_id', 'event_name', 'sport_id', 'market_id', 'market_name', 'market_kind', 'odds_type', 'selection_id',
  'selection_name', 'side', 'odds_requested', 'odds_matched', 'rate', 'stake', 'profit', 'liability', 'result_amount',
  'place_time', 'settle_time', 'ip', 'status',
] as const;

/** The player's settled and void bets in these markets, newest placed first. */
export function settledBetsOfMarkets(db: Q, userId: number, marketIds: readonly string[]): Promise<BetDetailRecord[]> {
  if (marketIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('bets')
    .select(DETAIL_COLUMNS)
    .where('user_id', '=', userId)
    .where('market_id', 'in', marketIds)
    .where('status', 'in', ['settled', 'void'])
    .orderBy('place_time', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export interface HistoryFilter {
  userId: number;
  status: BetStatus;
  /** null: every sport. */
  sportId: number | null;
  range: InstantRange;
}

function historyIds(db: Q, filter: HistoryFilter) {
  const { range, sportId } = filter;
  return db
    .selectFrom('bets')
    .where('user_id', '=', filter.userId)
    .where('status', '=', filter.status)
    .$if(sportId !== null, (q) => q.where('sport_id', '=', sportId as number))
    .$if(range.from !== null, (q) => q.where('place_time', '>=', range.from as Date))
    .$if(range.toExclusive !== null, (q) => q.where('place_time', '<', range.toExclusive as Date));
}

export async function countHistory(db: Q, filter: HistoryFilter): Promise<number> {
  const row = await historyIds(db, filter).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return row.n;
}

/**
 * One page, newest placed first. The page's ids come from the index alone (skipping `offset`
 * entries there is cheap); only the page's own rows are read from the table.
 */
export function historyPage(db: Q, filter: HistoryFilter, limit: number, offset: number): Promise<BetDetailRecord[]> {
  const page = historyIds(db, filter).select('id').orderBy('place_time', 'desc').orderBy('id', 'desc').limit(limit).offset(offset);
  return db
    .selectFrom('bets')
    .select(DETAIL_COLUMNS)
    .where('id', 'in', page)
    .orderBy('place_time', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function userName(db: Q, userId: number): Promise<string | undefined> {
  return db.selectFrom('users').select('username').where('id', '=', userId).executeTakeFirst().then((row) => row?.username);
}
