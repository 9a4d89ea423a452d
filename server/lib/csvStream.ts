// A CSV export written to the reply as it is read: the rows come in batches (a keyset read of a few
// hundred rows at a time), each batch is turned into text and handed to the socket, and the next batch
// is read only when the socket has taken the last (Readable.from waits for the reader). A year of
// rows never sits in memory at once.
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** RFC 4180 quoting; a leading = + - @ is defused so a spreadsheet never runs a cell as a formula. */
export function csvCell(value: unknown): string {
  let text =
    value === null || value === undefined
      ? ''
      : typeof value === 'string'
        ? value
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: readonly unknown[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/** Rows this many at a time from PostgreSQL. */
export const CSV_BATCH_ROWS = 500;

/**
 * Reads batch after batch: `next(after)` answers up to `size` rows after the cursor `after`
 * (undefined: from the start) and the cursor of its last row; a short batch is the last.
 */
export async function* keysetBatches<Row, Cursor>(
  next: (after: Cursor | undefined, size: number) => Promise<{ rows: Row[]; last: Cursor | undefined }>,
  size = CSV_BATCH_ROWS,
): AsyncGenerator<Row[]> {
  let after: Cursor | undefined;
  for (;;) {
    const { rows, last } = await next(after, size);
    if (rows.length > 0) yield rows;
    if (rows.length < size || last === undefined) return;
    after = last;
  }
}

/** The CSV's text, header first, one chunk per batch. */
export async function* csvChunks<Row>(
  header: readonly string[],
  batches: AsyncIterable<Row[]>,
  cells: (row: Row) => unknown[],
): AsyncGenerator<string> {
  yield csvLine(header);
  for await (const rows of batches) yield rows.map((r) => csvLine(cells(r))).join('');
}

/** A CSV's column: its header and the cell it takes from a row, side by side so the two cannot drift apart. */
export type CsvColumn<Row> = readonly [header: string, cell: (row: Row) => unknown];

/** The header and the row-to-cells function `sendCsv` takes, from a list of columns. */
export function csvColumns<Row>(columns: ReadonlyArray<CsvColumn<Row>>): { header: string[]; cells: (row: Row) => unknown[] } {
  return { header: columns.map(([header]) => header), cells: (row) => columns.map(([, cell]) => cell(row)) };
}

export function sendCsv<Row>(
  reply: FastifyReply,
  name: string,
  header: readonly string[],
  batches: AsyncIterable<Row[]>,
  cells: (row: Row) => unknown[],
): FastifyReply {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(csvChunks(header, batches, cells)));
}
