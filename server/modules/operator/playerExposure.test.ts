// GET /api/admin/users/{id}/exposure: a player's exposure market by market (a fancy session each),
// summing to the wallet's one exposure figure; 404 for no such player, 400 for a bad id, 403 for a
// role without the players' read permission.
import { newStaffSession } from './testSupport';
import { logInOperator } from '../../test/auth/testSupport';
import { AWAY, FANCY, FANCY_SEL, HOME, MO } from '../../test/bets/testSupport';
import { bettor, useMarketApp } from '../../settlement/testSupport';

const app = useMarketApp({ persistEvent: true });

test('each market the player has open bets in, largest first, summing to the wallet exposure', async () => {
  const self = bettor(app.t, app.self);
  // Match odds: back Mumbai ₹200 at 2 and Delhi ₹100 at 1.96; a fancy YES 150 for ₹200.
  await self.matched({ market: 'Matchodds', marketId: MO, selectionId: HOME, side: 'back', price: 2, stake: 200 });
  await self.matched({ market: 'Matchodds', marketId: MO, selectionId: AWAY, side: 'back', price: 1.96, stake: 100 });
  await self.matched({ market: 'Fancy', marketId: FANCY, selectionId: FANCY_SEL, side: 'back', price: 150, stake: 200 });

  const response = await app.call('GET', `/users/${app.self.userId}/exposure`);
  expect(response.statusCode).toBe(200);
  const body = response.json();
  // Mumbai wins: +200 − 100 = +100; Delhi wins: −200 + 96 = −104. The fancy YES ₹200: −200 below 150 runs.
  expect(body.markets).toEqual([
    { marketId: FANCY, kind: 'Fancy', eventName: 'Mumbai v Delhi', marketName: expect.stringContaining('/'), openBets: 1, exposure: 200 },
    {
      marketId: MO,
      kind: 'Matchodds',
      eventName: 'Mumbai v Delhi',
      marketName: 'Match Odds',
      openBets: 2,
      exposure: 104,
    },
  ]);
  expect(body.total).toBe(304);
  const wallet = (await app.call('GET', `/users?username=self1`)).json();
  expect(wallet.exposure).toBe(body.total);

  // A player with no open bet: nothing at risk anywhere.
  expect((await app.call('GET', `/users/${app.player.userId}/exposure`)).json()).toEqual({ isSuccess: true, total: 0, markets: [] });
});

test('no such player 404, a bad id 400, a cashier 403', async () => {
  expect((await app.call('GET', '/users/999999/exposure')).statusCode).toBe(404);
  expect((await app.call('GET', '/users/abc/exposure')).statusCode).toBe(400);
  const owner = await logInOperator(app.t.app);
  const cashier = await newStaffSession(app.t.app, owner.cookie, 'exposure_cashier', ['cashier']);
  const refused = await app.t.app.inject({
    method: 'GET',
    url: `/api/admin/users/${app.self.userId}/exposure`,
    headers: { cookie: cashier.cookie },
  });
  expect(refused.statusCode).toBe(403);
  expect(refused.body).toContain('players.read');
});
