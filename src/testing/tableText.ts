// What a table shows, as text: one row's cells, or the cells of every row under the head row.
import { within } from '@testing-library/react';

export const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

export const bodyRowTexts = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map(cellTexts);
