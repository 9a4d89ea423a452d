// Helpers for the operator tests: admin calls as the operator, and the audit log's rows.
import type { FastifyInstance } from 'fastify';
import type { StaffRole } from '../../../src/domain/contract/staff';
import type { TestApp } from '../../test/app';
import { createStaff, logInStaff, type StaffSession } from '../../test/auth/staffSupport';

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

/** How many rows a table holds: a refused call must leave it as it was. */
export async function rowCount(t: TestApp, table: 'operator_actions' | 'ledger' | 'player_notes'): Promise<number> {
  const row = await t.deps.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const auditCount = (t: TestApp): Promise<number> => rowCount(t, 'operator_actions');

/** A new staff member with these roles (created by the owner, password `<name>-pass`), signed in. */
export async function newStaffSession(
  app: FastifyInstance,
  ownerCookie: string,
  username: string,
  roles: StaffRole[],
): Promise<StaffSession> {
  await createStaff(app, ownerCookie, username, roles);
  return logInStaff(app, username);
}
