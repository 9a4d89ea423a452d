// The console lists' pages: which page a query asks for, and the reply a page makes (schemas.ts's Paged).

export interface Paging {
  page: number;
  pageSize: number;
}

/** The page a list query asks for: the first page of 50 rows unless it says otherwise. */
export const pagingOf = (q: { page?: number; pageSize?: number }): Paging => ({ page: q.page ?? 1, pageSize: q.pageSize ?? 50 });

/** One page of a list as the console gets it (pagedReply's answer). */
export type PageOf<Shown> = Paging & { isSuccess: true; total: number; rows: Shown[] };

/** One page of a list as the console gets it: the rows shown for the client and the total over every page. */
export const pagedReply = <Row, Shown>(
  paging: Paging,
  result: { total: number; rows: Row[] },
  shown: (row: Row) => Shown,
): PageOf<Shown> => ({
  isSuccess: true as const,
  total: result.total,
  ...paging,
  rows: result.rows.map(shown),
});
