// Test apps compile a route's schemas on its first use (lazySchemas.ts): the same calls get the same
// answers, to the byte, from an app that compiled every schema at start as the product does.
import { buildTestApp, type TestApp } from './app';
import { logIn } from './auth/testSupport';

let lazy: TestApp;
let eager: TestApp;

beforeAll(async () => {
  lazy = await buildTestApp();
  // Fastify's own compilers, every schema compiled at start: a schema that cannot compile fails here.
  eager = await buildTestApp({ server: { schemaController: {} } });
});

afterAll(async () => {
  await lazy?.close();
  await eager?.close();
});

const range = 'fromDateTime=2026-01-01%2000:00:00&toDateTime=2026-12-31%2023:59:59';

test.each([
  ['a log-in without a password (body refused)', 'POST', '/api/user/auth/login', { username: 'player1' }],
  ['a log-in with an extra field', 'POST', '/api/user/auth/login', { username: 'player1', password: 'player123', extra: 1 }],
  [
    'bet history with numbers in the query (coerced)',
    'GET',
    `/api/GetBetHistoryByDate/USERID?${range}&betStatus=1&sport=4&page=1`,
    undefined,
  ],
  [
    'bet history with a word for a number (query refused)',
    'GET',
    `/api/GetBetHistoryByDate/USERID?${range}&betStatus=x&sport=4`,
    undefined,
  ],
  ['the statement (reply serialized)', 'GET', `/api/GetAccountStatement/USERID?${range}`, undefined],
] as const)('%s: the same answer', async (_name, method, url, payload) => {
  const answers = [];
  for (const t of [lazy, eager]) {
    const { cookie, userId } = await logIn(t.app, 'player1', 'player123');
    const response = await t.app.inject({ method, url: url.replace('USERID', String(userId)), headers: { cookie }, payload });
    answers.push({ status: response.statusCode, body: response.body.replaceAll(String(userId), 'USERID') });
  }
  expect(answers[0]).toEqual(answers[1]);
  expect(answers[0].status).toBeLessThan(500);
});
