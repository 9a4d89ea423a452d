import { shuffled, uniqueByGameId, byStartAscending, formatPrice } from './eventRows';
import { makeEvent } from '../../testing/sportsFixtures';

it('shuffles without losing or repeating anything', () => {
  const items = Array.from({ length: 20 }, (_, i) => i);
  const out = shuffled(items, () => 0.3);
  expect([...out].sort((a, b) => a - b)).toEqual(items);
  expect(out).not.toEqual(items);
});

it('keeps the first row of each game and sorts by start', () => {
  const a = makeEvent({ id: 1, eventDate: '2025-01-01T12:00:00Z', SrNo: 1 });
  const b = makeEvent({ id: 2, eventDate: '2025-01-01T10:00:00Z' });
  const rows = uniqueByGameId([a, b, { ...a, SrNo: 9 }]).sort(byStartAscending);
  expect(rows.map((r) => [r.gameId, r.SrNo])).toEqual([
    ['2', 1],
    ['1', 1],
  ]);
  expect([formatPrice(0), formatPrice(1.5)]).toEqual(['-', '1.5']);
});
