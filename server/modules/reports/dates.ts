// Report dates are India wall-clock times both ways ('YYYY-MM-DD HH:mm:ss', spec §7), whatever the
// server's own zone. India has one zone and no daylight saving: UTC+5:30.
import moment from 'moment';
import { REPORT_DATE_FORMAT } from '../../../src/domain/contract/reports';
import { badRequest } from '../../lib/errors';

const IST_OFFSET_MINUTES = 330;
const FORMATS = [REPORT_DATE_FORMAT, 'YYYY-MM-DD'];

/** An IST wall-clock string as an instant, or null when it is not a real date in one of FORMATS. */
export function parseIst(text: string): Date | null {
  const wallClock = moment.utc(text.trim(), FORMATS, true);
  if (!wallClock.isValid()) return null;
  return wallClock.subtract(IST_OFFSET_MINUTES, 'minutes').toDate();
}

const two = (n: number) => (n < 10 ? `0${n}` : String(n));

/**
 * An instant as IST wall-clock text. By hand rather than with moment: a report formats thousands
 * of dates, and this is ~50 times faster.
 */
export function formatIst(date: Date | number): string {
  const d = new Date((typeof date === 'number' ? date : date.getTime()) + IST_OFFSET_MINUTES * 60_000);
  return `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}`;
}

const DAY_SECONDS = 86_400;
const IST_OFFSET_SECONDS = IST_OFFSET_MINUTES * 60;

/**
 * formatIst for whole epoch seconds (what the report queries select), keeping the last day's
 * 'YYYY-MM-DD ' so that the rows of one report, most of them on a few days, format only the time.
 * One per report: a report formats thousands of dates and this keeps it to a few string joins each.
 */
export function istSecondsFormatter(): (epochSeconds: number) => string {
  let day = Number.NaN;
  let prefix = '';
  return (epochSeconds) => {
    const local = epochSeconds + IST_OFFSET_SECONDS;
    const today = Math.floor(local / DAY_SECONDS);
    if (today !== day) {
      day = today;
      prefix = formatIst(epochSeconds * 1000).slice(0, 11);
    }
    const second = local - today * DAY_SECONDS;
    const minute = Math.floor(second / 60);
    return `${prefix}${two(Math.floor(minute / 60))}:${two(minute % 60)}:${two(second % 60)}`;
  };
}

/** [from, to) as instants; either end may be open (null). */
export interface InstantRange {
  from: Date | null;
  /** Exclusive: the end of the to-date's last second (a bare day: the end of that day). */
  toExclusive: Date | null;
}

export const DATE_MSG = {
  from: "fromDateTime must be a date written 'YYYY-MM-DD HH:mm:ss'.",
  to: "toDateTime must be a date written 'YYYY-MM-DD HH:mm:ss'.",
  order: 'fromDateTime must not be after toDateTime.',
} as const;

/**
 * The query's range. A missing date leaves that end open. The to-date is inclusive to the second:
 * '… 23:59:59' covers 23:59:59.999, and a bare day covers the whole of that day.
 */
export function reportRange(fromText: string | undefined, toText: string | undefined): InstantRange {
  const fromGiven = fromText !== undefined && fromText.trim() !== '';
  const toGiven = toText !== undefined && toText.trim() !== '';
  const from = fromGiven ? parseIst(fromText) : null;
  if (fromGiven && !from) throw badRequest(DATE_MSG.from);
  let toExclusive: Date | null = null;
  if (toGiven) {
    const trimmed = toText.trim();
    const to = parseIst(trimmed);
    if (!to) throw badRequest(DATE_MSG.to);
    toExclusive = new Date(to.getTime() + (trimmed.length === 10 ? 86_400_000 : 1_000));
  }
  if (from && toExclusive && from.getTime() >= toExclusive.getTime()) throw badRequest(DATE_MSG.order);
  return { from, toExclusive };
}
