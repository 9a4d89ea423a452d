// The snapshot cache: bodies built once per change, ETags from content, lists by IST day, and a feed
// gone quiet suspends every market.
import { ManualClock } from '../test/clock';
import { cachedBody, SnapshotCache, STALE_AFTER_MS } from './snapshotCache';
import { Simulator } from './simulator/simulator';
import type { FeedEventState } from './types';
import { must } from '../test/must';

function loaded(clock: ManualClock): { cache: SnapshotCache; sim: Simulator } {
  const sim = new Simulator({ seed: 4, speed: 1, startTime: clock.now() });
  const cache = new SnapshotCache(clock);
  cache.apply(sim.takeInitialUpdate());
  return { cache, sim };
}

const inPlayCricket = (cache: SnapshotCache): FeedEventState =>
  must(
    cache.allEvents().find((s) => s.event.sportId === 4 && s.event.status === 'inplay'),
    'a cricket event in play',
  );

test('the same body for the same content, whichever cache built it', () => {
  const a = cachedBody({ x: 1, y: [1, 2] });
  const b = cachedBody({ x: 1, y: [1, 2] });
  expect(b.etag).toBe(a.etag);
  expect(b.body.equals(a.body)).toBe(true);
  expect(cachedBody({ x: 2, y: [1, 2] }).etag).not.toBe(a.etag);
});

test('an odds body is built once per change of its event only', () => {
  const clock = new ManualClock();
  const { cache, sim } = loaded(clock);
  const event = inPlayCricket(cache);
  const upcoming = must(
    cache.allEvents().find((s) => s.event.status === 'upcoming'),
    'an upcoming event',
  );
  const first = must(cache.oddsBody(event.event.id, event.event.matchOddsMarketId), 'the in-play odds body');
  const upcomingFirst = must(cache.oddsBody(upcoming.event.id, upcoming.event.matchOddsMarketId), 'the upcoming odds body');
  expect(cache.oddsBody(event.event.id, event.event.matchOddsMarketId)).toBe(first);
  // One tick: in-play events change, a resting pre-match event need not.
  clock.advance(sim.tickMs);
  const update = sim.tick();
  cache.apply(update);
  expect(cache.oddsBody(event.event.id, event.event.matchOddsMarketId)).not.toBe(first);
  const upcomingChanged = update.events.some((s) => s.event.id === upcoming.event.id);
  expect(cache.oddsBody(upcoming.event.id, upcoming.event.matchOddsMarketId) === upcomingFirst).toBe(!upcomingChanged);
  // Only the event's own match-odds market id answers.
  expect(cache.oddsBody(event.event.id, `2.${event.event.id}`)).toBeNull();
  expect(cache.oddsBody(424242, event.event.matchOddsMarketId)).toBeNull();
});

test('a feed silent for a minute suspends every market until it speaks again', () => {
  const clock = new ManualClock();
  const { cache, sim } = loaded(clock);
  const { event } = inPlayCricket(cache);
  const statuses = () => {
    const state = must(cache.event(event.id), 'the event in the cache');
    const body = JSON.parse(must(cache.oddsBody(event.id, event.matchOddsMarketId), 'its odds body').body.toString());
    return {
      matchOdds: state.book.matchOdds.status,
      body: body.Odds[0].status,
      fancy: [...new Set(state.book.fancy.map((f) => f.gameStatus))],
      bookmaker: must(state.book.bookmaker, 'its bookmaker market').status,
    };
  };
  clock.advance(STALE_AFTER_MS);
  expect(cache.isStale()).toBe(false);
  clock.advance(1);
  expect(cache.isStale()).toBe(true);
  expect(statuses()).toEqual({ matchOdds: 'SUSPENDED', body: 'SUSPENDED', fancy: ['SUSPENDED'], bookmaker: 'SUSPENDED' });
  cache.apply(sim.tick());
  expect(cache.isStale()).toBe(false);
  expect(statuses().body).not.toBe('SUSPENDED');
});

test('a trader\u2019s desk older than the one applied (a quote\u2019s own answer arriving after the feed reader brought a later one) is ignored', () => {
  const clock = new ManualClock();
  const { cache } = loaded(clock);
  const event = inPlayCricket(cache);
  const line = (noLine: number) => ({
    marketId: '3.9line1',
    selectionId: 900_001,
    name: '6 over runs',
    noLine,
    noRate: 100,
    yesLine: noLine + 2,
    yesRate: 100,
    gameStatus: '' as const,
  });
  const shown = () => cache.event(event.event.id)?.book.fancy.find((f) => f.marketId === '3.9line1')?.noLine;
  cache.setDesk({ eventId: event.event.id, fancy: [line(50)], bookmaker: null, feedVersion: 12 });
  expect(shown()).toBe(50);
  cache.setDesk({ eventId: event.event.id, fancy: [line(48)], bookmaker: null, feedVersion: 11 });
  expect(shown()).toBe(50);
  cache.setDesk({ eventId: event.event.id, fancy: [line(52)], bookmaker: null, feedVersion: 13 });
  expect(shown()).toBe(52);
});
