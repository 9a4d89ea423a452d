// The live-sports calls of spec §7 (types in src/domain/contract/sports.ts). Paths are relative to
// the API base, so '/api/fetchSeriesBySportId' is served at /api/api/fetchSeriesBySportId (design §3).
// Polling is never set here: the page that needs fresh data subscribes with `pollingInterval`.
import { baseApi } from '../../api/baseApi';
import { retryAfterMs } from '../../api/errors';
import type {
  BetPageMatch,
  BetPageMatchResponse,
  InPlaySportEventsResponse,
  MatchOddsResponse,
  OddsLadderResponse,
  ScoreResponse,
  Series,
  SeriesEventsResponse,
  SeriesListResponse,
  SportEvent,
  StackLimitResponse,
} from '../../domain/contract/sports';

export type InPlayLists = InPlaySportEventsResponse['data'];
export type StackLimits = StackLimitResponse['data'];
export type ScoreData = ScoreResponse['data'];

export interface MatchOddsArgs {
  marketId: string;
  eventId: string;
}

export const sportsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getInPlaySportEvents: build.query<InPlayLists, void>({
      query: () => '/GetInPlaySportEvents',
      transformResponse: (response: InPlaySportEventsResponse) => response.data,
    }),
    fetchSeriesBySportId: build.query<Series[], number>({
      query: (sportId) => ({ url: '/api/fetchSeriesBySportId', params: { sportId } }),
      transformResponse: (response: SeriesListResponse) => response.data,
    }),
    fetchEventsBySeriesId: build.query<SportEvent[], number>({
      query: (seriesId) => ({ url: '/api/fetchEventsBySeriesId', params: { seriesId } }),
      transformResponse: (response: SeriesEventsResponse) => response.data,
    }),
    fetchBetPageMatch: build.query<BetPageMatch, string>({
      query: (eventId) => `/fetchBetPageMatch/${encodeURIComponent(eventId)}`,
      transformResponse: (response: BetPageMatchResponse) => response.data,
    }),
    // The whole body is kept: RTK Query's structural sharing keeps every unchanged runner, row and
    // session object identical across polls, which is what lets an odds tick re-render one cell.
    checkGetMatchOdds: build.query<MatchOddsResponse, MatchOddsArgs>({
      query: ({ marketId, eventId }) => `/checkGetMatchOdds/${encodeURIComponent(marketId)}/${encodeURIComponent(eventId)}`,
      // A shed poll (503) says when to come back: the match page waits that long (match/oddsDelay.ts).
      transformErrorResponse: (error, meta) => ({ ...error, retryAfterMs: retryAfterMs(meta?.response?.headers.get('retry-after')) }),
    }),
    /** A runner's deeper book for the ladder view (docs/betting.md): read while the ladder is open. */
    oddsLadder: build.query<OddsLadderResponse['data'], MatchOddsArgs>({
      query: ({ marketId, eventId }) => `/oddsLadder/${encodeURIComponent(marketId)}/${encodeURIComponent(eventId)}`,
      transformResponse: (response: OddsLadderResponse) => response.data,
    }),
    getStackLimit: build.query<StackLimits, void>({
      query: () => '/GetStackLimit',
      transformResponse: (response: StackLimitResponse) => response.data,
    }),
    score: build.query<ScoreData, string>({
      query: (eventId) => `/api/score/${encodeURIComponent(eventId)}`,
      transformResponse: (response: ScoreResponse) => response.data,
    }),
  }),
});

export const {
  useGetInPlaySportEventsQuery,
  useFetchSeriesBySportIdQuery,
  useFetchEventsBySeriesIdQuery,
  useFetchBetPageMatchQuery,
  useCheckGetMatchOddsQuery,
  useOddsLadderQuery,
  useGetStackLimitQuery,
  useScoreQuery,
} = sportsApi;
