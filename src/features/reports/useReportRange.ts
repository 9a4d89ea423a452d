// The date range of a report page: the draft in the pickers, and the range last submitted (the one
// the call and the statement's date rule use). Submit with an unchanged range asks again.
import { useState } from 'react';
import type { DateRange } from '../../ui/DateRangePicker';
import { defaultRange, rangeQuery, type SubmittedRange } from './reportDates';

export interface ReportRangeState {
  draft: DateRange;
  setDraft: (range: DateRange) => void;
  applied: SubmittedRange;
  /** Applies the draft; `refetch` runs when it is the range already shown. */
  submit: (refetch: () => void) => void;
}

export function useReportRange(): ReportRangeState {
  const [state, setState] = useState(() => {
    const range = defaultRange(Date.now());
    return { draft: range, applied: rangeQuery(range) };
  });
  const setDraft = (draft: DateRange) => setState((previous) => ({ ...previous, draft }));
  const submit = (refetch: () => void) => {
    const next = rangeQuery(state.draft);
    if (next.fromDateTime === state.applied.fromDateTime && next.toDateTime === state.applied.toDateTime) refetch();
    else setState((previous) => ({ ...previous, applied: next }));
  };
  return { draft: state.draft, setDraft, applied: state.applied, submit };
}
