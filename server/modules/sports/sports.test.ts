// The live-sports calls as a signed-in player sees them, on the simulated feed, shapes as spec §3.
import { buildTestApp, type TestApp } from '../../test/app';
import { logIn } from '../../test/auth/testSupport';
import { EIDS, type SportEvent } from '../../../src/domain/contract/sports';
import * as S from './schemas';
import { inPlayList, inPlayOf, schemaErrors } from '../../test/sports/testSupport';
import { must } from '../../test/must';

let t: TestApp;
let cookie: string;
let userId: number;

beforeAll(async () => {
  t = await buildTestApp({ feed: { seed: 42, speed: 20 } });
  ({ cookie, userId } = await logIn(t.app, 'player1', 'player123'));
}, 30_000);
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = { cookie }) => t.app.inject({ method: 'GET', url, headers });

const sorted = (events: SportEvent[]) => events.every((e, i) => i === 0 || events[i - 1].eventDate <= e.eventDate);

describe('GET /GetInPlaySportEvents', () => {
  test('needs a signed-in player', async () => {
    const response = await get('/api/GetInPlaySportEvents', {});
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toEqual(expect.any(String));
  });

  test('in play, today and tomorrow, each split by sport 1, 2, 4 and sorted by date', async () => {
    const body = await inPlayList(t.app, cookie);
    expect(schemaErrors(S.InPlayReply, body)).toEqual([]);
    const now = new Date(t.clock.now()).toISOString();
    const { sportsEventModelInPlay: inPlay, sportsEventModelToday: today, sportsEventModelTomorrow: tomorrow } = body.data;
    for (const lists of [inPlay, today, tomorrow]) {
      lists.forEach((list, i) => {
        expect(list.every((e) => e.eid === EIDS[i])).toBe(true);
        expect(sorted(list)).toBe(true);
        expect(list.map((e) => e.SrNo)).toEqual(list.map((_, k) => k + 1));
      });
    }
    for (const list of inPlay) {
      expect(list.length).toBeGreaterThanOrEqual(3);
      expect(list.every((e) => e.eventDate <= now)).toBe(true);
    }
    for (const list of [...today, ...tomorrow]) expect(list.every((e) => e.eventDate > now)).toBe(true);
    expect(tomorrow.every((list) => list.length > 0)).toBe(true);
    // Ids as the SPA puts them in /matchscore/{eid}/{gameId}/{marketId}.
    const event = inPlay[2][0];
    expect(event.gameId).toBe(String(event.id));
    expect(event.marketId).toBe(`1.${event.gameId}`);
    expect([event.Matchodds, event.BookMaker, event.Fancy]).toEqual([1, 1, 1]);
    // Tennis has no draw: the X column is 0 ('-'); football has one.
    expect(inPlay[1].every((e) => e.back1 === 0 && e.lay1 === 0 && e.back11 > 0 && e.lay12 > 0)).toBe(true);
    expect(inPlay[0].every((e) => e.back1 > 0 && e.lay1 > e.back1)).toBe(true);
    expect(inPlay[0].every((e) => e.BookMaker === 0 && e.Fancy === 0)).toBe(true);
  });

  test('answers 304 to a client that has the current list, and 200 once it changes', async () => {
    const first = await get('/api/GetInPlaySportEvents');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get('/api/GetInPlaySportEvents', { cookie, 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await must(t.feed, 'the simulated feed').tick();
    const changed = await get('/api/GetInPlaySportEvents', { cookie, 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });
});

describe('the sports menu: series, then events', () => {
  test('cricket series with events, each listing its events in play or to come', async () => {
    const response = await get('/api/api/fetchSeriesBySportId?sportId=4');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(schemaErrors(S.SeriesListReply, body)).toEqual([]);
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.map((s: { seriesName: string }) => s.seriesName)).toContain('Indian T20 League');
    expect(body.data.every((s: { eid: string }) => s.eid === '4')).toBe(true);

    const events = await get(`/api/api/fetchEventsBySeriesId?seriesId=${body.data[0].seriesId}`);
    expect(events.statusCode).toBe(200);
    const list = events.json();
    expect(schemaErrors(S.SeriesEventsReply, list)).toEqual([]);
    expect(list.data.length).toBeGreaterThan(0);
    expect(list.data.every((e: SportEvent) => e.seriesId === body.data[0].seriesId && e.eid === '4')).toBe(true);
    expect(sorted(list.data)).toBe(true);
  });

  test('a sport without data has no series; a series without events has none', async () => {
    expect((await get('/api/api/fetchSeriesBySportId?sportId=7')).json()).toEqual({ isSuccess: true, data: [] });
    await t.database.db.insertInto('series').values({ id: 999, sport_id: 4, name: 'Old Cup' }).execute();
    expect((await get('/api/api/fetchEventsBySeriesId?seriesId=999')).json()).toEqual({ isSuccess: true, data: [] });
  });

  test('unknown series 404, malformed ids 400', async () => {
    const unknown = await get('/api/api/fetchEventsBySeriesId?seriesId=123456');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Series not found.');
    for (const url of [
      '/api/api/fetchEventsBySeriesId?seriesId=abc',
      '/api/api/fetchEventsBySeriesId',
      '/api/api/fetchSeriesBySportId?sportId=x',
    ]) {
      const response = await get(url);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
  });
});

describe('GET /fetchBetPageMatch/{eventId}', () => {
  test('an in-play event: name, date, series, status and flags', async () => {
    const [event] = await inPlayOf(t.app, cookie, '4');
    const response = await get(`/api/fetchBetPageMatch/${event.gameId}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(schemaErrors(S.BetPageMatchReply, body)).toEqual([]);
    expect(body.data).toMatchObject({
      eventName: event.eventName,
      eventDate: event.eventDate,
      tournamentId: event.seriesId,
      tournamentName: event.seriesName,
      Status: 'INPLAY',
      ActiveMatch: 1,
      eid: '4',
      gameId: event.gameId,
      marketId: event.marketId,
    });
  });

  test('unknown event 404 (however large), malformed 400, never 500', async () => {
    for (const id of ['99999', '999999999999']) {
      const response = await get(`/api/fetchBetPageMatch/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Event not found.');
    }
    for (const id of ['abc', '1.5', '-1', '1234567890123']) {
      expect((await get(`/api/fetchBetPageMatch/${id}`)).statusCode).toBe(400);
    }
  });
});

describe('GET /GetStackLimit', () => {
  test('sport delays and limits, and per game the caller’s own settings over those for everyone', async () => {
    const db = t.database.db;
    const other = await db.selectFrom('users').select('id').where('username', '=', 'self1').executeTakeFirstOrThrow();
    const limits = (n: number) => ({
      min_odd_limit: n,
      max_odd_limit: n * 10,
      min_bookmaker_limit: n,
      max_bookmaker_limit: n * 20,
      min_fancy_limit: n,
      max_fancy_limit: n * 5,
    });
    await db
      .insertInto('user_match_settings')
      .values([
        { user_id: null, game_id: '1000001', ...limits(200) },
        { user_id: userId, game_id: '1000001', ...limits(300) },
        { user_id: null, game_id: '1000002', ...limits(400) },
        { user_id: other.id, game_id: '1000003', ...limits(500) },
      ])
      .execute();
    const response = await get('/api/GetStackLimit');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(schemaErrors(S.StackLimitReply, body)).toEqual([]);
    expect(body.data.sports.map((s: { id: number }) => s.id).sort()).toEqual([1, 2, 4]);
    expect(body.data.sports.find((s: { id: number }) => s.id === 4)).toEqual({
      id: 4,
      betDelayTime: 5,
      bookmakerDelayTime: 1,
      fancyDelayTime: 1,
      minOddLimit: 100,
      maxOddLimit: 200000,
      minBookmakerLimit: 100,
      maxBookmakerLimit: 200000,
      minFancyLimit: 100,
      maxFancyLimit: 100000,
      minOddPrice: 1.01,
      maxOddPrice: 3,
    });
    expect(body.data.userMatchSettings).toEqual([
      {
        gameId: '1000001',
        minOddLimit: 300,
        maxOddLimit: 3000,
        minBookmakerLimit: 300,
        maxBookmakerLimit: 6000,
        minFancyLimit: 300,
        maxFancyLimit: 1500,
      },
      {
        gameId: '1000002',
        minOddLimit: 400,
        maxOddLimit: 4000,
        minBookmakerLimit: 400,
        maxBookmakerLimit: 8000,
        minFancyLimit: 400,
        maxFancyLimit: 2000,
      },
    ]);
  });
});

describe('GET /api/score/{eventId}', () => {
  test('cricket runs, wickets and overs; tennis sets, games and points; football goals and minute', async () => {
    const shapes: Record<string, unknown> = {};
    for (const eid of ['4', '2', '1'] as const) {
      const [event] = await inPlayOf(t.app, cookie, eid);
      const response = await get(`/api/api/score/${event.gameId}`);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(schemaErrors(S.ScoreReply, body)).toEqual([]);
      expect(body.data).toMatchObject({ gameId: event.gameId, eid, status: 'INPLAY', statusText: expect.any(String) });
      shapes[eid] = body.data.score;
    }
    expect(shapes['4']).toMatchObject({
      sport: 'cricket',
      innings: expect.arrayContaining([expect.objectContaining({ overs: expect.stringMatching(/^\d+\.[0-5]$/) })]),
    });
    expect(shapes['2']).toMatchObject({ sport: 'tennis', sets: expect.any(Array), points: [expect.any(String), expect.any(String)] });
    expect(shapes['1']).toMatchObject({ sport: 'football', goals: [expect.any(Number), expect.any(Number)], minute: expect.any(Number) });
    const [cricket] = await inPlayOf(t.app, cookie, '4');
    expect((await get(`/api/score/${cricket.gameId}`)).json().data.gameId).toBe(cricket.gameId);
    expect((await get('/api/api/score/424242')).statusCode).toBe(404);
    expect((await get('/api/api/score/x1')).statusCode).toBe(400);
  });
});

describe('an event that ends', () => {
  test('closes (match page, odds, score), even after the feed forgets it', async () => {
    const before = await inPlayList(t.app, cookie);
    const watched = new Map(before.data.sportsEventModelInPlay.flat().map((e) => [e.gameId, e]));
    let ended: SportEvent | undefined;
    for (let i = 0; i < 600 && !ended; i++) {
      await must(t.feed, 'the simulated feed').tick();
      ended = [...watched.values()].find((e) => t.deps.snapshots.event(e.id)?.event.status === 'ended');
    }
    const gone = must(ended, 'an event to end within 600 ticks');
    const check = async () => {
      const match = (await get(`/api/fetchBetPageMatch/${gone.gameId}`)).json();
      expect(match.data).toMatchObject({ Status: 'CLOSED', ActiveMatch: 0 });
      const odds = await get(`/api/checkGetMatchOdds/${gone.marketId}/${gone.gameId}`);
      expect(odds.statusCode).toBe(200);
      expect(odds.json().Odds[0]).toMatchObject({ status: 'CLOSED', runners: [] });
      const score = (await get(`/api/api/score/${gone.gameId}`)).json();
      expect(score.data.status).toBe('CLOSED');
      expect(schemaErrors(S.ScoreReply, score)).toEqual([]);
    };
    await check();
    const result = await t.database.db.selectFrom('results').selectAll().where('market_id', '=', gone.marketId).executeTakeFirst();
    expect(result).toMatchObject({ outcome: 'winner', event_id: gone.id });
    // Five minutes of feed time later the feed drops it from memory; the database still knows it.
    await must(t.feed, 'the simulated feed').tick(310);
    expect(t.deps.snapshots.event(gone.id)).toBeUndefined();
    await check();
    expect((await get(`/api/api/score/${gone.gameId}`)).json().data.statusText).toBe(
      `Ended: ${must(result, 'the result row').description}`,
    );
  }, 60_000);
});

describe("a visitor's match page", () => {
  test('the event header and the live score answer without a session, the same body as a player gets', async () => {
    const [event] = await inPlayOf(t.app, cookie, '4');
    for (const url of [`/api/fetchBetPageMatch/${event.gameId}`, `/api/api/score/${event.gameId}`]) {
      const [visitor, player] = [await get(url, {}), await get(url)];
      expect(visitor.statusCode).toBe(200);
      expect(visitor.headers['set-cookie']).toBeUndefined();
      expect(visitor.json().data.gameId).toBe(event.gameId);
      expect(visitor.payload).not.toMatch(/player1|userId|exposure/i);
      expect(visitor.json().data.eventName ?? visitor.json().data.status).toEqual(
        player.json().data.eventName ?? player.json().data.status,
      );
    }
  });

  test("the player's own calls still need a log-in", async () => {
    expect((await get('/api/GetStackLimit', {})).statusCode).toBe(401);
    expect((await get('/api/GetInPlaySportEvents', {})).statusCode).toBe(401);
  });
});
