// A Betfair market's own in-play delay (betDelay) is the floor of the match's bet delay: the sport's
// 5 s for cricket stands when Betfair's is shorter, Betfair's when it is longer.
import { useBetsApp } from '../../test/bets/fixture';
import { HOME, MO, publish, savePayload, type BetSpec } from '../../test/bets/testSupport';

const app = useBetsApp();
const backHome: BetSpec = { market: 'Matchodds', marketId: MO, selectionId: HOME, side: 'back', price: 2, stake: 100 };

async function delayOfNewBet(): Promise<number> {
  const payload = savePayload(app.player.userId, backHome);
  const response = await app.api.save(payload);
  expect(response.statusCode).toBe(200);
  const bet = await app.t.deps.db
    .selectFrom('bets')
    .select(['place_time', 'match_after'])
    .where('bet_id', '=', payload.BetId as string)
    .executeTakeFirstOrThrow();
  return bet.match_after.getTime() - bet.place_time.getTime();
}

test("Betfair's betDelay longer than the sport's delays the bet by Betfair's", async () => {
  publish(app.t.deps.snapshots, { ...app.state, event: { ...app.state.event, sourceBetDelayS: 8 } });
  expect(await delayOfNewBet()).toBe(8_000);
});

test("Betfair's betDelay shorter than the sport's leaves the sport's", async () => {
  publish(app.t.deps.snapshots, { ...app.state, event: { ...app.state.event, sourceBetDelayS: 1 } });
  expect(await delayOfNewBet()).toBe(5_000);
});
