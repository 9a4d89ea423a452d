// The history filter's status checkboxes (spec §5): 'All' toggles all three; choosing all three
// by hand turns 'All' on. Pure, so the popup and its tests share one rule.
import { WALLET_STATUS } from '../../domain/constants';
import type { WalletStatusCode } from './walletSlice';
import { tk } from '../../i18n/keys';

export const ALL_STATUSES: WalletStatusCode[] = [WALLET_STATUS.approved, WALLET_STATUS.pending, WALLET_STATUS.rejected];

/** The spec's English names (keys: shown through t()). */
export const STATUS_NAMES: Record<WalletStatusCode, string> = { 1: tk('Approved'), 2: tk('Pending'), 3: tk('Rejected') };

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
