// Feed metrics per source: updates received, their lag (the age of the newest event state in the
// update on arrival) and, read at scrape, the seconds since the last one. A feed that goes quiet
// shows as a growing last-message age whatever the reason (the leader gone, PostgreSQL's
// notifications lost, the provider down).
import type { FeedProvider } from '../../feed/provider';
import { feedLag, feedLastMessageAge, feedMessages } from './families';
import { onScrape } from './scrape';

export type FeedSource = 'simulator' | 'betfair-file' | 'betfair' | 'published';

/** Follows `feed`'s updates; returns the unsubscription. */
export function instrumentFeed(feed: Pick<FeedProvider, 'onUpdate'>, source: FeedSource, now: () => number = Date.now): () => void {
  const messages = feedMessages.labels(source);
  const lag = feedLag.labels(source);
  let lastAt = now();
  const unsubscribe = feed.onUpdate((update) => {
    const at = now();
    lastAt = at;
    messages.inc();
    let newest = 0;
    for (const state of update.events) if (state.updatedAt > newest) newest = state.updatedAt;
    if (newest > 0) lag.observe(Math.max(0, at - newest) / 1000);
  });
  const removeAge = onScrape(() => feedLastMessageAge.set({ source }, (now() - lastAt) / 1000));
  return () => {
    unsubscribe();
    removeAge();
  };
}
