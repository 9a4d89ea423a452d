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

export interface LedgerRecord {
  id: number;
  amount: number;
  balance_after: number;
  kind: LedgerKind;
  remark: string;
  ref: string | null;
  created_at: Date;
  /** Settlement entries: what settled their market (null for other entries). */
  market: Omit<SettledMarketRecord, 'ledger_id' | 'amount' | 'created_at'> | null;
}

interface LedgerJoinRow extends Omit<LedgerRecord, 'market'> {
  market_id: string | null;
  event_id: number | null;
  sport_id: number | null;
  market_kind: MarketKind | null;
  event_name: string | null;
  market_name: string | null;
  winner_selection_id: number | null;
  result: string | null;
}

const rangeSql = (column: string, range: InstantRange) =>
  sql`${range.from ? sql`AND ${sql.ref(column)} >= ${range.from}` : sql``} ${range.toExclusive ? sql`AND ${sql.ref(column)} < ${range.toExclusive}` : sql``}`;

/**
 * The player's ledger entries in the range, oldest first (at most `limit`), each settlement entry
 * with what settled its market: one round trip for the statement and its plMainVMList.
 */
export async function ledgerEntries(db: Q, userId: number, range: InstantRange, limit: number): Promise<LedgerRecord[]> {
  const { rows } = await sql<LedgerJoinRow>`
    SELECT l.id, l.amount, l.balance_after, l.kind, l.remark, l.ref, l.created_at,
           s.market_id, s.event_id, s.sport_id, s.kind AS market_kind, s.event_name, s.market_name, s.winner_selection_id, s.result
    FROM ledger l
    LEFT JOIN market_settlements s ON l.kind = 'settlement' AND s.market_id = substr(l.ref, 8)
    WHERE l.user_id = ${userId} ${rangeSql('l.created_at', range)}
    ORDER BY l.created_at, l.id
    LIMIT ${limit}`.execute(db);
  return rows.map(({ market_id, event_id, sport_id, market_kind, event_name, market_name, winner_selection_id, result, ...entry }) => ({
    ...entry,
    market:
      market_id === null
        ? null
        : {
            market_id, event_id: event_id as number, sport_id, kind: market_kind as MarketKind, event_name: event_name ?? '',
            market_name: market_name ?? '', winner_selection_id, result: result ?? '',
          },
  }));
}

/** The player's settlement entries booked in the range, newest first, with what settled each market. */
export async function settledMarketsInRange(db: Q, userId: number, range: InstantRange, limit: number): Promise<SettledMarketRecord[]> {
  const { rows } = await sql<SettledMarketRecord>`
    SELECT l.id AS ledger_id, l.amount, l.created_at, s.market_id, s.event_id, s.sport_id, s.kind, s.event_name,
           s.market_name, s.winner_selection_id, s.result
    FROM ledger l
    JOIN market_settlements s ON s.market_id = substr(l.ref, 8)
    WHERE l.user_id = ${userId} AND l.kind = 'settlement' ${rangeSql('l.created_at', range)}
    ORDER BY l.created_at DESC, l.id DESC
    LIMIT ${limit}`.execute(db);
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
    .where(sql<boolean>`market_id = ANY(${marketIds as string[]}::text[])`)
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
 * entries there is cheap); only the page's own rows are read from the table. A page past the middle
 * is read from the other end of the index, so that the last page costs what the first does.
 */
export async function historyPage(db: Q, filter: HistoryFilter, limit: number, offset: number, total: number): Promise<BetDetailRecord[]> {
  const fromEnd = offset > total / 2;
  const direction = fromEnd ? 'asc' : 'desc';
  const take = fromEnd ? Math.max(0, Math.min(limit, total - offset)) : limit;
  if (take === 0) return [];
  const page = historyIds(db, filter)
    .select('id')
    .orderBy('place_time', direction)
    .orderBy('id', direction)
    .limit(take)
    .offset(fromEnd ? Math.max(0, total - offset - take) : offset);
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
