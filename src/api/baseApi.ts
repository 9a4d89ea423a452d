// The one createApi: every REST call of the app is an endpoint injected into it by its feature.
import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import { getRuntimeConfig } from '../app/runtimeConfig';

export const TAG_TYPES = [
  'Session',
  'MasterData',
  'PasswordStatus',
  'Balance',
  'Bets',
  'StakeButtons',
  'WalletStakeButtons',
  'WalletRequests',
  'SavedAccounts',
  'Merchants',
  'Reports',
] as const;

const rawBaseQuery = fetchBaseQuery({ baseUrl: '', credentials: 'include' });

/** The API base is read per request, from the runtime configuration. Meta holds the response (its headers). */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, object, FetchBaseQueryMeta> = (args, api, extraOptions) => {
  const base = getRuntimeConfig().apiBase;
  const request = typeof args === 'string' ? { url: base + args } : { ...args, url: base + args.url };
  return rawBaseQuery(request, api, extraOptions);
};

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
