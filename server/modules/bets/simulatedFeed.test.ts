// A bet on the real simulator (seeded, persisted like the real feed, ticked by hand): the prices the
// server checks are the simulator's, and its persisted runners feed the exposure maths.
import { MATCH_ODDS_MAX_PRICE, MATCH_ODDS_MIN_PRICE } from '../../../src/domain/constants';
import { MSG } from '../../../src/domain/messages';
import { buildTestApp, type TestApp } from '../../test/app';
import type { FeedEventState, FeedRunner } from '../../feed/types';
import { logIn, type Session } from '../../test/auth/testSupport';
import { client, savePayload } from '../../test/bets/testSupport';

let t: TestApp;
let player: Session;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  t = await buildTestApp({ feed: { seed: 11 } });
  player = await logIn(t.app, 'player1', 'player123');
  api = client(t.app, player.cookie, t.deps.config.payloadKey);
}, 60_000); // the simulator's first state (dozens of events) is persisted before the app starts
afterAll(() => t.close());

const inWindow = (price: number | undefined) => price !== undefined && price >= MATCH_ODDS_MIN_PRICE && price <= MATCH_ODDS_MAX_PRICE;

function bettableCricket(): { state: FeedEventState; runner: FeedRunner } {
  for (const state of t.deps.snapshots.allEvents()) {
    const { event, book } = state;
    if (event.sportId !== 4 || event.status !== 'inplay' || event.isBetLock || book.matchOdds.status !== 'OPEN') continue;
    const runner = book.matchOdds.runners.find((r) => inWindow(r.back[0]?.price));
    if (runner) return { state, runner };
  }
  throw new Error('the simulator promises bettable in-play cricket');
}

test('back the best price of an in-play cricket match, wait the delay, get matched', async () => {
  const { state, runner } = bettableCricket();
  const price = runner.back[0].price;
  const payload = savePayload(
    player.userId,
    { market: 'Matchodds', marketId: state.book.matchOdds.marketId, selectionId: runner.selectionId, side: 'back', price, stake: 100 },
    {
      SeriesId: state.event.seriesId,
      EventId: String(state.event.id),
      Event: state.event.name,
      EventName: state.event.name,
    },
  );
  const saved = await api.save(payload);
  expect(saved.json()).toEqual({ isSuccess: true, betId: payload.BetId });

  t.clock.advance(5_000); // cricket betDelayTime; the feed is not ticked, so the price holds
  const updated = await api.update({ userId: player.userId, BetId: payload.BetId as string, oddsRequest: price });
  expect(updated.json()).toEqual({ isSuccess: true, message: MSG.betPlaced });

  const bet = await t.deps.db
    .selectFrom('bets')
    .selectAll()
    .where('bet_id', '=', payload.BetId as string)
    .executeTakeFirstOrThrow();
  expect(bet).toMatchObject({ status: 'matched', odds_matched: price, event_name: state.event.name, selection_name: runner.name });
  expect((await api.get(`/api/expo1/${player.userId}/0`)).json()).toMatchObject({ FinalExpo: -100 });
});
