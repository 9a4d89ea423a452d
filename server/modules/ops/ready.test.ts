// /api/ready: what a load balancer reads to decide whether to send this process work. 200 when it
// may; 503 while it drains, while its database does not answer, and while migrations it needs have
// not run. /api/health (liveness) stays 200 while draining: the process is alive, only leaving.
import { sql } from 'kysely';
import { buildApp } from '../../app';
import { createDb } from '../../db/database';
import { Lifecycle } from '../../lib/lifecycle';
import { startStartupResponder } from '../../lib/startupResponder';
import { buildTestApp, type TestApp } from '../../test/app';

let t: TestApp;
const lifecycle = new Lifecycle();

beforeAll(async () => {
  t = await buildTestApp({ extend: () => ({ lifecycle }) });
}, 60_000);
afterAll(() => t.close());

const ready = (app = t.app) => app.inject({ method: 'GET', url: '/api/ready' });

test('a migrated process with its database answers ready, and is never cached', async () => {
  const answer = await ready();
  expect(answer.statusCode).toBe(200);
  expect(answer.json()).toEqual({ status: 'ready' });
  expect(answer.headers['cache-control']).toBe('no-store');
});

test('while migrations this code needs have not all run, it is not ready', async () => {
  const last = await sql<{
    name: string;
    timestamp: string;
  }>`SELECT name, timestamp FROM kysely_migration ORDER BY name DESC LIMIT 1`.execute(t.deps.db);
  const row = last.rows[0];
  await sql`DELETE FROM kysely_migration WHERE name = ${row.name}`.execute(t.deps.db);
  try {
    const answer = await ready();
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({ status: 'migrating' });
  } finally {
    await sql`INSERT INTO kysely_migration (name, timestamp) VALUES (${row.name}, ${row.timestamp})`.execute(t.deps.db);
  }
  expect((await ready()).statusCode).toBe(200);
});

test('with its database unreachable it is not ready', async () => {
  // A port nothing listens on: the connection is refused at once.
  const deadDb = createDb('postgres://nobody:nothing@127.0.0.1:1/none', 1);
  const app = await buildApp({ ...t.deps, db: deadDb });
  try {
    const answer = await ready(app);
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({ status: 'database_unreachable' });
  } finally {
    await app.close();
    await deadDb.destroy();
  }
});

test('while it drains it is not ready, still alive, and closes each connection after its answer', async () => {
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  lifecycle.startDrain();
  const answer = await fetch(`${address}/api/ready`);
  expect(answer.status).toBe(503);
  expect(await answer.json()).toEqual({ status: 'draining' });
  expect(answer.headers.get('connection')).toBe('close');
  const health = await fetch(`${address}/api/health`);
  expect(health.status).toBe(200);
  expect(health.headers.get('connection')).toBe('close');
});

test('while the process starts (migrations running), its port answers 503 migrating to everything', async () => {
  const responder = await startStartupResponder(0, '127.0.0.1', 10);
  try {
    const answer = await fetch(`${responder.url}/api/ready`);
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('10');
    expect(await answer.json()).toMatchObject({ status: 'migrating', isSuccess: false });
    expect((await fetch(`${responder.url}/api/saveBet`, { method: 'POST' })).status).toBe(503);
  } finally {
    await responder.close();
  }
});
