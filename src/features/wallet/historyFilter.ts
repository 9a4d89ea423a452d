// The history filter's status checkboxes (spec §5): 'All' toggles all three; choosing all three
// by hand turns 'All' on. Pure, so the popup and its tests share one rule.
import { WALLET_STATUS } from '../../domain/constants';
import type { WalletStatusCode } from './walletSlice';

export const ALL_STATUSES: WalletStatusCode[] = [WALLET_STATUS.approved, WALLET_STATUS.pending, WALLET_STATUS.rejected];

export const STATUS_NAMES: Record<WalletStatusCode, string> = { 1: 'Approved', 2: 'Pending', 3: 'Rejected' };

export function isAll(statuses: readonly WalletStatusCode[]): boolean {
  return ALL_STATUSES.every((status) => statuses.includes(status));
}

export function toggleAll(statuses: readonly WalletStatusCode[]): WalletStatusCode[] {
  return isAll(statuses) ? [] : [...ALL_STATUSES];
}

export function toggleStatus(statuses: readonly WalletStatusCode[], status: WalletStatusCode): WalletStatusCode[] {
  const next = statuses.includes(status) ? statuses.filter((s) => s !== status) : [...statuses, status];
  return ALL_STATUSES.filter((s) => next.includes(s));
}
