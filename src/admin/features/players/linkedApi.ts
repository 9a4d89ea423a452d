// A player's linked accounts (GET /admin/users/{id}/linked): other accounts sharing a phone number, a
// payout account, a slip image, or a device and address within a day.
import type { LinkedAccountsResponse } from '../../../domain/contract/linked';
import { adminApi } from '../../api/adminApi';

export const linkedApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    linkedAccounts: build.query<LinkedAccountsResponse, number>({
      query: (id) => ({ url: `/users/${id}/linked` }),
      providesTags: (_r, _e, id) => [{ type: 'Player', id }],
    }),
  }),
});

export const { useLinkedAccountsQuery } = linkedApi;
