// The kept positions: which runner markets a bet's check must cover, which pending bets stay kept,
// and that the cache stays bounded.
import { PositionCache, runnerCheck, stillPending, type CachedPosition } from './cache';
import type { OpenBetRow } from '../repository';

const row = (id: number, marketId: string, kind: OpenBetRow['market_kind'] = 'Matchodds', matched = false): OpenBetRow => ({
  id,
  market_kind: kind,
  market_id: marketId,
  selection_id: 1,
  side: 'back',
  odds_requested: 2,
  odds_matched: matched ? 2 : null,
  rate: null,
  stake: 10_000,
});

const entry = (open: OpenBetRow[], runners: Record<string, number[]>): CachedPosition => ({
  version: '1',
  epoch: '1',
  wallet: { user_id: 1, balance: 0, reserved: 0, exposure: 0 },
  rules: { lockBetting: 0, exposureLimit: 0, betStartMinutes: 0 },
  limits: new Map(),
  open,
  runners: new Map(Object.entries(runners)),
  pending: new Map(),
});

test("the check covers every open runner market and the bet's own, fancy sessions aside: those kept empty must still be", () => {
  const open = [row(1, 'mo'), row(2, 'bm', 'BookMaker'), row(3, 'f1', 'Fancy'), row(4, 'mo', 'Matchodds', true), row(5, 'odd')];
  const kept = entry(open, { mo: [1, 2], bm: [7, 8, 9], toss: [], odd: [], f1: [] });
  expect(runnerCheck(kept, open, 'toss')).toEqual({ emptyMarkets: ['odd', 'toss'] });
  expect(runnerCheck(kept, open, null)).toEqual({ emptyMarkets: ['odd'] });
  expect(runnerCheck(kept, open.slice(0, 2), 'bm')).toEqual({ emptyMarkets: [] });
});

test('a market whose runners are not kept leaves the bet to the ordinary path', () => {
  const open = [row(1, 'mo')];
  expect(runnerCheck(entry(open, { mo: [1, 2] }), open, 'other')).toBeUndefined();
  expect(runnerCheck(entry(open, {}), open, null)).toBeUndefined();
});

test('only bets still open and unmatched stay kept as pending', () => {
  const facts = (id: number) => ({ id, eventId: 9, matchAfter: new Date(0) });
  const pending = new Map([
    ['a', facts(1)],
    ['b', facts(2)],
    ['c', facts(3)],
  ]);
  const kept = stillPending(pending, [row(1, 'mo'), row(2, 'mo', 'Matchodds', true)]);
  expect([...kept.keys()]).toEqual(['a']);
});

test('the cache keeps at most `max` players, the least recently used going first', () => {
  const cache = new PositionCache({ max: 2, ttlMs: 60_000 });
  cache.set(1, entry([], {}));
  cache.set(2, entry([], {}));
  cache.get(1);
  cache.set(3, entry([], {}));
  expect(cache.size).toBe(2);
  expect(cache.get(2)).toBeUndefined();
  expect(cache.get(1)).toBeDefined();
});
