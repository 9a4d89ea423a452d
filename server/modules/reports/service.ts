// The player's reports (spec §2, §3, §7): rows read by the repository, mapped to the contract's
// shapes (rupees, IST dates) before they leave here. Every check of the query is made before any read.
import { BET_HISTORY_PAGE_SIZE, SPORT_NAMES } from '../../../src/domain/constants';
import type {
  AccountStatementResponse, AccountStatementRow, BetDetailRow, BetHistoryResponse, BetStatusFilter, PlMainRow,
  ProfitLossResponse, SportFilter,
} from '../../../src/domain/contract/reports';
import { BET_STATUS_FILTERS, MAX_PAGE_SIZE, SPORT_FILTERS } from '../../../src/domain/contract/reports';
import type { OddsTypeCode } from '../../../src/domain/betting/types';
import { toRupees } from '../../../src/domain/money';
import type { Db } from '../../db/database';
import type { BetStatus } from '../../db/tables/bets';
import { badRequest } from '../../lib/errors';
import { marketOfRef } from '../../settlement/outcome';
import { formatIst, reportRange } from './dates';
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

export function toBetDetail(row: repo.BetDetailRecord): BetDetailRow {
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
    oddsRequest: row.odds_matched ?? row.odds_requested,
    rate: row.market_kind === 'Fancy' ? row.rate : null,
    amountStake: toRupees(row.stake),
    profit: toRupees(row.profit),
    liability: toRupees(row.liability),
    resultAmount: toRupees(row.result_amount),
    placeTime: formatIst(row.place_time),
    settleTime: row.settle_time ? formatIst(row.settle_time) : null,
    ipAddress: row.ip,
    isSettlement: isSettlementOf(row.status),
  };
}

function toPlMain(market: repo.SettledMarketRecord, bets: readonly repo.BetDetailRecord[]): PlMainRow {
  const firstPlaced = bets.reduce<Date | null>((min, b) => (min === null || b.place_time < min ? b.place_time : min), null);
  const booked = formatIst(market.created_at);
  return {
    id: market.ledger_id,
    sportId: market.sport_id ?? 0,
    sportName: market.sport_id !== null ? SPORT_NAMES[market.sport_id] ?? '' : '',
    event: market.event_name,
    eventId: String(market.event_id),
    eventName: market.event_name,
    market: market.market_name,
    marketId: market.market_id,
    marketKind: market.kind,
    selectionId: market.winner_selection_id,
    result: market.result,
    amount: toRupees(market.amount),
    placeTime: firstPlaced ? formatIst(firstPlaced) : booked,
    settleTime: booked,
    createdDate: booked,
    totalBets: bets.length,
  };
}

/** plMainVMList and plMainDetailVMList of these settled markets. */
async function withBets(db: Db, userId: number, markets: repo.SettledMarketRecord[]) {
  const bets = await repo.settledBetsOfMarkets(db, userId, [...new Set(markets.map((m) => m.market_id))]);
  const byMarket = new Map<string, repo.BetDetailRecord[]>();
  for (const bet of bets) {
    const list = byMarket.get(bet.market_id);
    if (list) list.push(bet);
    else byMarket.set(bet.market_id, [bet]);
  }
  return {
    plMainVMList: markets.map((m) => toPlMain(m, byMarket.get(m.market_id) ?? [])),
    plMainDetailVMList: bets.map(toBetDetail),
  };
}

function toStatementRow(entry: repo.LedgerRecord, userName: string): AccountStatementRow {
  const marketId = entry.kind === 'settlement' ? marketOfRef(entry.ref) : null;
  return {
    id: entry.id,
    createdDate: formatIst(entry.created_at),
    deposit: entry.amount > 0 ? toRupees(entry.amount) : 0,
    withdraw: entry.amount < 0 ? toRupees(-entry.amount) : 0,
    balance: toRupees(entry.balance_after),
    toUserName: userName,
    remarks: entry.remark,
    kind: entry.kind,
    type: entry.kind === 'settlement' ? 'sport' : 'account',
    marketId,
  };
}

export interface RangeQuery {
  fromDateTime?: string;
  toDateTime?: string;
}

export async function accountStatement(db: Db, userId: number, query: RangeQuery): Promise<AccountStatementResponse> {
  const range = reportRange(query.fromDateTime, query.toDateTime);
  const [entries, name] = await Promise.all([repo.ledgerEntries(db, userId, range, MAX_REPORT_ROWS + 1), repo.userName(db, userId)]);
  if (entries.length > MAX_REPORT_ROWS) throw badRequest(REPORT_MSG.tooManyRows);
  // Newest first, as the profit-and-loss report lists them.
  const markets: repo.SettledMarketRecord[] = [];
  for (const entry of entries) {
    if (entry.market) markets.unshift({ ...entry.market, ledger_id: entry.id, amount: entry.amount, created_at: entry.created_at });
  }
  return {
    isSuccess: true,
    accountstatement: entries.map((entry) => toStatementRow(entry, name ?? '')),
    ...(await withBets(db, userId, markets)),
  };
}

export async function profitLoss(db: Db, userId: number, query: RangeQuery): Promise<ProfitLossResponse> {
  const range = reportRange(query.fromDateTime, query.toDateTime);
  const markets = await repo.settledMarketsInRange(db, userId, range, MAX_REPORT_ROWS + 1);
  if (markets.length > MAX_REPORT_ROWS) throw badRequest(REPORT_MSG.tooManyRows);
  return { isSuccess: true, ...(await withBets(db, userId, markets)) };
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
  // The count first: it says whether the page exists, and from which end of the index to read it.
  const totalrows = await repo.countHistory(db, filter);
  const pages = Math.ceil(totalrows / size);
  if (totalrows > 0 && page > pages) throw badRequest(REPORT_MSG.pageBeyond(pages));
  const rows = await repo.historyPage(db, filter, size, (page - 1) * size, totalrows);
  return { isSuccess: true, data: rows.map(toBetDetail), totalrows };
}
