// The trader's desk (server/modules/operator/tradingRoutes.ts): one event's lines with their quotes,
// versions and books, polled; quote changes carry the version they were based on. Results go through
// the settlement's own call (POST /markets/{id}/settle).
import { adminApi } from '../../api/adminApi';

export type LineStatus = 'OPEN' | 'SUSPENDED' | 'BALL_RUNNING';

export interface BookmakerRow {
  selectionId: number;
  name: string;
  back: number;
  lay: number;
  backSize: number;
  laySize: number;
}

export interface DeskLine {
  marketId: string;
  name: string;
  kind: 'Fancy' | 'BookMaker';
  status: LineStatus;
  version: number;
  noRuns?: number;
  yesRuns?: number;
  noRate?: number;
  yesRate?: number;
  minStake?: number | null;
  maxStake?: number | null;
  /** Bookmaker only: its runners' quotes. */
  rows?: BookmakerRow[];
  worstCaseLimit: number | null;
  alert: string | null;
  book: { worstCase: number; matched: number; players: number; matchedSides: MatchedSides };
}

/** Rupees matched on each side: a fancy line's NO and YES; a bookmaker's back and lay per runner. */
export type MatchedSides =
  { no: number; yes: number } | { runners: Array<{ selectionId: number; name: string; back: number; lay: number }> };

export interface FeedLine {
  marketId: string;
  kind: 'Fancy' | 'BookMaker';
  name: string;
  quote: string;
}

export interface DeskResponse {
  isSuccess: true;
  event: {
    eventId: number;
    name: string;
    status: string;
    worstCaseLimit: number | null;
    runners?: Array<{ selectionId: number; name: string }>;
  };
  lines: DeskLine[];
  /** What the feed runs on the event now: a trader may take it over. */
  feedLines?: FeedLine[];
}

export interface FancyChange {
  marketId: string;
  version: number;
  noRuns?: number;
  yesRuns?: number;
  noRate?: number;
  yesRate?: number;
  status?: LineStatus;
  minStake?: number;
  maxStake?: number;
}

export interface RunnerChange {
  marketId: string;
  selectionId: number;
  version: number;
  back?: number;
  lay?: number;
  status?: LineStatus;
}

export interface FancyCreate {
  name: string;
  noRuns: number;
  yesRuns: number;
  noRate: number;
  yesRate: number;
  minStake: number;
  maxStake: number;
}

/** Events made by hand on the desk take ids from here up (apart from every feed's). */
export const HAND_EVENT_IDS_FROM = 90_000_000;

export interface HandEventCreate {
  name: string;
  sportId: 4 | 2 | 1;
  series: string;
  startsAt: string;
  runners: string[];
}

export interface ToSettleLine {
  marketId: string;
  kind: 'Fancy' | 'BookMaker';
  name: string;
  status: LineStatus;
  eventId: number;
  eventName: string;
  eventStatus: string;
  endedAt: string | null;
}

type Result = { runs: number } | { winnerSelectionId: number };

const desk = (eventId: number) => [{ type: 'Risk' as const, id: `desk:${eventId}` }];
const TO_SETTLE = { type: 'Settlement' as const, id: 'desk-to-settle' };

export const deskApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    desk: build.query<DeskResponse, number>({
      query: (eventId) => `/trading/events/${eventId}/desk`,
      providesTags: (_r, _e, eventId) => desk(eventId),
    }),
    toSettle: build.query<{ isSuccess: true; lines: ToSettleLine[] }, void>({
      query: () => '/trading/to-settle',
      providesTags: [TO_SETTLE],
    }),
    changeFancy: build.mutation<unknown, FancyChange & { eventId: number }>({
      query: ({ marketId, eventId: _eventId, ...body }) => ({
        url: `/trading/fancy/${encodeURIComponent(marketId)}`,
        method: 'PATCH',
        body,
      }),
      invalidatesTags: (_r, _e, { eventId }) => desk(eventId),
    }),
    changeRunner: build.mutation<unknown, RunnerChange & { eventId: number }>({
      query: ({ marketId, selectionId, eventId: _eventId, ...body }) => ({
        url: `/trading/bookmaker/${encodeURIComponent(marketId)}/runners/${selectionId}`,
        method: 'PATCH',
        body,
      }),
      invalidatesTags: (_r, _e, { eventId }) => desk(eventId),
    }),
    setAll: build.mutation<unknown, { eventId: number; action: 'suspend-all' | 'resume-all' }>({
      query: ({ eventId, action }) => ({ url: `/trading/events/${eventId}/${action}`, method: 'POST' }),
      invalidatesTags: (_r, _e, { eventId }) => desk(eventId),
    }),
    createFancy: build.mutation<unknown, FancyCreate & { eventId: number }>({
      query: ({ eventId, ...body }) => ({ url: `/trading/events/${eventId}/fancy`, method: 'POST', body }),
      invalidatesTags: (_r, _e, { eventId }) => desk(eventId),
    }),
    createBookmaker: build.mutation<unknown, { eventId: number; runners: Array<Omit<BookmakerRow, 'selectionId'>> }>({
      query: ({ eventId, runners }) => ({ url: `/trading/events/${eventId}/bookmaker`, method: 'POST', body: { runners } }),
      invalidatesTags: (_r, _e, { eventId }) => desk(eventId),
    }),
    takeOver: build.mutation<unknown, { eventId: number; marketId: string }>({
      query: ({ marketId }) => ({ url: `/trading/markets/${encodeURIComponent(marketId)}/take-over`, method: 'POST' }),
      invalidatesTags: (_r, _e, { eventId }) => desk(eventId),
    }),
    createHandEvent: build.mutation<{ isSuccess: true; event: { eventId: number; name: string } }, HandEventCreate>({
      query: (body) => ({ url: '/trading/events', method: 'POST', body }),
    }),
    setEventStatus: build.mutation<unknown, { eventId: number; status: 'inplay' | 'ended' }>({
      query: ({ eventId, status }) => ({ url: `/trading/events/${eventId}/status`, method: 'POST', body: { status } }),
      invalidatesTags: (_r, _e, { eventId }) => [...desk(eventId), TO_SETTLE],
    }),
    declare: build.mutation<unknown, { eventId: number; marketId: string } & Result>({
      query: ({ marketId, eventId: _eventId, ...body }) => ({
        url: `/markets/${encodeURIComponent(marketId)}/settle`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_r, _e, { eventId }) => [
        ...desk(eventId),
        TO_SETTLE,
        { type: 'Settlement', id: 'LIST' },
        { type: 'Risk', id: 'LIST' },
      ],
    }),
  }),
});

export const {
  useDeskQuery,
  useToSettleQuery,
  useChangeFancyMutation,
  useChangeRunnerMutation,
  useSetAllMutation,
  useCreateFancyMutation,
  useCreateBookmakerMutation,
  useTakeOverMutation,
  useCreateHandEventMutation,
  useDeclareMutation,
  useSetEventStatusMutation,
} = deskApi;
