// What the admin API says when it refuses (the operator's own words: the spec has none for these).
import { formatRupees } from '../../../src/domain/money';

export const OPERATOR_MSG = {
  noSuchUser: 'No such player.',
  twoDecimals: 'Amounts are rupees with at most 2 decimals.',
  zeroAmount: 'The amount must not be 0.',
  debitTooLarge: (available: number) => `The debit is more than the available ${formatRupees(available)}.`,
  nothingToChange: 'Give lockBetting, exposureLimit or password.',
  reasonRequired: 'Give a reason (1 to 500 characters).',
  noSuchSport: 'No such sport.',
  noSuchEvent: 'No such event.',
  noSuchMarket: (id: string) => `Market ${id} is not known.`,
  minAboveMax: (what: string) => `The minimum ${what} stake is above the maximum.`,
  minPriceAboveMax: 'The minimum match-odds price is above the maximum.',
  priceTwoDecimals: 'Prices are 1.01 to 1000 with at most 2 decimals.',
  noSettingChange: 'Nothing to change: give at least one setting.',
  alreadySuspended: (id: string) => `Market ${id} is already suspended by hand.`,
  notSuspended: (id: string) => `Market ${id} is not suspended by hand.`,
  marketClosed: (id: string) => `Market ${id} is closed: the feed ended it.`,
  alreadySettled: (id: string) => `Market ${id} is already settled: roll it back before settling it again.`,
  notSettled: (id: string) => `Market ${id} is not settled: there is nothing to roll back.`,
  openForBetting: (id: string) => `Market ${id} is open for betting: suspend it before settling it by hand.`,
  loginAlreadyLocked: 'The player\u2019s log-in is already locked.',
  loginNotLocked: 'The player\u2019s log-in is not locked.',
} as const;
