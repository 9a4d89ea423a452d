// The feed's state as the leading feed process last reported it (server/modules/operator/feedRoutes.ts:
// GET /admin/feed), polled while the page is open.
import { adminApi } from '../../api/adminApi';
import type { FeedStatusResponse } from '../../../domain/contract/feed';

export type { FeedStatusResponse as FeedStatus } from '../../../domain/contract/feed';

export const feedApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    feedStatus: build.query<FeedStatusResponse, void>({ query: () => ({ url: '/feed' }) }),
  }),
});

export const { useFeedStatusQuery } = feedApi;
