// Rows to the API shapes of src/domain/contract/wallet.ts (spec field names), paise to rupees.
import type {
  AdminMerchant,
  AdminWalletRequest,
  MerchantAccount,
  SavedAccount,
  WalletHistoryRow,
  WalletStatus,
} from '../../../src/domain/contract/wallet';
import { ADMIN_WALLET_PATHS } from '../../../src/domain/contract/wallet';
import { toRupees } from '../../../src/domain/money';
import type { MerchantRow, SavedAccountRow } from './accountsRepository';
import type { AdminRequestRow, WalletRequestRow } from './requestsRepository';

export function toMerchant(row: MerchantRow): MerchantAccount {
  return {
    id: row.id,
    PaymentType: row.payment_type,
    DisplayName: row.display_name,
    AccountNumber: row.account_number,
    UPIId: row.upi_id,
    Bank: row.bank,
    IFSC: row.ifsc,
    PaymentSubType: row.payment_sub_type,
    QRCode: row.qr_file,
  };
}

export function toAdminMerchant(row: MerchantRow): AdminMerchant {
  return { ...toMerchant(row), active: row.active };
}

export function toSavedAccount(row: SavedAccountRow): SavedAccount {
  return {
    SrNo: row.id,
    UserId: row.user_id,
    id: row.id,
    paymentMethod: row.payment_method,
    BankName: row.bank_name,
    accountHName: row.account_holder,
    accountNumber: row.account_number,
    IFSC: row.ifsc,
    UPIID: row.upi_id,
    phone: row.phone,
    bankSrcImage: row.bank_image,
  };
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toHistoryRow(row: WalletRequestRow): WalletHistoryRow {
  const deposit = row.request_type === 'deposit';
  return {
    id: row.id,
    requestType: row.request_type,
    Amount: toRupees(row.amount),
    Status: row.status as WalletStatus,
    RequestDate: row.requested_at.toISOString(),
    StatusChangeDate: iso(row.status_changed_at),
    DisplayName: deposit ? row.display_name : row.account_holder,
    Bank: row.bank,
    PaymentSubType: deposit ? row.payment_sub_type : row.payment_method,
    UTRNo: row.utr ?? '',
    Comment: row.comment,
  };
}

export function toAdminRequest(row: AdminRequestRow, staffNames: ReadonlyMap<number, string> = new Map()): AdminWalletRequest {
  const nameOf = (id: number | null) => (id === null ? null : (staffNames.get(id) ?? `staff ${id}`));
  return {
    id: row.id,
    userId: row.user_id,
    userName: row.username,
    requestType: row.request_type,
    Amount: toRupees(row.amount),
    Status: row.status as WalletStatus,
    RequestDate: row.requested_at.toISOString(),
    StatusChangeDate: iso(row.status_changed_at),
    Comment: row.comment,
    paymentMethod: row.payment_method,
    DisplayName: row.display_name,
    Bank: row.bank,
    AccountNumber: row.account_number,
    IFSC: row.ifsc,
    UPIID: row.upi_id,
    PaymentSubType: row.payment_sub_type,
    accountHName: row.account_holder,
    phone: row.phone,
    UTRNo: row.utr ?? '',
    slipPath: row.slip_file ? ADMIN_WALLET_PATHS.slip(row.id) : null,
    OcrAmount: row.ocr_amount === null ? null : toRupees(row.ocr_amount),
    PayoutRef: row.payout_ref,
    RequestedAmount: row.requested_amount === null ? null : toRupees(row.requested_amount),
    claimedById: row.claimed_by,
    claimedBy: nameOf(row.claimed_by),
    firstApprovedById: row.first_approved_by,
    firstApprovedBy: nameOf(row.first_approved_by),
  };
}
