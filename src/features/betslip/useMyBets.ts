// The player's bets on the match page, from fetchLastBet (one cache entry per event, shared by every
// caller): My Bet's rows, the runner positions of a market and a fancy session's open bets for its
// Run Position ladder, all through the domain's maths (fromRow, runnerPositions, fancy ladder).
import { useEffect, useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { openBetsFromRows } from '../../domain/betting/fromRow';
import { runnerPositions } from '../../domain/betting/runnerPositions';
import type { MarketKind, OpenBet } from '../../domain/betting/types';
import type { BetRow } from '../../domain/contract/bets';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { dataOnly, subscribeOnly } from '../../api/pollResult';
import { useBalanceQuery } from '../wallet';
import { selectLoginInfo, selectUserId } from '../auth';
import { useFetchLastBetQuery, useFetchMatchStackBtnQuery } from './betslipApi';
import { slipClosed } from './betslipSlice';

const NO_ROWS: BetRow[] = [];
/** Settlement and other devices change bets and the wallet without this page knowing: a slow poll. */
export const MATCH_PAGE_REFRESH_MS = 15_000;

export function useLastBets(eventId: string, pollingInterval = 0): BetRow[] {
  const userId = useAppSelector(selectUserId);
  const { data } = useFetchLastBetQuery(userId && eventId ? { userId, eventId } : skipToken, {
    pollingInterval,
    selectFromResult: dataOnly,
  });
  return data ?? NO_ROWS;
}

/**
 * The match page's betting subscriptions: My Bet rows, kept fresh together with the header's Balance
 * and Exp, and the slip's quick stakes. A slip belongs to its event's page: leaving the page (or moving
 * to another event) closes it.
 */
export function useMatchPageBets(eventId: string): BetRow[] {
  const info = useAppSelector(selectLoginInfo);
  const dispatch = useAppDispatch();
  useEffect(() => () => void dispatch(slipClosed()), [dispatch, eventId]);
  useBalanceQuery(info ? { userId: info.Id, selfUser: info.selfUser } : skipToken, {
    pollingInterval: MATCH_PAGE_REFRESH_MS,
    selectFromResult: subscribeOnly,
  });
  // Read before the first tap: a slip that asked for them itself drew its quick stakes a round trip
  // after the rest (150 ms and more on a phone's network).
  useFetchMatchStackBtnQuery(info ? info.Id : skipToken, { selectFromResult: subscribeOnly });
  return useLastBets(eventId, MATCH_PAGE_REFRESH_MS);
}

/** Open bets of one market (and one selection of it, when given); a fancy session is its selection. */
function useOpenBets(eventId: string, kind: MarketKind, marketId: string | undefined, selectionId?: number): OpenBet[] {
  const rows = useLastBets(eventId);
  return useMemo(
    () =>
      openBetsFromRows(rows).filter(
        (bet) =>
          bet.marketKind === kind &&
          (marketId === undefined || bet.marketId === marketId) &&
          (selectionId === undefined || String(bet.selectionId) === String(selectionId)),
      ),
    [rows, kind, marketId, selectionId],
  );
}

/** The player's P&L under each runner (by selectionId), or an empty map without bets in the market. */
export function useRunnerPositions(eventId: string, kind: MarketKind, marketId: string, runnerIds: readonly number[]): Map<number, number> {
  const bets = useOpenBets(eventId, kind, marketId);
  const key = runnerIds.join(',');
  return useMemo(() => {
    if (bets.length === 0) return new Map<number, number>();
    const ids = key ? key.split(',').map(Number) : [];
    return new Map(runnerPositions(bets, ids).map(({ selectionId, amount }) => [Number(selectionId), amount]));
  }, [bets, key]);
}

/** The open bets on one fancy session (its SelectionId), for its Run Position table. */
export function useFancySessionBets(eventId: string, selectionId: number): OpenBet[] {
  return useOpenBets(eventId, 'Fancy', undefined, selectionId);
}
