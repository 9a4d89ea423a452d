// The admin API's answers the console's tests start from: wallet requests (server/modules/wallet/
// mappers.ts) and the signed-in staff member.
import { PERMISSIONS, ROLE_PERMISSIONS, type Permission, type StaffSelf } from '../../domain/contract/staff';
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

/** Who is signed in, as GET /admin/staff/me answers: the permissions are the roles' unless given. */
export function staffSelf(overrides: Partial<StaffSelf> & Pick<StaffSelf, 'roles'>): StaffSelf {
  return {
    id: 1,
    username: 'operator',
    displayName: 'Operator',
    role: 'operator',
    permissions: PERMISSIONS.filter((p) => overrides.roles.some((r) => ROLE_PERMISSIONS[r].includes(p))),
    twoFactor: false,
    mustEnrolTwoFactor: false,
    ...overrides,
  };
}

/** The trader the market pages' tests sign in as, with the powers the test gives. */
export const traderSelf = (permissions: Permission[]): StaffSelf =>
  staffSelf({ id: 3, username: 'trader1', displayName: 'Trader', roles: ['trader'], permissions });
