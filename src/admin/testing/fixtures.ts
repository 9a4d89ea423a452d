// Wallet requests as the admin API answers them (server/modules/wallet/mappers.ts).
import type { AdminWalletRequest } from '../../domain/contract/wallet';

export function adminRequest(overrides: Partial<AdminWalletRequest> & Pick<AdminWalletRequest, 'id'>): AdminWalletRequest {
  return {
    userId: 3,
    userName: 'self1',
    requestType: 'deposit',
    Amount: 500,
    Status: 2,
    RequestDate: `2026-11-25T05:${String(10 + overrides.id).padStart(2, '0')}:00.000Z`,
    StatusChangeDate: null,
    OcrAmount: null,
    Comment: '',
    paymentMethod: 'UPI',
    DisplayName: 'Exchange Payments',
    Bank: '',
    AccountNumber: '',
    IFSC: '',
    UPIID: 'exchange.pay@okaxis',
    PaymentSubType: 'GPay',
    accountHName: '',
    phone: '',
    UTRNo: '412345678901',
    slipPath: `/admin/wallet-requests/${overrides.id}/slip`,
    PayoutRef: null,
    RequestedAmount: null,
    claimedById: null,
    claimedBy: null,
    firstApprovedById: null,
    firstApprovedBy: null,
    ...overrides,
  };
}
