// Bet rows from the API (My Bet, GetBetHistory1) back into open bets, so the match page can show
// positions and the run ladder from the same maths the server uses.
import type { BetRow } from '../contract/bets';
import { fancyRowRate } from './profit';
import type { OpenBet } from './types';

export function openBetFromRow(row: BetRow): OpenBet {
  return {
    marketKind: row.market,
    marketId: row.marketId,
    selectionId: row.selectionId,
    side: row.type,
    price: row.oddsRequest,
    // The row carries no rate: it is read back from the amounts, as the list shows it.
    ...(row.market === 'Fancy' ? { rate: fancyRowRate(row) } : {}),
    stake: row.amountStake,
  };
}

/** The rows that still carry risk: not settled, not void, not deleted. */
export function openBetsFromRows(rows: readonly BetRow[]): OpenBet[] {
  return rows.filter((row) => row.isSettlement === 2 && row.isDelete === 0).map(openBetFromRow);
}
