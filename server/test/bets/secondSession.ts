// A second fancy session on the bets tests' event, '10 over runs DEL', for the tests that settle two
// sessions of one event (settlement, reports) and the hammer's markets.
import type { FeedEventState } from '../../feed/types';
import { feedSession } from './feedBook';
import { cricketEvent, FANCY_SEL } from './testSupport';

export const FANCY_2 = '3.700000102';
export const FANCY_2_SEL = FANCY_SEL + 1;

/** The test event with the second session open beside the first, 80 at evens. */
export function withSecondSession(now: number): FeedEventState {
  const state = cricketEvent(now);
  state.book.fancy.push(feedSession(FANCY_2, FANCY_2_SEL, '10 over runs DEL', [80, 100], [80, 100]));
  return state;
}
