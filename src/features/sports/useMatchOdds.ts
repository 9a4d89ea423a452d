// Each block reads only its own part of the odds body (selectFromResult). With RTK Query's
// structural sharing, a poll that changes one price hands a new object only to that runner, row or
// session; everything else keeps its identity and its memoised component skips the render.
import type { BookmakerRunner, FancyRunner, MatchOddsMarket, TossMarket } from '../../domain/contract/sports';
import { useCheckGetMatchOddsQuery, type MatchOddsArgs } from './sportsApi';

const NO_BOOKS: BookmakerRunner[][] = [];
const NO_SESSIONS: FancyRunner[] = [];

export function useMatchOddsMarket(args: MatchOddsArgs): MatchOddsMarket | undefined {
  return useCheckGetMatchOddsQuery(args, { selectFromResult: ({ data }) => ({ market: data?.Odds[0] }) }).market;
}

export function useBookmakerMarkets(args: MatchOddsArgs): BookmakerRunner[][] {
  return useCheckGetMatchOddsQuery(args, { selectFromResult: ({ data }) => ({ books: data?.Bookmaker ?? NO_BOOKS }) }).books;
}

export function useFancySessions(args: MatchOddsArgs): FancyRunner[] {
  return useCheckGetMatchOddsQuery(args, { selectFromResult: ({ data }) => ({ sessions: data?.Fancy ?? NO_SESSIONS }) }).sessions;
}

export function useTossMarket(args: MatchOddsArgs): TossMarket | null {
  return useCheckGetMatchOddsQuery(args, { selectFromResult: ({ data }) => ({ toss: data?.Toss ?? null }) }).toss;
}

/** How many runners the match odds have (the toss shows only with fewer than 3). */
export function useRunnerCount(args: MatchOddsArgs): number {
  return useCheckGetMatchOddsQuery(args, { selectFromResult: ({ data }) => ({ count: data?.Odds[0]?.runners.length ?? 0 }) }).count;
}
