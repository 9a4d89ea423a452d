// The player, server answers and fakes the wallet tests share.
import { File as NodeFile } from 'node:buffer';
import type { LoginInfo } from '../../../domain/contract/auth';
import type { MerchantAccount, SavedAccount, WalletHistoryResponse } from '../../../domain/contract/wallet';
import type { OcrService } from '../../../app/extra';
import { makeFakeExtra, type FakeExtra } from '../../../testing/fakeExtra';
import type { Route } from '../../../testing/mockApi';

export const SELF1: LoginInfo = {
  Id: 7,
  UserName: 'self1',
  RoleId: 2,
  selfUser: 1,
  ExposureLimit: 200000,
  LockBetting: 0,
  passwordstatus: 1,
};

export const BALANCE_PATH = `/expo1/${SELF1.Id}/1`;

export const UPI_MERCHANT: MerchantAccount = {
  id: 3,
  PaymentType: 'UPI',
  DisplayName: 'Shree Traders',
  AccountNumber: '',
  UPIId: 'shreetraders@okaxis',
  Bank: '',
  IFSC: '',
  PaymentSubType: 'PhonePe',
  QRCode: 'shree.png',
};

export const BANK_MERCHANT: MerchantAccount = {
  id: 4,
  PaymentType: 'Bank',
  DisplayName: 'Shree Traders Pvt Ltd',
  AccountNumber: '50200012345678',
  UPIId: '',
  Bank: 'HDFC Bank',
  IFSC: 'HDFC0001234',
  PaymentSubType: 'IMPS',
  QRCode: '',
};

export const SAVED_UPI: SavedAccount = {
  SrNo: 11,
  UserId: SELF1.Id,
  id: 11,
  paymentMethod: 'UPI',
  BankName: '',
  accountHName: 'Ravi Kumar',
  accountNumber: '',
  IFSC: '',
  UPIID: 'ravi@oksbi',
  phone: '9876543210',
  bankSrcImage: '',
};

export const SAVED_BANK: SavedAccount = {
  SrNo: 12,
  UserId: SELF1.Id,
  id: 12,
  paymentMethod: 'Bank',
  BankName: 'State Bank of India',
  accountHName: 'Ravi Kumar',
  accountNumber: '30012345678',
  IFSC: 'SBIN0001234',
  UPIID: '',
  phone: '',
  bankSrcImage: '',
};

export const HISTORY: WalletHistoryResponse = {
  data: [
    {
      id: 31,
      requestType: 'withdraw',
      Amount: 200,
      Status: 2,
      RequestDate: '2025-01-15T06:30:00.000Z',
      StatusChangeDate: null,
      DisplayName: 'Ravi Kumar',
      Bank: '',
      PaymentSubType: 'UPI',
      UTRNo: '',
      Comment: '',
    },
    {
      id: 30,
      requestType: 'deposit',
      Amount: 500,
      Status: 1,
      RequestDate: '2025-01-15T05:00:00.000Z',
      StatusChangeDate: '2025-01-15T05:20:00.000Z',
      DisplayName: 'Shree Traders',
      Bank: '',
      PaymentSubType: 'PhonePe',
      UTRNo: '412345678901',
      Comment: 'Credited',
    },
    {
      id: 29,
      requestType: 'deposit',
      Amount: 1000,
      Status: 3,
      RequestDate: '2025-01-14T10:00:00.000Z',
      StatusChangeDate: '2025-01-14T11:00:00.000Z',
      DisplayName: 'Shree Traders',
      Bank: '',
      PaymentSubType: 'PhonePe',
      UTRNo: '412345678902',
      Comment: 'Slip unreadable',
    },
  ],
  totalDepositAmount: 500,
  totalWithdrawAmount: 0,
  totalPL: 500,
};

/** The routes a wallet page reads on its own; tests add the ones they are about. */
export function readRoutes(balance = 5000): Record<string, Route> {
  return {
    [`GET ${BALANCE_PATH}`]: { body: { isSuccess: true, FinalExpo: 0, mainBalanceafterExpo: balance } },
    'GET /api/selfUser/fetchActiveMerchantDetails': { body: { data: [UPI_MERCHANT, BANK_MERCHANT] } },
    [`GET /api/selfUser/fetchSavedBKDetails/${SELF1.Id}`]: { body: { data: [SAVED_UPI, SAVED_BANK] } },
    'GET /api/selfUser/fetchStakeButton': { body: { data: [{ btn1: 500, btn2: 1000, btn3: 2000, btn4: 5000 }] } },
    [`GET /api/selfUSer/fetchDepositRequest/${SELF1.Id}`]: { body: HISTORY },
  };
}

export type WalletFakeExtra = FakeExtra & {
  ocr: OcrService;
  ocrCalls: Array<{ signal: AbortSignal }>;
  /** How long each toast was asked to stay (ms), in order. */
  toastDurations: Array<number | undefined>;
};

/** 2025-01-15 15:30 in India. */
export const NOW = Date.UTC(2025, 0, 15, 10, 0, 0);

/** The fake OCR "reads" whatever `read` returns for the image (default: the image's own text). */
export function makeWalletExtra(
  read?: (image: Blob, onProgress: (f: number) => void, signal: AbortSignal) => Promise<string>,
): WalletFakeExtra {
  const ocrCalls: WalletFakeExtra['ocrCalls'] = [];
  const base = makeFakeExtra(NOW);
  const toastDurations: WalletFakeExtra['toastDurations'] = [];
  return {
    ...base,
    toastDurations,
    toast: (kind, message, options) => {
      base.toast(kind, message, options);
      toastDurations.push(options?.autoClose);
    },
    ocrCalls,
    ocr: {
      readText: (image, onProgress, signal) => {
        ocrCalls.push({ signal });
        if (read) return read(image, onProgress, signal);
        onProgress(0.5);
        onProgress(1);
        return new Response(image).text();
      },
    },
  };
}

/** jsdom has no object URLs for its Files; the slip registry needs them (restored by restoreAllMocks). */
export function installObjectUrls(): void {
  let next = 0;
  jest.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:http://localhost/slip-${++next}`);
  jest.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
}

/**
 * A slip whose "image" is the given text. Node's File, not jsdom's: under jest-fixed-jsdom FormData and
 * Blob are Node's, and Node's FormData takes only Node's Blobs.
 */
export function slip(text: string, name = 'slip.png', type = 'image/png'): File {
  return new NodeFile([text], name, { type }) as unknown as File;
}
