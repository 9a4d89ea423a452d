// The console's one list: rows with a label per cell (the phone's stacked "label: value"), row
// actions, the CSV link, and the empty, loading and error states in place of the rows.
import { render, screen, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../ui/theme';
import { DataList, type ListColumn } from './DataList';

interface Row {
  id: number;
  name: string;
}
const COLUMNS: ReadonlyArray<ListColumn<Row>> = [
  { label: 'Id', align: 'num', cell: (r) => r.id },
  { label: 'Name', cell: (r) => r.name },
];

const show = (props: Partial<Parameters<typeof DataList<Row>>[0]>) =>
  render(
    <ThemeProvider theme={theme}>
      <DataList<Row> label="Things" columns={COLUMNS} rows={undefined} rowKey={(r) => r.id} {...props} />
    </ThemeProvider>,
  );

test('each cell carries its column label; actions and the CSV link are there', () => {
  show({ rows: [{ id: 1, name: 'one' }], actions: (r) => <button type="button">Open {r.name}</button>, csv: { href: '/x.csv' } });
  const table = screen.getByRole('table', { name: 'Things' });
  const cells = within(table).getAllByRole('cell');
  expect(cells.map((c) => c.getAttribute('data-label'))).toEqual(['Id', 'Name', null]);
  expect(within(cells[2]).getByRole('button', { name: 'Open one' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/x.csv');
});

test('loading, empty and error each fill the table in place of rows', () => {
  const { rerender } = show({});
  expect(screen.getByRole('cell', { name: 'Loading…' })).toBeInTheDocument();
  rerender(
    <ThemeProvider theme={theme}>
      <DataList<Row> label="Things" columns={COLUMNS} rows={[]} rowKey={(r) => r.id} empty="Nothing here." />
    </ThemeProvider>,
  );
  expect(screen.getByRole('cell', { name: 'Nothing here.' })).toBeInTheDocument();
  rerender(
    <ThemeProvider theme={theme}>
      <DataList<Row> label="Things" columns={COLUMNS} rows={[]} rowKey={(r) => r.id} error="The list could not be loaded." />
    </ThemeProvider>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('The list could not be loaded.');
  expect(screen.queryByText('Nothing here.')).toBeNull();
});
