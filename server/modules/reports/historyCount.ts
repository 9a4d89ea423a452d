// The bet history's total and where a page starts, from per-day counts (bet_history_days, migration
// 06) instead of a count over every bet of a long range. A range splits into whole India days,
// counted from that table, and at most two partial days at its ends, counted from the bets index:
// the total is then a sum of at most a few hundred rows, and any page can be read from the day it
// starts in (a small OFFSET) instead of skipping every newer bet of the range.
import type { InstantRange } from './dates';

const DAY_MS = 86_400_000;
const IST_OFFSET_MS = 19_800_000;

/** The India calendar day of an instant, as days since 1970-01-01 IST (the migration's ist_day()). */
export const istDayOf = (ms: number): number => Math.floor((ms + IST_OFFSET_MS) / DAY_MS);
/** The instant an India day begins. */
export const istDayStart = (day: number): number => day * DAY_MS - IST_OFFSET_MS;

/** How a range splits: whole days first..last (either open), plus the partial ends. */
export interface RangeSplit {
  /** null: no lower bound on the whole days (an open range). */
  firstDay: number | null;
  lastDay: number | null;
  /** [from, start of firstDay), counted from the bets. */
  head: { from: Date; toExclusive: Date } | null;
  /** [end of lastDay, toExclusive), counted from the bets. */
  tail: { from: Date; toExclusive: Date } | null;
}

/** null when the range holds no whole day: the caller then counts it from the bets alone. */
export function splitRange(range: InstantRange): RangeSplit | null {
  const from = range.from?.getTime() ?? null;
  const to = range.toExclusive?.getTime() ?? null;
  const firstDay = from === null ? null : istDayOf(from - 1) + 1;
  const lastDay = to === null ? null : istDayOf(to) - 1;
  if (firstDay !== null && lastDay !== null && firstDay > lastDay) return null;
  const headEnd = firstDay === null ? null : istDayStart(firstDay);
  const tailStart = lastDay === null ? null : istDayStart(lastDay + 1);
  return {
    firstDay,
    lastDay,
    head: from !== null && headEnd !== null && from < headEnd ? { from: new Date(from), toExclusive: new Date(headEnd) } : null,
    tail: to !== null && tailStart !== null && tailStart < to ? { from: new Date(tailStart), toExclusive: new Date(to) } : null,
  };
}

/** A stretch of the range with its count; newest first in a list. */
export interface Segment {
  /** Exclusive end; null: the range's own (open) end. */
  toExclusive: Date | null;
  bets: number;
}

export interface DayCount {
  day: number;
  bets: number;
}

/** The range's stretches newest first: the tail, the whole days (newest first), the head. */
export function segmentsOf(split: RangeSplit, range: InstantRange, days: DayCount[], headBets: number, tailBets: number): Segment[] {
  const segments: Segment[] = [];
  if (split.tail) segments.push({ toExclusive: split.tail.toExclusive, bets: tailBets });
  const sorted = [...days].sort((a, b) => b.day - a.day);
  for (const { day, bets } of sorted) segments.push({ toExclusive: new Date(istDayStart(day + 1)), bets });
  if (split.head) segments.push({ toExclusive: split.head.toExclusive, bets: headBets });
  // The newest stretch ends where the range does (an open end stays open).
  if (segments.length > 0 && !split.tail) segments[0] = { ...segments[0], toExclusive: range.toExclusive };
  return segments;
}

/**
 * Where the bet at `offset` (0 = newest) lies: read the page from bets placed before `toExclusive`
 * (still within the range), skipping `skip` of them. null: past the last bet, nothing to read.
 */
export function pageStart(segments: Segment[], offset: number): { toExclusive: Date | null; skip: number } | null {
  let newer = 0;
  for (const segment of segments) {
    if (offset < newer + segment.bets) return { toExclusive: segment.toExclusive, skip: offset - newer };
    newer += segment.bets;
  }
  return null;
}
