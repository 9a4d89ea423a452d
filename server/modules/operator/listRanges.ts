// The console lists' date filters: IST days ('YYYY-MM-DD', both ends inclusive) or IST times.
import { badRequest } from '../../lib/errors';
import { parseIst } from '../reports';

export const IST_DAY_OR_TIME = '^\\d{4}-\\d{2}-\\d{2}( \\d{2}:\\d{2}(:\\d{2})?)?$';
export const LIST_DATE_MSG = 'Dates are IST: YYYY-MM-DD or YYYY-MM-DD HH:mm:ss.';

const DAY_MS = 86_400_000;

/** from inclusive; a bare `to` day covers that whole day (the answer's `to` is exclusive). */
export function istRange(from: string | undefined, to: string | undefined): { from?: Date; to?: Date } {
  const parse = (text: string) => parseIst(text.length === 10 ? `${text} 00:00:00` : text.length === 16 ? `${text}:00` : text);
  const start = from === undefined ? undefined : parse(from);
  const end = to === undefined ? undefined : parse(to);
  if (start === null || end === null) throw badRequest(LIST_DATE_MSG);
  return { from: start, to: end && to !== undefined && to.length === 10 ? new Date(end.getTime() + DAY_MS) : end };
}
