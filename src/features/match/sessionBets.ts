// The seam the betting issue fills: the player's open bets on one fancy session, for its Run Position
// table. Until bets exist there are none, and the table shows zeros.
import type { OpenBet } from '../../domain/betting/types';

const NONE: readonly OpenBet[] = [];

export function useSessionBets(_selectionId: number): readonly OpenBet[] {
  return NONE;
}
