// Every message the player sees (spec §5 and §8), word for word. The server answers with the same
// strings where it re-checks a rule, so the browser and the server never disagree on wording.

export const MSG = {
  required: 'This input is required.',
  loginUnavailable: "Can't able to login now ! Try again later!!",
  loggedIn: 'Logged In..',
  confirmPasswordMismatch: 'Confirm Password not matched!',
  tryAnotherUsername: 'Try another username!',
  tryAgainLater: 'Try again later!',
  signUpUnavailable: "Can't sign up now! Try again later!!",
  signUpSuccess: 'Sign Up Successful, Please Login..',
  /** One phone, one account: says nothing of whose account has it. */
  phoneTaken: 'This phone number is already registered. Log in or contact support.',

  fillAllFields: 'Please fill in all fields',
  newPasswordTooShort: 'New password must be at least 6 characters',
  newPasswordMismatch: 'New password and confirm password do not match',
  passwordChanged: 'Password changed successfully!',
  unexpectedError: 'An unexpected error occurred',
  networkError: 'Network error. Please try again.',

  betNotPlaced: 'Bet Not Placed',
  insufficientBalance: 'Insufficient Balance!',
  exposureLimitExceed: 'Exposure Limit Exceed!',
  oddsChanged: 'Odds Changed!',
  ballRunning: 'Ball Running..',
  notAbleToBet: 'You are not able to place bets..',
  stakeBetween: (min: number, max: number) => `Enter Stake between ${min} to ${max}`,
  minMaxRangeNotValid: 'Bet Not Confirm Reason Min and Max Bet Range Not Valid.',
  checkMaximumBetLimit: 'Check Maximum Bet Limit.',
  noExactCashout: '❌ No exact cashout possible.',
  somethingWentWrong: 'Something went wrong!',
  /** Shown over the last prices while the server sheds the odds polls (503): they are not live. */
  pricesDelayed: 'Prices delayed',
  /** A visitor tapped a price: betting needs a log-in (the server refuses a bet without one). */
  logInToBet: 'Log in to place a bet.',
  betPlaced: 'Bet Placed Successfully',
  /** A bet at the player's own price, not on offer yet (docs/betting.md). */
  betUnmatched: 'Bet Unmatched: it waits for your price',

  updateSuccess: 'Update Successfully!',

  requestFailed: 'Request Failed!',
  requestFailedWith: (message: string) => `Request Failed: ${message}`,
  errorWith: (message: string) => `Error: ${message}`,
  requestSent: 'Request Sent!',
  depositAmountRequired: 'Please enter deposit amount.',
  depositMinimum: 'Minimum deposit amount must be at least 100',
  depositRange: 'Enter amount in between 100 - 100000',
  depositRangeHint: 'Amount: ₹100 - ₹100000',
  slipRequired: 'Please upload payment slip!',
  utrRequired: 'Please enter UTR Number!',
  utrNotFound: "We didn't find any Transaction Id from uploaded screenshot by you, Kindly enter Transaction Id manually for fast deposit.",
  transactionIdNotFound: 'Transaction Id not found',
  utrExtractError: 'Error extracting UTR',
  withdrawAmountRequired: 'Please enter amount.',
  withdrawMinimum: 'Minimum withdraw amount must be at least 100',
  insufficientFunds: 'Insufficient Funds!',
  fillAllInputFields: 'Please fill all input fields!',
  deleteFailedWith: (message: string) => `Delete Failed: ${message}`,
  missingParameters: 'Missing required parameters!',
  deleted: 'Deleted!',
  bankDeleted: 'Your bank details have been deleted.',
  fillAllStakes: 'Please fill all stake Amount!',
  stakeChanged: 'Stake Changed!',

  noRecordFound: 'No Record Found',
  noDataFound: 'No Data Found',
} as const;

/** Messages only the server speaks (no wording in the spec). */
export const SERVER_MSG = {
  invalidCredentials: 'Invalid user name or password.',
  tooManyAttempts: (minutes: number) => `Too many failed log-ins. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  tooManyAttemptsSeconds: (seconds: number) => `Too many failed log-ins. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
  tooManySignUps: (minutes: number) => `Too many sign-ups from your network. Try again in ${minutes} minutes.`,
  passwordBlank: 'Password must be at least 6 characters, not counting spaces at either end.',
  notSignedIn: 'Please log in again.',
  forbidden: 'You may only act on your own account.',
  operatorOnly: 'This call is for the operator only.',
  playersOnly: 'The operator cannot use the player app.',
  crossSite: 'Cross-site requests are refused.',
  /** A player with passwordstatus 0 calling anything but the change: the forced change dialog's own words. */
  changePasswordFirst: 'For your security, set your own password before you continue. You will log in again with it.',
  wrongOldPassword: 'Current password is incorrect.',
  notFound: 'Not found.',
  internal: 'Something went wrong on our side. Please try again.',
  unavailable: 'Service temporarily unavailable. Please try again.',
} as const;
