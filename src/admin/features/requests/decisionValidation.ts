// The decision form's rules: the server takes a comment of at most 500 characters; the console also
// asks for a reason before rejecting, because the player reads it in their wallet history.
export const COMMENT_MAX = 500;

export const DECISION_MSG = {
  reasonRequired: 'Type the reason for rejecting: the player sees it.',
  tooLong: `The comment is at most ${COMMENT_MAX} characters.`,
  approved: (kind: string, user: string) => `${kind} of ${user} approved.`,
  rejected: (kind: string, user: string) => `${kind} of ${user} rejected.`,
  failed: 'The decision was not saved. Try again.',
} as const;

export function decisionError(approve: boolean, comment: string): string | null {
  if (comment.trim().length > COMMENT_MAX) return DECISION_MSG.tooLong;
  if (!approve && comment.trim() === '') return DECISION_MSG.reasonRequired;
  return null;
}
