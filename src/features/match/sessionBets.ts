// The player's open bets on one fancy session (its SelectionId identifies it), for its Run Position
// table: fetchLastBet's rows for this event, turned into open bets by the domain (fromRow).
import type { OpenBet } from '../../domain/betting/types';
import { useFancySessionBets } from '../betslip/useMyBets';
import { useClickedEvent } from './MatchContext';

export function useSessionBets(selectionId: number): readonly OpenBet[] {
  const { gameId } = useClickedEvent();
  return useFancySessionBets(gameId, selectionId);
}
