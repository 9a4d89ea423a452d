// Report dates: the seconds formatter the reports use per row writes what formatIst writes, across
// India midnight, month and year ends, in any order (its one-day cache must never go stale).
import moment from 'moment';
import { formatIst, istSecondsFormatter } from './dates';
import { istDayOf, istDayStart, splitRange } from './historyCount';

test('istSecondsFormatter writes the India wall-clock time of whole epoch seconds, as formatIst does', () => {
  const format = istSecondsFormatter();
  const midnightIst = Date.UTC(2026, 11, 31, 18, 30, 0) / 1000; // 2027-01-01 00:00:00 IST
  const seconds = [
    midnightIst - 1,
    midnightIst,
    midnightIst + 1,
    midnightIst - 86_400,
    0,
    1_795_235_605,
    midnightIst + 59,
    midnightIst - 3_600,
  ];
  for (let i = 0; i < 500; i += 1) seconds.push(Math.floor(1_700_000_000 + ((i * 7_919_113) % 90_000_000)));
  for (const second of seconds) {
    expect([second, format(second)]).toEqual([second, formatIst(second * 1000)]);
    expect(format(second)).toBe(
      moment
        .utc(second * 1000)
        .utcOffset(330)
        .format('YYYY-MM-DD HH:mm:ss'),
    );
  }
  expect(format(midnightIst)).toBe('2027-01-01 00:00:00');
  expect(format(midnightIst - 1)).toBe('2026-12-31 23:59:59');
});

test('a range splits into whole India days and the partial ends', () => {
  const day = istDayOf(Date.UTC(2026, 10, 20, 18, 30)); // 2026-11-21 IST
  expect(istDayStart(day)).toBe(Date.UTC(2026, 10, 20, 18, 30));
  // Two whole days, from midnight to 23:59:59 inclusive (toExclusive one second later).
  expect(splitRange({ from: new Date(istDayStart(day - 1)), toExclusive: new Date(istDayStart(day + 1)) })).toEqual({
    firstDay: day - 1,
    lastDay: day,
    head: null,
    tail: null,
  });
  // Partial ends on both sides.
  const from = new Date(istDayStart(day - 3) + 3_600_000);
  const to = new Date(istDayStart(day) + 60_000);
  expect(splitRange({ from, toExclusive: to })).toEqual({
    firstDay: day - 2,
    lastDay: day - 1,
    head: { from, toExclusive: new Date(istDayStart(day - 2)) },
    tail: { from: new Date(istDayStart(day)), toExclusive: to },
  });
  // Within one day: no whole day, counted from the bets alone.
  expect(splitRange({ from, toExclusive: new Date(from.getTime() + 1_000) })).toBeNull();
  // Open ends.
  expect(splitRange({ from: null, toExclusive: null })).toEqual({ firstDay: null, lastDay: null, head: null, tail: null });
});
