// The player's reports (spec §2, §3, §7): rows read by the repository, mapped to the contract's
// shapes (rupees, IST dates) before they leave here. Every check of the query is made before any read.
import { BET_HISTORY_PAGE_SIZE, SPORT_NAMES } from '../../../src/domain/constants';
import type {
  AccountStatementResponse,
  AccountStatementRow,
  BetDetailRow,
  BetHistoryResponse,
  BetStatusFilter,
  PlMainRow,
  ProfitLossResponse,
  SportFilter,
} from '../../../src/domain/contract/reports';
import { BET_STATUS_FILTERS, MAX_PAGE_SIZE, SPORT_FILTERS } from '../../../src/domain/contract/reports';
import type { MarketKind, OddsTypeCode } from '../../../src/domain/betting/types';
import { toRupees } from '../../../src/domain/money';
import type { Db } from '../../db/database';
import type { BetStatus } from '../../db/tables/bets';
import { badRequest } from '../../lib/errors';
import { marketOfRef } from '../../settlement/outcome';
import { istSecondsFormatter, reportRange } from './dates';
import { pageStart, segmentsOf, splitRange } from './historyCount';
import * as repo from './repository';

/** A range holding more settled markets or entries than this is refused: the player narrows it. */
export const MAX_REPORT_ROWS = 5_000;

export const REPORT_MSG = {
  tooManyRows: `More than ${MAX_REPORT_ROWS} entries in this range: choose a shorter range.`,
  betStatus: 'betStatus must be 1 (settled), 2 (unsettled) or 0 (void).',
  sport: 'sport must be 0 (all sports), 4 (cricket), 2 (tennis) or 1 (football).',
  page: 'page must be 1 or more.',
  pageBeyond: (pages: number) => `page must be between 1 and ${pages}.`,
  pageSize: `totalpage (the page size) must be between 1 and ${MAX_PAGE_SIZE}.`,
} as const;

const STATUS_OF_FILTER: Record<BetStatusFilter, BetStatus> = { 1: 'settled', 2: 'matched', 0: 'void' };

function isSettlementOf(status: BetStatus): BetStatusFilter {
  if (status === 'settled') return 1;
  if (status === 'void') return 0;
  return 2;
}

type Format = (epochSeconds: number) => string;

export function toBetDetail(row: repo.BetDetailRecord, format: Format = istSecondsFormatter()): BetDetailRow {
  return {
    id: row.id,
    eventId: String(row.event_id),
    eventName: row.event_name,
    sportId: row.sport_id,
    market: row.market_name,
    marketId: row.market_id,
    marketKind: row.market_kind,
    oddsType: row.odds_type as OddsTypeCode,
    selectionId: row.selection_id,
    selection: row.selection_name,
    type: row.side,
    oddsRequest: row.odds,
    rate: row.rate,
    amountStake: toRupees(row.stake),
    profit: toRupees(row.profit),
    liability: toRupees(row.liability),
    resultAmount: toRupees(row.result_amount),
    placeTime: format(row.place_s),
    settleTime: row.settle_s === null ? null : format(row.settle_s),
    ipAddress: row.ip,
    isSettlement: isSettlementOf(row.status),
  };
}

function toPlMain(market: repo.SettledMarketRecord, totalBets: number, firstPlaced: number | undefined, format: Format): PlMainRow {
  const booked = format(market.created_s);
  return {
    id: market.ledger_id,
    sportId: market.sport_id ?? 0,
    sportName: market.sport_id !== null ? (SPORT_NAMES[market.sport_id] ?? '') : '',
    event: market.event_name,
    eventId: String(market.event_id),
    eventName: market.event_name,
    market: market.market_name,
    marketId: market.market_id,
    marketKind: market.kind,
    selectionId: market.winner_selection_id,
    result: market.result,
    amount: toRupees(market.amount),
    placeTime: firstPlaced === undefined ? booked : format(firstPlaced),
    settleTime: booked,
    createdDate: booked,
    totalBets,
  };
}

/**
 * The bets were read at the same time as the markets, in another snapshot. A market whose entry the
 * markets' read saw but whose settlement the bets' read did not (it committed in between) has no
 * bets there: every settlement entry has at least one bet. Then the bets are read again, now after
 * the markets (rare: a market settling during the report's few milliseconds).
 */
export async function completeBets(
  markets: repo.SettledMarketRecord[],
  bets: repo.BetDetailRecord[],
  reread: () => Promise<repo.BetDetailRecord[]>,
): Promise<repo.BetDetailRecord[]> {
  if (markets.length === 0) return bets;
  const seen = new Set<string>();
  for (const bet of bets) seen.add(bet.market_id);
  return markets.every((market) => seen.has(market.market_id)) ? bets : reread();
}

/** plMainVMList and plMainDetailVMList of these settled markets. */
function withBets(markets: repo.SettledMarketRecord[], bets: repo.BetDetailRecord[], format: Format) {
  // Per market: how many bets, and the first one's place time (bets come newest placed first).
  const count = new Map<string, number>();
  for (const market of markets) count.set(market.market_id, 0);
  const firstPlaced = new Map<string, number>();
  const plMainDetailVMList: BetDetailRow[] = [];
  for (const bet of bets) {
    const before = count.get(bet.market_id);
    if (before === undefined) continue; // settled after the entries were read: not in this report
    count.set(bet.market_id, before + 1);
    const first = firstPlaced.get(bet.market_id);
    if (first === undefined || bet.place_s <= first) firstPlaced.set(bet.market_id, bet.place_s);
    plMainDetailVMList.push(toBetDetail(bet, format));
  }
  return {
    plMainVMList: markets.map((m) => toPlMain(m, count.get(m.market_id) ?? 0, firstPlaced.get(m.market_id), format)),
    plMainDetailVMList,
  };
}

function toStatementRow(entry: repo.LedgerRecord, userName: string, format: Format): AccountStatementRow {
  const isSettlement = entry.kind === 'settlement';
  return {
    id: entry.id,
    createdDate: format(entry.created_s),
    deposit: entry.amount > 0 ? toRupees(entry.amount) : 0,
    withdraw: entry.amount < 0 ? toRupees(-entry.amount) : 0,
    balance: toRupees(entry.balance_after),
    toUserName: userName,
    remarks: entry.remark,
    kind: entry.kind,
    type: isSettlement ? 'sport' : 'account',
    marketId: isSettlement ? marketOfRef(entry.ref) : null,
  };
}

export interface RangeQuery {
  fromDateTime?: string;
  toDateTime?: string;
}

export async function accountStatement(db: Db, userId: number, query: RangeQuery): Promise<AccountStatementResponse> {
  const range = reportRange(query.fromDateTime, query.toDateTime);
  // Three reads at once (each on its own connection): the entries, the name, the markets' bets.
  const readBets = () => repo.settledBetsInRange(db, userId, range, 'all', MAX_REPORT_ROWS);
  const [entries, name, betsRead] = await Promise.all([
    repo.ledgerEntries(db, userId, range, MAX_REPORT_ROWS + 1),
    repo.userName(db, userId),
    readBets(),
  ]);
  if (entries.length > MAX_REPORT_ROWS) throw badRequest(REPORT_MSG.tooManyRows);
  const format = istSecondsFormatter();
  // Newest first, as the profit-and-loss report lists them.
  const markets: repo.SettledMarketRecord[] = [];
  for (let i = entries.length - 1; i >= 0; i -= 1) {
    const entry = entries[i];
    if (entry.market_id === null) continue;
    markets.push({
      ledger_id: entry.id,
      amount: entry.amount,
      created_s: entry.created_s,
      market_id: entry.market_id,
      event_id: entry.event_id as number,
      sport_id: entry.sport_id,
      kind: entry.market_kind as MarketKind,
      event_name: entry.event_name ?? '',
      market_name: entry.market_name ?? '',
      winner_selection_id: entry.winner_selection_id,
      result: entry.result ?? '',
    });
  }
  const bets = await completeBets(markets, betsRead, readBets);
  const toUserName = name ?? '';
  return {
    isSuccess: true,
    accountstatement: entries.map((entry) => toStatementRow(entry, toUserName, format)),
    ...withBets(markets, bets, format),
  };
}

export async function profitLoss(db: Db, userId: number, query: RangeQuery): Promise<ProfitLossResponse> {
  const range = reportRange(query.fromDateTime, query.toDateTime);
  const readBets = () => repo.settledBetsInRange(db, userId, range, 'settlement', MAX_REPORT_ROWS);
  const [markets, betsRead] = await Promise.all([repo.settledMarketsInRange(db, userId, range, MAX_REPORT_ROWS + 1), readBets()]);
  if (markets.length > MAX_REPORT_ROWS) throw badRequest(REPORT_MSG.tooManyRows);
  const bets = await completeBets(markets, betsRead, readBets);
  return { isSuccess: true, ...withBets(markets, bets, istSecondsFormatter()) };
}

export interface HistoryQuery extends RangeQuery {
  betStatus: number;
  sport: number;
  page?: number;
  totalpage?: number;
}

export async function betHistory(db: Db, userId: number, query: HistoryQuery): Promise<BetHistoryResponse> {
  if (!(BET_STATUS_FILTERS as readonly number[]).includes(query.betStatus)) throw badRequest(REPORT_MSG.betStatus);
  if (!(SPORT_FILTERS as readonly number[]).includes(query.sport)) throw badRequest(REPORT_MSG.sport);
  const page = query.page ?? 1;
  const size = query.totalpage ?? BET_HISTORY_PAGE_SIZE;
  if (page < 1) throw badRequest(REPORT_MSG.page);
  if (size < 1 || size > MAX_PAGE_SIZE) throw badRequest(REPORT_MSG.pageSize);
  const range = reportRange(query.fromDateTime, query.toDateTime);
  const sport = query.sport as SportFilter;
  const filter: repo.HistoryFilter = {
    userId,
    status: STATUS_OF_FILTER[query.betStatus as BetStatusFilter],
    sportId: sport === 0 ? null : sport,
    range,
  };
  const format = istSecondsFormatter();
  const offset = (page - 1) * size;
  const split = repo.COUNTED_PER_DAY.includes(filter.status) ? splitRange(range) : null;
  if (split) {
    // Settled and void: the total from the per-day counts, and the page read from the day it starts in.
    const counts = await repo.historyCounts(db, filter, split);
    const segments = segmentsOf(split, range, counts.days, counts.head, counts.tail);
    const totalrows = segments.reduce((sum, segment) => sum + segment.bets, 0);
    checkPage(totalrows, page, size);
    const start = pageStart(segments, offset);
    if (!start) return { isSuccess: true, data: [], totalrows };
    const rows = await repo.historyPage(db, { ...filter, range: { from: range.from, toExclusive: start.toExclusive } }, size, start.skip);
    return { isSuccess: true, data: rows.map((row) => toBetDetail(row, format)), totalrows };
  }
  // The count first: it says whether the page exists, and from which end of the index to read it.
  const totalrows = await repo.countHistory(db, filter);
  checkPage(totalrows, page, size);
  const fromEnd = offset > totalrows / 2;
  const rows = fromEnd
    ? await repo.historyPage(db, filter, Math.min(size, totalrows - offset), Math.max(0, totalrows - offset - size), true)
    : await repo.historyPage(db, filter, size, offset);
  return { isSuccess: true, data: rows.map((row) => toBetDetail(row, format)), totalrows };
}

function checkPage(totalrows: number, page: number, size: number): void {
  const pages = Math.ceil(totalrows / size);
  if (totalrows > 0 && page > pages) throw badRequest(REPORT_MSG.pageBeyond(pages));
}
