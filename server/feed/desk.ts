// The trader's desk on top of the feed: a market a trader owns is shown as the trader quotes it,
// whatever the feed sends for it, and a line the trader opened is added to the event's book. Applied
// wherever the feed's state is served (SnapshotCache), so the odds poll and the bet checks read the
// trader's quote. The operator's controls (controls.ts) apply after it, on top.
import type { DeskBook, FeedEventState } from './types';

/** Events a trader makes by hand take ids from here up, apart from the feed's: the feed never
 * abandons them (a new feed leader abandons the open events it does not carry on). */
export const HAND_EVENT_BASE = 90_000_000;

export function withDesk(state: FeedEventState, desk: DeskBook | undefined): FeedEventState {
  if (!desk || (desk.fancy.length === 0 && desk.bookmaker === null)) return state;
  const owned = new Map(desk.fancy.map((f) => [f.marketId, f]));
  const fancy = state.book.fancy.filter((f) => !owned.has(f.marketId));
  return {
    ...state,
    event: {
      ...state.event,
      hasFancy: state.event.hasFancy || desk.fancy.length > 0,
      hasBookmaker: state.event.hasBookmaker || desk.bookmaker !== null,
    },
    book: { ...state.book, fancy: [...desk.fancy, ...fancy], bookmaker: desk.bookmaker ?? state.book.bookmaker },
  };
}
