// What the admin API says when it refuses (the operator's own words: the spec has none for these).
import { formatRupees } from '../../../src/domain/money';

export const OPERATOR_MSG = {
  noSuchUser: 'No such player.',
  twoDecimals: 'Amounts are rupees with at most 2 decimals.',
  zeroAmount: 'The amount must not be 0.',
  debitTooLarge: (available: number) => `The debit is more than the available ${formatRupees(available)}.`,
  nothingToChange: 'Give lockBetting, exposureLimit or password.',
} as const;
