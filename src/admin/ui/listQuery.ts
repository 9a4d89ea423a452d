// A console list's state from its RTK Query call, as DataList takes it: the rows once they came,
// "loading…" while a call runs, and the server's refusal (or the list's own words) when it failed.
// The paged lists (bets, ledger, audit) also count what the filter found and page through it.
import { serverMessage } from '../../api/errors';

export interface ListQuery<Data> {
  data?: Data;
  error?: unknown;
  isFetching: boolean;
}

export function listState<Data, Row>(query: ListQuery<Data>, rowsOf: (data: Data) => readonly Row[], failed: string) {
  return {
    loading: query.isFetching,
    rows: query.data === undefined ? undefined : rowsOf(query.data),
    error: query.error ? (serverMessage(query.error) ?? failed) : null,
  };
}

export interface Paging {
  page: number;
  setPage: (page: number) => void;
}

/** A paged list's words and page size: "1,204 entries", "The ledger could not be loaded." */
export interface PagedList {
  pageSize: number;
  counted: string;
  failed: string;
}

/** A list the server pages: `{ rows, total }` for the page asked, `pageSize` rows a page. */
export function pagedListState<Row>(query: ListQuery<{ rows: readonly Row[]; total: number }>, paging: Paging, list: PagedList) {
  const total = query.data?.total;
  return {
    ...listState(query, (data) => data.rows, list.failed),
    summary: total === undefined ? undefined : `${total} ${list.counted}`,
    page: {
      page: paging.page,
      totalPages: total === undefined ? 1 : Math.max(1, Math.ceil(total / list.pageSize)),
      onChange: paging.setPage,
    },
  };
}
