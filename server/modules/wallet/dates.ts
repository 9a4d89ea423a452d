// The wallet history's date range: the SPA sends India wall-clock times ('YYYY-MM-DD HH:mm:ss', spec §7),
// whatever the server's own time zone. India has one zone and no daylight saving: UTC+5:30.
import moment from 'moment';
import { badRequest } from '../../lib/errors';

const IST_OFFSET_MINUTES = 330;
const FORMATS = ['YYYY-MM-DD HH:mm:ss', 'YYYY-MM-DD'];

/** An IST wall-clock string as an instant, or null when it is not a real date in one of FORMATS. */
export function parseIst(text: string): Date | null {
  const wallClock = moment.utc(text, FORMATS, true);
  if (!wallClock.isValid()) return null;
  return wallClock.subtract(IST_OFFSET_MINUTES, 'minutes').toDate();
}

/** The IST calendar day of an instant, as 'YYYY-MM-DD'. */
function istDay(now: number, daysBack: number): string {
  return moment.utc(now).add(IST_OFFSET_MINUTES, 'minutes').subtract(daysBack, 'days').format('YYYY-MM-DD');
}

export interface DateRange {
  from: Date;
  to: Date;
}

/** The query's range; by default yesterday 00:00:00 to today 23:59:59 in India (spec §9). */
export function historyRange(now: number, fromDate: string | undefined, toDate: string | undefined): DateRange {
  const fromText = fromDate?.trim() || `${istDay(now, 1)} 00:00:00`;
  const toText = toDate?.trim() || `${istDay(now, 0)} 23:59:59`;
  const from = parseIst(fromText);
  if (!from) throw badRequest("fromDate must be a date written 'YYYY-MM-DD HH:mm:ss'.");
  // A bare day as the end of a range means the whole of that day.
  const to = parseIst(toText.length === 10 ? `${toText} 23:59:59` : toText);
  if (!to) throw badRequest("toDate must be a date written 'YYYY-MM-DD HH:mm:ss'.");
  if (from.getTime() > to.getTime()) throw badRequest('fromDate must not be after toDate.');
  return { from, to: new Date(to.getTime() + 999) };
}
