// Where an event leads: /matchscore/{eid}/{gameId}/{marketId}, with the event's flags in the router
// state so the match page knows which blocks to show before its own call answers (spec §2).
import type { SportEvent } from '../../domain/contract/sports';

export interface MatchRouteState {
  isBetlock: boolean;
  isMO: boolean;
  isBM: boolean;
  isFancy: boolean;
  /** Set by the sports menu: the match page reloads its data even when it is already showing it. */
  refetch?: boolean;
}

type Linkable = Pick<SportEvent, 'eid' | 'gameId' | 'marketId' | 'IsBetLock' | 'Matchodds' | 'BookMaker' | 'Fancy'>;

export const matchPath = (event: Pick<SportEvent, 'eid' | 'gameId' | 'marketId'>): string =>
  `/matchscore/${event.eid}/${event.gameId}/${event.marketId}`;

export function matchRouteState(event: Linkable, refetch = false): MatchRouteState {
  const state: MatchRouteState = {
    isBetlock: event.IsBetLock === 1,
    isMO: event.Matchodds === 1,
    isBM: event.BookMaker === 1,
    isFancy: event.Fancy === 1,
  };
  return refetch ? { ...state, refetch } : state;
}

/** Router state arrives as `unknown`: accept it only when it has the shape we put there. */
export function readMatchRouteState(state: unknown): MatchRouteState | null {
  if (!state || typeof state !== 'object') return null;
  const s = state as Record<string, unknown>;
  const flags = ['isBetlock', 'isMO', 'isBM', 'isFancy'] as const;
  if (!flags.every((flag) => typeof s[flag] === 'boolean')) return null;
  return {
    isBetlock: s.isBetlock as boolean,
    isMO: s.isMO as boolean,
    isBM: s.isBM as boolean,
    isFancy: s.isFancy as boolean,
    refetch: s.refetch === true,
  };
}
