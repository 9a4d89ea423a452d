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

/** A list the server pages: `{ rows, total }` for the page asked, `pageSize` rows a page. */
export function pagedListState<Row>(
  query: ListQuery<{ rows: readonly Row[]; total: number }>,
  paging: Paging & { pageSize: number },
  texts: { counted: string; failed: string },
) {
  const total = query.data?.total;
  return {
    ...listState(query, (data) => data.rows, texts.failed),
    summary: total === undefined ? undefined : `${total} ${texts.counted}`,
    page: {
      page: paging.page,
      totalPages: total === undefined ? 1 : Math.max(1, Math.ceil(total / paging.pageSize)),
      onChange: paging.setPage,
    },
  };
}
