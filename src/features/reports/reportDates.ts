// Report dates (spec §4, §9). The contract's dates are India wall-clock text 'YYYY-MM-DD HH:mm:ss'
// both ways, so the pickers' days are India days too, whatever zone the phone is set to; and a row's
// date can be compared with the range as text.
import moment from 'moment';
import { REPORT_DATE_FORMAT, type IstDateTime, type ReportRangeQuery } from '../../domain/contract/reports';
import type { DateRange } from '../../ui/DateRangePicker';
import { localDateTime } from '../../i18n/dates';

const IST_OFFSET_MINUTES = 330;

/** A range the pickers submitted: both ends always given (the contract lets a caller leave one open). */
export type SubmittedRange = Required<ReportRangeQuery>;
const DAY = 'YYYY-MM-DD';
export const DISPLAY_FORMAT = 'DD/MM/YYYY hh:mm:ss A';

/** Spec §9: yesterday to today (India days); the query makes them 00:00:00 and 23:59:59. */
export function defaultRange(now: number): DateRange {
  const today = moment(now).utcOffset(IST_OFFSET_MINUTES);
  return { from: today.clone().subtract(1, 'day').format(DAY), to: today.format(DAY) };
}

/** The query of a range: the start of its first day to the last second of its last day. */
export function rangeQuery(range: DateRange): SubmittedRange {
  return { fromDateTime: `${range.from} 00:00:00`, toDateTime: `${range.to} 23:59:59` };
}

/** Spec §4: kept only when the date lies between the from-date and the end of the to-date. */
export function isWithinRange(date: IstDateTime, query: SubmittedRange): boolean {
  return date >= query.fromDateTime && date <= query.toDateTime;
}

/** DD/MM/YYYY hh:mm:ss A, or '-' for a date that is missing or not one. */
export function formatReportDate(date: IstDateTime | null | undefined): string {
  if (!date) return '-';
  const parsed = moment(date, REPORT_DATE_FORMAT, true);
  return parsed.isValid() ? localDateTime(parsed.toDate(), parsed.format(DISPLAY_FORMAT)) : '-';
}
