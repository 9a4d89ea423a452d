// SQL of the player's reports. Each query reads through an index of migration 05 (see bench/reports.ts
// for the plans at 10 million bets): the ledger by (user, date), the bets of a player's settled
// markets by (user, market), and the bet history by (user, status, place time); the history's
// totals of settled and void bets come from the per-day counts of migration 06.
//
// A report can hold thousands of rows (30 days of a busy player: 2,000 markets, 8,000 bets), and
// turning rows into objects is most of its cost: dates are selected as whole epoch seconds (no Date
// per value; dates.ts formats them) and only the columns the reports show are read. date_part
// (float8) costs PostgreSQL half what extract (numeric) does, and is exact here: at microsecond
// precision a float8 of today's epoch seconds never rounds up to the next second.
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { BetStatus, BetsTable } from '../../db/tables/bets';
import type { LedgerKind } from '../../db/tables/core';
import type { MarketKind } from '../../db/tables/sports';
import type { InstantRange } from './dates';
import type { DayCount, RangeSplit } from './historyCount';
import { PackedFields } from './packedFields';
import type { MarketSettlementsTable } from '../../settlement/tables';

type Q = Kysely<Database>;

/** A settlement credit or debit of the ledger with what settled its market. */
export type SettledMarketRecord = Pick<
  Selectable<MarketSettlementsTable>,
  'market_id' | 'event_id' | 'sport_id' | 'kind' | 'event_name' | 'market_name' | 'winner_selection_id' | 'result'
> & {
  ledger_id: number;
  amount: number;
  /** Epoch seconds. */
  created_s: number;
};

export interface LedgerRecord {
  id: number;
  amount: number;
  balance_after: number;
  kind: LedgerKind;
  remark: string;
  ref: string | null;
  /** Epoch seconds. */
  created_s: number;
  /** Settlement entries: what settled their market (all null for other entries). */
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
 * The settlement of the market a ledger row `l` names, one primary-key probe per row. LIMIT 1 keeps
 * PostgreSQL from turning it into a plain join: with a few hundred entries in the range it would
 * otherwise hash every settlement ever made (a scan of the whole table, seen at 12,500 markets).
 */
const settlementOf = (condition: ReturnType<typeof sql>) => sql`
  SELECT s.market_id, s.event_id, s.sport_id, s.kind, s.event_name, s.market_name, s.winner_selection_id, s.result
  FROM market_settlements s WHERE ${condition} s.market_id = split_part(substr(l.ref, 8), '#', 1) LIMIT 1`;

/**
 * The player's ledger entries in the range, oldest first (at most `limit`), each settlement entry
 * with what settled its market: one round trip for the statement and its plMainVMList.
 */
export async function ledgerEntries(db: Q, userId: number, range: InstantRange, limit: number): Promise<LedgerRecord[]> {
  const { rows } = await sql<LedgerRecord>`
    SELECT l.id, l.amount, l.balance_after, l.kind, l.remark, l.ref, floor(date_part('epoch', l.created_at))::int8 AS created_s,
           s.market_id, s.event_id, s.sport_id, s.kind AS market_kind, s.event_name, s.market_name, s.winner_selection_id, s.result
    FROM ledger l
    LEFT JOIN LATERAL (${settlementOf(sql`l.kind = 'settlement' AND`)}) s ON true
    WHERE l.user_id = ${userId} ${rangeSql('l.created_at', range)}
    ORDER BY l.created_at, l.id
    LIMIT ${limit}`.execute(db);
  return rows;
}

/** The player's settlement entries booked in the range, newest first, with what settled each market. */
export async function settledMarketsInRange(db: Q, userId: number, range: InstantRange, limit: number): Promise<SettledMarketRecord[]> {
  const { rows } = await sql<SettledMarketRecord>`
    SELECT l.id AS ledger_id, l.amount, floor(date_part('epoch', l.created_at))::int8 AS created_s, s.market_id, s.event_id, s.sport_id, s.kind, s.event_name,
           s.market_name, s.winner_selection_id, s.result
    FROM ledger l
    CROSS JOIN LATERAL (${settlementOf(sql``)}) s
    WHERE l.user_id = ${userId} AND l.kind = 'settlement' ${rangeSql('l.created_at', range)}
    ORDER BY l.created_at DESC, l.id DESC
    LIMIT ${limit}`.execute(db);
  return rows;
}

/** A bet as the bet history shows it: its columns as the bets table has them, the price and times made plain. */
export type BetDetailRecord = Pick<
  Selectable<BetsTable>,
  | 'id'
  | 'event_id'
  | 'event_name'
  | 'sport_id'
  | 'market_id'
  | 'market_name'
  | 'market_kind'
  | 'odds_type'
  | 'selection_id'
  | 'selection_name'
  | 'side'
  | 'rate'
  | 'stake'
  | 'profit'
  | 'liability'
  | 'result_amount'
  | 'ip'
  | 'status'
> & {
  /** The matched price, else the requested one. */
  odds: number;
  /** Epoch seconds. */
  place_s: number;
  settle_s: number | null;
};

/**
 * The columns of a BetDetailRecord, for a query on bets: the names as text columns, every number
 * and fixed word packed into one (`packed`, comma-separated, '' for null; none of them can hold a
 * comma). Six fields a row instead of twenty-one: the driver's cost is per field, and a report of
 * thousands of bets spent most of its time there (decoding each field into its own string).
 */
const DETAIL_COLUMNS = sql`event_name, market_id, market_name, selection_name, ip,
  concat_ws(',', id, event_id, sport_id, odds_type, selection_id, side, coalesce(odds_matched, odds_requested),
    CASE WHEN market_kind = 'Fancy' THEN rate::text ELSE '' END, stake, profit, liability, result_amount,
    floor(date_part('epoch', place_time))::int8, coalesce(floor(date_part('epoch', settle_time))::int8::text, ''), status, market_kind) AS packed`;

interface DetailRow {
  event_name: string;
  market_id: string;
  market_name: string;
  selection_name: string;
  ip: string;
  packed: string;
}

const SIDES = ['back', 'lay'] as const;
const STATUSES: readonly BetStatus[] = ['settled', 'void', 'matched', 'pending', 'lapsed', 'deleted'];
const MARKET_KINDS: readonly MarketKind[] = ['Matchodds', 'BookMaker', 'Fancy', 'Toss'];

function unpack(row: DetailRow): BetDetailRecord {
  const p = new PackedFields(row.packed);
  // In DETAIL_COLUMNS' order.
  const id = p.number();
  const event_id = p.number();
  const sport_id = p.number();
  const odds_type = p.number();
  const selection_id = p.number();
  const side = p.word(SIDES);
  const odds = p.number();
  const rate = p.numberOrNull();
  const stake = p.number();
  const profit = p.number();
  const liability = p.number();
  const result_amount = p.number();
  const place_s = p.number();
  const settle_s = p.numberOrNull();
  const status = p.word(STATUSES);
  const market_kind = p.word(MARKET_KINDS);
  return {
    id,
    event_id,
    event_name: row.event_name,
    sport_id,
    market_id: row.market_id,
    market_name: row.market_name,
    market_kind,
    odds_type,
    selection_id,
    selection_name: row.selection_name,
    side,
    odds,
    rate,
    stake,
    profit,
    liability,
    result_amount,
    place_s,
    settle_s,
    ip: row.ip,
    status,
  };
}

/** Which of the player's ledger entries in the range a report lists (and counts against its cap). */
export type EntryKinds = 'all' | 'settlement';

/**
 * The player's settled and void bets of the markets whose settlement entries were booked in the
 * range, newest placed first: read at the same time as the entries themselves, so the markets are
 * named by a subquery on the ledger (no list of ids; planning `market_id = ANY(<2,000 ids>)` alone
 * took PostgreSQL ~5 ms). When the range holds more than `cap` entries of `kinds` the report is
 * refused, and PostgreSQL checks that first (a count of at most cap + 1 index entries) and then
 * reads no bet at all. A market settled between the two reads can add bets the caller did not
 * list: the caller keeps only those of its own markets.
 */
export async function settledBetsInRange(
  db: Q,
  userId: number,
  range: InstantRange,
  kinds: EntryKinds,
  cap: number,
): Promise<BetDetailRecord[]> {
  const { rows } = await sql<DetailRow>`
    SELECT ${DETAIL_COLUMNS} FROM bets
    WHERE user_id = ${userId} AND status IN ('settled', 'void') AND market_id IN (
      SELECT split_part(substr(l.ref, 8), '#', 1) FROM ledger l WHERE l.user_id = ${userId} AND l.kind = 'settlement' ${rangeSql('l.created_at', range)})
      AND (SELECT count(*) FROM (
        SELECT 1 FROM ledger c WHERE c.user_id = ${userId} ${kinds === 'settlement' ? sql`AND c.kind = 'settlement'` : sql``}
          ${rangeSql('c.created_at', range)} LIMIT ${cap + 1}) capped) <= ${cap}
    ORDER BY place_time DESC, id DESC`.execute(db);
  return rows.map(unpack);
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
  const row = await historyIds(db, filter)
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

/** Statuses whose counts per day are kept (migration 06). */
export const COUNTED_PER_DAY: readonly BetStatus[] = ['settled', 'void'];

export interface HistoryCounts {
  days: DayCount[];
  head: number;
  tail: number;
}

/**
 * The whole days' counts from bet_history_days and the partial ends' from the bets index, in one
 * round trip. Only for COUNTED_PER_DAY statuses.
 */
export async function historyCounts(db: Q, filter: HistoryFilter, split: RangeSplit): Promise<HistoryCounts> {
  const edge = (part: number, range: InstantRange) =>
    sql`UNION ALL (${historyIds(db, { ...filter, range }).select([sql<number>`${part}::int`.as('part'), sql<number>`0`.as('day'), sql<number>`count(*)::int`.as('bets')])})`;
  const { rows } = await sql<{ part: number; day: number; bets: number }>`
    SELECT 0 AS part, day, sum(bets)::int AS bets FROM bet_history_days
    WHERE user_id = ${filter.userId} AND status = ${filter.status}
      ${filter.sportId !== null ? sql`AND sport_id = ${filter.sportId}` : sql``}
      ${split.firstDay !== null ? sql`AND day >= ${split.firstDay}` : sql``}
      ${split.lastDay !== null ? sql`AND day <= ${split.lastDay}` : sql``}
    GROUP BY day HAVING sum(bets) <> 0
    ${split.head ? edge(1, split.head) : sql``}
    ${split.tail ? edge(2, split.tail) : sql``}`.execute(db);
  const counts: HistoryCounts = { days: [], head: 0, tail: 0 };
  for (const row of rows) {
    if (row.part === 1) counts.head = row.bets;
    else if (row.part === 2) counts.tail = row.bets;
    else counts.days.push({ day: row.day, bets: row.bets });
  }
  return counts;
}

/**
 * One page, newest placed first: `limit` bets of the filter's range after skipping the `offset`
 * newest. The ids come from the index alone (skipping entries there is cheap); only the page's own
 * rows are read from the table. `fromEnd` reads the range oldest first instead (`offset` then
 * counts from the oldest), so that the last page of a long range costs what the first does.
 */
export async function historyPage(
  db: Q,
  filter: HistoryFilter,
  limit: number,
  offset: number,
  fromEnd = false,
): Promise<BetDetailRecord[]> {
  if (limit <= 0) return [];
  const direction = fromEnd ? 'asc' : 'desc';
  const ids = historyIds(db, filter).select('id').orderBy('place_time', direction).orderBy('id', direction).limit(limit).offset(offset);
  const { rows } = await sql<DetailRow>`
    SELECT ${DETAIL_COLUMNS} FROM bets WHERE id IN (${ids}) ORDER BY place_time DESC, id DESC`.execute(db);
  return rows.map(unpack);
}

export function userName(db: Q, userId: number): Promise<string | undefined> {
  return db
    .selectFrom('users')
    .select('username')
    .where('id', '=', userId)
    .executeTakeFirst()
    .then((row) => row?.username);
}
