// The settlement form's rules, the server's (settlementRoutes.ts): a market id like 1.1000042, a winner
// selection id (whole number ≥ 1) or runs (0 to 10,000) for a fancy, or void.
import { MARKET_ID_PATTERN } from '../../../domain/contract/sports';

export type SettleKind = 'winner' | 'runs' | 'void' | 'rollback';

export interface SettleDraft {
  marketId: string;
  kind: SettleKind;
  value: string;
  /** A market picked from the lists: its name as shown ('Mumbai v Delhi / Match Odds'), which the
   *  operator types to confirm. A market typed by id is confirmed by its id. */
  name?: string;
  /** The winner's name when picked from the market's runners. */
  valueName?: string;
}

/** What the operator must type to confirm. */
export const confirmPhrase = (draft: SettleDraft): string => draft.name ?? draft.marketId;

/** The typed confirmation matches: the same words, whatever the case and spacing. */
export function confirmationMatches(typed: string, draft: SettleDraft): boolean {
  const norm = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
  return norm(typed) !== '' && norm(typed) === norm(confirmPhrase(draft));
}

export const SETTLE_MSG = {
  marketId: 'Type a market id such as 1.1000042.',
  winner: 'The winner is a selection id: a whole number from 1.',
  runs: 'Runs are a whole number from 0 to 10,000.',
  confirm: "Type the market's name exactly as shown to confirm.",
  reason: 'Give a reason (1 to 500 characters).',
} as const;

const marketPattern = new RegExp(MARKET_ID_PATTERN);

export function settleDraftErrors(draft: SettleDraft): Partial<Record<'marketId' | 'value', string>> {
  const errors: Partial<Record<'marketId' | 'value', string>> = {};
  if (!marketPattern.test(draft.marketId.trim())) errors.marketId = SETTLE_MSG.marketId;
  if (draft.kind === 'rollback') {
    const length = draft.value.trim().length;
    if (length < 1 || length > 500) errors.value = SETTLE_MSG.reason;
  } else if (draft.kind !== 'void') {
    const text = draft.value.trim();
    const n = Number(text);
    const whole = /^[0-9]+$/.test(text) && Number.isSafeInteger(n);
    if (draft.kind === 'winner' && !(whole && n >= 1)) errors.value = SETTLE_MSG.winner;
    if (draft.kind === 'runs' && !(whole && n <= 10_000)) errors.value = SETTLE_MSG.runs;
  }
  return errors;
}
