// A searchable console list and its CSV: GET <path> answers one page of the rows a filter finds,
// GET <path>.csv streams every one of them in keyset batches (newest first, by id). Both take the same
// filter, need the same permission and show a row the same way, so a column the list shows is the
// column the file has.
import { Type, type Static, type TObject, type TProperties } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Permission } from '../../../src/domain/contract/staff';
import type { AppDeps } from '../../deps';
import { keysetBatches, sendCsv } from '../../lib/csvStream';
import { pagedReply, pagingOf } from './listPages';
import { errorResponses, PageQuery, Paged } from './schemas';

type Db = AppDeps['db'];

export interface ListWithCsv<Query extends TProperties, Filter, Row extends { id: number }, Item> {
  path: string;
  permission: Permission;
  /** The filter's query parameters (the list adds page and pageSize). */
  query: Query;
  filterOf: (query: Static<TObject<Query>>) => Filter;
  /** One row as the console gets it, and its schema. */
  item: TObject;
  shown: (row: Row) => Item;
  page: (db: Db, filter: Filter, page: number, pageSize: number) => Promise<{ total: number; rows: Row[] }>;
  /** Up to `size` rows with an id below `before` (all when undefined), newest first. */
  batch: (db: Db, filter: Filter, before: number | undefined, size: number) => Promise<Row[]>;
  csv: { fileName: (query: Static<TObject<Query>>) => string; header: readonly string[]; cells: (item: Item) => unknown[] };
}

export function listWithCsvRoutes<Query extends TProperties, Filter, Row extends { id: number }, Item>(
  api: FastifyInstance,
  deps: AppDeps,
  list: ListWithCsv<Query, Filter, Row, Item>,
): void {
  type Q = Static<TObject<Query>>;
  api.get(
    list.path,
    {
      config: { permission: list.permission },
      schema: {
        querystring: Type.Object({ ...list.query, ...PageQuery }, { additionalProperties: false }),
        response: { 200: Paged(list.item), ...errorResponses },
      },
    },
    async (request) => {
      const query = request.query as Q & { page?: number; pageSize?: number };
      const paging = pagingOf(query);
      return pagedReply(paging, await list.page(deps.db, list.filterOf(query), paging.page, paging.pageSize), list.shown);
    },
  );

  api.get(
    `${list.path}.csv`,
    { config: { permission: list.permission }, schema: { querystring: Type.Object(list.query, { additionalProperties: false }) } },
    async (request, reply) => {
      const query = request.query as Q;
      const filter = list.filterOf(query);
      const batches = keysetBatches<Row, number>(async (before, size) => {
        const rows = await list.batch(deps.db, filter, before, size);
        return { rows, last: rows.at(-1)?.id };
      });
      return sendCsv(reply, list.csv.fileName(query), list.csv.header, batches, (row) => list.csv.cells(list.shown(row)));
    },
  );
}
