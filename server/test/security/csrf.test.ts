// CSRF: every state-changing route the app registers refuses a request that does not prove it comes
// from one of our pages (a foreign or opaque Origin, another scheme, Sec-Fetch-Site other than
// same-origin, or neither header) with 403 before it does anything, and lets the same site's own
// calls through. The routes are read from the app, so none is forgotten.
import { buildTestApp, type TestApp } from '../app';
import { routeCatalog, type CatalogRoute } from './routeCatalog';
import { exampleOf } from './examples';
import { logIn, logInOperator, type Session } from '../auth/testSupport';
import { moneyState } from '../fuzz/moneyState';
import { SERVER_MSG } from '../../../src/domain/messages';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const HOST = 'exchange.test';

let t: TestApp;
let changing: CatalogRoute[];
let player: Session;
let operator: Session;

beforeAll(async () => {
  const catalog = routeCatalog();
  t = await buildTestApp({ server: catalog.server });
  changing = catalog.read(t.app).filter((r) => STATE_CHANGING.has(r.method));
  player = await logIn(t.app, 'player1', 'player123');
  operator = await logInOperator(t.app);
});
afterAll(() => t?.close());

function send(route: CatalogRoute, headers: Record<string, string | undefined>) {
  const ownId = route.access === 'operator' ? operator.userId : player.userId;
  const params = (exampleOf(route.schema.params, route.url) ?? {}) as Record<string, unknown>;
  const body = (exampleOf(route.schema.body, route.url) ?? {}) as Record<string, unknown>;
  for (const field of ['userId', 'UserId', 'user']) {
    if (field in params) params[field] = ownId;
    if (field in body) body[field] = ownId;
  }
  const url = route.url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '1')));
  const session = route.access === 'operator' ? operator : route.access === 'player' ? player : null;
  return t.app.inject({
    method: route.method as 'POST',
    url,
    payload: body,
    headers: { host: HOST, ...(session ? { cookie: session.cookie } : {}), ...headers },
  });
}

test('every state-changing route is under the API (where the Origin check runs)', () => {
  expect(changing.length).toBeGreaterThanOrEqual(25);
  expect(changing.filter((r) => !r.api).map((r) => `${r.method} ${r.url}`)).toEqual([]);
});

test.each([
  ['a foreign Origin', { origin: 'http://evil.example' }],
  ['the same host on another scheme and port', { origin: `https://${HOST}:8443` }],
  ['the same host on another scheme', { origin: `https://${HOST}` }],
  ['a sibling subdomain (same site, not same origin)', { origin: `http://pay.${HOST}`, 'sec-fetch-site': 'same-site' }],
  ['an opaque Origin (sandboxed frame, data: URL)', { origin: 'null' }],
  ['no Origin but Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
  ['neither Origin nor Sec-Fetch-Site (a script, not a page)', { origin: undefined }],
] as Array<[string, Record<string, string | undefined>]>)(
  '%s: every state-changing route answers 403 and changes nothing',
  async (_name, headers) => {
    const before = await moneyState(t.deps.db);
    const sessionsBefore = await t.deps.db.selectFrom('sessions').select('id_hash').execute();
    const wrong: string[] = [];
    for (const route of changing) {
      const response = await send(route, headers);
      if (response.statusCode !== 403 || response.json().message !== SERVER_MSG.crossSite)
        wrong.push(`${route.method} ${route.url}: ${response.statusCode} ${response.body}`);
    }
    expect(wrong).toEqual([]);
    expect(await moneyState(t.deps.db, before.lastUserId)).toEqual(before);
    // No log-in, sign-up or log-out went through either.
    expect((await t.deps.db.selectFrom('sessions').select('id_hash').execute()).length).toBe(sessionsBefore.length);
  },
);

test("the same site's own calls (Origin of this host, or Sec-Fetch-Site: same-origin) are not refused as cross-site", async () => {
  const rounds: Array<Record<string, string>> = [
    { origin: `http://${HOST}` },
    { 'sec-fetch-site': 'same-origin' },
    { origin: `http://${HOST}`, 'sec-fetch-site': 'same-origin' },
  ];
  for (const headers of rounds) {
    for (const route of changing) {
      const response = await send(route, headers);
      expect({
        route: `${route.method} ${route.url}`,
        crossSite: response.statusCode === 403 && response.json().message === SERVER_MSG.crossSite,
      }).toEqual({ route: `${route.method} ${route.url}`, crossSite: false });
    }
    // A log-out among them ends the sessions: start the next round signed in again. The walk's
    // POST /admin/demo-data/remove switched the sample players off: switch player1 back on first.
    await t.deps.db.updateTable('users').set({ lock_login: 0, lock_betting: 0 }).where('username_key', '=', 'player1').execute();
    player = await logIn(t.app, 'player1', 'player123');
    operator = await logInOperator(t.app);
  }
}, 60_000);
