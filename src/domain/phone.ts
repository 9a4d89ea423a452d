// One phone number, one account: the normal form two numbers are compared in, shared by the sign-up
// form and the server. The database computes the same form (users.phone_key, SQL function phone_key)
// and a server test holds the two to the same answers.

const NON_DIGITS = /\D/g;
const LEADING_ZEROS = /^0+/;

/**
 * Digits only, without the trunk prefix 0 (or the international 00) and without the country code 91
 * when it comes on a 12-digit number: '+91 98765 43210', '919876543210', '09876543210' and
 * '9876543210' are one number. null when nothing is left.
 */
export function phoneKey(phone: string): string | null {
  const digits = phone.replace(NON_DIGITS, '').replace(LEADING_ZEROS, '');
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  return digits || null;
}

/** How the sign-up's refusal of an excluded person's number ends: the sign-up page knows it by this
 *  (here, not with the other protection messages, so the log-in route does not load those). */
export const SIGN_UP_CLOSED = 'A new account cannot be opened until then.';
