// A player whose password the operator chose (passwordstatus 0) must change it before anything else,
// and the server enforces it: every player call but the change (and the status the change dialog
// reads) answers 403 with the dialog's prompt, whatever client calls it. The routes are read from
// the app, so a route added later is covered too.
import { useCatalogApp, type CatalogRoute } from './routeCatalog';
import { exampleOf } from './examples';
import { logIn } from '../auth/testSupport';
import { SERVER_MSG } from '../../../src/domain/messages';

/** The calls the change dialog needs before the change. */
const ALLOWED = ['GET /api/api/fetchPasswordStatus/:userId', 'PUT /api/api/changePassword/users/:userId'];

const app = useCatalogApp({ signIn: ['operator'] });

function requestOf(route: CatalogRoute, userId: number) {
  const params = (exampleOf(route.schema.params, `${route.url} params`) ?? {}) as Record<string, unknown>;
  const url = route.url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) =>
    encodeURIComponent(String(name === 'userId' ? userId : (params[name] ?? '1'))),
  );
  const body = (exampleOf(route.schema.body, `${route.url} body`) ?? {}) as Record<string, unknown>;
  for (const field of ['userId', 'UserId', 'user']) if (field in body) body[field] = userId;
  return { method: route.method as 'GET', url, payload: route.method === 'GET' ? undefined : body };
}

test('until the change, every player call but the change answers 403 with the prompt; after it, the player plays', async () => {
  const created = await app.t.app.inject({
    method: 'POST',
    url: '/api/admin/users',
    headers: { cookie: app.operator.cookie },
    payload: { username: 'told_to_change', password: 'chosen-by-op', credit: 1000, exposureLimit: 5000 },
  });
  expect(created.statusCode).toBe(201);
  const session = await logIn(app.t.app, 'told_to_change', 'chosen-by-op');

  const playerRoutes = app.routes.filter((r) => r.api && r.access === 'player');
  expect(playerRoutes.length).toBeGreaterThan(30);
  const reached: string[] = [];
  for (const route of playerRoutes) {
    const key = `${route.method} ${route.url}`;
    if (key === 'PUT /api/api/changePassword/users/:userId') continue; // tried last, for real
    const response = await app.t.app.inject({ ...requestOf(route, session.userId), headers: { cookie: session.cookie } });
    if (response.statusCode === 403 && response.json().message === SERVER_MSG.changePasswordFirst) {
      expect(response.json()).toEqual({ message: SERVER_MSG.changePasswordFirst, isSuccess: false, passwordstatus: 0 });
    } else reached.push(key);
  }
  expect(reached).toEqual(ALLOWED.filter((key) => !key.startsWith('PUT')));
  const status = await app.t.app.inject({
    method: 'GET',
    url: `/api/api/fetchPasswordStatus/${session.userId}`,
    headers: { cookie: session.cookie },
  });
  expect(status.json()).toEqual([{ passwordstatus: 0 }]);

  const changed = await app.t.app.inject({
    method: 'PUT',
    url: `/api/api/changePassword/users/${session.userId}`,
    headers: { cookie: session.cookie },
    payload: { oldPassword: 'chosen-by-op', newPassword: 'my-own-pass' },
  });
  expect(changed.statusCode).toBe(200);
  const again = await logIn(app.t.app, 'told_to_change', 'my-own-pass');
  const exposure = await app.t.app.inject({ method: 'GET', url: `/api/expo1/${again.userId}/0`, headers: { cookie: again.cookie } });
  expect(exposure.statusCode).toBe(200);
}, 120_000);
