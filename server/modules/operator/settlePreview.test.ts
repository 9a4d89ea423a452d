// GET /api/admin/markets/{id}/settle-preview: what a hand settlement would pay and take, per outcome,
// before the operator confirms it; it writes nothing, agrees with the risk book and with what the
// settlement then books; a role without the markets' read permission is refused; bad input is 400.
import { newStaffSession } from './testSupport';
import { logInOperator } from '../../test/auth/testSupport';
import { AWAY, BM, FANCY, FANCY_SEL, HOME, MO } from '../../test/bets/testSupport';
import { bettor, useMarketApp } from '../../settlement/testSupport';
import { PREVIEW_QUERY_MSG } from './settlePreviewRoutes';

const app = useMarketApp({ persistEvent: true });

const preview = (marketId: string, query: string) => app.call('GET', `/markets/${marketId}/settle-preview?${query}`);

test('each outcome: bets won and lost, paid, taken and the house net; nothing written; the settlement books the same', async () => {
  // player1 backs Mumbai ₹100 at 2; self1 backs Delhi ₹200 at 1.96 and says YES 150 on the fancy for ₹100.
  await bettor(app.t, app.player).matched({ market: 'Matchodds', marketId: MO, selectionId: HOME, side: 'back', price: 2, stake: 100 });
  await bettor(app.t, app.self).matched({ market: 'Matchodds', marketId: MO, selectionId: AWAY, side: 'back', price: 1.96, stake: 200 });
  await bettor(app.t, app.self).matched({ market: 'Fancy', marketId: FANCY, selectionId: FANCY_SEL, side: 'back', price: 150, stake: 100 });
  const ledgerBefore = await app.t.deps.db
    .selectFrom('ledger')
    .select(({ fn }) => fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();

  const mumbai = await preview(MO, `winnerSelectionId=${HOME}`);
  expect(mumbai.statusCode).toBe(200);
  expect(mumbai.json()).toEqual({
    isSuccess: true,
    marketId: MO,
    outcome: 'winner',
    betsWon: 1,
    betsLost: 1,
    betsVoided: 0,
    betsLapsed: 0,
    players: 2,
    paid: 100,
    taken: 200,
    houseNet: 100,
  });
  // Delhi wins: self1 is paid ₹192, player1 loses ₹100: the house −92, as the risk book says for Delhi.
  expect((await preview(MO, `winnerSelectionId=${AWAY}`)).json()).toMatchObject({ paid: 192, taken: 100, houseNet: -92 });
  const book = (await app.call('GET', `/markets/${MO}/book`)).json().book;
  expect(book.runners.map((r: { house: number }) => r.house)).toEqual([100, -92]);
  expect((await preview(MO, 'void=true')).json()).toMatchObject({ outcome: 'void', betsVoided: 2, paid: 0, taken: 0, houseNet: 0 });
  expect((await preview(FANCY, 'runs=149')).json()).toMatchObject({ betsLost: 1, taken: 100, houseNet: 100 });
  expect((await preview(FANCY, 'runs=150')).json()).toMatchObject({ betsWon: 1, paid: 100, houseNet: -100 });

  const ledgerAfter = await app.t.deps.db
    .selectFrom('ledger')
    .select(({ fn }) => fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  expect(ledgerAfter.n).toBe(ledgerBefore.n);
  expect((await app.call('GET', '/settlement/markets')).json().awaiting).toHaveLength(2);

  // Settled with Delhi, the ledger moves exactly what the preview said.
  expect((await app.call('POST', `/markets/${MO}/suspend`, { reason: 'match over' })).statusCode).toBe(200);
  expect((await app.call('POST', `/markets/${MO}/settle`, { winnerSelectionId: AWAY })).json()).toMatchObject({
    paid: 192,
    collected: 100,
  });
  // Settled, there is nothing to preview until it is rolled back.
  const settled = await preview(MO, `winnerSelectionId=${HOME}`);
  expect(settled.statusCode).toBe(409);
  expect(settled.json()).toMatchObject({
    isSuccess: false,
    message: `Market ${MO} is already settled: roll it back before settling it again.`,
  });
});

test('bad input: 400 with the reason, an unknown market 404', async () => {
  for (const query of ['', `winnerSelectionId=${HOME}&runs=3`, 'void=false', 'runs=-1', 'winnerSelectionId=abc', 'color=red']) {
    const response = await preview(MO, query);
    expect([query, response.statusCode]).toEqual([query, 400]);
    expect(response.json()).toMatchObject({ isSuccess: false });
  }
  expect((await preview(MO, '')).json().message).toBe(PREVIEW_QUERY_MSG);
  // A runner market (the bookmaker's, not settled here) asked a run count, a winner that is not one of its runners.
  expect((await preview(BM, 'runs=150')).json()).toMatchObject({
    message: 'A BookMaker market settles on a winner: give winnerSelectionId.',
  });
  const stranger = await preview(BM, 'winnerSelectionId=777');
  expect(stranger.statusCode).toBe(400);
  expect(stranger.json().message).toMatch(/^Selection 777 is not a runner of this market/);
  expect((await preview('1.424242', 'void=true')).statusCode).toBe(404);
});

test('a cashier (no markets read permission) is refused 403; a player too', async () => {
  const owner = await logInOperator(app.t.app);
  const cashier = await newStaffSession(app.t.app, owner.cookie, 'preview_cashier', ['cashier']);
  const url = `/api/admin/markets/${MO}/settle-preview?void=true`;
  const refused = await app.t.app.inject({ method: 'GET', url, headers: { cookie: cashier.cookie } });
  expect(refused.statusCode).toBe(403);
  expect(refused.json()).toMatchObject({ isSuccess: false });
  expect(refused.body).toContain('markets.read');
  expect((await app.t.app.inject({ method: 'GET', url, headers: { cookie: app.player.cookie } })).statusCode).toBe(403);
});
