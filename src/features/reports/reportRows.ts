// The pure rules of the report pages: the statement's type filter and date rule (spec §4), what the
// Result popup shows for a selection, and how a bet's price reads.
import { BET_STATUS } from '../../domain/constants';
import type { AccountStatementRow, BetDetailRow, BetStatusFilter, PlMainRow, SportFilter } from '../../domain/contract/reports';
import { toPaise, toRupees } from '../../domain/money';
import { isWithinRange, type SubmittedRange } from './reportDates';
import { tk } from '../../i18n/keys';

export type StatementFilter = 'all' | 'account' | 'sport';

export const STATEMENT_FILTERS: ReadonlyArray<{ value: StatementFilter; label: string }> = [
  { value: 'all', label: tk('All') },
  { value: 'account', label: tk('Deposit/Withdraw Reports') },
  { value: 'sport', label: tk('Sport Report') },
];

/** Bet History's filters (spec §2): sport and bet status, in the spec's order (labels are keys, shown through t()). */
export const SPORT_OPTIONS: ReadonlyArray<{ value: SportFilter; label: string }> = [
  { value: 0, label: tk('All sports') },
  { value: 4, label: tk('Cricket') },
  { value: 2, label: tk('Tennis') },
  { value: 1, label: tk('Football') },
];

export const STATUS_OPTIONS: ReadonlyArray<{ value: BetStatusFilter; label: string }> = [
  { value: BET_STATUS.settled, label: tk('Settled') },
  { value: BET_STATUS.unsettled, label: tk('UnSettled') },
  { value: BET_STATUS.void, label: tk('Void') },
];

/** The rows the table shows: within the submitted range, of the chosen type. No call is made. */
export function statementRows(rows: readonly AccountStatementRow[], filter: StatementFilter, range: SubmittedRange): AccountStatementRow[] {
  return rows.filter((row) => isWithinRange(row.createdDate, range) && (filter === 'all' || row.type === filter));
}

/** What the player clicked: a settled market, and its summary row when one is known. */
export interface ResultSelection {
  marketId: string;
  summaryId?: number;
}

export interface ResultView {
  summary: PlMainRow | undefined;
  bets: BetDetailRow[];
  totalBets: number;
  /** Rupees, the sum of the bets' results (the summary's amount when there is one). */
  totalAmount: number;
}

/** The popup's content, or null when the market has no bets to show (spec §4: it does not open). */
export function resultView(
  selection: ResultSelection | null,
  summaries: readonly PlMainRow[],
  details: readonly BetDetailRow[],
): ResultView | null {
  if (!selection) return null;
  const bets = details.filter((bet) => bet.marketId === selection.marketId);
  if (bets.length === 0) return null;
  const summary = summaries.find((row) =>
    selection.summaryId !== undefined ? row.id === selection.summaryId : row.marketId === selection.marketId,
  );
  const sum = toRupees(bets.reduce((total, bet) => total + toPaise(bet.resultAmount), 0));
  return { summary, bets, totalBets: bets.length, totalAmount: summary?.amount ?? sum };
}

/** Whether a market has bets to show: the link that opens the popup exists only then. */
export function hasBets(marketId: string | null, details: readonly BetDetailRow[]): boolean {
  return marketId !== null && details.some((bet) => bet.marketId === marketId);
}

/** The price a bet was taken at: odds, the bookmaker's rate, or a fancy line with its rate ('47/100'). */
export function priceText(bet: Pick<BetDetailRow, 'oddsRequest' | 'rate' | 'marketKind'>): string {
  if (bet.marketKind === 'Fancy' && bet.rate !== null) return `${bet.oddsRequest}/${bet.rate}`;
  return String(bet.oddsRequest);
}
