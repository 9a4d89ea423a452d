// `Cache-Control: no-store` on every signed-in answer (server/lib/noStore.ts): the routes are read
// from the app itself, each is called as a signed-in caller (the operator for /admin, a player
// otherwise) with an example request, and whatever it answers (200, 400, 404…) must not be kept by
// the browser. The routes whose answer is the same for everyone are listed here: a new exemption is
// a reviewed change of this file.
import { useCatalogApp, type CatalogRoute } from './routeCatalog';
import { exampleOf } from './examples';
import { cricketEvent, publish } from '../bets/testSupport';

/** Routes declaring `sharedCache`, and why they may be cached. */
const SHARED: Record<string, string> = {
  'GET /api/checkGetMatchOdds/:marketId/:eventId': 'the same prices for every caller, revalidated by ETag',
  'GET /api/GetInPlaySportEvents': 'the same list for every caller, revalidated by ETag',
  'GET /api/merchant-qr/:file': "a merchant's QR image, the same for everyone",
  'GET /api/oddsLadder/:marketId/:eventId': 'the same ladder for every caller, revalidated by ETag',
};

const app = useCatalogApp({
  signIn: ['self1', 'operator'],
  then: async ({ t }) => {
    publish(t.deps.snapshots, cricketEvent(t.clock.now()));
    return {};
  },
});

function requestOf(route: CatalogRoute) {
  const params = (exampleOf(route.schema.params, `${route.url} params`) ?? {}) as Record<string, unknown>;
  const query = (exampleOf(route.schema.querystring, `${route.url} query`) ?? {}) as Record<string, unknown>;
  const body = exampleOf(route.schema.body, `${route.url} body`) ?? {};
  const url = route.url
    .replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '1')))
    .replace('*', 'file.js');
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return { method: route.method as 'GET', url: search ? `${url}?${search}` : url, payload: route.method === 'GET' ? undefined : body };
}

test('every API answer to a signed-in caller says no-store, but for the declared shared routes', async () => {
  const routes = app.routes.filter((r) => r.api);
  expect(routes.length).toBeGreaterThan(60);
  const notNoStore: string[] = [];
  for (const route of routes) {
    const who = route.access === 'operator' ? app.operator : app.self1;
    // A session of its own for each call: a log-out or a password change among them ends only its own.
    const token = await app.t.deps.sessions.create(who.userId, '127.0.0.1');
    const response = await app.t.app.inject({ ...requestOf(route), headers: { cookie: `exsid=${token}` } });
    const key = `${route.method} ${route.url}`;
    if (response.headers['cache-control'] !== 'no-store')
      notNoStore.push(`${key} ${response.statusCode} ${String(response.headers['cache-control'])}`);
  }
  const exempt = notNoStore.map((line) => line.split(' ').slice(0, 2).join(' '));
  // The OCR assets (static files of the slip reader) are shared too; their paths come from fastify-static.
  expect(exempt.filter((key) => !key.startsWith('GET /api/ocr/')).sort()).toEqual(Object.keys(SHARED).sort());
}, 120_000);

test('an anonymous answer is left alone, and log-out clears the browser cache', async () => {
  const masterData = await app.t.app.inject({ method: 'GET', url: '/api/api/getMasterData' });
  expect(masterData.headers['cache-control']).toBeUndefined();
  const token = await app.t.deps.sessions.create(app.self1.userId, '127.0.0.1');
  const signedIn = await app.t.app.inject({ method: 'GET', url: '/api/api/getMasterData', headers: { cookie: `exsid=${token}` } });
  expect(signedIn.headers['cache-control']).toBe('no-store');
  const logout = await app.t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: `exsid=${token}` } });
  expect(logout.statusCode).toBe(200);
  expect(logout.headers['clear-site-data']).toBe('"cache"');
  const opToken = await app.t.deps.sessions.create(app.operator.userId, '127.0.0.1');
  const adminLogout = await app.t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie: `exsid=${opToken}` } });
  expect(adminLogout.headers['clear-site-data']).toBe('"cache"');
});
