// What identifies a transfer in the UTR a player types, so that one transfer backs one deposit.
//
// A UPI or IMPS reference (RRN) is 12 digits; a NEFT or RTGS UTR is the bank's four-letter code, a
// channel letter and digits; the spec's slips print 'UTR' followed by 8 to 16 digits. What varies when
// the same reference is typed again is everything but its digits: a 'UTR' label, letters put in
// front, leading zeros ('ABC123456789', 'UTRABC123456789' and '0ABC123456789' with one slip
// were three deposits). So the key is the digits without leading zeros, and a UTR must have at least
// 8 of them. Two references of different banks with the same digits would collide: rare, and the
// player is told the UTR is taken (the operator can still credit by hand), which is the safe side.

/** Letters and digits only (spaces and dashes are refused, not guessed at), 8 to 22 of them. */
const UTR_FORMAT = /^[A-Z0-9]{8,22}$/;
export const UTR_MIN_DIGITS = 8;

/** The reference's key: its digits without leading zeros. */
export const utrKey = (utr: string): string => utr.replace(/\D/g, '').replace(/^0+/, '');

/** Whether an upper-cased, trimmed UTR is one we accept. */
export const isUtr = (utr: string): boolean => UTR_FORMAT.test(utr) && utrKey(utr).length >= UTR_MIN_DIGITS;
