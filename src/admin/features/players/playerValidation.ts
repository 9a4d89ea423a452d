// The players' forms validate as the admin API does (server/modules/operator/schemas.ts, service.ts):
// names, passwords, rupee amounts with at most 2 decimals up to ₹100 crore.
import { MSG } from '../../../domain/messages';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, USERNAME_MAX_LENGTH } from '../../../domain/constants';

export const MAX_RUPEES = 1_000_000_000;
export const REMARK_MAX = 200;

export const PLAYER_MSG = {
  username: `A user name is 3 to ${USERNAME_MAX_LENGTH} letters, digits or _.`,
  password: `A password is ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`,
  amount: 'Amounts are rupees with at most 2 decimals.',
  notNegative: 'The amount must be 0 or more.',
  positive: 'The amount must be more than 0.',
  tooLarge: 'The amount is more than ₹100 crore.',
  reason: "Type the reason (it goes on the player's statement).",
  changeReason: 'Type the reason (it goes in the audit log).',
  reasonTooLong: `The reason is at most ${REMARK_MAX} characters.`,
} as const;

/** Rupees typed by the operator: a number with at most 2 decimals, or an error. */
export function parseRupees(text: string, { allowZero }: { allowZero: boolean }): { value: number } | { error: string } {
  const trimmed = text.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return { error: trimmed.startsWith('-') ? PLAYER_MSG.notNegative : PLAYER_MSG.amount };
  const value = Number(trimmed);
  if (value > MAX_RUPEES) return { error: PLAYER_MSG.tooLarge };
  if (!allowZero && value === 0) return { error: PLAYER_MSG.positive };
  return { value };
}

export interface CreatePlayerDraft {
  username: string;
  password: string;
  credit: string;
  exposureLimit: string;
}

export function createPlayerErrors(draft: CreatePlayerDraft): Partial<Record<keyof CreatePlayerDraft, string>> {
  const errors: Partial<Record<keyof CreatePlayerDraft, string>> = {};
  if (!new RegExp(`^[A-Za-z0-9_]{3,${USERNAME_MAX_LENGTH}}$`).test(draft.username.trim())) errors.username = PLAYER_MSG.username;
  if (draft.password.length < PASSWORD_MIN_LENGTH || draft.password.length > PASSWORD_MAX_LENGTH) errors.password = PLAYER_MSG.password;
  const credit = parseRupees(draft.credit || '0', { allowZero: true });
  if ('error' in credit) errors.credit = credit.error;
  const limit = parseRupees(draft.exposureLimit || '0', { allowZero: true });
  if ('error' in limit) errors.exposureLimit = limit.error;
  return errors;
}

export function reasonError(reason: string): string | undefined {
  if (reason.trim() === '') return PLAYER_MSG.reason;
  if (reason.trim().length > REMARK_MAX) return PLAYER_MSG.reasonTooLong;
  return undefined;
}

export interface MoneyDraft {
  direction: 'credit' | 'debit';
  amount: string;
  reason: string;
}

/** `available` is what a debit may take (balance − exposure − held): the server refuses more with
 *  'Insufficient Funds!' (POST /admin/users/{id}/debit). */
export function moneyErrors(draft: MoneyDraft, available = Infinity): Partial<Record<'amount' | 'reason', string>> {
  const errors: Partial<Record<'amount' | 'reason', string>> = {};
  const amount = parseRupees(draft.amount, { allowZero: false });
  if ('error' in amount) errors.amount = amount.error;
  else if (draft.direction === 'debit' && amount.value > available) errors.amount = MSG.insufficientFunds;
  const reason = reasonError(draft.reason);
  if (reason) errors.reason = reason;
  return errors;
}

export function exposureLimitError(text: string): string | undefined {
  const parsed = parseRupees(text, { allowZero: true });
  return 'error' in parsed ? parsed.error : undefined;
}

export function passwordError(password: string): string | undefined {
  return password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH ? PLAYER_MSG.password : undefined;
}

/** The reason of an account change (PATCH /admin/users/{id}): required by the console, ≤ 500 on the server. */
export function changeReasonError(reason: string): string | undefined {
  if (reason.trim() === '') return PLAYER_MSG.changeReason;
  if (reason.trim().length > REMARK_MAX) return PLAYER_MSG.reasonTooLong;
  return undefined;
}
