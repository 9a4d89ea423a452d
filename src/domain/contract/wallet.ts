// The wallet calls of spec §7 (and the operator's wallet API): request and response bodies, field
// names exactly as the spec spells them, odd spellings included (`selfUSer` in the history path).
//
// Paths below are relative to the API base (`/api`), exactly as spec §7 writes them: the SPA's
// baseQuery prefixes the base, so WALLET_PATHS.merchants is fetched as
// '/api' + '/api/selfUser/fetchActiveMerchantDetails'. Paths are case-sensitive.
//
// Money: rupees as numbers with at most 2 decimals (the server keeps integer paise). Amounts the
// player types are whole rupees.
// Dates: every date the server SENDS is ISO 8601 in UTC ('2026-11-21T09:30:00.000Z'). Dates the SPA
// sends in the history query are 'YYYY-MM-DD HH:mm:ss' wall-clock times in India (IST, UTC+5:30).
// Failures: every non-2xx answer is `{ message, isSuccess: false }` (ErrorBody in ./auth): 400 bad
// input (spec §5/§8 message where the spec has one; text fields refuse control characters), 401 not
// signed in, 403 another user's id or not allowed, 404 unknown id, 409 already used / already decided,
// 413 slip too large, 429 when a player already has 10 pending deposits (or 10 pending withdrawals).
//
// Who may call: every player route needs a signed-in player, and any userId/user field must be the
// caller's own id (403 otherwise). Deposit, withdraw and saving an account are for real-money players
// only: demo players get 403. (selfUser 0 players may use them too; the SPA only links selfUser 1.)
//
// Available balance = balance − exposure − reserved (pending withdrawals). A withdrawal request
// reserves its amount at once; approval debits it, rejection releases it.

import type { WALLET_STATUS } from '../constants';

export type WalletStatus = (typeof WALLET_STATUS)[keyof typeof WALLET_STATUS]; // 1 approved, 2 pending, 3 rejected
export type PaymentType = 'UPI' | 'Bank';
/** Spec §9: the withdraw call spells the bank method in capitals (the server also accepts 'Bank'). */
export type WithdrawMethod = 'UPI' | 'BANK';
export type RequestType = 'deposit' | 'withdraw';

export const WALLET_PATHS = {
  merchants: '/api/selfUser/fetchActiveMerchantDetails',
  deposit: '/api/selfUser/depositRequest',
  withdraw: '/api/selfUser/withdrawRequest',
  history: (userId: number) => `/api/selfUSer/fetchDepositRequest/${userId}`,
  savedAccounts: (userId: number) => `/api/selfUser/fetchSavedBKDetails/${userId}`,
  saveAccount: '/api/selfUser/saveBankDetail',
  deleteAccount: '/api/selfUser/deleteSavedBank',
  stakeButtons: '/api/selfUser/fetchStakeButton',
  changeStakeButtons: '/api/selfUser/changeStakeButton',
  /** Public PNG of a merchant's QR code: `merchantQr(account.QRCode)`. */
  merchantQr: (file: string) => `/merchant-qr/${encodeURIComponent(file)}`,
} as const;

/**
 * Where our own server serves tesseract.js's files (design §8), relative to the API base and public
 * (no session needed). tesseract.js uses them inside a worker started from a blob, where relative URLs
 * do not resolve: pass ABSOLUTE urls, e.g.
 *   const abs = (p: string) => new URL(apiBase + p, window.location.origin).href;
 *   createWorker('eng', 1, { workerPath: abs(OCR_ASSET_PATHS.workerPath),
 *     corePath: abs(OCR_ASSET_PATHS.corePath), langPath: abs(OCR_ASSET_PATHS.langPath), gzip: true })
 * corePath is the folder: tesseract.js picks the SIMD or plain build in it at run time.
 * langPath is the folder holding eng.traineddata.gz (served as-is, gzip: true).
 */
export const OCR_ASSET_PATHS = {
  workerPath: '/ocr/worker.min.js',
  corePath: '/ocr/core',
  langPath: '/ocr/lang',
} as const;

// ---------------------------------------------------------------------------------------------
// Success bodies

/** The success answer of every wallet write (deposit, withdraw, save/delete account, stake change). */
export interface WalletOkResponse {
  isSuccess: true;
  message: string;
}

// ---------------------------------------------------------------------------------------------
// GET /api/selfUser/fetchActiveMerchantDetails

/** A merchant account the player pays into (spec §3). Empty strings where a field does not apply. */
export interface MerchantAccount {
  id: number;
  PaymentType: PaymentType;
  DisplayName: string;
  AccountNumber: string;
  UPIId: string;
  Bank: string;
  IFSC: string;
  PaymentSubType: string;
  /** Image file name of the QR code: show it with `<img src={apiBase + WALLET_PATHS.merchantQr(QRCode)}>`. */
  QRCode: string;
}
export interface MerchantsResponse {
  data: MerchantAccount[];
}

// ---------------------------------------------------------------------------------------------
// POST /api/selfUser/depositRequest (multipart/form-data)

/**
 * The text fields of the deposit form (every FormData value is a string). Copy the merchant fields
 * from the MerchantAccount the player paid into: paymentMethod = PaymentType, DisplayName,
 * AccountNumber, PaymentSubType, bank = Bank, IFSC, UPIID = UPIId. The server matches them to an
 * active merchant account (PaymentType + DisplayName + UPIId for UPI, + AccountNumber for Bank) and
 * refuses with 400 when none matches (the account was removed).
 * Plus one file field `image`: the payment slip, png/jpeg/jpg/heic checked by its content, at most
 * SLIP_MAX_BYTES (5 MB; larger → 413).
 * Rules: depositAmount whole rupees 100..100000 (else 400 MSG.depositRange); UTR required
 * (MSG.utrRequired), 6–22 letters or digits; a UTR already claimed by a pending or approved deposit
 * (any player) → 409. Success: 200 WalletOkResponse with MSG.requestSent; the request is pending (2).
 * ocrAmount (optional): the amount the browser read from the slip, rupees with up to 2 decimals
 * (else 400 OCR_AMOUNT_FORMAT_MSG); stored beside the request for the operator (AdminWalletRequest
 * .OcrAmount), information only: it never changes what is credited.
 */
export interface DepositRequestFields {
  userId: string;
  /** Sent for fidelity; the server uses the session's user. */
  userName: string;
  depositAmount: string;
  paymentMethod: PaymentType;
  DisplayName: string;
  AccountNumber: string;
  PaymentSubType: string;
  bank: string;
  IFSC: string;
  UPIID: string;
  UTR: string;
  /** The amount read from the slip by OCR (rupees), when the slip showed one. */
  ocrAmount?: string;
}
export const DEPOSIT_IMAGE_FIELD = 'image';
export const OCR_AMOUNT_FORMAT_MSG = 'ocrAmount must be an amount in rupees with at most 2 decimals.';
export const SLIP_ACCEPT = 'image/png,image/jpeg,image/heic,.png,.jpg,.jpeg,.heic';

// ---------------------------------------------------------------------------------------------
// POST /api/selfUser/withdrawRequest (JSON)

/**
 * withdrawAmountBtn: whole rupees, ≥ 100 (MSG.withdrawMinimum) and ≤ the available balance
 * (400 MSG.insufficientFunds). UPI needs accountHName or UPIID; BANK needs at least one of
 * accountNumber, IFSC, accountHName, bankName (else 400 MSG.fillAllInputFields). phone digits only.
 * Success: 200 WalletOkResponse (MSG.requestSent); the amount is reserved at once.
 */
export interface WithdrawRequestBody {
  userId: number;
  withdrawAmountBtn: number;
  paymentMethod: WithdrawMethod;
  accountHName?: string;
  accountNumber?: string;
  IFSC?: string;
  UPIID?: string;
  phone?: string;
  bankName?: string;
}

// ---------------------------------------------------------------------------------------------
// GET /api/selfUSer/fetchDepositRequest/{userId}?fromDate&toDate&status

/**
 * fromDate/toDate: 'YYYY-MM-DD HH:mm:ss' in IST (default yesterday 00:00:00 to today 23:59:59 IST);
 * unparseable dates or fromDate > toDate → 400. status: comma list of 1,2,3 ('1,3'); missing or empty
 * = all. Rows are the player's deposits and withdrawals requested in the range, newest first (at most
 * WALLET_HISTORY_MAX_ROWS).
 */
export interface WalletHistoryQuery {
  fromDate?: string;
  toDate?: string;
  status?: string;
}
export const WALLET_HISTORY_MAX_ROWS = 500;

export interface WalletHistoryRow {
  id: number;
  requestType: RequestType;
  /** Rupees. */
  Amount: number;
  Status: WalletStatus;
  /** ISO UTC. */
  RequestDate: string;
  /** ISO UTC; null while pending. */
  StatusChangeDate: string | null;
  /** Deposit: the merchant account's name; withdraw: the account holder's name. */
  DisplayName: string;
  /** Deposit: the merchant's bank; withdraw: the payout bank name ('' for UPI). */
  Bank: string;
  /** Deposit: the merchant's PaymentSubType; withdraw: 'UPI' or 'BANK'. */
  PaymentSubType: string;
  /** Deposit: the UTR the player gave; withdraw: ''. */
  UTRNo: string;
  /** The operator's comment when approving or rejecting ('' until then). */
  Comment: string;
}
/**
 * The totals are over the APPROVED requests requested in the date range, whatever the status filter:
 * totalPL = totalDepositAmount − totalWithdrawAmount (rupees).
 */
export interface WalletHistoryResponse {
  data: WalletHistoryRow[];
  totalDepositAmount: number;
  totalWithdrawAmount: number;
  totalPL: number;
}

// ---------------------------------------------------------------------------------------------
// Saved payout accounts

/** GET /api/selfUser/fetchSavedBKDetails/{userId}: newest first. SrNo and id are the same number. */
export interface SavedAccount {
  SrNo: number;
  UserId: number;
  id: number;
  paymentMethod: PaymentType;
  BankName: string;
  accountHName: string;
  accountNumber: string;
  IFSC: string;
  UPIID: string;
  phone: string;
  bankSrcImage: string;
}
export interface SavedAccountsResponse {
  data: SavedAccount[];
}

/**
 * POST /api/selfUser/saveBankDetail. withdrawPaymentMethod 'UPI', 'Bank' or 'BANK' (stored as 'Bank').
 * UPI needs withdrawAccountHolder and withdrawUpiId; Bank needs withdrawAccountNumber,
 * withdrawAccountHolder, withdrawIfsc and withdrawBankName (else 400 MSG.fillAllInputFields).
 * withdrawPhone digits only. withdrawBankImgSrc: '' or one of our own images, /banks/<file> or /uploads/<file>.
 * At most SAVED_ACCOUNTS_MAX per player (400 beyond). Success: 200 WalletOkResponse.
 */
export interface SaveBankDetailBody {
  userId: number;
  withdrawAmountBtn?: number | string;
  withdrawPaymentMethod: PaymentType | WithdrawMethod;
  withdrawBankImgSrc?: string;
  withdrawAccountHolder?: string;
  withdrawAccountNumber?: string;
  withdrawIfsc?: string;
  withdrawUpiId?: string;
  withdrawPhone?: string;
  withdrawBankName?: string;
}
export const SAVED_ACCOUNTS_MAX = 20;

/** DELETE /api/selfUser/deleteSavedBank: id is the account's SrNo. Not one's own → 404. */
export interface DeleteSavedBankBody {
  id: number;
  user: number;
}

// ---------------------------------------------------------------------------------------------
// Wallet stake buttons

/** GET /api/selfUser/fetchStakeButton?userId=: the defaults (500, 1000, 2000, 5000) until saved. */
export interface WalletStakeButtons {
  btn1: number;
  btn2: number;
  btn3: number;
  btn4: number;
}
export interface WalletStakeButtonsResponse {
  data: [WalletStakeButtons];
}
/** POST /api/selfUser/changeStakeButton: all four required, whole rupees 1..10000000. */
export interface ChangeStakeButtonBody extends WalletStakeButtons {
  userId: number;
}
export const WALLET_STAKE_MAX = 10_000_000;

// ---------------------------------------------------------------------------------------------
// Operator (admin API, operator session only; also used by `npm run operator`)

export const ADMIN_WALLET_PATHS = {
  /** GET ?status=1|2|3 (optional; empty = all) &userId= &requestType=deposit|withdraw: newest first, at most 200. */
  requests: '/admin/wallet-requests',
  /** POST { comment? }: 409 when the request was already approved or rejected. */
  approve: (id: number) => `/admin/wallet-requests/${id}/approve`,
  reject: (id: number) => `/admin/wallet-requests/${id}/reject`,
  /** GET: the slip image (deposits only). */
  slip: (id: number) => `/admin/wallet-requests/${id}/slip`,
  /** GET: every merchant account, active or not. POST AdminMerchantCreate: creates an active one. */
  merchants: '/admin/merchants',
  /** POST: hides it from players (deposits already made to it are unaffected). */
  deactivateMerchant: (id: number) => `/admin/merchants/${id}/deactivate`,
  activateMerchant: (id: number) => `/admin/merchants/${id}/activate`,
} as const;

export interface AdminWalletRequest {
  id: number;
  userId: number;
  userName: string;
  requestType: RequestType;
  Amount: number;
  Status: WalletStatus;
  RequestDate: string;
  StatusChangeDate: string | null;
  Comment: string;
  /** Deposit: the merchant paid into; withdraw: the payout account. */
  paymentMethod: string;
  DisplayName: string;
  Bank: string;
  AccountNumber: string;
  IFSC: string;
  UPIID: string;
  PaymentSubType: string;
  accountHName: string;
  phone: string;
  UTRNo: string;
  /** Path (relative to the API base) of the slip image, null for withdrawals. */
  slipPath: string | null;
  /** Deposits: the amount the player's browser read from the slip (rupees), null when none was read.
   *  From the browser, so information only: compare it with Amount before approving. */
  OcrAmount: number | null;
  /** Withdrawals: the bank's reference of the payout (the player's ledger line reads "Withdrawal (ref …)"). */
  PayoutRef: string | null;
  /** A deposit approved at a corrected amount: the amount the player typed (Amount is what was credited). */
  RequestedAmount: number | null;
  /** The staff member working the request now (nobody else may decide it), by id and name. */
  claimedById: number | null;
  claimedBy: string | null;
  /** Four eyes: who gave the first of two approvals of a withdrawal above the threshold. */
  firstApprovedById: number | null;
  firstApprovedBy: string | null;
  /** The list call only (GET /admin/wallet-requests): what to check before approving (deposits; held withdrawals). */
  Warnings?: DepositWarning[];
}
/** 'utr' / 'slip': another deposit (requestId) claimed the same UTR key or slip image; 'amount': the
 *  amount read from the slip is not the amount typed; 'hold' (withdrawals): a settlement rollback left
 *  the player below zero available. The message is for the operator as it stands. */
export interface DepositWarning {
  kind: 'utr' | 'slip' | 'amount' | 'hold';
  requestId: number | null;
  message: string;
}
export interface AdminWalletRequestsResponse {
  data: AdminWalletRequest[];
}
export interface AdminDecisionBody {
  comment?: string;
}
export interface AdminDecisionResponse {
  isSuccess: true;
  message: string;
  request: AdminWalletRequest;
  /** The player's balance after the decision (rupees). */
  balance: number;
}

export interface AdminMerchant extends MerchantAccount {
  active: boolean;
}
export interface AdminMerchantsResponse {
  data: AdminMerchant[];
}
/** UPI needs UPIId; Bank needs AccountNumber, IFSC and Bank. */
export interface AdminMerchantCreate {
  PaymentType: PaymentType;
  DisplayName: string;
  AccountNumber?: string;
  UPIId?: string;
  Bank?: string;
  IFSC?: string;
  PaymentSubType?: string;
}
