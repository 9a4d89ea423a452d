// How the wallet writes dates, amounts and request titles.
import moment from 'moment';
import type { RequestType, WalletStatus } from '../../domain/contract/wallet';
import { localDateTime } from '../../i18n/dates';
import { tk } from '../../i18n/keys';

/** The server sends UTC; players read India time. */
export const IST_OFFSET_MINUTES = 330;

export function formatWalletDate(iso: string | null): string {
  if (!iso) return '-';
  const english = moment(iso).utcOffset(IST_OFFSET_MINUTES).format('DD/MM/YYYY hh:mm:ss A');
  return localDateTime(new Date(iso), english, { timeZone: 'Asia/Kolkata' });
}

export function formatFilterDate(day: string): string {
  return moment(day, 'YYYY-MM-DD').format('DD/MM/YYYY');
}

/** Whole rupees with Indian grouping and no paise: the quick-add and stake buttons. */
export function wholeRupees(amount: number): string {
  return amount.toLocaleString('en-IN', { maximumFractionDigits: 0 });
}

/** Each title whole, so each language can order its words (a key: shown through t()). */
const REQUEST_TITLES: Record<RequestType, Record<WalletStatus, string>> = {
  deposit: { 1: tk('Deposit request Approved'), 2: tk('Deposit request Pending'), 3: tk('Deposit request Rejected') },
  withdraw: { 1: tk('Withdraw request Approved'), 2: tk('Withdraw request Pending'), 3: tk('Withdraw request Rejected') },
};

/** 'Deposit request Approved', 'Withdraw request Pending' … (spec §4). */
export function requestTitle(type: RequestType, status: WalletStatus): string {
  return REQUEST_TITLES[type][status];
}

/** An account number as lists show it: the last four digits, the rest hidden ('••••••5678'). */
export function maskAccountNumber(number: string): string {
  const digits = number.trim();
  if (digits.length <= 4) return digits;
  return `${'•'.repeat(Math.min(digits.length - 4, 6))}${digits.slice(-4)}`;
}
