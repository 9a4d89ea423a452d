// Players on the admin API as it is today (server/modules/operator/routes.ts): find by name, show,
// create, credit or debit, and the account settings (betting lock, exposure limit, password reset).
import type { AdminUser, CreateUserRequest, CreditRequest, UpdateUserRequest } from '../../../domain/contract/admin';
import { adminApi } from '../../api/adminApi';

export type PlayerSort = 'id' | 'username' | 'balance' | 'exposure';
export type PlayerStatus = 'active' | 'login-locked' | 'betting-locked' | 'below-exposure';

export interface PlayerListArgs {
  prefix: string;
  status: PlayerStatus | '';
  sort: PlayerSort;
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

/** One row of GET /admin/players (rupees; createdAt IST). */
export interface PlayerListRow {
  id: number;
  username: string;
  role: string;
  selfUser: number;
  balance: number;
  exposure: number;
  reserved: number;
  available: number;
  exposureLimit: number;
  lockBetting: number;
  lockLogin: number;
  createdAt: string;
}

export interface PlayerListResponse {
  isSuccess: true;
  total: number;
  page: number;
  pageSize: number;
  rows: PlayerListRow[];
}

export const playersApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    /** The server finds by name prefix, filters, sorts and pages: the console never filters a list itself. */
    listPlayers: build.query<PlayerListResponse, PlayerListArgs>({
      query: ({ prefix, status, ...rest }) => ({
        url: '/players',
        params: { ...rest, ...(prefix.trim() ? { prefix: prefix.trim() } : {}), ...(status ? { status } : {}) },
      }),
      providesTags: [{ type: 'Players', id: 'LIST' }],
    }),
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
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'Player', id },
        { type: 'Players', id: 'LIST' },
      ],
    }),
    /** The operator branch's POST /admin/users/{id}/lock-login|unlock-login: ends the player's sessions. */
    /** Never below exposure + withdrawals held: 400 'Insufficient Funds!'. */
    debitPlayer: build.mutation<AdminUser, { id: number; amount: number; reason: string }>({
      query: ({ id, ...body }) => ({ url: `/users/${id}/debit`, method: 'POST', body }),
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'Player', id },
        { type: 'Players', id: 'LIST' },
      ],
    }),
    lockLogin: build.mutation<{ isSuccess: true; id: number; lockLogin: number }, { id: number; lock: boolean; reason: string }>({
      query: ({ id, lock, reason }) => ({ url: `/users/${id}/${lock ? 'lock-login' : 'unlock-login'}`, method: 'POST', body: { reason } }),
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'Player', id },
        { type: 'Players', id: 'LIST' },
      ],
    }),
    updatePlayer: build.mutation<AdminUser, { id: number } & UpdateUserRequest>({
      query: ({ id, ...body }) => ({ url: `/users/${id}`, method: 'PATCH', body }),
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'Player', id },
        { type: 'Players', id: 'LIST' },
      ],
    }),
  }),
});

export const { useFindPlayerQuery, useLazyFindPlayerQuery, useListPlayersQuery } = playersApi;
