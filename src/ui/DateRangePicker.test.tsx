// The range never turns over: moving one end past the other brings the other along.
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from './theme';
import { DateRangePicker, type DateRange } from './DateRangePicker';

function Picker() {
  const [range, setRange] = useState<DateRange>({ from: '2025-01-14', to: '2025-01-15' });
  return (
    <ThemeProvider theme={theme}>
      <DateRangePicker value={range} onChange={setRange} />
    </ThemeProvider>
  );
}

it('keeps from on or before to, and ignores a cleared field', () => {
  render(<Picker />);
  const from = screen.getByLabelText('From') as HTMLInputElement;
  const to = screen.getByLabelText('To') as HTMLInputElement;

  fireEvent.change(from, { target: { value: '2025-01-20' } });
  expect([from.value, to.value]).toEqual(['2025-01-20', '2025-01-20']);

  fireEvent.change(to, { target: { value: '2025-01-10' } });
  expect([from.value, to.value]).toEqual(['2025-01-10', '2025-01-10']);

  fireEvent.change(to, { target: { value: '2025-01-12' } });
  fireEvent.change(from, { target: { value: '' } });
  expect([from.value, to.value]).toEqual(['2025-01-10', '2025-01-12']);
});
