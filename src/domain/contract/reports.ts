// The report calls of spec §7 (Account Statement, Profit Loss, Bet History, Current Bet) and the
// operator's settlement calls: request and response bodies, field names exactly as spec §3 spells
// them, plus a few fields the spec does not list but the pages need (marked "ours").
//
// Paths are relative to the API base (/api), as spec §7 writes them. Every report call needs a
// signed-in player and the path's userId must be the caller's (403 otherwise).
//
// Dates: both ways 'YYYY-MM-DD HH:mm:ss', India wall-clock time (IST, UTC+5:30, no daylight saving),
// whatever the server's own zone. So the SPA can compare a row's date with its pickers' text
// (spec §4: statement rows are kept between the from-date and the end of the to-date).
// Money: rupees as numbers with at most 2 decimals (the server keeps integer paise).
// Failures: `{ message, isSuccess: false }` (ErrorBody in ./auth). 400 for: a date that does not
// parse, from after to, a betStatus or sport outside the lists, page 0, a page beyond the last one
// (when there are rows), totalpage outside 1..100.
import type { BET_STATUS } from '../constants';
import type { BetSide, MarketKind, OddsTypeCode } from '../betting/types';

export const REPORT_PATHS = {
  accountStatement: (userId: number) => `/GetAccountStatement/${userId}`,
  profitLoss: (userId: number) => `/GetProfitAndLossByDate/${userId}`,
  betHistory: (userId: number) => `/GetBetHistoryByDate/${userId}`,
} as const;

/** 'YYYY-MM-DD HH:mm:ss' in IST. */
export type IstDateTime = string;
export const REPORT_DATE_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/**
 * Query of GetAccountStatement and GetProfitAndLossByDate. The end is inclusive (…23:59:59 covers
 * that second; a bare 'YYYY-MM-DD' covers the whole day). A date left out leaves that end open (the
 * Current Bet page can ask for every unsettled bet); the pickers' default is yesterday 00:00:00 to
 * today 23:59:59 (spec §9). Statement, profit and loss: more than 5,000 entries in the range → 400.
 */
export interface ReportRangeQuery {
  fromDateTime?: IstDateTime;
  toDateTime?: IstDateTime;
}

/** Spec §9: 1 settled, 2 unsettled, 0 void. */
export type BetStatusFilter = (typeof BET_STATUS)[keyof typeof BET_STATUS];
/** 0 all sports, 1 football, 2 tennis, 4 cricket. */
export type SportFilter = 0 | 1 | 2 | 4;
export const SPORT_FILTERS: readonly SportFilter[] = [0, 4, 2, 1];
export const BET_STATUS_FILTERS: readonly BetStatusFilter[] = [1, 2, 0];
/** Largest page size the server accepts in `totalpage` (the SPA sends 10, BET_HISTORY_PAGE_SIZE). */
export const MAX_PAGE_SIZE = 100;

/**
 * Query of GetBetHistoryByDate. `totalpage` is the page size (spec §9: 10). The Current Bet page
 * uses the same call with betStatus 2. Dates filter the bet's place time.
 */
export interface BetHistoryQuery extends ReportRangeQuery {
  betStatus: BetStatusFilter;
  sport: SportFilter;
  /** From 1 (default 1). */
  page?: number;
  /** Page size, 1..100 (default 10). */
  totalpage?: number;
}

/**
 * A bet as plMainDetailVMList and the bet history carry it (spec §3 "Bet detail row").
 * Unsettled bets are matched bets whose market has no result yet; pending (unmatched), deleted and
 * lapsed bets never appear in reports.
 */
export interface BetDetailRow {
  /** The bet's row id (unique, stable). */
  id: number;
  /** The event's gameId ('1000042'). */
  eventId: string;
  eventName: string;
  sportId: number;
  /** The market's name as the tables show it: 'Match Odds', 'Bookmaker', 'To Win The Toss', or the fancy session ('6 over runs'). */
  market: string;
  /** Ours: the market id, to group a market's bets (Result popup) and join plMainVMList rows. */
  marketId: string;
  /** Ours: Matchodds, BookMaker, Fancy or Toss (fancy shows "Rate", the others "Bhav"). */
  marketKind: MarketKind;
  /** Ours: 1 match odds, 2 bookmaker, 3 fancy, 4 toss. */
  oddsType: OddsTypeCode;
  selectionId: number;
  /** The runner, or the fancy session ("Nation" in the tables). */
  selection: string;
  type: BetSide;
  /** The price the bet was matched at (odds; bookmaker 100-based rate; fancy run line). "User Rate". */
  oddsRequest: number;
  /** Ours: fancy only, the size under the line (100 = evens); null for other markets. */
  rate: number | null;
  /** Rupees (whole). */
  amountStake: number;
  /** Rupees the bet wins (≥ 0). */
  profit: number;
  /** Rupees the bet loses (≤ 0). */
  liability: number;
  /** Rupees won (+) or lost (−) at settlement; 0 while unsettled and for a void bet. "Profit/loss" / "Win". */
  resultAmount: number;
  placeTime: IstDateTime;
  /** Ours: null while unsettled. */
  settleTime: IstDateTime | null;
  ipAddress: string;
  /** Ours: BET_STATUS, 1 settled, 2 unsettled, 0 void. */
  isSettlement: BetStatusFilter;
}

/**
 * One settled market of the player (spec §3 "Profit/loss summary row"): exactly one per market and
 * player, the same entry as the statement's sport row (same `id`).
 */
export interface PlMainRow {
  /** The ledger entry's id: the same as the statement row's id. */
  id: number;
  sportId: number;
  /** 'Cricket', 'Tennis', 'Football'. */
  sportName: string;
  /** The event's name (as `eventName`). */
  event: string;
  eventId: string;
  eventName: string;
  /** The market's name (see BetDetailRow.market). */
  market: string;
  /** Ours. */
  marketId: string;
  /** Ours. */
  marketKind: MarketKind;
  /** The winning runner's selection id; null for fancy (settled on runs) and void markets. */
  selectionId: number | null;
  /** What settled it, for people: the winner's name, '47 runs', or 'void'. "Winner" in the Result popup. */
  result: string;
  /** Rupees: the player's net profit (+) or loss (−) on the market; 0 when void. */
  amount: number;
  /** When the player's first bet in the market was placed. "Place Date". */
  placeTime: IstDateTime;
  settleTime: IstDateTime;
  /** When the entry was booked (= settleTime). */
  createdDate: IstDateTime;
  /** Ours: how many of the player's bets the market settled ("Total Bets"). */
  totalBets: number;
}

export type LedgerKindName = 'opening' | 'credit' | 'debit' | 'deposit' | 'withdraw' | 'settlement';

/**
 * One ledger entry (spec §3 "Account statement row"), oldest first. Filter "Deposit/Withdraw
 * Reports" = type 'account'; "Sport Report" = type 'sport' (one row per settled market, the
 * Result popup opens from it: its plMainVMList row has the same id, its bets the same marketId).
 */
export interface AccountStatementRow {
  /** The ledger entry's id. */
  id: number;
  createdDate: IstDateTime;
  /** Rupees credited (≥ 0; 0 on a debit). "Credit". */
  deposit: number;
  /** Rupees debited, as a positive number (0 on a credit). "Debit". */
  withdraw: number;
  /** Rupees: the balance after this entry. */
  balance: number;
  /** The player's own user name (the ledger has one side; kept for the spec's shape). */
  toUserName: string;
  /** Ours: what the entry is, e.g. 'India v Australia / Match Odds / India', 'Deposit approved'. "Remarks". */
  remarks: string;
  /** Ours: the ledger kind. */
  kind: LedgerKindName;
  /** Ours: 'sport' for settlement entries, 'account' for everything else. */
  type: 'account' | 'sport';
  /** Ours: the settled market (sport rows), else null. */
  marketId: string | null;
}

/** GET /GetAccountStatement/{userId}?fromDateTime&toDateTime: entries booked in the range. */
export interface AccountStatementResponse {
  isSuccess: true;
  accountstatement: AccountStatementRow[];
  /** The markets of the range's sport rows. */
  plMainVMList: PlMainRow[];
  /** Those markets' bets. */
  plMainDetailVMList: BetDetailRow[];
}

/** GET /GetProfitAndLossByDate/{userId}?fromDateTime&toDateTime: markets settled in the range, newest first. */
export interface ProfitLossResponse {
  isSuccess: true;
  plMainVMList: PlMainRow[];
  plMainDetailVMList: BetDetailRow[];
}

/** GET /GetBetHistoryByDate/{userId}?…: one page, newest placed first; totalrows counts every page. */
export interface BetHistoryResponse {
  isSuccess: true;
  data: BetDetailRow[];
  totalrows: number;
}

// ---------------------------------------------------------------------------------------------
// Operator: settle or void a market by hand (/api/admin/*, operator session; `npm run operator`).

export const ADMIN_SETTLEMENT_PATHS = {
  settle: (marketId: string) => `/admin/markets/${encodeURIComponent(marketId)}/settle`,
  void: (marketId: string) => `/admin/markets/${encodeURIComponent(marketId)}/void`,
} as const;

/** Exactly one: winnerSelectionId (match odds, bookmaker, toss) or runs (fancy). */
export interface SettleMarketRequest {
  winnerSelectionId?: number;
  runs?: number;
}

export type SettlementOutcome = 'winner' | 'runs' | 'void';

/**
 * The answer of a settle or void. Settling a market that is already settled changes nothing: the
 * same outcome again answers 200 with alreadySettled true; a different one is refused with 409.
 */
export interface SettlementResponse {
  isSuccess: true;
  marketId: string;
  outcome: SettlementOutcome;
  /** The winner's name, '47 runs' or 'void'. */
  result: string;
  source: 'feed' | 'operator';
  /** IST. */
  settledAt: IstDateTime;
  /** Matched bets settled (won or lost) / made void / pending bets lapsed. */
  betsSettled: number;
  betsVoided: number;
  betsLapsed: number;
  /** Players whose ledger got an entry. */
  users: number;
  alreadySettled: boolean;
  /** Rupees the standing settlement's ledger entries paid to players / took from them (net per player). */
  paid: number;
  collected: number;
}
