// The wallet's form rules of spec §5, in the order the spec checks them. Each returns the message the
// player sees, or null when the form may go on. Pure: the listeners decide what to do with the answer.
import { DEPOSIT_MAX, DEPOSIT_MIN, WITHDRAW_MIN } from '../../domain/constants';
import { MSG } from '../../domain/messages';

/** What the amount, phone and stake inputs keep of what was typed: digits only. */
export function digitsOnly(typed: string, maxLength = 9): string {
  return typed.replace(/\D/g, '').slice(0, maxLength);
}

/** The amount popup's Next. */
export function checkDepositAmount(amount: string): string | null {
  if (!amount) return MSG.depositAmountRequired;
  if (Number(amount) < DEPOSIT_MIN) return MSG.depositMinimum;
  return null;
}

export interface DepositSubmission {
  amount: string;
  hasSlip: boolean;
  utr: string;
}

/** Submit Request on the deposit view. */
export function checkDepositSubmission({ amount, hasSlip, utr }: DepositSubmission): string | null {
  const rupees = Number(amount);
  if (!amount || rupees < DEPOSIT_MIN || rupees > DEPOSIT_MAX) return MSG.depositRange;
  if (!hasSlip) return MSG.slipRequired;
  if (!utr.trim()) return MSG.utrRequired;
  return null;
}

export type PayoutMethod = 'UPI' | 'BANK';

/** The payout account fields, named as the withdraw request names them (spec §7). */
export interface PayoutFields {
  accountHName: string;
  accountNumber: string;
  IFSC: string;
  UPIID: string;
  phone: string;
  bankName: string;
}

export const EMPTY_PAYOUT_FIELDS: PayoutFields = {
  accountHName: '',
  accountNumber: '',
  IFSC: '',
  UPIID: '',
  phone: '',
  bankName: '',
};

const filled = (value: string) => value.trim() !== '';

/** The amount part of a withdrawal (Continue to Withdraw and 'Withdraw … to Bank' both check it). */
export function checkWithdrawAmount(amount: string, available: number): string | null {
  if (!amount) return MSG.withdrawAmountRequired;
  if (Number(amount) < WITHDRAW_MIN) return MSG.withdrawMinimum;
  if (Number(amount) > available) return MSG.insufficientFunds;
  return null;
}

/** Continue to Withdraw: spec §5 asks for little (UPI: a name or an id; Bank: any one field). */
export function checkWithdrawForm(amount: string, available: number, method: PayoutMethod, fields: PayoutFields): string | null {
  const amountProblem = checkWithdrawAmount(amount, available);
  if (amountProblem) return amountProblem;
  const complete =
    method === 'UPI'
      ? filled(fields.accountHName) || filled(fields.UPIID)
      : [fields.accountNumber, fields.IFSC, fields.accountHName, fields.bankName].some(filled);
  return complete ? null : MSG.fillAllInputFields;
}

/** Save on the Add Account form. */
export function checkNewAccount(method: PayoutMethod, fields: PayoutFields): string | null {
  const needed =
    method === 'UPI' ? [fields.accountHName, fields.UPIID] : [fields.accountNumber, fields.accountHName, fields.IFSC, fields.bankName];
  return needed.every(filled) ? null : MSG.fillAllInputFields;
}

/** The wallet's four quick-add buttons. */
export type StakeValues = [string, string, string, string];

export function checkStakes(values: StakeValues): string | null {
  return values.every(filled) ? null : MSG.fillAllStakes;
}

export function stakesUnchanged(values: StakeValues, saved: readonly number[]): boolean {
  return values.every((value, index) => Number(value) === saved[index]);
}
