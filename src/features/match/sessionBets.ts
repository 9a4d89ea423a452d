// The player's open bets on each fancy session (its SelectionId identifies it), for its Run Position
// table and worst case: fetchLastBet's rows for this event, turned into open bets by the domain
// (fromRow), grouped once for the whole Fancy block. One query hook for the block rather than one per
// session row: every hook runs its selector on each store update, and the odds tick one every 600 ms
// (a tick must stay a short task on a slow phone).
import { useMemo } from 'react';
import { openBetsFromRows } from '../../domain/betting/fromRow';
import type { OpenBet } from '../../domain/betting/types';
import { useLastBets } from '../betslip';
import { useClickedEvent } from '../market';

const NO_BETS: readonly OpenBet[] = [];

/** Each session's open bets by String(SelectionId); a session without bets gets the same empty list. */
export interface SessionBets {
  of(selectionId: number): readonly OpenBet[];
}

export function useSessionBets(): SessionBets {
  const { gameId } = useClickedEvent();
  const rows = useLastBets(gameId);
  return useMemo(() => {
    const bySession = new Map<string, OpenBet[]>();
    for (const bet of openBetsFromRows(rows)) {
      if (bet.marketKind !== 'Fancy') continue;
      const key = String(bet.selectionId);
      const list = bySession.get(key);
      if (list) list.push(bet);
      else bySession.set(key, [bet]);
    }
    return { of: (selectionId: number) => bySession.get(String(selectionId)) ?? NO_BETS };
  }, [rows]);
}
