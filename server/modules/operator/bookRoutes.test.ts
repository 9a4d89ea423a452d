// GET /api/admin/markets/{id}/book and /api/admin/risk on real bets: the house's figure per runner,
// the matched volume, the players and their positions; 404 for a market nobody knows.
import { AWAY, FANCY, FANCY_SEL, GAME_ID, HOME, MO } from '../../test/bets/testSupport';
import { bettor, useMarketApp } from '../../settlement/testSupport';
import { formatIst } from '../reports';

const app = useMarketApp();

test('the book of a match-odds market and of a fancy session; the risk list, worst first', async () => {
  // player1 backs Mumbai ₹100 at 2; self1 backs Delhi ₹200 at 1.96; self1 says YES 150 on the fancy for ₹100.
  await bettor(app.t, app.player).matched({ market: 'Matchodds', marketId: MO, selectionId: HOME, side: 'back', price: 2, stake: 100 });
  await bettor(app.t, app.self).matched({ market: 'Matchodds', marketId: MO, selectionId: AWAY, side: 'back', price: 1.96, stake: 200 });
  await bettor(app.t, app.self).matched({ market: 'Fancy', marketId: FANCY, selectionId: FANCY_SEL, side: 'back', price: 150, stake: 100 });

  const response = await app.call('GET', `/markets/${MO}/book`);
  expect(response.statusCode).toBe(200);
  const { book } = response.json();
  // Mumbai wins: the house pays player1 ₹100 and keeps self1's ₹200 = +100. Delhi wins: −192 + 100 = −92.
  expect(book).toMatchObject({
    marketId: MO,
    eventId: GAME_ID,
    kind: 'Matchodds',
    players: 2,
    matched: 300,
    worstCase: -92,
    bestCase: 100,
    playersExposure: 300,
    runners: [
      { selectionId: HOME, name: 'Mumbai', house: 100 },
      { selectionId: AWAY, name: 'Delhi', house: -92 },
    ],
  });
  expect(book.top.map((p: { username: string; exposure: number; best: number }) => [p.username, p.exposure, p.best])).toEqual([
    ['self1', 200, 192],
    ['player1', 100, 100],
  ]);

  const fancy = (await app.call('GET', `/markets/${FANCY}/book`)).json().book;
  expect(fancy.kind).toBe('Fancy');
  expect(fancy.ladder.find((r: { runs: number }) => r.runs === 149)).toEqual({ runs: 149, house: 100 });
  expect(fancy.ladder.find((r: { runs: number }) => r.runs === 150)).toEqual({ runs: 150, house: -100 });

  const risk = (await app.call('GET', '/risk')).json();
  expect(risk.markets.map((m: { marketId: string; worstCase: number }) => [m.marketId, m.worstCase])).toEqual([
    [FANCY, -100],
    [MO, -92],
  ]);
  // The risk list names each runner too: a trader reads which runner carries the liability.
  expect(risk.markets[1].runners.map((r: { name: string }) => r.name)).toEqual(['Mumbai', 'Delhi']);
  expect(risk).toMatchObject({ worstCase: -192, matched: 400, playersBelowExposure: [] });
});

test('an unknown market: 404', async () => {
  const response = await app.call('GET', '/markets/1.424242/book');
  expect(response.statusCode).toBe(404);
  expect(response.json()).toMatchObject({ isSuccess: false });
});

test('summary: turnover and active players of the day; a settlement\u2019s revenue; bad ranges are 400', async () => {
  const summary = (await app.call('GET', '/summary')).json();
  expect(summary.days).toHaveLength(30);
  // The matched stakes of the first test: ₹100 + ₹200 + ₹100; two players bet.
  expect(summary.totals).toMatchObject({ turnover: 400, activePlayers: 2, ggr: 0 });
  expect(summary.days.at(-1)).toMatchObject({ turnover: 400, activePlayers: 2 });
  await app.call('POST', `/markets/${MO}/suspend`, { reason: 'end' });
  expect((await app.call('POST', `/markets/${MO}/settle`, { winnerSelectionId: HOME })).statusCode).toBe(200);
  // Mumbai won: the house paid player1 ₹100 and took self1's ₹200. Entries carry the database's time,
  // bets the test clock's: a range over both.
  const range = `?from=${formatIst(app.t.clock.now()).slice(0, 10)}&to=${formatIst(Date.now()).slice(0, 10)}`;
  expect((await app.call('GET', `/summary${range}`)).json().totals).toMatchObject({ ggr: 100, turnover: 400 });
  for (const query of ['?from=2026-02-30', '?from=2026-11-02&to=2026-11-01', '?from=2020-01-01&to=2026-01-01', '?from=yesterday']) {
    expect((await app.call('GET', `/summary${query}`)).statusCode).toBe(400);
  }
});
