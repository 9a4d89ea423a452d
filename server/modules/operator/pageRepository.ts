// The console's paged lists: one page of a filtered query and how many rows match in all, the same
// filter counting and paging so the total always agrees with the rows.
import { sql, type SelectQueryBuilder } from 'kysely';

export interface PageOf<O> {
  total: number;
  rows: O[];
}

/**
 * Page `page` (from 1) of `pageSize` rows: `ordered` picks the columns and the order of the filtered
 * query; the count runs on the filtered query alone.
 */
export async function countAndPage<DB, T extends keyof DB, O>(
  filtered: SelectQueryBuilder<DB, T, object>,
  ordered: (query: SelectQueryBuilder<DB, T, object>) => SelectQueryBuilder<DB, T, O>,
  page: number,
  pageSize: number,
): Promise<PageOf<O>> {
  const [count, rows] = await Promise.all([
    // Over a generic query Kysely cannot name the selection: the one column is the count.
    filtered
      .select(sql<number>`count(*)::int`.as('n'))
      .$castTo<{ n: number }>()
      .executeTakeFirstOrThrow(),
    ordered(filtered)
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
  ]);
  return { total: count.n, rows };
}
