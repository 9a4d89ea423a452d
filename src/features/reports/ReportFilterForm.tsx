// The filter bar every dated report shares: From and To, the page's own fields, Submit. The draft
// range lives in the page until Submit applies it.
import type { ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { DateRangePicker, type DateRange } from '../../ui/DateRangePicker';
import { FilterBar, FilterSubmit } from '../../ui/FilterField';
import type { ReportRangeState } from './useReportRange';
import { useT } from '../../i18n/runtime';

export interface ReportFilterFormProps {
  range: DateRange;
  onRangeChange: (range: DateRange) => void;
  onSubmit: () => void;
  /** A call is under way: Submit waits for it. */
  busy?: boolean;
  /** The page's own fields (sport, bet status, statement type), after the dates. */
  children?: ReactNode;
  label: string;
}

export function ReportFilterForm({ range, onRangeChange, onSubmit, busy = false, children, label }: ReportFilterFormProps) {
  const t = useT();
  return (
    <FilterBar
      aria-label={label}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <DateRangePicker value={range} onChange={onRangeChange} fromLabel={t('From date')} toLabel={t('To date')} />
      {children}
      <FilterSubmit>
        <Button type="submit" $variant="secondary" disabled={busy}>
          {t('Submit')}
        </Button>
      </FilterSubmit>
    </FilterBar>
  );
}

export interface RangeFilterFormProps {
  range: ReportRangeState;
  /** The report's call: Submit with the range already shown asks it again. */
  query: { refetch: () => void; isFetching: boolean };
  children?: ReactNode;
  label: string;
}

/** The filter of a report read by date range alone (and maybe fields filtered in the page). */
export function RangeFilterForm({ range, query, children, label }: RangeFilterFormProps) {
  return (
    <ReportFilterForm
      label={label}
      range={range.draft}
      onRangeChange={range.setDraft}
      onSubmit={() => range.submit(query.refetch)}
      busy={query.isFetching}
    >
      {children}
    </ReportFilterForm>
  );
}
