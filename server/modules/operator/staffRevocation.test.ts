// Two API processes on one database, each with its own session cache: a staff member suspended or
// demoted on A is refused on B within a second, though B had the session cached.
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test/app';
import { useTwoProcesses } from '../../test/twoProcesses';
import { logInOperator } from '../../test/auth/testSupport';
import { createStaff, logInStaff } from '../../test/auth/staffSupport';

const two = useTwoProcesses(buildTestApp, 20_000);

const players = (app: FastifyInstance, cookie: string) => app.inject({ method: 'GET', url: '/api/admin/players', headers: { cookie } });

async function msUntilRefused(app: FastifyInstance, cookie: string): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < 3_000) {
    if ((await players(app, cookie)).statusCode === 401) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 20));
  }
  return Number.POSITIVE_INFINITY;
}

test('suspended on A: refused on B within 1 s', async () => {
  const { a, b } = two;
  const owner = await logInOperator(a.app);
  const id = await createStaff(a.app, owner.cookie, 'two_support', ['support']);
  const session = await logInStaff(a.app, 'two_support');
  expect((await players(b, session.cookie)).statusCode).toBe(200); // cached on B now
  const suspended = await a.app.inject({
    method: 'PATCH',
    url: `/api/admin/staff/${id}`,
    headers: { cookie: owner.cookie },
    payload: { status: 'suspended' },
  });
  expect(suspended.statusCode).toBe(200);
  expect(await msUntilRefused(b, session.cookie)).toBeLessThan(1_000);
});

test('demoted on A: the old rights end on B within 1 s', async () => {
  const { a, b } = two;
  const owner = await logInOperator(a.app);
  const id = await createStaff(a.app, owner.cookie, 'two_manager', ['manager']);
  const session = await logInStaff(a.app, 'two_manager');
  expect((await players(b, session.cookie)).statusCode).toBe(200);
  const demoted = await a.app.inject({
    method: 'PATCH',
    url: `/api/admin/staff/${id}`,
    headers: { cookie: owner.cookie },
    payload: { roles: ['cashier'] },
  });
  expect(demoted.statusCode).toBe(200);
  expect(await msUntilRefused(b, session.cookie)).toBeLessThan(1_000);
});
