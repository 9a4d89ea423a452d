// The feed's state as the leading feed process last reported it (server/modules/operator/feedRoutes.ts:
// GET /admin/feed), polled while the page is open.
import { adminApi } from '../../api/adminApi';

export interface FeedStatus {
  isSuccess: true;
  source: string;
  holder: string;
  reportedAt: string | null;
  connection: string;
  lastMessageAgeS: number | null;
  messages: number;
  markets: Array<{ marketId: string; status: string }>;
  clk: string | null;
  initialClk: string | null;
  badInput: Record<string, number>;
  undecided: string[];
  lastErrors: Array<{ at: string; text: string }>;
}

export const feedApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    feedStatus: build.query<FeedStatus, void>({ query: () => ({ url: '/feed' }) }),
  }),
});

export const { useFeedStatusQuery } = feedApi;
