// The wallet calls of spec §7. Paths come from the contract and are relative to the API base, so
// '/api/selfUser/…' is fetched at /api/api/selfUser/…. Every request that moves money invalidates the
// header's 'Balance' as well as the wallet's own lists. The balance and exposure themselves (expo1,
// expo2) are read here too: the header, the slip and the wallet page all show the same wallet.
import { baseApi } from '../../api/baseApi';
import { BET_PATHS, type ExposureResponse } from '../../domain/contract/bets';
import {
  DEPOSIT_IMAGE_FIELD,
  WALLET_PATHS,
  type ChangeStakeButtonBody,
  type DeleteSavedBankBody,
  type DepositRequestFields,
  type MerchantsResponse,
  type SaveBankDetailBody,
  type SavedAccountsResponse,
  type WalletHistoryResponse,
  type WalletOkResponse,
  type WalletStakeButtonsResponse,
  type WithdrawRequestBody,
} from '../../domain/contract/wallet';

/** GET /expo1/{userId}/{selfUser} (spec §3 exposure response): rupees; FinalExpo is negative. */
export interface BalanceResponse {
  isSuccess: boolean;
  FinalExpo: number;
  mainBalanceafterExpo: number;
}

type User = { userId: number; selfUser: 0 | 1 };

export interface DepositRequestArg {
  fields: DepositRequestFields;
  slip: Blob;
  slipName: string;
}

export interface HistoryArg {
  userId: number;
  /** 'YYYY-MM-DD HH:mm:ss' (IST): the start of the first day and the end of the last. */
  fromDate: string;
  toDate: string;
  /** Comma list of wallet status codes, e.g. '1,2,3'. */
  status: string;
}

function depositForm({ fields, slip, slipName }: DepositRequestArg): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  // The file goes last: the server can check every text field before it reads the upload.
  form.append(DEPOSIT_IMAGE_FIELD, slip, slipName);
  return form;
}

export const walletApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    balance: build.query<BalanceResponse, User>({
      query: ({ userId, selfUser }) => `/expo1/${userId}/${selfUser}`,
      providesTags: ['Balance'],
    }),
    expo2: build.query<ExposureResponse, User>({
      query: ({ userId, selfUser }) => BET_PATHS.expo2(userId, selfUser),
      providesTags: ['Balance'],
    }),
    fetchActiveMerchantDetails: build.query<MerchantsResponse, void>({
      query: () => WALLET_PATHS.merchants,
      providesTags: [{ type: 'Merchants', id: 'LIST' }],
    }),
    depositRequest: build.mutation<WalletOkResponse, DepositRequestArg>({
      query: (arg) => ({ url: WALLET_PATHS.deposit, method: 'POST', body: depositForm(arg) }),
      invalidatesTags: [{ type: 'WalletRequests', id: 'LIST' }, 'Balance'],
    }),
    withdrawRequest: build.mutation<WalletOkResponse, WithdrawRequestBody>({
      query: (body) => ({ url: WALLET_PATHS.withdraw, method: 'POST', body }),
      invalidatesTags: [{ type: 'WalletRequests', id: 'LIST' }, 'Balance'],
    }),
    fetchDepositRequest: build.query<WalletHistoryResponse, HistoryArg>({
      query: ({ userId, ...params }) => ({ url: WALLET_PATHS.history(userId), params }),
      providesTags: [{ type: 'WalletRequests', id: 'LIST' }],
    }),
    fetchSavedBKDetails: build.query<SavedAccountsResponse, number>({
      query: (userId) => WALLET_PATHS.savedAccounts(userId),
      providesTags: [{ type: 'SavedAccounts', id: 'LIST' }],
    }),
    saveBankDetail: build.mutation<WalletOkResponse, SaveBankDetailBody>({
      query: (body) => ({ url: WALLET_PATHS.saveAccount, method: 'POST', body }),
      invalidatesTags: [{ type: 'SavedAccounts', id: 'LIST' }],
    }),
    deleteSavedBank: build.mutation<WalletOkResponse, DeleteSavedBankBody>({
      query: (body) => ({ url: WALLET_PATHS.deleteAccount, method: 'DELETE', body }),
      invalidatesTags: [{ type: 'SavedAccounts', id: 'LIST' }],
    }),
    fetchStakeButton: build.query<WalletStakeButtonsResponse, number>({
      query: (userId) => ({ url: WALLET_PATHS.stakeButtons, params: { userId } }),
      providesTags: [{ type: 'WalletStakeButtons', id: 'LIST' }],
    }),
    changeStakeButton: build.mutation<WalletOkResponse, ChangeStakeButtonBody>({
      query: (body) => ({ url: WALLET_PATHS.changeStakeButtons, method: 'POST', body }),
      invalidatesTags: [{ type: 'WalletStakeButtons', id: 'LIST' }],
    }),
  }),
});

export const {
  useBalanceQuery,
  useExpo2Query,
  useFetchActiveMerchantDetailsQuery,
  useFetchDepositRequestQuery,
  useFetchSavedBKDetailsQuery,
  useFetchStakeButtonQuery,
} = walletApi;
