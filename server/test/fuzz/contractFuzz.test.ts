// Bad input at scale: fast-check sends random bodies, params, queries and headers to EVERY route the
// app registers (spec §7's calls, our own, the admin API), as an anonymous visitor, a signed-in
// player and the operator. Whatever arrives, the answer is never a 5xx and no money row changes.
// FUZZ_RUNS and FUZZ_MS scale the run (the defaults keep `npm test` within about a minute).
// `npm test` walks a fixed seed, so a commit that passed passes again on the next machine; new ground
// is explored by `npm run test:fuzz` (FUZZ_SEED=random, more runs), and FUZZ_SEED=<n> replays the
// seed fast-check prints for a failing run. Each defect found that way is kept below as an example.
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { buildTestApp, type TestApp } from '../app';
import { routeCatalog, type CatalogRoute, type JsonSchema } from '../security/routeCatalog';
import { logIn, logInOperator, type Session } from '../auth/testSupport';
import { client, cricketEvent, publish, savePayload, MO, HOME } from '../bets/testSupport';
import { SaveBetPayloadSchema, UpdateBetPayloadSchema } from '../../modules/bets/payload';
import { encryptJson } from '../../../src/domain/cipher';
import { SESSION_COOKIE } from '../../lib/access';
import {
  brokenJson,
  brokenObject,
  contentType,
  encodeSegment,
  unknownId,
  extraHeaders,
  multipartBody,
  nastyValue,
  pathSegment,
  queryString,
  shaped,
  shapedObject,
} from './arbitraries';
import { moneyState, newAccounts, type MoneyState } from './moneyState';

jest.setTimeout(180_000);

const RUNS = Number(process.env.FUZZ_RUNS || 2_000);
const FIXED_SEED = 20_261_121;
const SEED = process.env.FUZZ_SEED === 'random' ? undefined : Number(process.env.FUZZ_SEED || FIXED_SEED);

/** Spec §7's calls (as /work/shared/tools/contract-census.mjs sends them), relative to /api. */
const SPEC_CALLS = [
  'POST /user/auth/login',
  'POST /Demologin',
  'PUT /api/changePassword/users/:',
  'GET /api/fetchPasswordStatus/:',
  'GET /api/getMasterData',
  'GET /fetchMatchStackBtn/:',
  'POST /api/updateMatchStackBtn/:',
  'GET /GetUserIdandUserStatusDemo/:/:',
  'GET /expo1/:/:',
  'GET /expo2/:/:',
  'GET /fetchNotSettledBet/:',
  'GET /GetStackLimit',
  'GET /fetchBetPageMatch/:',
  'GET /checkGetMatchOdds/:/:',
  'GET /fetchLastBet/:/:',
  'GET /GetBetHistory1/:',
  'POST /saveBet',
  'PUT /updateUnmatchBet',
  'DELETE /deleteUnmatchBet',
  'GET /GetInPlaySportEvents',
  'GET /GetAccountStatement/:',
  'GET /GetProfitAndLossByDate/:',
  'GET /GetBetHistoryByDate/:',
  'GET /api/fetchSeriesBySportId',
  'GET /api/fetchEventsBySeriesId',
  'POST /api/selfuser/signUp',
  'GET /api/selfUSer/fetchDepositRequest/:',
  'GET /api/selfUser/fetchSavedBKDetails/:',
  'POST /api/selfUser/withdrawRequest',
  'GET /api/selfUser/fetchStakeButton',
  'POST /api/selfUser/changeStakeButton',
  'GET /api/selfUser/fetchActiveMerchantDetails',
  'POST /api/selfUser/depositRequest',
  'POST /api/selfUser/saveBankDetail',
  'DELETE /api/selfUser/deleteSavedBank',
];
const OUR_CALLS = ['GET /health', 'GET /whoami', 'POST /logout', 'GET /api/score/:'];

const shape = (route: CatalogRoute) => `${route.method} ${route.url.replace(/^\/api/, '').replace(/:[^/]+/g, ':')}`;

let t: TestApp;
let routes: CatalogRoute[];
let sessions: { player: Session; operator: Session; other: Session };
let before: MoneyState;
let freshSessions: () => Promise<void>;

beforeAll(async () => {
  const catalog = routeCatalog();
  t = await buildTestApp({ server: catalog.server });
  routes = catalog.read(t.app);

  // Money in every table, owned by others than the fuzzing player: a pending bet, a withdrawal.
  publish(t.deps.snapshots, cricketEvent(t.clock.now()));
  const other = await logIn(t.app, 'player1', 'player123');
  const bet = await client(t.app, other.cookie, t.deps.config.payloadKey).save(
    savePayload(other.userId, { market: 'Matchodds', marketId: MO, selectionId: HOME, side: 'back', price: 2, stake: 100 }),
  );
  expect(bet.statusCode).toBe(200);
  const self1 = await logIn(t.app, 'self1', 'self123');
  const withdraw = await t.app.inject({
    method: 'POST',
    url: '/api/api/selfUser/withdrawRequest',
    headers: { cookie: self1.cookie },
    payload: { userId: self1.userId, withdrawAmountBtn: 100, paymentMethod: 'UPI', accountHName: 'Self One', UPIID: 'self1@ybl' },
  });
  expect(withdraw.statusCode).toBe(200);

  // The fuzzing player: a fresh sign-up, ₹0 (so no valid request of theirs can move money).
  const signUp = await t.app.inject({
    method: 'POST',
    url: '/api/api/selfuser/signUp',
    payload: { username: 'fuzzer', password: 'fuzzer123', phone: '9876543210' },
  });
  expect(signUp.statusCode).toBe(201);
  sessions = { player: await logIn(t.app, 'fuzzer', 'fuzzer123'), operator: await logInOperator(t.app), other };
  // A log-out in the run ends the session it was sent with: open new ones straight in the store.
  freshSessions = async () => {
    for (const who of ['player', 'operator'] as const) {
      const token = await t.deps.sessions.create(sessions[who].userId, '127.0.0.1');
      sessions[who] = { ...sessions[who], cookie: `${SESSION_COOKIE}=${token}` };
    }
  };
  before = await moneyState(t.deps.db);
});
afterAll(() => t?.close());

type Caller = 'anonymous' | 'player' | 'operator';

function callerFor(route: CatalogRoute): fc.Arbitrary<Caller> {
  const main: Caller = route.access === 'operator' ? 'operator' : route.access === 'player' ? 'player' : 'anonymous';
  return fc.oneof(
    { weight: 6, arbitrary: fc.constant(main) },
    { weight: 2, arbitrary: fc.constantFrom<Caller>('anonymous', 'player', 'operator') },
  );
}

function idOf(caller: Caller): fc.Arbitrary<number> {
  const own = caller === 'player' ? sessions.player.userId : caller === 'operator' ? sessions.operator.userId : 1;
  return fc.oneof(
    { weight: 8, arbitrary: fc.constant(own) },
    { weight: 1, arbitrary: fc.constant(sessions.other.userId) },
    { weight: 1, arbitrary: fc.integer() },
  );
}

const paramNames = (url: string) => [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);

/**
 * The operator's calls that change things (credit, create, approve, settle…) would move money if
 * the fuzz happened on a valid request: those get only ids of nothing and bodies that are refused.
 */
const moneyMoving = (route: CatalogRoute, caller: Caller) => route.access === 'operator' && caller === 'operator' && route.method !== 'GET';

function pathArb(route: CatalogRoute, ownId: fc.Arbitrary<number>, safe: boolean): fc.Arbitrary<string> {
  const names = paramNames(route.url);
  if (names.length === 0) return fc.constant(route.url);
  const props = route.schema.params?.properties ?? {};
  const segments = names.map((name) =>
    safe
      ? unknownId
      : fc.oneof(
          {
            weight: 3,
            arbitrary: (name === 'userId' ? ownId : shaped(props[name] ?? {}, ownId)).map((v) =>
              encodeSegment(typeof v === 'object' ? JSON.stringify(v) : String(v)),
            ),
          },
          { weight: 2, arbitrary: pathSegment },
        ),
  );
  return fc.tuple(...segments).map((values) => {
    let url = route.url;
    names.forEach((name, i) => {
      url = url.replace(`:${name}`, values[i] || 'x');
    });
    return url;
  });
}

interface Body {
  payload?: string | Buffer;
  contentType?: string;
}

function bodyArb(route: CatalogRoute, ownId: fc.Arbitrary<number>, safe: boolean): fc.Arbitrary<Body> {
  const schema: JsonSchema = route.schema.body ?? { type: 'object', properties: {} };
  const json = (value: unknown, type = 'application/json'): Body => ({ payload: JSON.stringify(value) ?? 'null', contentType: type });
  const kinds: Array<fc.WeightedArbitrary<Body>> = [
    {
      weight: 6,
      arbitrary: (safe ? brokenObject(schema, ownId) : fc.oneof(shapedObject(schema, ownId), shaped(schema, ownId))).map((v) => json(v)),
    },
    { weight: 2, arbitrary: nastyValue.map((v) => json(v)) },
    { weight: 1, arbitrary: brokenJson.map((raw) => ({ payload: raw, contentType: 'application/json' })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(contentType, fc.oneof(fc.string({ maxLength: 200 }), fc.string({ unit: 'binary', maxLength: 200 })))
        .map(([type, raw]) => ({ payload: raw, contentType: type })),
    },
    { weight: 1, arbitrary: multipartBody },
    { weight: 1, arbitrary: fc.constant({}) },
  ];
  // The betting calls carry their fields encrypted: fuzz what is inside too.
  if (route.url.endsWith('/saveBet'))
    kinds.push({
      weight: 6,
      arbitrary: shapedObject(SaveBetPayloadSchema as unknown as JsonSchema, ownId).map((v) =>
        json({ data: encryptJson(v, t.deps.config.payloadKey) }),
      ),
    });
  if (route.url.endsWith('/updateUnmatchBet'))
    kinds.push({
      weight: 6,
      arbitrary: shapedObject(UpdateBetPayloadSchema as unknown as JsonSchema, ownId).map((v) =>
        json({ data: encryptJson(v, t.deps.config.payloadKey) }),
      ),
    });
  if (route.url.endsWith('/depositRequest')) kinds.push({ weight: 6, arbitrary: multipartBody });
  return fc.oneof(...kinds);
}

/** One request; `route` is the route's key ('GET /api/...'), so a counterexample prints short. */
interface Sample {
  route: string;
  caller: Caller;
  url: string;
  body: Body;
  headers: Record<string, string>;
  address: string;
}

function sampleArb(route: CatalogRoute): fc.Arbitrary<Sample> {
  return callerFor(route).chain((caller) => {
    const ownId = idOf(caller);
    const safe = moneyMoving(route, caller);
    return fc
      .record({
        path: pathArb(route, ownId, safe),
        query: fc.option(queryString(shapedObject(route.schema.querystring ?? { type: 'object', properties: {} }, ownId)), { freq: 3 }),
        body:
          route.method === 'GET'
            ? fc.oneof({ weight: 9, arbitrary: fc.constant<Body>({}) }, { weight: 1, arbitrary: bodyArb(route, ownId, safe) })
            : bodyArb(route, ownId, safe),
        headers: extraHeaders,
        // Many client addresses, so the per-address limits (sign-up, demo, log-in) let calls through.
        address: fc.integer({ min: 1, max: 254 }).map((n) => `198.51.100.${n}`),
        // Mostly no Origin (same-site calls from our page may omit it); sometimes another site's.
        origin: fc.oneof(
          { weight: 8, arbitrary: fc.constant(null) },
          { weight: 1, arbitrary: fc.constantFrom('http://evil.example', 'null', 'not a url', 'http://localhost:80') },
        ),
      })
      .map(({ path, query, body, headers, origin, address }) => ({
        route: keyOf(route),
        caller,
        body,
        address,
        url: query ? `${path}?${query}` : path,
        headers: { ...headers, ...(origin ? { origin } : {}) },
      }));
  });
}

const statuses = new Map<string, Map<number, number>>();
const keyOf = (route: CatalogRoute) => `${route.method} ${route.url}`;

async function send(sample: Sample): Promise<void> {
  const cookie = sample.caller === 'player' ? sessions.player.cookie : sample.caller === 'operator' ? sessions.operator.cookie : undefined;
  const headers: Record<string, string> = { ...sample.headers, ...(cookie ? { cookie } : {}) };
  if (sample.body.contentType) headers['content-type'] = sample.body.contentType;
  const method = sample.route.split(' ')[0] as InjectOptions['method'];
  const response = await t.app.inject({ method, url: sample.url, headers, payload: sample.body.payload, remoteAddress: sample.address });
  const key = sample.route;
  if (sample.route.endsWith('/logout')) await freshSessions(); // it may have ended the caller's session
  const byStatus = statuses.get(key) ?? new Map<number, number>();
  byStatus.set(response.statusCode, (byStatus.get(response.statusCode) ?? 0) + 1);
  statuses.set(key, byStatus);
  if (response.statusCode >= 500) {
    const payload =
      typeof sample.body.payload === 'string' ? sample.body.payload.slice(0, 300) : `${sample.body.payload?.length ?? 0} bytes`;
    throw new Error(
      `${response.statusCode} from ${method} ${sample.url.slice(0, 300)} as ${sample.caller} (${sample.body.contentType}: ${payload}): ${response.body.slice(0, 300)}`,
    );
  }
}

const isStatic = (route: CatalogRoute) => route.url.startsWith('/api/ocr/');

test('the walk covers every call of spec §7 and our own', () => {
  const present = new Set(routes.map(shape));
  expect(SPEC_CALLS.filter((call) => !present.has(call))).toEqual([]);
  expect(OUR_CALLS.filter((call) => !present.has(call))).toEqual([]);
  expect(routes.filter((r) => r.url.startsWith('/api/admin/')).length).toBeGreaterThanOrEqual(10);
});

test('random requests to every route: never a 5xx', async () => {
  const fuzzed = routes.filter((r) => !isStatic(r));
  const started = Date.now();
  await fc.assert(fc.asyncProperty(fc.constantFrom(...fuzzed).chain(sampleArb), send), {
    numRuns: RUNS,
    seed: SEED,
    interruptAfterTimeLimit: Number(process.env.FUZZ_MS || 45_000),
    markInterruptAsFailure: false,
  });
  // Every route was hit, and not only with refusals at the door.
  const missed = fuzzed.map(keyOf).filter((key) => !statuses.has(key));
  expect(missed).toEqual([]);
  const total = [...statuses.values()].reduce((n, m) => n + [...m.values()].reduce((a, b) => a + b, 0), 0);
  const overall = new Map<number, number>();
  for (const m of statuses.values()) for (const [status, n] of m) overall.set(status, (overall.get(status) ?? 0) + n);
  process.stdout.write(
    `fuzz: ${total} requests to ${fuzzed.length} routes in ${Date.now() - started} ms; statuses ${JSON.stringify(Object.fromEntries([...overall].sort()))}\n`,
  );
});

test('the tesseract files answer odd headers and queries calmly', async () => {
  for (const route of routes.filter(isStatic)) {
    await fc.assert(fc.asyncProperty(sampleArb(route), send), { numRuns: 3, seed: SEED });
  }
});

test('unknown paths are 404s, never 5xx', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.tuple(
        fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'),
        fc.array(pathSegment, { minLength: 1, maxLength: 4 }),
        fc.boolean(),
      ),
      async ([method, segments, api]) => {
        const response = await t.app.inject({
          method: method as InjectOptions['method'],
          url: `${api ? '/api/' : '/'}${segments.join('/')}`,
          headers: { cookie: sessions.player.cookie },
        });
        expect(response.statusCode).toBeLessThan(500);
      },
    ),
    { numRuns: 200, seed: SEED },
  );
});

describe('defects the fuzz found, kept as examples', () => {
  const as = (who: 'player' | 'operator' | null) => (who ? { cookie: sessions[who].cookie } : {});

  test('an event id beyond PostgreSQL integer range in fetchLastBet: no bets, not a 500', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/fetchLastBet/${sessions.player.userId}/7574270027`,
      headers: as('player'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ isSuccess: true, data: [] });
  });

  test.each([
    ['GET', '/api/admin/users/Infinity'],
    ['POST', '/api/admin/merchants/Infinity/activate'],
    ['POST', '/api/admin/merchants/1e400/deactivate'],
    ['POST', '/api/admin/wallet-requests/-Infinity/approve'],
  ])("'Infinity' where an integer id belongs (Ajv coerces it and skips the bounds): %s %s is a 400", async (method, url) => {
    const response = await t.app.inject({
      method: method as 'GET' | 'POST',
      url,
      headers: as('operator'),
      payload: method === 'POST' ? {} : undefined,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Numbers must be finite.', isSuccess: false });
  });

  test.each([
    [{ data: { btnValue2: {} } }, 'seed 52565460'],
    [{ data: null }, 'seed -520879042, a CI run'],
  ])('stake buttons wrapped in data that is no button object (%j, %s): a 400', async (payload: object, _found: string) => {
    const url = `/api/api/updateMatchStackBtn/${sessions.player.userId}`;
    const response = await t.app.inject({ method: 'POST', url, headers: as('player'), payload });
    expect(response.statusCode).toBe(400);
    expect(typeof response.json().message).toBe('string');
  });

  test.each([
    ['/api/user/auth/login', null, { UserName: 'a\u0000b', pass: 'x', ip: '1.1.1.1', geoLocation: 'x' }],
    ['/api/admin/login', null, { username: 'op\u0000', password: 'x' }],
    ['/api/admin/users/2/credit', 'operator', { amount: 1, remark: 'bonus\u0000' }],
  ] as const)('a NUL character in text bound for PostgreSQL (%s) is a 400, and moves no money', async (url, who, payload) => {
    const response = await t.app.inject({ method: 'POST', url, headers: as(who), payload, remoteAddress: '192.0.2.1' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Text must not contain NUL characters.', isSuccess: false });
  });
});

test('after all of it, no money row changed; only sign-ups and demo log-ins opened accounts', async () => {
  const after = await moneyState(t.deps.db, before.lastUserId);
  expect(after.tables).toEqual(before.tables);
  const opened = await newAccounts(t.deps.db, before.lastUserId);
  expect(opened.users.every((u) => (u.role === 'player' || u.role === 'demo') && u.created_by === null)).toBe(true);
  expect(opened.ledgerKinds.filter((k) => k !== 'opening')).toEqual([]);
  expect(opened).toMatchObject({ bets: 0, walletRequests: 0 });
  // The fuzzing player's own wallet too: still ₹0, no exposure, nothing reserved.
  const wallet = await t.deps.db.selectFrom('wallets').selectAll().where('user_id', '=', sessions.player.userId).executeTakeFirstOrThrow();
  expect(wallet).toMatchObject({ balance: 0, exposure: 0, reserved: 0 });
});
