// What the match page shows first, asked for as soon as the router knows the page is next (its route's
// loader, router.tsx) rather than once the page has rendered. On a phone the page's chunk and the
// shell's are read and run before the page can render; the event's name and its prices used to be
// asked for only after that, a round trip on top (about 0.3 s of a repeat visit on a 150 ms network).
// Prefetched with the arguments MatchPage's own queries use, so they find them in the cache. In app/,
// beside the router: the entry chunk takes sportsApi alone, not the sports feature's public file.
import type { Params } from 'react-router-dom';
import { matchPageArgs } from '../features/match/matchPageArgs';
import { sportsApi } from '../features/sports/sportsApi';
import type { AppStore } from './store';

/** Starts the match page's first calls (for a player or a visitor: both see the event and its prices). */
export function prefetchMatchPage(store: AppStore, params: Params): void {
  const { eventId, marketId } = matchPageArgs(params);
  if (!eventId) return;
  store.dispatch(sportsApi.util.prefetch('fetchBetPageMatch', eventId, {}));
  store.dispatch(sportsApi.util.prefetch('checkGetMatchOdds', { marketId, eventId }, {}));
}
