// My Bet lists only the bets still open on this event: fetchLastBet also returns settled, void and
// deleted rows, which belong to the reports, not to the match page.
import type { BetRow } from '../../domain/contract/bets';

export function openRowsOf(rows: readonly BetRow[]): BetRow[] {
  return rows.filter((row) => row.isSettlement === 2 && row.isDelete === 0);
}
