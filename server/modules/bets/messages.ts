// Messages only the bets server speaks (the spec has no wording for them). Every rule the spec
// words answers with MSG from src/domain/messages.ts instead.
import { BET_UPDATE_WINDOW_MS } from '../../../src/domain/constants';

export const BETS_MSG = {
  unreadablePayload: 'The bet could not be read. Please try again.',
  invalidField: (field: string) => `Invalid bet field: ${field}.`,
  betMismatch: 'The bet does not match the market it names.',
  betIdTaken: 'This bet id is already in use.',
  betNotFound: 'Bet not found.',
  tooEarly: 'Please wait: the bet is still in its delay.',
  lapsed: `Bet lapsed: it was not confirmed within ${BET_UPDATE_WINDOW_MS / 1000} seconds of its delay. Please place it again.`,
  notPending: 'This bet is no longer waiting to be matched.',
} as const;
