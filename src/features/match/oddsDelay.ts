// How long the match page waits before its next odds poll when the server sheds load: a 503 says
// "come back later", and its Retry-After says when. Polling on at 600 ms would only add to the load.
import { httpStatusOf } from '../../api/errors';
import { ODDS_POLL_MS } from '../../domain/constants';

/** What the odds call's error carries besides the status (sportsApi adds it from the reply's headers). */
export interface RetryAfter {
  retryAfterMs?: number;
}

/** The pause before the next poll while the odds call is shed, or null when it is not shed. */
export function oddsDelayOf(error: unknown): number | null {
  if (httpStatusOf(error) !== 503) return null;
  const asked = (error as RetryAfter).retryAfterMs;
  return Math.max(asked ?? 5 * ODDS_POLL_MS, ODDS_POLL_MS);
}
