// Pieces of a feed's event state for tests that publish their own events into the snapshot cache:
// an in-play cricket event and open markets, with every field a provider would fill.
import type { FeedEvent, FeedFancy, FeedMatchOdds, FeedRunner } from '../../feed/types';

/** A match-odds runner offering three levels each side, 5000 at each, best first. */
export function feedRunner(selectionId: number, name: string, back: number[], lay: number[]): FeedRunner {
  const levels = (prices: number[]) => prices.map((price) => ({ price, size: 5000 }));
  return { selectionId, name, back: levels(back), lay: levels(lay), status: 'ACTIVE' };
}

/** An open match-odds market. */
export function openMatchOdds(marketId: string, totalMatched: number, runners: FeedRunner[]): FeedMatchOdds {
  return { marketId, status: 'OPEN', totalMatched, runners };
}

/** An open fancy session: its NO and YES sides as [line, rate]. */
export function feedSession(marketId: string, selectionId: number, name: string, no: [number, number], yes: [number, number]): FeedFancy {
  return { marketId, selectionId, name, noLine: no[0], noRate: no[1], yesLine: yes[0], yesRate: yes[1], gameStatus: '' };
}

/** An in-play cricket event ('Home v Away') started half an hour before `now`, with fancy sessions. */
export function inPlayCricket(
  event: Pick<FeedEvent, 'id' | 'name' | 'seriesId' | 'matchOddsMarketId' | 'hasBookmaker'>,
  now: number,
): FeedEvent {
  const [home, away] = event.name.split(' v ');
  return {
    ...event,
    sportId: 4,
    home,
    away,
    startsAt: now - 30 * 60_000,
    status: 'inplay',
    endedAt: null,
    isBetLock: false,
    hasMatchOdds: true,
    hasFancy: true,
  };
}
