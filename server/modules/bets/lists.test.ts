// The bet lists (fetchLastBet, GetBetHistory1, fetchNotSettledBet) and the quick-stake buttons.
import { DEFAULT_MATCH_STAKES } from '../../../src/domain/constants';
import { SERVER_MSG } from '../../../src/domain/messages';
import type { TestApp } from '../../test/app';
import type { Session } from '../../test/auth/testSupport';
import { startBetsApp, type BetsApp } from '../../test/bets/fixture';
import { cricketEvent, FANCY, FANCY_SEL, GAME_ID, HOME, MO, publish, savePayload, type BetSpec } from '../../test/bets/testSupport';

let t: TestApp;
let player: Session;
let api: BetsApp['api'];

beforeAll(async () => {
  ({ t, player, api } = await startBetsApp());
  publish(t.deps.snapshots, cricketEvent(t.clock.now()));
});
afterAll(() => t.close());

async function placeAndMatch(spec: BetSpec, delayMs: number): Promise<string> {
  const payload = savePayload(player.userId, spec);
  expect((await api.save(payload)).statusCode).toBe(200);
  t.clock.advance(delayMs);
  expect((await api.update({ userId: player.userId, BetId: payload.BetId as string, oddsRequest: spec.price })).statusCode).toBe(200);
  return payload.BetId as string;
}

describe('bet lists', () => {
  beforeAll(async () => {
    await placeAndMatch({ market: 'Matchodds', marketId: MO, selectionId: HOME, side: 'back', price: 2, stake: 100 }, 5_000);
    await placeAndMatch({ market: 'Fancy', marketId: FANCY, selectionId: FANCY_SEL, side: 'lay', price: 150, stake: 200 }, 1_000);
    // A pending bet is not in the lists: only matched bets are.
    expect(
      (
        await api.save(
          savePayload(player.userId, { market: 'Matchodds', marketId: MO, selectionId: HOME, side: 'back', price: 2, stake: 300 }),
        )
      ).statusCode,
    ).toBe(200);
  });

  test("fetchLastBet: the caller's matched bets on the event, newest first", async () => {
    const response = await api.get(`/api/fetchLastBet/${player.userId}/${GAME_ID}`);
    expect(response.statusCode).toBe(200);
    const { isSuccess, data } = response.json();
    expect(isSuccess).toBe(true);
    expect(data).toEqual([
      expect.objectContaining({
        marketId: FANCY,
        market: 'Fancy',
        type: 'lay',
        selection: '20 over runs MUM',
        selectionId: FANCY_SEL,
        oddsRequest: 150,
        amountStake: 200,
        profit: 200,
        liability: -200,
        eventId: String(GAME_ID),
        isSettlement: 2,
        isDelete: 0,
      }),
      expect.objectContaining({
        marketId: MO,
        market: 'Matchodds',
        type: 'back',
        selection: 'Mumbai',
        selectionId: HOME,
        oddsRequest: 2,
        amountStake: 100,
        profit: 100,
        liability: -100,
        isSettlement: 2,
      }),
    ]);
    expect((await api.get(`/api/fetchLastBet/${player.userId}/1234`)).json()).toEqual({ isSuccess: true, data: [] });
  });

  test('GetBetHistory1: matched unsettled bets on every event', async () => {
    const { data } = (await api.get(`/api/GetBetHistory1/${player.userId}`)).json();
    expect(data.map((row: { market: string }) => row.market)).toEqual(['Fancy', 'Matchodds']);
  });

  test('fetchNotSettledBet: one row per market with the event flags and its match-odds market id', async () => {
    const { data } = (await api.get(`/api/fetchNotSettledBet/${player.userId}`)).json();
    const common = {
      eid: '4',
      gameId: String(GAME_ID),
      marketId: MO,
      eventName: 'Mumbai v Delhi',
      trade: 1,
      IsBetLock: 0,
      Matchodds: 1,
      BookMaker: 1,
      Fancy: 1,
    };
    expect(data).toEqual([
      { ...common, market: 'Fancy' },
      { ...common, market: 'Matchodds' },
    ]);
  });

  test("another user's lists: 403; bad ids: 400", async () => {
    expect((await api.get(`/api/fetchLastBet/${player.userId + 1}/${GAME_ID}`)).statusCode).toBe(403);
    expect((await api.get(`/api/GetBetHistory1/${player.userId + 1}`)).json().message).toBe(SERVER_MSG.forbidden);
    expect((await api.get(`/api/fetchLastBet/${player.userId}/abc`)).statusCode).toBe(400);
    expect((await api.get(`/api/fetchNotSettledBet/x`)).statusCode).toBe(400);
  });
});

describe('quick-stake buttons', () => {
  const url = (userId = player.userId) => `/api/fetchMatchStackBtn/${userId}`;
  const update = (body: unknown, userId = player.userId) =>
    t.app.inject({
      method: 'POST',
      url: `/api/api/updateMatchStackBtn/${userId}`,
      headers: { cookie: player.cookie },
      payload: body as object,
    });

  test('the defaults until the player saves their own', async () => {
    const { isSuccess, data } = (await api.get(url())).json();
    expect(isSuccess).toBe(true);
    DEFAULT_MATCH_STAKES.forEach((value, i) => {
      expect(data[`btn${i + 1}`]).toBe(String(value));
      expect(data[`btnValue${i + 1}`]).toBe(value);
    });
  });

  test('the 10 pairs of the popup, then the 8 rows of the page (slots 9 and 10 kept), then the object form', async () => {
    const ten = Array.from({ length: 10 }, (_, i) => ({ label: `${i + 1}k`, value: (i + 1) * 1000 }));
    expect((await update(ten)).json()).toEqual({ isSuccess: true });
    let { data } = (await api.get(url())).json();
    expect([data.btn1, data.btnValue1, data.btn10, data.btnValue10]).toEqual(['1k', 1000, '10k', 10000]);

    const eight = Array.from({ length: 8 }, (_, i) => ({ label: String(i + 11), value: String(i + 11) }));
    expect((await update(eight)).statusCode).toBe(200);
    ({ data } = (await api.get(url())).json());
    expect([data.btn1, data.btnValue1, data.btn8, data.btn9, data.btnValue9]).toEqual(['11', 11, '18', '9k', 9000]);

    expect((await update({ btn2: 'Two hundred', btnValue2: 200 })).statusCode).toBe(200);
    ({ data } = (await api.get(url())).json());
    expect([data.btn2, data.btnValue2, data.btn3]).toEqual(['Two hundred', 200, '13']);
  });

  test.each([
    ['a label over 16 characters', [{ label: 'x'.repeat(17), value: 100 }]],
    ['an empty label', [{ label: '  ', value: 100 }]],
    ['a zero value', [{ label: 'a', value: 0 }]],
    ['a value over 10,000,000', [{ label: 'a', value: 10_000_001 }]],
    ['a fractional value', [{ label: 'a', value: 1.5 }]],
    ['a value that is not a number', [{ label: 'a', value: '12abc' }]],
    ['eleven buttons', Array.from({ length: 11 }, () => ({ label: 'a', value: 1 }))],
    ['no buttons', []],
    ['an object naming no button', { foo: 1 }],
    ['a value that is an object, inside data (found by the contract fuzz test)', { data: { btnValue2: {} } }],
    ['a label that is an array, inside data', { data: { btn3: ['a'] } }],
    ['data that is null (found by the contract fuzz test, seed -520879042)', { data: null }],
    ['data that is a string', { data: '100' }],
    ['a button that is null, inside data', { data: [null] }],
    ['a button that is a number, inside data', { data: [{ label: 'a', value: 1 }, 5] }],
  ])('refused, nothing saved: %s', async (_name, body) => {
    const before = (await api.get(url())).json().data;
    const response = await update(body);
    expect(response.statusCode).toBe(400);
    expect(typeof response.json().message).toBe('string');
    expect((await api.get(url())).json().data).toEqual(before);
  });

  test("another user's buttons: 403", async () => {
    expect((await api.get(url(player.userId + 1))).statusCode).toBe(403);
    expect((await update([{ label: 'a', value: 1 }], player.userId + 1)).statusCode).toBe(403);
  });
});
