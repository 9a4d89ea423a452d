// The console's one createApi (design §10): every call goes to `/api/admin`, each feature injects its
// endpoints. It is a different API from the player app's (its own reducerPath and tags), so the two
// never share a cache or a bundle.
import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { getRuntimeConfig } from '../../app/runtimeConfig';

export const ADMIN_TAG_TYPES = ['WalletRequests', 'Player', 'Players', 'Merchants', 'Risk', 'Settings', 'Settlement', 'Staff'] as const;

const rawBaseQuery = fetchBaseQuery({ baseUrl: '', credentials: 'include' });

/** The API base is read per request from the runtime configuration, as the player app does. */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = (args, api, extraOptions) => {
  const base = `${getRuntimeConfig().apiBase}/admin`;
  const request = typeof args === 'string' ? { url: base + args } : { ...args, url: base + args.url };
  return rawBaseQuery(request, api, extraOptions);
};

export const adminApi = createApi({
  reducerPath: 'adminApi',
  baseQuery,
  tagTypes: ADMIN_TAG_TYPES,
  endpoints: () => ({}),
});

/** The full address of an admin call, for a plain link (a CSV download). */
export const adminApiUrl = (path: string): string => `${getRuntimeConfig().apiBase}/admin${path}`;
