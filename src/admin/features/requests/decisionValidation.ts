// The decision form's rules: the server takes a comment of at most 500 characters; the console also
// asks for a reason before rejecting, because the player reads it in their wallet history.
export const COMMENT_MAX = 500;

export const DECISION_MSG = {
  reasonRequired: 'Type the reason for rejecting: the player sees it.',
  tooLong: `The comment is at most ${COMMENT_MAX} characters.`,
  approved: (kind: string, user: string) => `${kind} of ${user} approved.`,
  rejected: (kind: string, user: string) => `${kind} of ${user} rejected.`,
  failed: 'The decision was not saved. Try again.',
  payoutRefRequired: "Type the payout reference (the bank's IMPS, NEFT or UPI reference): the player sees it on their statement.",
  amountFormat: 'The corrected amount is in rupees, above 0, with at most 2 decimals.',
  correctedNeedsReason: 'Say why the amount is corrected: the player sees the comment.',
  firstApproval: (user: string) => `First approval of ${user}'s withdrawal recorded: a second staff member must approve it.`,
} as const;

export interface DecisionFields {
  comment: string;
  /** Withdrawals: the payout's reference; `refGiven`: a first approver already gave one. */
  payoutRef?: string;
  refGiven?: boolean;
  /** Deposits: a corrected amount in rupees, '' for none. */
  amount?: string;
}

export function decisionError(approve: boolean, comment: string, fields: Omit<DecisionFields, 'comment'> = {}): string | null {
  if (comment.trim().length > COMMENT_MAX) return DECISION_MSG.tooLong;
  if (!approve && comment.trim() === '') return DECISION_MSG.reasonRequired;
  if (!approve) return null;
  if (fields.payoutRef !== undefined && fields.payoutRef.trim() === '' && !fields.refGiven) return DECISION_MSG.payoutRefRequired;
  const amount = fields.amount?.trim() ?? '';
  if (amount !== '') {
    if (!/^\d+(\.\d{1,2})?$/.test(amount) || Number(amount) <= 0) return DECISION_MSG.amountFormat;
    if (comment.trim() === '') return DECISION_MSG.correctedNeedsReason;
  }
  return null;
}
