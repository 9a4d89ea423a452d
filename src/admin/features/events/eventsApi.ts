// The events and markets browser (GET /admin/browser) and suspending or resuming every market of an
// event or a sport (POST /admin/events/:id/suspend|resume, /admin/sports/:id/suspend|resume).
import type { BrowserEventOf, BrowserSportOf } from '../../../domain/contract/admin';
import { adminApi } from '../../api/adminApi';

export interface BrowserMarket {
  marketId: string;
  name: string;
  kind: string;
  status: 'OPEN' | 'SUSPENDED' | 'CLOSED';
  handSuspended: boolean;
  owner: 'feed' | 'trader';
  matched: number;
  worstCase: number;
  players: number;
}

export type BrowserEvent = BrowserEventOf<BrowserMarket, string>;
export type BrowserSport = BrowserSportOf<BrowserEvent>;

export type BulkTarget = { scope: 'events' | 'sports'; id: number; action: 'suspend' | 'resume'; reason: string };

export const eventsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    browser: build.query<{ isSuccess: true; sports: BrowserSport[] }, void>({
      query: () => '/browser',
      providesTags: ['Risk'],
    }),
    bulkControl: build.mutation<{ isSuccess: true; markets: string[] }, BulkTarget>({
      query: ({ scope, id, action, reason }) => ({ url: `/${scope}/${id}/${action}`, method: 'POST', body: { reason } }),
      invalidatesTags: ['Risk'],
    }),
  }),
});

export const { useBrowserQuery, useBulkControlMutation } = eventsApi;
