import { buildTestApp, type TestApp } from '../../test/app';
import { createDb } from '../../db/database';
import { SERVER_MSG } from '../../../src/domain/messages';

// The app wired to a database that is not there (nothing listens on port 1).
let t: TestApp;
let downDb: ReturnType<typeof createDb>;
beforeAll(async () => {
  downDb = createDb('postgres://postgres@127.0.0.1:1/none', 1);
  t = await buildTestApp({ extend: () => ({ db: downDb }) });
});
afterAll(async () => {
  await t.close();
  await downDb.destroy();
});

test('health answers 503 while the database is down', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/health' });
  expect(response.statusCode).toBe(503);
  expect(response.json()).toMatchObject({ status: 'unavailable', message: SERVER_MSG.unavailable });
});

test('a log-in while the database is down is a 503, not a 500', async () => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/user/auth/login',
    payload: { UserName: 'player1', pass: 'player123', ip: '1.1.1.1', geoLocation: 'x' },
  });
  expect(response.statusCode).toBe(503);
  expect(response.json()).toMatchObject({ message: SERVER_MSG.unavailable });
});
