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
import { callAnswered, callFailed } from './connectivity';

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
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, object, FetchBaseQueryMeta> = async (
  args,
  api,
  extraOptions,
) => {
  const base = getRuntimeConfig().apiBase;
  const request = typeof args === 'string' ? { url: base + args } : { ...args, url: base + args.url };
  const result = await rawBaseQuery(request, api, extraOptions);
  // No answer at all (not an HTTP error) is how a dropped connection shows: the offline banner's cue.
  if (result.error?.status === 'FETCH_ERROR') callFailed();
  else if (!api.signal.aborted) callAnswered();
  return result;
};

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
