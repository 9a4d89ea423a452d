// Helpers for the operator tests: admin calls as the operator, and the audit log's rows.
import type { TestApp } from '../../test/app';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export function admin(t: TestApp, cookie: string) {
  return (method: Method, url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/admin${url}`,
      headers: { cookie },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

export function auditRows(t: TestApp) {
  return t.deps.db
    .selectFrom('operator_actions')
    .select(['action', 'target', 'before', 'after', 'reason', 'operator_id', 'ip'])
    .orderBy('id')
    .execute();
}

export async function auditCount(t: TestApp): Promise<number> {
  const row = await t.deps.db
    .selectFrom('operator_actions')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
