// The wallet queues' calls (server/modules/wallet/adminRoutes.ts): pending requests, a deposit's slip,
// approve and reject, and the player's balance beside a withdrawal.
import type { AdminDecisionResponse, AdminWalletRequest, AdminWalletRequestsResponse, RequestType } from '../../../domain/contract/wallet';
import type { AdminUser } from '../../../domain/contract/admin';
import { adminApi } from '../../api/adminApi';
import { forgetSlipBlob, keepSlipBlob } from './slipStore';

export interface DecisionArgs {
  id: number;
  approve: boolean;
  comment: string;
  payoutRef?: string;
  amount?: number;
}

export const requestsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    /** Pending requests of one kind, oldest first (the server answers newest first). */
    pendingRequests: build.query<AdminWalletRequest[], RequestType>({
      query: (requestType) => ({ url: '/wallet-requests', params: { status: '2', requestType } }),
      transformResponse: (response: AdminWalletRequestsResponse) =>
        [...response.data].sort((a, b) => a.RequestDate.localeCompare(b.RequestDate) || a.id - b.id),
      providesTags: [{ type: 'WalletRequests', id: 'LIST' }],
    }),
    /** A player's recent requests of every status (the withdrawal queue's "recent activity"). */
    playerRequests: build.query<AdminWalletRequest[], number>({
      query: (userId) => ({ url: '/wallet-requests', params: { userId } }),
      transformResponse: (response: AdminWalletRequestsResponse) => response.data.slice(0, 8),
      providesTags: [{ type: 'WalletRequests', id: 'LIST' }],
    }),
    /** The slip image as an object URL (the Blob stays in slipStore for the OCR). */
    slip: build.query<string, number>({
      query: (id) => ({
        url: `/wallet-requests/${id}/slip`,
        responseHandler: async (response) => (response.ok ? keepSlipBlob(await response.blob()) : response.json()),
      }),
      keepUnusedDataFor: 600,
      async onCacheEntryAdded(_id, { cacheDataLoaded, cacheEntryRemoved }) {
        const { data } = await cacheDataLoaded.catch(() => ({ data: undefined }));
        await cacheEntryRemoved;
        if (data) forgetSlipBlob(data);
      },
    }),
    player: build.query<AdminUser, number>({
      query: (id) => `/users/${id}`,
      providesTags: (_r, _e, id) => [{ type: 'Player', id }],
    }),
    decideRequest: build.mutation<AdminDecisionResponse, DecisionArgs>({
      query: ({ id, approve, comment, payoutRef, amount }) => ({
        url: `/wallet-requests/${id}/${approve ? 'approve' : 'reject'}`,
        method: 'POST',
        body: { ...(comment ? { comment } : {}), ...(payoutRef ? { payoutRef } : {}), ...(amount !== undefined ? { amount } : {}) },
      }),
      invalidatesTags: (result) => [
        { type: 'WalletRequests', id: 'LIST' },
        ...(result ? [{ type: 'Player' as const, id: result.request.userId }] : []),
      ],
    }),
    /** Work a request (nobody else may decide it) or let go of it. */
    claimRequest: build.mutation<{ message: string; request: AdminWalletRequest }, { id: number; take: boolean }>({
      query: ({ id, take }) => ({ url: `/wallet-requests/${id}/${take ? 'claim' : 'release'}`, method: 'POST' }),
      invalidatesTags: [{ type: 'WalletRequests', id: 'LIST' }],
    }),
  }),
});

export const { useClaimRequestMutation, usePendingRequestsQuery, usePlayerRequestsQuery, useSlipQuery, usePlayerQuery } = requestsApi;
