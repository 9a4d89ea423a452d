// The sports feature's public file: what other features may import from it (the lint rule
// boundaries/public-entry, lint/boundaries.mjs).
export { formatEventDate } from './eventRows';
export { SEARCH_MIN_LETTERS, searchEvents } from './eventSearch';
export type { EventMatch } from './eventSearch';
export { listPriceClicked } from './listPriceClicked';
export type { ListPriceClickedPayload } from './listPriceClicked';
export { matchPath, matchRouteState, readMatchRouteState } from './matchLink';
export {
  sportsApi,
  useCheckGetMatchOddsQuery,
  useFetchBetPageMatchQuery,
  useGetInPlaySportEventsQuery,
  useGetStackLimitQuery,
  useOddsLadderQuery,
  useScoreQuery,
} from './sportsApi';
export type { MatchOddsArgs } from './sportsApi';
export { limitsOf, limitsText, matchOddsLimitsText } from './stakeLimitsText';
export { useBookmakerMarkets, useFancySessions, useMatchOddsMarket, useRunnerCount, useTossMarket } from './useMatchOdds';
