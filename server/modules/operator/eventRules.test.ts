// The settings gaps: the match-odds price window per sport, and an event's own delays, stake
// limits and price window over its sport's. Each applies to the very next save and update (even one
// the bets' fast path decides from its kept position), shows at once in GetStackLimit and the
// operator's event view; bad input changes nothing and writes no audit row.
import { MSG } from '../../../src/domain/messages';
import { useBetsApp } from '../../test/bets/fixture';
import { cricketEvent, GAME_ID, HOME, MO, publish, savePayload } from '../../test/bets/testSupport';
import { persistTestEvent } from '../../settlement/testSupport';
import { auditCount, auditRows } from './testSupport';
import { useOperator } from '../../test/fixtures';
import { OPERATOR_MSG } from './messages';

const app = useBetsApp();
const operator = useOperator(app);
beforeAll(async () => persistTestEvent(app.t));

afterEach(async () => {
  await operator.call('PATCH', '/settings/sports/4', { minOddPrice: 1.01, maxOddPrice: 3, betDelayTime: 5 });
});

const back = (price: number, stake = 200) =>
  savePayload(app.player.userId, { market: 'Matchodds', marketId: MO, selectionId: HOME, side: 'back', price, stake });
const stackLimit = () => app.api.get('/api/GetStackLimit').then((r) => r.json().data);
/** How long the server holds a saved bet before it may match: its delay, as stored. */
const betDelayMs = async (betId: string) => {
  const bet = await app.t.deps.db
    .selectFrom('bets')
    .select(['place_time', 'match_after'])
    .where('bet_id', '=', betId)
    .executeTakeFirstOrThrow();
  return bet.match_after.getTime() - bet.place_time.getTime();
};
const cricket = (data: { sports: Array<{ id: number }> }) => data.sports.find((s) => s.id === 4);

/** Offers `price` as the best back on the home runner. */
function offerBack(price: number): void {
  const state = cricketEvent(app.t.clock.now());
  state.book.matchOdds.runners[0].back = [{ price, size: 5000 }];
  state.book.matchOdds.runners[0].lay = [{ price: price + 0.02, size: 5000 }];
  publish(app.t.deps.snapshots, state);
}

async function saveAndMatch(price: number, delayMs = 5_000) {
  const payload = back(price);
  const saved = await app.api.save(payload);
  expect(saved.json()).toMatchObject({ isSuccess: true });
  app.t.clock.advance(delayMs);
  return app.api.update({ userId: app.player.userId, BetId: payload.BetId as string, oddsRequest: price });
}

test('a sport\u2019s price window refuses the next bet outside it (the spec\u2019s words); shown in GetStackLimit', async () => {
  expect((await saveAndMatch(2)).json()).toEqual({ isSuccess: true, message: MSG.betPlaced }); // position now kept
  const patched = await operator.call('PATCH', '/settings/sports/4', { minOddPrice: 1.01, maxOddPrice: 1.5, reason: 'Favourites only' });
  expect(patched.statusCode).toBe(200);
  expect(patched.json().sport).toMatchObject({ id: 4, minOddPrice: 1.01, maxOddPrice: 1.5 });
  expect(cricket(await stackLimit())).toMatchObject({ minOddPrice: 1.01, maxOddPrice: 1.5 });

  const refused = await app.api.save(back(2));
  expect(refused.statusCode).toBe(400);
  expect(refused.json()).toEqual({ isSuccess: false, message: MSG.notAbleToBet });
  const [row] = (await auditRows(app.t)).filter((r) => r.action === 'settings.sport');
  expect(row).toMatchObject({ target: 'sport:4', reason: 'Favourites only', before: { maxOddPrice: 3 }, after: { maxOddPrice: 1.5 } });
});

test('an event\u2019s own window widens its sport\u2019s: a price above 3 is taken there, and its update is checked against it', async () => {
  offerBack(3.5);
  expect((await app.api.save(back(3.5))).json()).toEqual({ isSuccess: false, message: MSG.notAbleToBet });
  const patched = await operator.call('PATCH', `/settings/events/${GAME_ID}`, { priceWindow: { minOddPrice: 1.5, maxOddPrice: 4 } });
  expect(patched.statusCode).toBe(200);
  expect(patched.json().event).toMatchObject({
    priceWindow: { minOddPrice: 1.5, maxOddPrice: 4 },
    delays: null,
    limits: null,
    effective: { minOddPrice: 1.5, maxOddPrice: 4, betDelayTime: 5 },
  });
  // The event's row carries the sport's stake limits (it has none of its own) and its window.
  expect((await stackLimit()).userMatchSettings).toEqual([
    expect.objectContaining({ gameId: String(GAME_ID), minOddLimit: 100, maxOddLimit: 200000, minOddPrice: 1.5, maxOddPrice: 4 }),
  ]);
  expect((await saveAndMatch(3.5)).json()).toEqual({ isSuccess: true, message: MSG.betPlaced });

  // Saved at 3.9; during the delay the price moves to 4.2, better for the player but outside the
  // event's window: the update refuses it as the spec's update does a price it cannot take.
  offerBack(3.9);
  const payload = back(3.9);
  expect((await app.api.save(payload)).statusCode).toBe(200);
  offerBack(4.2);
  app.t.clock.advance(5_000);
  const update = await app.api.update({ userId: app.player.userId, BetId: payload.BetId as string, oddsRequest: 3.9 });
  expect(update.json()).toEqual({ isSuccess: false, message: MSG.oddsChanged });
  // Below the event's minimum (the sport's window would take 1.4).
  offerBack(1.4);
  expect((await app.api.save(back(1.4))).json()).toEqual({ isSuccess: false, message: MSG.notAbleToBet });
});

test('an event\u2019s own delays and stake limits win over its sport\u2019s, on the next bet; cleared, the sport\u2019s apply again', async () => {
  expect((await saveAndMatch(2)).statusCode).toBe(200);
  const patched = await operator.call('PATCH', `/settings/events/${GAME_ID}`, {
    delays: { betDelayTime: 9, bookmakerDelayTime: 2, fancyDelayTime: 3 },
    limits: {
      minOddLimit: 500,
      maxOddLimit: 900,
      minBookmakerLimit: 100,
      maxBookmakerLimit: 1000,
      minFancyLimit: 100,
      maxFancyLimit: 1000,
    },
    reason: 'Final over',
  });
  expect(patched.statusCode).toBe(200);
  expect(patched.json().event).toMatchObject({
    delays: { betDelayTime: 9 },
    limits: { minOddLimit: 500 },
    effective: { betDelayTime: 9, minOddLimit: 500, maxOddPrice: 3 },
  });
  expect((await stackLimit()).userMatchSettings).toEqual([
    expect.objectContaining({
      gameId: String(GAME_ID),
      minOddLimit: 500,
      maxOddLimit: 900,
      betDelayTime: 9,
      bookmakerDelayTime: 2,
      fancyDelayTime: 3,
    }),
  ]);
  expect((await app.api.save(back(2, 200))).json()).toEqual({ isSuccess: false, message: MSG.stakeBetween(500, 900) });
  const payload = back(2, 600);
  expect((await app.api.save(payload)).statusCode).toBe(200);
  expect(await betDelayMs(payload.BetId as string)).toBe(9_000);
  // The sport's delay has passed, the event's has not: the server owns the delay.
  app.t.clock.advance(5_000);
  const early = await app.api.update({ userId: app.player.userId, BetId: payload.BetId as string, oddsRequest: 2 });
  expect(early.statusCode).toBe(400);

  await operator.call('PATCH', `/settings/events/${GAME_ID}`, { delays: null, limits: null });
  expect((await stackLimit()).userMatchSettings).toEqual([]);
  const next = back(2, 200);
  expect((await app.api.save(next)).statusCode).toBe(200);
  expect(await betDelayMs(next.BetId as string)).toBe(5_000);
  expect(
    (await auditRows(app.t)).filter((r) => r.action === 'settings.event' && r.target === `event:${GAME_ID}`).length,
  ).toBeGreaterThanOrEqual(2);
});

describe('bad input: 400, nothing changed, no audit row', () => {
  test.each([
    ['sport window min above max', '/settings/sports/4', { minOddPrice: 2.5, maxOddPrice: 2 }, OPERATOR_MSG.minPriceAboveMax],
    ['sport window min above the stored max', '/settings/sports/4', { minOddPrice: 3.5 }, OPERATOR_MSG.minPriceAboveMax],
    ['a price below 1.01', '/settings/sports/4', { minOddPrice: 1 }, undefined],
    ['a price above 1000', '/settings/sports/4', { maxOddPrice: 1000.5 }, undefined],
    ['three decimals', '/settings/sports/4', { maxOddPrice: 2.345 }, OPERATOR_MSG.priceTwoDecimals],
    [
      'event window min above max',
      `/settings/events/${GAME_ID}`,
      { priceWindow: { minOddPrice: 3, maxOddPrice: 2 } },
      OPERATOR_MSG.minPriceAboveMax,
    ],
    ['event window half given', `/settings/events/${GAME_ID}`, { priceWindow: { minOddPrice: 2 } }, undefined],
    [
      'an event delay over 60 s',
      `/settings/events/${GAME_ID}`,
      { delays: { betDelayTime: 61, bookmakerDelayTime: 1, fancyDelayTime: 1 } },
      undefined,
    ],
    [
      'a negative event delay',
      `/settings/events/${GAME_ID}`,
      { delays: { betDelayTime: 5, bookmakerDelayTime: -1, fancyDelayTime: 1 } },
      undefined,
    ],
  ])('%s', async (_name, url, body, message) => {
    const before = [
      await auditCount(app.t),
      await operator.call('GET', '/settings').then((r) => r.body),
      await operator.call('GET', `/settings/events/${GAME_ID}`).then((r) => r.body),
    ];
    const response = await operator.call('PATCH', url, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ isSuccess: false, message: message ?? expect.any(String) });
    expect([
      await auditCount(app.t),
      await operator.call('GET', '/settings').then((r) => r.body),
      await operator.call('GET', `/settings/events/${GAME_ID}`).then((r) => r.body),
    ]).toEqual(before);
  });
});
