// The auth calls of spec §7 (and the product's own /whoami, /logout). The balance is the wallet's
// (features/wallet/walletApi.ts).
// Paths are relative to the API base: '/api/selfuser/signUp' is served at /api/api/selfuser/signUp.
import { baseApi } from '../../api/baseApi';
import type {
  ChangePasswordRequest,
  ChangePasswordResponse,
  DemoLoginRequest,
  DemoLoginResponse,
  LoginRequest,
  LoginResponse,
  MasterDataResponse,
  PasswordStatusResponse,
  SignUpRequest,
  UserStatusResponse,
  WhoAmIResponse,
} from '../../domain/contract/auth';

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    whoami: build.query<WhoAmIResponse, void>({
      query: () => '/whoami',
      // The client's address does not change while the page is open.
      keepUnusedDataFor: 3600,
    }),
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => ({ url: '/user/auth/login', method: 'POST', body }),
    }),
    demoLogin: build.mutation<DemoLoginResponse, DemoLoginRequest>({
      query: (body) => ({ url: '/Demologin', method: 'POST', body }),
    }),
    signUp: build.mutation<unknown, SignUpRequest>({
      query: (body) => ({ url: '/api/selfuser/signUp', method: 'POST', body }),
    }),
    changePassword: build.mutation<ChangePasswordResponse, ChangePasswordRequest & { userId: number }>({
      query: ({ userId, ...body }) => ({ url: `/api/changePassword/users/${userId}`, method: 'PUT', body }),
      invalidatesTags: ['PasswordStatus'],
    }),
    fetchPasswordStatus: build.query<PasswordStatusResponse, number>({
      query: (userId) => `/api/fetchPasswordStatus/${userId}`,
      providesTags: ['PasswordStatus'],
    }),
    userStatus: build.query<UserStatusResponse, { userId: number; ip: string }>({
      query: ({ userId, ip }) => `/GetUserIdandUserStatusDemo/${userId}/${encodeURIComponent(ip)}`,
      keepUnusedDataFor: 0,
      providesTags: ['Session'],
    }),
    masterData: build.query<MasterDataResponse, void>({
      query: () => '/api/getMasterData',
      providesTags: ['MasterData'],
    }),
    logout: build.mutation<unknown, void>({
      query: () => ({ url: '/logout', method: 'POST' }),
    }),
  }),
});

export const {
  useWhoamiQuery,
  useLoginMutation,
  useDemoLoginMutation,
  useSignUpMutation,
  useChangePasswordMutation,
  useFetchPasswordStatusQuery,
  useMasterDataQuery,
} = authApi;

/** Shared between the listener that starts a log-in and the page that shows it is in flight. */
export const LOGIN_CACHE_KEY = 'login';
export const DEMO_LOGIN_CACHE_KEY = 'demoLogin';
/** Likewise for sign-up and the change of password: the listener calls, the form shows the state. */
export const SIGN_UP_CACHE_KEY = 'signUp';
export const CHANGE_PASSWORD_CACHE_KEY = 'changePassword';

/** "City, Region, Country" as the log-in calls carry it. */
export function geoLocationText(who: Pick<WhoAmIResponse, 'city' | 'region' | 'country'>): string {
  return [who.city, who.region, who.country].join(', ');
}
