// Every route that carries a user id (in its path, query or body, as its schema declares) refuses
// another user's id with 403 and does not refuse the caller's own. The routes are read from the app,
// so a route added later is walked too; the few that may name another user say why, below.
import { useCatalogApp, userIdFields, type CatalogRoute } from './routeCatalog';
import { exampleOf } from './examples';
import { rowCount } from '../fixtures';
import { client, cricketEvent, HOME, MO, publish, savePayload } from '../bets/testSupport';
import { SERVER_MSG } from '../../../src/domain/messages';

/** Routes that are not a player's and carry a user id, and what they do with another's. */
const NOT_PLAYER_ROUTES: Record<string, string> = {
  // The SPA asks whether its session is still this user: another id just answers false.
  'GET /api/GetUserIdandUserStatusDemo/:userId/:ip': "public: says isLoggedIn false for any id but the session's",
  // The operator lists any player's wallet requests.
  'GET /api/admin/wallet-requests': 'operator: filters by any player',
};

const app = useCatalogApp({
  signIn: ['self1', 'player1', 'operator'],
  then: async ({ t, self1, player1 }) => {
    publish(t.deps.snapshots, cricketEvent(t.clock.now()));
    // `me`, the caller, is a self-registered player: the wallet's routes are theirs too (a selfUser 0
    // player gets 403 there whatever the id: server/modules/wallet/walletAccess.test.ts).
    return { me: self1, other: player1 };
  },
});

type Part = 'params' | 'querystring' | 'body';
interface Carrier {
  route: CatalogRoute;
  part: Part;
  field: string;
}

function carriers(): Carrier[] {
  const found: Carrier[] = [];
  for (const route of app.routes.filter((r) => r.api)) {
    for (const part of ['params', 'querystring', 'body'] as const) {
      for (const field of userIdFields(route.schema[part])) found.push({ route, part, field });
    }
  }
  return found;
}

/** The route's request with every user-id field set to `ownId`, and the one in `carrier` to `id`. */
function request(carrier: Carrier, ownId: number, id: number) {
  const { route } = carrier;
  const parts: Record<Part, Record<string, unknown>> = {
    params: (exampleOf(route.schema.params, `${route.url} params`) ?? {}) as Record<string, unknown>,
    querystring: (exampleOf(route.schema.querystring, `${route.url} query`) ?? {}) as Record<string, unknown>,
    body: (exampleOf(route.schema.body, `${route.url} body`) ?? {}) as Record<string, unknown>,
  };
  for (const part of ['params', 'querystring', 'body'] as const) {
    for (const field of userIdFields(route.schema[part])) parts[part][field] = ownId;
  }
  parts[carrier.part][carrier.field] = id;
  const url = route.url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => encodeURIComponent(String(parts.params[name] ?? '1')));
  const query = new URLSearchParams(Object.entries(parts.querystring).map(([k, v]) => [k, String(v)])).toString();
  return {
    method: route.method as 'GET',
    url: query ? `${url}?${query}` : url,
    payload: route.method === 'GET' ? undefined : parts.body,
  };
}

const keyOf = (c: Carrier) => `${c.route.method} ${c.route.url}`;

test("every player route carrying a user id refuses another user's id (403) and not the caller's own", async () => {
  const all = carriers();
  const playerCarriers = all.filter((c) => c.route.access === 'player');
  // The walk found the routes (spec §7 has some twenty calls that name the user).
  expect(playerCarriers.length).toBeGreaterThanOrEqual(20);
  expect(new Set(playerCarriers.map((c) => c.part))).toEqual(new Set(['params', 'querystring', 'body']));

  const report: string[] = [];
  for (const carrier of playerCarriers) {
    const foreign = await app.t.app.inject({ ...request(carrier, app.me.userId, app.other.userId), headers: { cookie: app.me.cookie } });
    const own = await app.t.app.inject({ ...request(carrier, app.me.userId, app.me.userId), headers: { cookie: app.me.cookie } });
    report.push(`${keyOf(carrier)} [${carrier.part}.${carrier.field}]: other ${foreign.statusCode}, own ${own.statusCode}`);
    expect({ route: keyOf(carrier), status: foreign.statusCode, body: foreign.json() }).toEqual({
      route: keyOf(carrier),
      status: 403,
      body: { message: SERVER_MSG.forbidden, isSuccess: false },
    });
    expect({ route: keyOf(carrier), refused: own.statusCode === 403 || own.statusCode >= 500 }).toEqual({
      route: keyOf(carrier),
      refused: false,
    });
  }
  process.stdout.write(`user-id walk:\n  ${report.join('\n  ')}\n`);
});

test("the routes that are not a player's and carry a user id are exactly the known ones, and leak nothing", async () => {
  const others = [
    ...new Set(
      carriers()
        .filter((c) => c.route.access !== 'player')
        .map(keyOf),
    ),
  ].sort();
  expect(others).toEqual(Object.keys(NOT_PLAYER_ROUTES).sort());

  const status = (id: number) =>
    app.t.app.inject({ method: 'GET', url: `/api/GetUserIdandUserStatusDemo/${id}/127.0.0.1`, headers: { cookie: app.me.cookie } });
  expect((await status(app.other.userId)).json()).toEqual({ isSuccess: true, isLoggedIn: false });
  expect((await status(app.me.userId)).json()).toEqual({ isSuccess: true, isLoggedIn: true });
  // A player cannot use the operator's filter at all.
  const asPlayer = await app.t.app.inject({
    method: 'GET',
    url: `/api/admin/wallet-requests?userId=${app.other.userId}`,
    headers: { cookie: app.me.cookie },
  });
  expect(asPlayer.statusCode).toBe(403);
  const asOperator = await app.t.app.inject({
    method: 'GET',
    url: `/api/admin/wallet-requests?userId=${app.other.userId}`,
    headers: { cookie: app.operator.cookie },
  });
  expect(asOperator.statusCode).toBe(200);
});

test("the encrypted betting bodies carry the user id inside: another's is refused too", async () => {
  const bets = client(app.t.app, app.me.cookie, app.t.deps.config.payloadKey);
  const save = await bets.save(
    savePayload(app.other.userId, { market: 'Matchodds', marketId: MO, selectionId: HOME, side: 'back', price: 2, stake: 100 }),
  );
  expect(save.statusCode).toBe(403);
  expect(save.json()).toEqual({ message: SERVER_MSG.forbidden, isSuccess: false });
  const update = await bets.update({ userId: app.other.userId, BetId: 'A'.repeat(30), oddsRequest: 2 });
  expect(update.statusCode).toBe(403);
  expect(await rowCount(app.t, 'bets')).toBe(0);
});

test("a user id given twice (own and another's) is never read as the own one", async () => {
  const response = await app.t.app.inject({
    method: 'GET',
    url: `/api/api/selfUser/fetchStakeButton?userId=${app.me.userId}&userId=${app.other.userId}`,
    headers: { cookie: app.me.cookie },
  });
  expect([400, 403]).toContain(response.statusCode);
});
