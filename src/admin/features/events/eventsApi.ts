// The events and markets browser (GET /admin/browser) and suspending or resuming every market of an
// event or a sport (POST /admin/events/:id/suspend|resume, /admin/sports/:id/suspend|resume).
import type { BrowserEventOf, BrowserMarketState, BrowserSportOf } from '../../../domain/contract/admin';
import { adminApi } from '../../api/adminApi';

export interface BrowserMarket extends BrowserMarketState {
  kind: string;
  matched: number;
  worstCase: number;
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
