// A player's linked accounts (GET /admin/users/{id}/linked): other accounts sharing a phone number, a
// payout account, a slip image, or a device and address within a day; and the phone numbers shared
// before one phone opened one account.
import type { LinkedAccountsResponse, PhoneDuplicatesResponse } from '../../../domain/contract/linked';
import { adminApi } from '../../api/adminApi';

export const linkedApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    linkedAccounts: build.query<LinkedAccountsResponse, number>({
      query: (id) => ({ url: `/users/${id}/linked` }),
      providesTags: (_r, _e, id) => [{ type: 'Player', id }],
    }),
    /** GET /admin/phone-duplicates: numbers shared before the rule, masked. */
    phoneDuplicates: build.query<PhoneDuplicatesResponse, void>({
      query: () => ({ url: '/phone-duplicates' }),
      providesTags: [{ type: 'Players', id: 'LIST' }],
    }),
  }),
});

export const { useLinkedAccountsQuery, usePhoneDuplicatesQuery } = linkedApi;
