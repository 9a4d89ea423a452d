// The match page's query arguments from its route's params: one reading for the page and for the
// route's loader that prefetches them (src/app/matchPagePreload.ts), so both name the same cache entries.
import type { Params } from 'react-router-dom';

export function matchPageArgs(params: Params): { eventId: string; marketId: string } {
  return { eventId: params.eventId ?? '', marketId: params.marketId ?? '' };
}
