// The protection calls (shapes in src/domain/contract/protection.ts), injected from this
// lazily loaded feature so that none of it rides on the log-in route. A limit change answers the new
// state, which replaces the cached one (no tag: the one tag list lives in the entry chunk).
import { baseApi } from '../../api/baseApi';
import {
  PROTECTION_PATHS,
  type ProtectionState,
  type SessionFigures,
  type SetLimitRequest,
  type SetLimitResponse,
  type TakeExclusionRequest,
  type TakeExclusionResponse,
} from '../../domain/contract/protection';

export const protectionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProtection: build.query<ProtectionState, void>({
      query: () => PROTECTION_PATHS.state,
    }),
    setLimit: build.mutation<SetLimitResponse, SetLimitRequest>({
      query: (body) => ({ url: PROTECTION_PATHS.limits, method: 'PUT', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(protectionApi.util.upsertQueryData('getProtection', undefined, data.state));
      },
    }),
    takeExclusion: build.mutation<TakeExclusionResponse, TakeExclusionRequest>({
      query: (body) => ({ url: PROTECTION_PATHS.exclusion, method: 'POST', body }),
    }),
    setRealityCheck: build.mutation<{ isSuccess: true; message: string }, number>({
      query: (minutes) => ({ url: PROTECTION_PATHS.realityCheck, method: 'PUT', body: { minutes } }),
      async onQueryStarted(minutes, { dispatch, queryFulfilled }) {
        const done = await queryFulfilled.then(
          () => true,
          () => false,
        );
        if (done)
          dispatch(
            protectionApi.util.updateQueryData('getProtection', undefined, (state) => {
              state.realityCheckMinutes = minutes;
            }),
          );
      },
    }),
    getSessionFigures: build.query<SessionFigures, void>({
      query: () => PROTECTION_PATHS.session,
    }),
  }),
});

export const {
  useGetProtectionQuery,
  useSetLimitMutation,
  useTakeExclusionMutation,
  useSetRealityCheckMutation,
  useLazyGetSessionFiguresQuery,
} = protectionApi;
