// Players on the admin API as it is today (server/modules/operator/routes.ts): find by name, show,
// create, credit or debit, and the account settings (betting lock, exposure limit, password reset).
import type { AdminUser, CreateUserRequest, CreditRequest, UpdateUserRequest } from '../../../domain/contract/admin';
import { adminApi } from '../../api/adminApi';

export const playersApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    findPlayer: build.query<AdminUser, string>({
      query: (username) => ({ url: '/users', params: { username } }),
      providesTags: (result) => (result ? [{ type: 'Player', id: result.id }] : []),
    }),
    createPlayer: build.mutation<AdminUser, CreateUserRequest>({
      query: (body) => ({ url: '/users', method: 'POST', body }),
      invalidatesTags: [{ type: 'Players', id: 'LIST' }],
    }),
    creditPlayer: build.mutation<AdminUser, { id: number } & CreditRequest>({
      query: ({ id, ...body }) => ({ url: `/users/${id}/credit`, method: 'POST', body }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Player', id }, { type: 'Players', id: 'LIST' }],
    }),
    /** The operator branch's POST /admin/users/{id}/lock-login|unlock-login: ends the player's sessions. */
    /** Never below exposure + withdrawals held: 400 'Insufficient Funds!'. */
    debitPlayer: build.mutation<AdminUser, { id: number; amount: number; reason: string }>({
      query: ({ id, ...body }) => ({ url: `/users/${id}/debit`, method: 'POST', body }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Player', id }, { type: 'Players', id: 'LIST' }],
    }),
    lockLogin: build.mutation<{ isSuccess: true; id: number; lockLogin: number }, { id: number; lock: boolean; reason: string }>({
      query: ({ id, lock, reason }) => ({ url: `/users/${id}/${lock ? 'lock-login' : 'unlock-login'}`, method: 'POST', body: { reason } }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Player', id }, { type: 'Players', id: 'LIST' }],
    }),
    updatePlayer: build.mutation<AdminUser, { id: number } & UpdateUserRequest>({
      query: ({ id, ...body }) => ({ url: `/users/${id}`, method: 'PATCH', body }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Player', id }, { type: 'Players', id: 'LIST' }],
    }),
  }),
});

export const { useFindPlayerQuery, useLazyFindPlayerQuery } = playersApi;
