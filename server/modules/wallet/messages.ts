// What the wallet's server says where the spec has no wording of its own (spec messages are in MSG).
import { SAVED_ACCOUNTS_MAX } from '../../../src/domain/contract/wallet';
import { formatRupees } from '../../../src/domain/money';

export const WALLET_MSG = {
  demoNotAllowed: 'Demo accounts have no wallet: they play with play money only.',
  selfUsersOnly: 'The wallet is for self-registered players only. The operator who created your account manages its money.',
  slipNotImage: 'The payment slip must be a PNG, JPEG or HEIC image.',
  slipTooLarge: 'The payment slip must be at most 5 MB.',
  slipUnreadable: 'The payment slip could not be read as an image. Upload the screenshot or photo of the payment itself.',
  pendingSlipsTooLarge: (limit: string) =>
    `Your pending deposits already carry ${limit} of slips. Please wait until they are processed, or send smaller images.`,
  slipStorageFull: 'Deposits with a payment slip are paused for a short while. Please try again later.',
  oneSlipOnly: 'Send one payment slip image only.',
  utrFormat: 'The UTR must be 8 to 22 letters or digits, at least 8 of them digits, as the payment slip shows it.',
  utrUsed: 'This UTR has already been used for a deposit.',
  slipUsed: 'This payment slip has already been used for a deposit. Upload the slip of this payment.',
  merchantGone: 'This payment account is no longer available. Please choose another.',
  tooManyPending: (max: number) => `You already have ${max} pending requests. Please wait until they are processed.`,
  wholeRupees: 'Enter a whole number of rupees.',
  phoneDigits: 'Phone must contain digits only.',
  imagePath: 'The bank image must be one of our own images (/banks/… or /uploads/…).',
  tooManySavedAccounts: `You can keep at most ${SAVED_ACCOUNTS_MAX} saved accounts. Remove one first.`,
  savedAccountNotFound: 'Saved account not found.',
  requestNotFound: 'Wallet request not found.',
  alreadyDecided: (id: number, state: string) => `Request ${id} was already ${state}; it cannot change again.`,
  notFreeMoney: (m: { free: number; balance: number; exposure: number; otherWithdrawals: number; amount: number }) =>
    `Not paid: the player's free money is ${formatRupees(m.free)} (balance ${formatRupees(m.balance)} − exposure ` +
    `${formatRupees(m.exposure)} − other withdrawals ${formatRupees(m.otherWithdrawals)}), less than this withdrawal of ` +
    `${formatRupees(m.amount)}. Their open bets still need that money: approve once it is free, or reject.`,
  balanceBelowWithdrawal: 'The balance is below this withdrawal; reject it instead.',
  noSlip: 'This request has no payment slip.',
  slipMissing: 'The payment slip file is missing.',
  merchantNotFound: 'Merchant account not found.',
  merchantUpiNeeded: 'A UPI merchant account needs a UPI id.',
  merchantBankNeeded: 'A bank merchant account needs an account number, IFSC and bank name.',
  approved: (id: number) => `Request ${id} approved.`,
  rejected: (id: number) => `Request ${id} rejected.`,
  accountSaved: 'Account saved.',
  payoutRefRequired: "Enter the payout reference (the bank's IMPS, NEFT or UPI reference of the payment) to approve a withdrawal.",
  payoutRefDepositsNone: 'A deposit has no payout reference: it is a withdrawal’s bank reference.',
  claimedByOther: (id: number, name: string) => `Request ${id} is being worked by ${name}. Ask them to release it first.`,
  notClaimedByYou: (id: number) => `Request ${id} is not claimed by you.`,
  claimed: (id: number) => `Request ${id} is yours to work.`,
  released: (id: number) => `Request ${id} released.`,
  firstApproval: (id: number) => `Request ${id}: first approval recorded. A second staff member must approve it to pay it out.`,
  secondApproverNeeded: (id: number) => `Request ${id} needs a second approver: a different staff member must approve it.`,
  correctedNeedsReason: 'Approving at a corrected amount needs a reason (the player sees it).',
  correctedTwoDecimals: 'The corrected amount must be in rupees with at most 2 decimals.',
  correctedDepositsOnly: 'Only a deposit can be approved at a corrected amount.',
  rejectNeedsReason: 'A reason is required to reject a request (the player sees it).',
  walletSettingsSaved: 'Withdrawal approval settings saved.',
} as const;
