// Support's notes on a player and the KYC status (GET/POST /admin/users/{id}/notes, GET/PUT
// /admin/users/{id}/kyc). Each write answers the new state, which replaces the cached one.
import type { PlayerKycResponse, PlayerNotesResponse, SetKycRequest } from '../../../domain/contract/playerNotes';
import { adminApi } from '../../api/adminApi';

export const notesApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    playerNotes: build.query<PlayerNotesResponse, number>({
      query: (id) => ({ url: `/users/${id}/notes` }),
    }),
    addPlayerNote: build.mutation<PlayerNotesResponse, { id: number; body: string }>({
      query: ({ id, body }) => ({ url: `/users/${id}/notes`, method: 'POST', body: { body } }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        // A refused write leaves the cache as it is; the form shows the server's message.
        const reply = await queryFulfilled.catch(() => undefined);
        if (reply) dispatch(notesApi.util.upsertQueryData('playerNotes', id, reply.data));
      },
    }),
    playerKyc: build.query<PlayerKycResponse, number>({
      query: (id) => ({ url: `/users/${id}/kyc` }),
    }),
    setPlayerKyc: build.mutation<PlayerKycResponse, { id: number } & SetKycRequest>({
      query: ({ id, ...body }) => ({ url: `/users/${id}/kyc`, method: 'PUT', body }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        // A refused write leaves the cache as it is; the form shows the server's message.
        const reply = await queryFulfilled.catch(() => undefined);
        if (reply) dispatch(notesApi.util.upsertQueryData('playerKyc', id, reply.data));
      },
    }),
  }),
});

export const { usePlayerNotesQuery, useAddPlayerNoteMutation, usePlayerKycQuery, useSetPlayerKycMutation } = notesApi;
