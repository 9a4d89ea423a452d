// The trader's desk (server/modules/operator/tradingRoutes.ts): one event's lines with their quotes,
// versions and books, polled; quote changes carry the version they were based on.
import { adminApi } from '../../api/adminApi';

export type LineStatus = 'OPEN' | 'SUSPENDED' | 'BALL_RUNNING';

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
  worstCaseLimit: number | null;
  alert: string | null;
  book: { worstCase: number; matched: number; players: number };
}

export interface DeskResponse {
  isSuccess: true;
  event: { eventId: number; name: string; status: string; worstCaseLimit: number | null };
  lines: DeskLine[];
}

export interface FancyChange {
  marketId: string;
  version: number;
  noRuns?: number;
  yesRuns?: number;
  noRate?: number;
  yesRate?: number;
  status?: LineStatus;
}

export const deskApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    desk: build.query<DeskResponse, number>({
      query: (eventId) => `/trading/events/${eventId}/desk`,
      providesTags: (_r, _e, eventId) => [{ type: 'Risk', id: `desk:${eventId}` }],
    }),
    changeFancy: build.mutation<unknown, FancyChange & { eventId: number }>({
      query: ({ marketId, eventId: _eventId, ...body }) => ({
        url: `/trading/fancy/${encodeURIComponent(marketId)}`,
        method: 'PATCH',
        body,
      }),
      invalidatesTags: (_r, _e, { eventId }) => [{ type: 'Risk', id: `desk:${eventId}` }],
    }),
    setAll: build.mutation<unknown, { eventId: number; action: 'suspend-all' | 'resume-all' }>({
      query: ({ eventId, action }) => ({ url: `/trading/events/${eventId}/${action}`, method: 'POST' }),
      invalidatesTags: (_r, _e, { eventId }) => [{ type: 'Risk', id: `desk:${eventId}` }],
    }),
  }),
});

export const { useDeskQuery, useChangeFancyMutation, useSetAllMutation } = deskApi;
