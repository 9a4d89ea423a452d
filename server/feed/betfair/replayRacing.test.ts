// A real horse race (Betfair event type 7) replayed from its historical file, gzip-compressed, through
// the persisted feed into the app: the calls the Horse Racing page makes list the meeting, the race and
// all fourteen runners by name; the
// file's result settles the race with the winner and voids the non-runners.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { buildTestApp, type TestApp } from '../../test/app';
import { logIn, type Session } from '../../test/auth/testSupport';
import { must } from '../../test/must';
import { startHeldReplay, type HeldReplay } from './testing/feedUnderTest';

const FILE = path.join(__dirname, 'fixtures', 'BASIC-1.132153978.gz');
const MARKET = '1.132153978';
const RACE = 132153978;
const MEETING = 28270094;
const lines = zlib.gunzipSync(fs.readFileSync(FILE)).toString('utf8').split('\n').filter(Boolean);
/** The first non-runner is withdrawn at line 72 of the file: the test holds the replay just before it. */
const FIRST_REMOVAL = (JSON.parse(must(lines[71], 'the removal line')) as { pt: number }).pt;
const RUNNERS_AT_OPEN = [
  'Brother Mcgonagall',
  'Match My Fire',
  'Sakhalin Star',
  'Im Super Too',
  'Symbolic Star',
  'Panther In Pink',
  'Hellavashock',
  'Penelope Pitstop',
  'Hymn For The Dudes',
  'Hazy Manor',
  'Bonnie Gals',
  'Ten In The Hat',
  'Sandgate',
  'Whats Up Walter',
];
const NON_RUNNERS = [11198538, 9606433]; // Hellavashock, Hymn For The Dudes
const WINNER = 12115648; // Brother Mcgonagall

let t: TestApp;
let feed: HeldReplay;
let player: Session;

beforeAll(async () => {
  t = await buildTestApp();
  feed = await startHeldReplay(t, FIRST_REMOVAL, { BETFAIR_FILES: FILE });
  player = await logIn(t.app, 'player1', 'player123');
});

afterAll(async () => {
  feed.release();
  await feed.stop();
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: player.cookie } });
const runnerNames = async () =>
  ((await get(`/api/checkGetMatchOdds/${MARKET}/${RACE}`)).json().Odds[0].runners as Array<{ runnerName: string }>).map(
    (r) => r.runnerName,
  );

test("the Horse Racing page's calls list the meeting, its race and every runner by the file's names; the other sports list nothing of it", async () => {
  expect((await get('/api/api/fetchSeriesBySportId?sportId=7')).json()).toEqual({
    isSuccess: true,
    data: [{ seriesId: MEETING, seriesName: 'Ham 14th Jun', eid: '7' }],
  });
  expect((await get('/api/api/fetchSeriesBySportId?sportId=4339')).json().data).toEqual([]);
  const races = (await get(`/api/api/fetchEventsBySeriesId?seriesId=${MEETING}`)).json().data;
  expect(races).toEqual([expect.objectContaining({ gameId: String(RACE), marketId: MARKET, eventName: 'Hamilton 1m Hcap', eid: '7' })]);
  const odds = (await get(`/api/checkGetMatchOdds/${MARKET}/${RACE}`)).json();
  expect(odds.Odds[0]).toMatchObject({ marketId: MARKET, eid: '7', status: 'OPEN', inplay: false });
  expect(await runnerNames()).toEqual(RUNNERS_AT_OPEN);
});

test("the file's result settles the race: its winner, and its two withdrawn runners (non-runners) carried for voiding", async () => {
  await feed.playToTheEnd();
  const result = await t.deps.db.selectFrom('results').selectAll().where('market_id', '=', MARKET).executeTakeFirstOrThrow();
  expect(result).toMatchObject({ outcome: 'winner', winner_selection_id: WINNER, description: 'Brother Mcgonagall' });
  expect([...(result.void_selection_ids ?? [])].map(Number).sort()).toEqual([...NON_RUNNERS].sort());
  // Stored on the runners too, as Betfair withdrew them: an operator's settlement voids them as well.
  const withdrawn = await t.deps.db
    .selectFrom('runners')
    .select('selection_id')
    .where('market_id', '=', MARKET)
    .where('withdrawn', '=', true)
    .execute();
  expect(withdrawn.map((r) => r.selection_id).sort()).toEqual([...NON_RUNNERS].sort());
  // The race is over: the meeting's list no longer shows it.
  expect((await get(`/api/api/fetchEventsBySeriesId?seriesId=${MEETING}`)).json().data).toEqual([]);
});
