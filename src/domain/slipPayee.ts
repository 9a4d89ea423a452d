// Who a payment slip says was paid, against the merchant account the player says they paid into: a
// deposit paid to someone else must not be approved on a matching UTR. Read from the slip's OCR text
// (the console reads every slip in the queue); pure, so it is tested without a browser.

/** What the slip's text shows of a payee: its UPI ids, the endings of masked account numbers, and the text itself. */
export interface SlipPayee {
  upiIds: string[];
  accountEndings: string[];
  /** The text lower-cased with everything but letters and digits removed: names and ids survive OCR's spacing. */
  squashed: string;
}

export interface MerchantPayee {
  displayName: string;
  upiId: string;
  accountNumber: string;
}

export type PayeeMark =
  | { mark: 'match'; by: 'UPI id' | 'account' | 'name' }
  /** The slip shows a payee id, and neither the merchant's id nor its name: `shown` is what it shows. */
  | { mark: 'mismatch'; shown: string }
  /** The slip shows no payee id and not the merchant's name: nothing to compare. */
  | { mark: 'unread' };

const squash = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]/g, '');
const UPI_ID = /[a-z0-9][a-z0-9._-]{1,}@[a-z][a-z0-9]{1,}/gi;
/** 'XXXXXX1234', '**** 1234', '••1234': a masked account's ending. */
const MASKED = /(?:[x*•]{2,}\s*)(\d{3,6})\b/gi;

export function readSlipPayee(text: string): SlipPayee {
  const upiIds = [...new Set([...text.matchAll(UPI_ID)].map((m) => m[0].toLowerCase()))];
  // Only masked numbers count as a payee's account: a bare run of digits is as likely the UTR or a phone.
  const accountEndings = [...new Set([...text.matchAll(MASKED)].map((m) => m[1]))];
  return { upiIds, accountEndings, squashed: squash(text) };
}

export function payeeMark(slip: SlipPayee, merchant: MerchantPayee): PayeeMark {
  const upi = squash(merchant.upiId);
  if (upi && slip.squashed.includes(upi)) return { mark: 'match', by: 'UPI id' };
  const account = merchant.accountNumber.replace(/\D/g, '');
  if (account.length >= 4) {
    if (slip.squashed.includes(account) || slip.accountEndings.some((ending) => account.endsWith(ending)))
      return { mark: 'match', by: 'account' };
  }
  const name = squash(merchant.displayName);
  if (name.length >= 3 && slip.squashed.includes(name)) return { mark: 'match', by: 'name' };
  const shown = slip.upiIds[0] ?? (slip.accountEndings[0] ? `an account ending ${slip.accountEndings[0]}` : undefined);
  return shown ? { mark: 'mismatch', shown } : { mark: 'unread' };
}
