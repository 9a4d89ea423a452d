// The operator's settings apply to the very next bet (even one the bets' fast path would decide from
// its kept position) and show at once in GetStackLimit, getMasterData and the odds; bad input changes
// nothing and writes no audit row.
import { MSG } from '../../../src/domain/messages';
import { NO_CONTROLS } from '../../feed/controls';
import { useBetsApp } from '../../test/bets/fixture';
import { savePayload, BM, BM_HOME, GAME_ID, HOME, MO } from '../../test/bets/testSupport';
import { persistTestEvent } from '../../settlement/testSupport';
import { auditCount, auditRows } from './testSupport';
import { useOperator } from '../../test/fixtures';
import { OPERATOR_MSG } from './messages';

const app = useBetsApp();
const operator = useOperator(app);
beforeAll(async () => persistTestEvent(app.t));

afterEach(async () => {
  await operator.call('PATCH', '/settings/sports/4', { minOddLimit: 100, maxOddLimit: 200000, betDelayTime: 5 });
  await app.t.deps.db.deleteFrom('event_controls').execute();
  app.t.deps.snapshots.setControls(NO_CONTROLS);
});

const back = (stake: number) =>
  savePayload(app.player.userId, { market: 'Matchodds', marketId: MO, selectionId: HOME, side: 'back', price: 2, stake });
const stackLimit = () => app.api.get('/api/GetStackLimit').then((r) => r.json().data);

test('a sport\u2019s stake limit applies to the next bet and shows in GetStackLimit', async () => {
  expect((await app.api.save(back(150))).statusCode).toBe(200); // the player's position is now kept in memory
  const patched = await operator.call('PATCH', '/settings/sports/4', {
    minOddLimit: 200,
    maxOddLimit: 5000,
    betDelayTime: 3,
    reason: 'Weekend limits',
  });
  expect(patched.statusCode).toBe(200);
  expect(patched.json().sport).toMatchObject({ id: 4, minOddLimit: 200, maxOddLimit: 5000, betDelayTime: 3 });
  expect((await stackLimit()).sports.find((s: { id: number }) => s.id === 4)).toMatchObject({
    minOddLimit: 200,
    maxOddLimit: 5000,
    betDelayTime: 3,
  });

  const refused = await app.api.save(back(150));
  expect(refused.statusCode).toBe(400);
  expect(refused.json()).toMatchObject({ message: MSG.stakeBetween(200, 5000) });
  const ok = await app.api.save(back(200));
  expect(ok.statusCode).toBe(200);
  const bet = await app.t.deps.db.selectFrom('bets').select(['place_time', 'match_after']).orderBy('id', 'desc').executeTakeFirstOrThrow();
  expect(bet.match_after.getTime() - bet.place_time.getTime()).toBe(3_000);

  const [row] = (await auditRows(app.t)).filter((r) => r.action === 'settings.sport');
  expect(row).toMatchObject({
    target: 'sport:4',
    reason: 'Weekend limits',
    before: { minOddLimit: 100, maxOddLimit: 200000, betDelayTime: 5 },
    after: { minOddLimit: 200, maxOddLimit: 5000, betDelayTime: 3 },
  });
});

test('an event: betting lock, a market kind taken away, its own stake limits; cleared again (feed, null)', async () => {
  const locked = await operator.call('PATCH', `/settings/events/${GAME_ID}`, {
    isBetLock: 1,
    bookMaker: 0,
    limits: {
      minOddLimit: 1000,
      maxOddLimit: 2000,
      minBookmakerLimit: 100,
      maxBookmakerLimit: 1000,
      minFancyLimit: 100,
      maxFancyLimit: 1000,
    },
  });
  expect(locked.statusCode).toBe(200);
  expect(locked.json().event).toMatchObject({
    eventId: GAME_ID,
    isBetLock: 1,
    bookMaker: 0,
    matchOdds: 1,
    overrides: { isBetLock: 1, bookMaker: 0, matchOdds: null },
  });
  const page = await app.api.get(`/api/fetchBetPageMatch/${GAME_ID}`).then((r) => r.json());
  expect(JSON.stringify(page)).toContain('"IsBetLock":1');
  expect((await app.api.get(`/api/checkGetMatchOdds/${MO}/${GAME_ID}`)).json().Bookmaker).toEqual([]);
  const refused = await app.api.save(back(1500));
  expect(refused.json()).toMatchObject({ message: MSG.notAbleToBet });
  // As another process before its reload: the database refuses it too.
  app.t.deps.snapshots.setControls(NO_CONTROLS);
  expect((await app.api.save(back(1500))).json()).toMatchObject({ message: MSG.notAbleToBet });
  const bm = await app.api.save(
    savePayload(app.player.userId, { market: 'BookMaker', marketId: BM, selectionId: BM_HOME, side: 'back', price: 45, stake: 100 }),
  );
  expect(bm.json()).toMatchObject({ message: MSG.notAbleToBet });

  // Lift the lock: the event's own limits apply.
  const unlocked = await operator.call('PATCH', `/settings/events/${GAME_ID}`, { isBetLock: 'feed', reason: 'Cleared' });
  expect(unlocked.json().event).toMatchObject({
    isBetLock: 0,
    bookMaker: 0,
    overrides: { isBetLock: null, bookMaker: 0 },
    limits: { minOddLimit: 1000 },
  });
  expect((await stackLimit()).userMatchSettings).toEqual([
    expect.objectContaining({ gameId: String(GAME_ID), minOddLimit: 1000, maxOddLimit: 2000 }),
  ]);
  expect((await app.api.save(back(500))).json()).toMatchObject({ message: MSG.stakeBetween(1000, 2000) });
  expect((await app.api.save(back(1500))).statusCode).toBe(200);
  await operator.call('PATCH', `/settings/events/${GAME_ID}`, { limits: null, bookMaker: 'feed' });
  expect((await stackLimit()).userMatchSettings).toEqual([]);
  expect((await operator.call('GET', `/settings/events/${GAME_ID}`)).json().event).toMatchObject({
    bookMaker: 1,
    overrides: { bookMaker: null },
    limits: null,
  });
  expect((await auditRows(app.t)).filter((r) => r.action === 'settings.event').length).toBe(3);
});

test('master data and default stake buttons', async () => {
  const master = await operator.call('PATCH', '/settings/master', { siteMessage: 'IPL final tonight: bets open at 6 pm', reason: 'Promo' });
  expect(master.statusCode).toBe(200);
  const shown = await app.api.get('/api/api/getMasterData').then((r) => r.json());
  expect(shown).toEqual([expect.objectContaining({ SiteMessage: 'IPL final tonight: bets open at 6 pm' })]);

  const buttons = Array.from({ length: 10 }, (_, i) => ({ label: `${(i + 1) * 100}`, value: (i + 1) * 100 }));
  expect((await operator.call('PUT', '/settings/stake-buttons', { kind: 'match', buttons })).statusCode).toBe(200);
  const settings = (await operator.call('GET', '/settings')).json();
  expect(settings.stakeButtons.match).toEqual(buttons);
  expect(settings.master.siteMessage).toBe('IPL final tonight: bets open at 6 pm');
});

describe('bad input: 4xx, nothing changed, no audit row', () => {
  test.each([
    ['min above max', '/settings/sports/4', { minOddLimit: 300000 }, 400, OPERATOR_MSG.minAboveMax('match odds')],
    ['a negative delay', '/settings/sports/4', { betDelayTime: -1 }, 400, undefined],
    ['a delay over 60 s', '/settings/sports/4', { fancyDelayTime: 61 }, 400, undefined],
    ['an unknown field', '/settings/sports/4', { maxPrice: 3 }, 400, undefined],
    ['nothing to change', '/settings/sports/4', { reason: 'nothing' }, 400, OPERATOR_MSG.noSettingChange],
    ['a reason of 501 characters', '/settings/sports/4', { minOddLimit: 1, reason: 'r'.repeat(501) }, 400, undefined],
    ['an unknown sport', '/settings/sports/99', { minOddLimit: 1 }, 404, OPERATOR_MSG.noSuchSport],
    ['an unknown event', '/settings/events/123', { isBetLock: 1 }, 404, OPERATOR_MSG.noSuchEvent],
    [
      'event limits min above max',
      `/settings/events/${GAME_ID}`,
      {
        limits: {
          minOddLimit: 10,
          maxOddLimit: 5,
          minBookmakerLimit: 1,
          maxBookmakerLimit: 2,
          minFancyLimit: 1,
          maxFancyLimit: 2,
        },
      },
      400,
      OPERATOR_MSG.minAboveMax('match odds'),
    ],
    ['isBetLock 2', `/settings/events/${GAME_ID}`, { isBetLock: 2 }, 400, undefined],
    ['BetStartTime negative', '/settings/master', { betStartTime: -5 }, 400, undefined],
  ])('%s', async (_name, url, body, status, message) => {
    const before = [await auditCount(app.t), await operator.call('GET', '/settings').then((r) => r.body)];
    const response = await operator.call('PATCH', url, body);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ isSuccess: false, message: message ?? expect.any(String) });
    expect([await auditCount(app.t), await operator.call('GET', '/settings').then((r) => r.body)]).toEqual(before);
  });

  test('stake buttons of the wrong count', async () => {
    const before = await auditCount(app.t);
    const response = await operator.call('PUT', '/settings/stake-buttons', { kind: 'wallet', buttons: [{ label: '1', value: 1 }] });
    expect(response.statusCode).toBe(400);
    expect(await auditCount(app.t)).toBe(before);
  });
});
