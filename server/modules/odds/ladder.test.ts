// /api/oddsLadder (docs/betting.md): the ladder view's book of an event's match odds, public like the
// odds poll. On the simulator (three levels a side, no traded volume by price) it is the poll's book.
import { buildTestApp } from '../../test/app';
import { useApp } from '../../test/fixtures';
import type { MatchOddsResponse, OddsLadderResponse } from '../../../src/domain/contract/sports';
import { OddsLadderReply } from '../sports';
import { inPlayOf, schemaErrors } from '../../test/sports/testSupport';

// player1 signed in, on the simulator's seed 7 at five times its speed.
const app = useApp({ build: () => buildTestApp({ feed: { seed: 7, speed: 5 } }), signIn: ['player1'], timeout: 30_000 });

test("a runner's ladder: the feed's levels a side, best first, as the odds poll shows them, for a visitor too", async () => {
  const [event] = await inPlayOf(app.t.app, app.player1.cookie, '2');
  const ladder = await app.t.app.inject({ method: 'GET', url: `/api/oddsLadder/${event.marketId}/${event.gameId}` });
  expect(ladder.statusCode).toBe(200);
  const body = ladder.json<OddsLadderResponse>();
  expect(schemaErrors(OddsLadderReply, body)).toEqual([]);
  const odds = (
    await app.t.app.inject({
      method: 'GET',
      url: `/api/checkGetMatchOdds/${event.marketId}/${event.gameId}`,
      headers: { cookie: app.player1.cookie },
    })
  ).json<MatchOddsResponse>();
  expect(body.data.marketId).toBe(event.marketId);
  expect(body.data.runners.map((r) => r.selectionId)).toEqual(odds.Odds[0].runners.map((r) => r.selectionId));
  for (const runner of body.data.runners) {
    expect(runner.back).toHaveLength(3);
    expect(runner.lay).toHaveLength(3);
    expect(runner.back[0].price).toBeGreaterThan(runner.back[2].price);
    expect(runner.lay[0].price).toBeLessThan(runner.lay[2].price);
    expect(runner.traded).toEqual([]);
  }
});

test('an unknown event or a market id that is not its match odds: 404, nothing else said', async () => {
  const [event] = await inPlayOf(app.t.app, app.player1.cookie, '4');
  const wrongMarket = await app.t.app.inject({ method: 'GET', url: `/api/oddsLadder/1.999999/${event.gameId}` });
  expect(wrongMarket.statusCode).toBe(404);
  expect(wrongMarket.json()).toMatchObject({ message: 'Market not found for this event.' });
  const unknown = await app.t.app.inject({ method: 'GET', url: `/api/oddsLadder/${event.marketId}/99999999` });
  expect(unknown.statusCode).toBe(404);
  const bad = await app.t.app.inject({ method: 'GET', url: `/api/oddsLadder/x/y` });
  expect(bad.statusCode).toBe(400);
});
