// From and To date pickers (the browser's own calendars: the phone's native one is the best there
// is). Days as 'YYYY-MM-DD'. The range never turns over: moving one end past the other brings the
// other along, so no message is needed (spec §5: date pickers have no further validation).
import styled from 'styled-components';
import { boxedControl, LabelledControl } from './FilterField';

export interface DateRange {
  /** 'YYYY-MM-DD' */
  from: string;
  /** 'YYYY-MM-DD' */
  to: string;
}

const DateInput = styled.input`
  ${boxedControl}
`;

export interface DateRangePickerProps {
  value: DateRange;
  onChange: (range: DateRange) => void;
  fromLabel?: string;
  toLabel?: string;
}

export function DateRangePicker({ value, onChange, fromLabel = 'From', toLabel = 'To' }: DateRangePickerProps) {
  const setFrom = (from: string) => {
    if (from) onChange({ from, to: value.to && from > value.to ? from : value.to });
  };
  const setTo = (to: string) => {
    if (to) onChange({ from: value.from && to < value.from ? to : value.from, to });
  };
  return (
    <>
      <LabelledControl label={fromLabel}>
        {(id) => <DateInput id={id} type="date" required value={value.from} onChange={(event) => setFrom(event.target.value)} />}
      </LabelledControl>
      <LabelledControl label={toLabel}>
        {(id) => <DateInput id={id} type="date" required value={value.to} onChange={(event) => setTo(event.target.value)} />}
      </LabelledControl>
    </>
  );
}
