// What a player sees of the Sheffield race (testing/sheffieldRaceFile) and is paid by it, whichever
// way the file reaches the app (the live client or the replay).
import { saveBetPayload } from '../../../../src/domain/contract/bets';
import type { SportEvent } from '../../../../src/domain/contract/sports';
import type { TestApp } from '../../../test/app';
import type { Session } from '../../../test/auth/testSupport';
import { client, newTestBetId } from '../../../test/bets/testSupport';
import { must } from '../../../test/must';
import {
  FAVOURITE,
  fileLadder,
  type Ladder,
  GBP_INR,
  LINES_BEFORE_THE_OFF,
  MARKET,
  RACE,
  RACE_SERIES,
  RUNNER_NAMES,
  WINNER,
} from './sheffieldRaceFile';

/** A bet on the favourite at `price`, placed and matched once the race's bet delay (cricket's 5 s) has passed. */
export async function placeMatched(t: TestApp, player: Session, side: 'back' | 'lay', price: number, event: SportEvent): Promise<string> {
  const api = client(t.app, player.cookie, t.deps.config.payloadKey);
  const betId = newTestBetId();
  const payload = saveBetPayload(
    { seriesId: event.seriesId, sportId: 4339, gameId: event.gameId, eventName: event.eventName },
    {
      marketKind: 'Matchodds',
      marketId: MARKET,
      selectionId: FAVOURITE,
      runnerName: '6. Coolavanny Galiv',
      side,
      price,
      size: 100,
      stake: 100,
    },
    { betId, userId: player.userId, ipAddress: '127.0.0.1', time: new Date(t.clock.now()).toISOString() },
  );
  const saved = await api.save(payload);
  expect([saved.statusCode, saved.json()]).toEqual([200, expect.objectContaining({ isSuccess: true })]);
  t.clock.advance(5_000);
  const matched = await api.update({ userId: player.userId, BetId: betId, oddsRequest: price });
  expect(matched.json()).toMatchObject({ isSuccess: true });
  return betId;
}

const walletBalance = async (t: TestApp, userId: number) =>
  Number((await t.deps.db.selectFrom('wallets').select('balance').where('user_id', '=', userId).executeTakeFirstOrThrow()).balance);

/**
 * The race as a player finds it before the off: under greyhound racing, with the catalogue's names
 * and the favourite's ladder as the file has it (sizes in rupees); then player1 (`backer`) backs the
 * favourite and self1 (`layer`) lays it, each ₹100 at the file's best price. Returns the check to run
 * once the file has played to its end: trap 2 won, so the backer lost the stake and the layer won it.
 */
export async function betOnTheRaceBeforeTheOff(t: TestApp, backer: Session, layer: Session): Promise<() => Promise<void>> {
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: backer.cookie } });
  const series = await get('/api/api/fetchSeriesBySportId?sportId=4339');
  expect(series.json()).toEqual({ isSuccess: true, data: [{ seriesId: RACE_SERIES, seriesName: 'Sheffield 19th Apr', eid: '4339' }] });
  const events = (await get(`/api/api/fetchEventsBySeriesId?seriesId=${RACE_SERIES}`)).json().data as SportEvent[];
  expect(events).toHaveLength(1);
  const event = must(events[0], 'the race');
  expect(event).toMatchObject({ gameId: String(RACE), marketId: MARKET, eventName: 'Sheffield OR 280m', eid: '4339' });

  const market = (await get(`/api/checkGetMatchOdds/${MARKET}/${RACE}`)).json().Odds[0];
  expect(market.status).toBe('OPEN');
  expect(market.runners.map((r: { runnerName: string }) => r.runnerName)).toEqual(RUNNER_NAMES);
  const expected = fileLadder(LINES_BEFORE_THE_OFF, FAVOURITE);
  const favourite = market.runners.find((r: { selectionId: number }) => r.selectionId === FAVOURITE);
  const inRupees = (ladder: Ladder) => ladder.map(([price, size]) => ({ price, size: Math.round(size * GBP_INR * 100) / 100 }));
  expect(favourite.ex.availableToBack).toEqual(inRupees(expected.back));
  expect(favourite.ex.availableToLay).toEqual(inRupees(expected.lay));

  const backerBefore = await walletBalance(t, backer.userId);
  const layerBefore = await walletBalance(t, layer.userId);
  await placeMatched(t, backer, 'back', must(expected.back[0], 'a back price')[0], event);
  await placeMatched(t, layer, 'lay', must(expected.lay[0], 'a lay price')[0], event);

  return async () => {
    const result = await t.deps.db.selectFrom('results').selectAll().where('market_id', '=', MARKET).executeTakeFirstOrThrow();
    expect(result).toMatchObject({ outcome: 'winner', winner_selection_id: WINNER, description: '2. Sandwood Jet' });
    const bets = await t.deps.db
      .selectFrom('bets')
      .select(['user_id', 'status', 'result_amount'])
      .where('market_id', '=', MARKET)
      .execute();
    expect(bets).toHaveLength(2);
    expect(await walletBalance(t, backer.userId)).toBe(backerBefore - 100_00);
    expect(await walletBalance(t, layer.userId)).toBe(layerBefore + 100_00);
    expect((await get(`/api/api/fetchEventsBySeriesId?seriesId=${RACE_SERIES}`)).json().data).toEqual([]);
  };
}
