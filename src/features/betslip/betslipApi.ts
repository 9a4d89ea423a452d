// The betting calls of spec §7 (types and paths in src/domain/contract/bets.ts). Tags do the
// refreshing: every bet step touches the wallet ('Balance': the header's Balance and Exp, read through
// features/wallet/walletApi.ts), a matched
// bet changes the lists ('Bets': My Bet, My Market, Current Bet), and saved buttons 'StakeButtons'.
// RTK Query invalidates a mutation's tags whether it succeeded or failed, which is what we want: a
// refused bet may still have moved the exposure (the server removes a pending bet it refuses).
import { baseApi } from '../../api/baseApi';
import {
  BET_PATHS,
  type BetHistory1Response,
  type BetRow,
  type DeleteUnmatchBetRequest,
  type DeleteUnmatchBetResponse,
  type EncryptedBody,
  type LastBetsResponse,
  type MatchStackButtons,
  type MatchStackButtonsResponse,
  type NotSettledBetRow,
  type NotSettledBetsResponse,
  type SaveBetResponse,
  type UpdateMatchStackButtonsRequest,
  type UpdateMatchStackButtonsResponse,
  type UnmatchedBetRow,
  type UnmatchedBetsResponse,
  type UpdateUnmatchBetResponse,
} from '../../domain/contract/bets';

const BETS_LIST = { type: 'Bets' as const, id: 'LIST' };

/** The popup and the page both read whether a save is in flight through this shared cache key. */
export const STACK_BUTTONS_SAVE_KEY = 'stackButtonsSave';

export const betslipApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    saveBet: build.mutation<SaveBetResponse, EncryptedBody>({
      query: (body) => ({ url: BET_PATHS.saveBet, method: 'POST', body }),
      invalidatesTags: ['Balance'],
    }),
    updateUnmatchBet: build.mutation<UpdateUnmatchBetResponse, EncryptedBody>({
      query: (body) => ({ url: BET_PATHS.updateUnmatchBet, method: 'PUT', body }),
      invalidatesTags: ['Balance', 'Bets'],
    }),
    deleteUnmatchBet: build.mutation<DeleteUnmatchBetResponse, DeleteUnmatchBetRequest>({
      query: (body) => ({ url: BET_PATHS.deleteUnmatchBet, method: 'DELETE', body }),
      // A cancelled bet at the player's own price leaves the Open bets list too.
      invalidatesTags: ['Balance', 'Bets'],
    }),
    fetchUnmatchedBet: build.query<UnmatchedBetRow[], { userId: number; eventId: string }>({
      query: ({ userId, eventId }) => BET_PATHS.unmatchedBets(userId, eventId),
      transformResponse: (response: UnmatchedBetsResponse) => response.data,
      providesTags: [BETS_LIST],
    }),
    fetchLastBet: build.query<BetRow[], { userId: number; eventId: string }>({
      query: ({ userId, eventId }) => BET_PATHS.lastBets(userId, eventId),
      transformResponse: (response: LastBetsResponse) => response.data,
      providesTags: [BETS_LIST],
    }),
    getBetHistory1: build.query<BetRow[], number>({
      query: (userId) => BET_PATHS.betHistory(userId),
      transformResponse: (response: BetHistory1Response) => response.data,
      providesTags: [BETS_LIST],
    }),
    fetchNotSettledBet: build.query<NotSettledBetRow[], number>({
      query: (userId) => BET_PATHS.notSettled(userId),
      transformResponse: (response: NotSettledBetsResponse) => response.data,
      providesTags: [BETS_LIST],
    }),
    fetchMatchStackBtn: build.query<MatchStackButtons, number>({
      query: (userId) => BET_PATHS.matchStackButtons(userId),
      transformResponse: (response: MatchStackButtonsResponse) => response.data,
      providesTags: ['StakeButtons'],
    }),
    updateMatchStackBtn: build.mutation<UpdateMatchStackButtonsResponse, { userId: number; buttons: UpdateMatchStackButtonsRequest }>({
      query: ({ userId, buttons }) => ({ url: BET_PATHS.updateMatchStackButtons(userId), method: 'POST', body: buttons }),
      invalidatesTags: ['StakeButtons'],
    }),
  }),
});

export const {
  useFetchLastBetQuery,
  useFetchUnmatchedBetQuery,
  useDeleteUnmatchBetMutation,
  useGetBetHistory1Query,
  useFetchNotSettledBetQuery,
  useFetchMatchStackBtnQuery,
  useUpdateMatchStackBtnMutation,
} = betslipApi;
