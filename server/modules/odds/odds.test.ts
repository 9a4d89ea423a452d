// /checkGetMatchOdds as the match page polls it: shapes of spec §3, ETag and 304, bad ids.
import { buildTestApp } from '../../test/app';
import { logIn } from '../../test/auth/testSupport';
import { useApp } from '../../test/fixtures';
import type { MatchOddsResponse, SportEvent } from '../../../src/domain/contract/sports';
import { isOnLadder } from '../../feed/ladder';
import { OddsReply } from '../sports';
import { inPlayList, inPlayOf, schemaErrors } from '../../test/sports/testSupport';
import { matchesIfNoneMatch } from '../../lib/cachedReply';
import { must } from '../../test/must';

// player1 signed in, on the simulator's seed 7 at five times its speed.
const app = useApp({ build: () => buildTestApp({ feed: { seed: 7, speed: 5 } }), signIn: ['player1'], timeout: 30_000 });

const oddsUrl = (e: Pick<SportEvent, 'marketId' | 'gameId'>) => `/api/checkGetMatchOdds/${e.marketId}/${e.gameId}`;
const get = (url: string, headers: Record<string, string> = { cookie: app.player1.cookie }) =>
  app.t.app.inject({ method: 'GET', url, headers });

async function odds(event: SportEvent): Promise<MatchOddsResponse> {
  const response = await get(oddsUrl(event));
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  const body = response.json();
  expect(schemaErrors(OddsReply, body)).toEqual([]);
  return body;
}

test('a cricket match: match odds three levels a side, bookmaker rows, fancy sessions', async () => {
  const [event] = await inPlayOf(app.t.app, app.player1.cookie, '4');
  const body = await odds(event);
  const market = body.Odds[0];
  expect(market).toMatchObject({ marketId: event.marketId, gameId: event.gameId, eid: '4', inplay: true });
  expect(['OPEN', 'SUSPENDED']).toContain(market.status);
  expect(market.totalMatched).toBeGreaterThan(100000);
  expect(market.runners.length).toBeGreaterThanOrEqual(2);
  for (const runner of market.runners) {
    expect(runner.ex.availableToBack).toHaveLength(3);
    expect(runner.ex.availableToLay).toHaveLength(3);
    expect([...runner.ex.availableToBack, ...runner.ex.availableToLay].every((l) => isOnLadder(l.price))).toBe(true);
    expect(runner.ex.availableToBack[0].price).toBeLessThan(runner.ex.availableToLay[0].price);
  }
  // The list row shows the same best prices.
  expect(event.back11).toBe(market.runners[0].ex.availableToBack[0].price);
  expect(body.Bookmaker).toHaveLength(1);
  expect(body.Bookmaker[0].map((r) => r.nat)).toEqual(market.runners.map((r) => r.runnerName));
  expect(body.Bookmaker[0].every((r) => ['ACTIVE', 'SUSPENDED', 'BALL RUNNING'].includes(r.s) && r.mid === `2.${event.gameId}`)).toBe(true);
  expect(body.Fancy.length).toBeGreaterThan(0);
  for (const f of body.Fancy) {
    expect(f.BackPrice1).toBeGreaterThanOrEqual(f.LayPrice1);
    expect([
      [100, 100],
      [110, 90],
    ]).toContainEqual([f.LaySize1, f.BackSize1]);
  }
  expect(body.Fancy.map((f) => f.RunnerName).join('|')).toMatch(/over runs|Fall of 1st wkt|runs/);
  expect(body.Toss).toBeNull();
});

test('football has three runners and no bookmaker or fancy; tennis two', async () => {
  const [football] = await inPlayOf(app.t.app, app.player1.cookie, '1');
  const f = await odds(football);
  expect(f.Odds[0].runners.map((r) => r.runnerName)[1]).toBe('The Draw');
  expect(f.Odds[0].runners).toHaveLength(3);
  expect(f.Bookmaker).toEqual([]);
  expect(f.Fancy).toEqual([]);
  const [tennis] = await inPlayOf(app.t.app, app.player1.cookie, '2');
  expect((await odds(tennis)).Odds[0].runners).toHaveLength(2);
});

test('a cricket match that has not started offers the toss at 1.95 for 500000', async () => {
  const list = await inPlayList(app.t.app, app.player1.cookie);
  const upcoming = [...list.data.sportsEventModelToday[2], ...list.data.sportsEventModelTomorrow[2]];
  let toss: MatchOddsResponse['Toss'] = null;
  for (const event of upcoming) {
    toss = (await odds(event)).Toss;
    if (toss) {
      expect(toss.runners.map((r) => r.runnerName).join(' v ')).toBe(event.eventName);
      expect((await odds(event)).Odds[0].inplay).toBe(false);
      break;
    }
  }
  expect(toss).toMatchObject({ status: 'OPEN' });
  expect(must(toss, 'a toss market').runners.map((r) => [r.price, r.size])).toEqual([
    [1.95, 500000],
    [1.95, 500000],
  ]);
});

test('a weak ETag: 304 while nothing changed, the new body once it has', async () => {
  const [event] = await inPlayOf(app.t.app, app.player1.cookie, '2');
  const first = await get(oddsUrl(event));
  const etag = first.headers.etag as string;
  expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
  expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=1');

  const same = await get(oddsUrl(event), { cookie: app.player1.cookie, 'if-none-match': etag });
  expect(same.statusCode).toBe(304);
  expect(same.body).toBe('');
  expect(same.headers.etag).toBe(etag);
  // Proxies may strip the weak marker or send several tags.
  expect((await get(oddsUrl(event), { cookie: app.player1.cookie, 'if-none-match': `"other", ${etag.slice(2)}` })).statusCode).toBe(304);

  await must(app.t.feed, 'the simulated feed').tick();
  const changed = await get(oddsUrl(event), { cookie: app.player1.cookie, 'if-none-match': etag });
  expect(changed.statusCode).toBe(200);
  expect(changed.headers.etag).not.toBe(etag);
  expect(changed.json().Odds[0].lastUpdated > first.json().Odds[0].lastUpdated).toBe(true);
});

test('the body is serialised once per change and shared by every request', async () => {
  const [event] = await inPlayOf(app.t.app, app.player1.cookie, '4');
  const a = app.t.deps.snapshots.oddsBody(event.id, event.marketId);
  const b = app.t.deps.snapshots.oddsBody(event.id, event.marketId);
  expect(b).toBe(a);
  await must(app.t.feed, 'the simulated feed').tick();
  expect(app.t.deps.snapshots.oddsBody(event.id, event.marketId)).not.toBe(a);
});

test('unknown ids 404, malformed ids 400, another event’s market 404', async () => {
  const [cricket, other] = await inPlayOf(app.t.app, app.player1.cookie, '4');
  const cases: Array<[string, number]> = [
    [`/api/checkGetMatchOdds/1.99999/99999`, 404],
    [`/api/checkGetMatchOdds/1.999999999999/999999999999`, 404],
    [`/api/checkGetMatchOdds/${other.marketId}/${cricket.gameId}`, 404],
    [`/api/checkGetMatchOdds/1.123/${cricket.gameId}`, 404],
    [`/api/checkGetMatchOdds/abc/${cricket.gameId}`, 400],
    [`/api/checkGetMatchOdds/${cricket.marketId}/12ab`, 400],
    [`/api/checkGetMatchOdds/${cricket.marketId}/-5`, 400],
    [`/api/checkGetMatchOdds/1..2/${cricket.gameId}`, 400],
  ];
  for (const [url, status] of cases) {
    const response = await get(url);
    expect([url, response.statusCode]).toEqual([url, status]);
    expect(response.json().message).toEqual(expect.any(String));
  }
});

test('what the odds show is in the database: event, markets and runners', async () => {
  const [event] = await inPlayOf(app.t.app, app.player1.cookie, '4');
  const body = await odds(event);
  const db = app.t.database.db;
  const row = await db.selectFrom('events').selectAll().where('id', '=', event.id).executeTakeFirstOrThrow();
  expect(row).toMatchObject({ sport_id: 4, series_id: event.seriesId, name: event.eventName, status: 'inplay', has_fancy: 1 });
  const runners = await db
    .selectFrom('runners')
    .select(['market_id', 'selection_id', 'name'])
    .where('market_id', 'in', [event.marketId, `2.${event.gameId}`, ...body.Fancy.map((f) => f.mid)])
    .orderBy('market_id')
    .orderBy('sort_order')
    .execute();
  const expected = [
    ...body.Odds[0].runners.map((r) => ({ market_id: event.marketId, selection_id: r.selectionId, name: r.runnerName })),
    ...body.Bookmaker[0].map((r) => ({ market_id: r.mid, selection_id: r.sid, name: r.nat })),
    ...body.Fancy.map((f) => ({ market_id: f.mid, selection_id: f.SelectionId, name: f.RunnerName })),
  ];
  expect(runners).toEqual(expect.arrayContaining(expected));
  expect(runners).toHaveLength(expected.length);
});

test('If-None-Match comparison', () => {
  expect(matchesIfNoneMatch(undefined, 'W/"a"')).toBe(false);
  expect(matchesIfNoneMatch('W/"a"', 'W/"a"')).toBe(true);
  expect(matchesIfNoneMatch('"a"', 'W/"a"')).toBe(true);
  expect(matchesIfNoneMatch('W/"b", W/"a"', 'W/"a"')).toBe(true);
  expect(matchesIfNoneMatch('*', 'W/"a"')).toBe(true);
  expect(matchesIfNoneMatch('W/"b"', 'W/"a"')).toBe(false);
});

test('the odds route sends the headers a JSON API needs on every answer, errors included', async () => {
  const [event] = await inPlayOf(app.t.app, app.player1.cookie, '4');
  for (const response of [await get(oddsUrl(event)), await get('/api/checkGetMatchOdds/abc/1'), await get(oddsUrl(event), {})]) {
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-frame-options': 'DENY',
      'cross-origin-resource-policy': 'same-origin',
    });
  }
});

describe('odds are public data', () => {
  test('a visitor (no app.player1.cookie) gets 200 with prices, cacheable by a shared cache for one second', async () => {
    const [event] = await inPlayOf(app.t.app, app.player1.cookie, '4');
    const response = await get(oddsUrl(event), {});
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=0, s-maxage=1');
    expect(response.headers.etag).toMatch(/^W\/"/);
    expect(response.headers['set-cookie']).toBeUndefined();
    const body = response.json() as MatchOddsResponse;
    expect(body.Odds[0].runners[0].ex.availableToBack[0].price).toBeGreaterThan(1);
    const notModified = await get(oddsUrl(event), { 'if-none-match': String(response.headers.etag) });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.headers['cache-control']).toBe('public, max-age=0, s-maxage=1');
  });

  test('two players and a visitor get byte-identical replies: same body, same ETag', async () => {
    const { cookie: other } = await logIn(app.t.app, 'self1', 'self123');
    const [event] = await inPlayOf(app.t.app, app.player1.cookie, '4');
    const answers = await Promise.all([
      get(oddsUrl(event), { cookie: app.player1.cookie }),
      get(oddsUrl(event), { cookie: other }),
      get(oddsUrl(event), {}),
    ]);
    const [first, ...rest] = answers;
    for (const answer of rest) {
      expect(answer.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(answer.headers.etag).toBe(first.headers.etag);
      expect(answer.headers['content-length']).toBe(first.headers['content-length']);
    }
    expect(first.payload).not.toMatch(/player1|self1|userId|exposure|stake/i);
  });

  test('betting still needs a log-in', async () => {
    const response = await app.t.app.inject({ method: 'POST', url: '/api/saveBet', payload: { data: 'x' } });
    expect(response.statusCode).toBe(401);
  });
});
