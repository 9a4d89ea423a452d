// Tables of the wallet area: merchant accounts players pay into, their saved payout accounts, and
// deposit/withdraw requests the operator approves or rejects (migration 20261121_04_wallet).
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export type MerchantPaymentType = 'UPI' | 'Bank';

export interface MerchantAccountsTable {
  id: Generated<number>;
  payment_type: MerchantPaymentType;
  display_name: string;
  account_number: Generated<string>;
  upi_id: Generated<string>;
  bank: Generated<string>;
  ifsc: Generated<string>;
  payment_sub_type: Generated<string>;
  qr_file: string;
  active: Generated<boolean>;
  created_at: CreatedAt;
}

export interface SavedAccountsTable {
  /** The spec's SrNo (and id). */
  id: Generated<number>;
  user_id: number;
  payment_method: MerchantPaymentType;
  bank_name: Generated<string>;
  account_holder: Generated<string>;
  account_number: Generated<string>;
  ifsc: Generated<string>;
  upi_id: Generated<string>;
  phone: Generated<string>;
  bank_image: Generated<string>;
  created_at: CreatedAt;
}

export type WalletRequestType = 'deposit' | 'withdraw';
/** 1 approved, 2 pending, 3 rejected. */
export type WalletRequestStatus = 1 | 2 | 3;

export interface WalletRequestsTable {
  id: Generated<number>;
  user_id: number;
  request_type: WalletRequestType;
  /** Paise, > 0. */
  amount: number;
  status: ColumnType<WalletRequestStatus, WalletRequestStatus | undefined, WalletRequestStatus>;
  requested_at: ColumnType<Date, Date | string | undefined, never>;
  status_changed_at: Date | null;
  decided_by: number | null;
  comment: Generated<string>;
  merchant_id: number | null;
  payment_method: string;
  display_name: Generated<string>;
  bank: Generated<string>;
  account_number: Generated<string>;
  ifsc: Generated<string>;
  upi_id: Generated<string>;
  payment_sub_type: Generated<string>;
  account_holder: Generated<string>;
  phone: Generated<string>;
  /** The UTR as the player typed it (upper case). */
  utr: string | null;
  /** Its key for "one transfer, one deposit": the digits without leading zeros (wallet/utr.ts). */
  utr_key: string | null;
  /** SHA-256 (hex) of the slip image's bytes: one image backs one live deposit. */
  slip_sha256: string | null;
  /** Random name of the slip under config.uploadDir/slips. */
  slip_file: string | null;
  /** 'png' | 'jpeg' | 'heic', from the file's content. */
  slip_type: string | null;
  /** Deposits: the amount the browser read from the slip (paise), information only (migration 20261125_19). */
  ocr_amount: ColumnType<number | null, number | null | undefined, number | null>;
  /** Withdrawals put on hold by a rollback that left the player below zero available (migration 20261128_40). */
  held_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  hold_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** The slip's size in bytes (migration 20261128_41); null for slips stored before it. */
  slip_bytes: ColumnType<number | null, number | null | undefined, number | null>;
  /** Withdrawals: the bank's reference of the payout, required to approve (migration 20261128_56). */
  payout_ref: ColumnType<string | null, string | null | undefined, string | null>;
  /** The staff member working the request now (migration 56): nobody else may decide it. */
  claimed_by: ColumnType<number | null, number | null | undefined, number | null>;
  claimed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Four eyes (migration 56): the first of two approvals of a withdrawal above the threshold. */
  first_approved_by: ColumnType<number | null, number | null | undefined, number | null>;
  first_approved_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** A deposit approved at a corrected amount: what the player typed (paise). */
  requested_amount: ColumnType<number | null, number | null | undefined, number | null>;
}

/** One row (migration 56): the four-eyes threshold of withdrawals, paise, null for never. */
export interface WalletSettingsTable {
  id: number;
  second_approval_above: number | null;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface WalletTables {
  merchant_accounts: MerchantAccountsTable;
  saved_accounts: SavedAccountsTable;
  wallet_requests: WalletRequestsTable;
  wallet_settings: WalletSettingsTable;
}
