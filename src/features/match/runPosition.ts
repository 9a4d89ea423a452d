// The Run Position table of a fancy session (Run, Amount). The amounts come from the player's open
// bets on the session through the domain's fancy ladder; with no bets the table shows the runs around
// the session's line at zero, so the popup is never empty.
import { FANCY_LADDER_MARGIN } from '../../domain/constants';
import type { OpenBet } from '../../domain/betting/types';
import { fancyRunPositions } from '../../domain/betting/fancyLadder';

export interface RunPositionRow {
  run: number;
  amount: number;
}

export function runPositionRows(line: number, betsOnSession: readonly OpenBet[]): RunPositionRow[] {
  if (betsOnSession.length > 0) return fancyRunPositions(betsOnSession);
  const from = Math.max(0, Math.floor(line) - FANCY_LADDER_MARGIN);
  const to = Math.ceil(line) + FANCY_LADDER_MARGIN;
  return Array.from({ length: to - from + 1 }, (_, i) => ({ run: from + i, amount: 0 }));
}
