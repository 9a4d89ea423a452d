// Unmatched bets at the player's own price (docs/betting.md) through the real app: a back asked
// above the market is saved with KeepUnmatched and rests after its delay, its stake in the exposure;
// the matcher matches it at the asked price once the best back reaches it (and a second pass changes
// nothing); a resting bet is cancelled with deleteUnmatchBet and its exposure released; a
// suspension lapses it (the default) or keeps it (UNMATCHED_ON_SUSPEND=keep); the sweeper leaves it.
import { MSG } from '../../../src/domain/messages';
import type { FeedEventState } from '../../feed/types';
import { useBetsApp } from '../../test/bets/fixture';
import { GAME_ID, HOME, MO, publish, savePayload, type BetSpec } from '../../test/bets/testSupport';
import { betsContext } from './routes';
import { matchRestingBets } from './resting';
import { sweepPendingBets } from './sweeper';

const app = useBetsApp();
const DELAY_MS = 5_000;
// The market's best back on Mumbai is 2; the player asks 2.1.
const OWN: BetSpec = { market: 'Matchodds', marketId: MO, selectionId: HOME, side: 'back', price: 2.1, stake: 1000 };

const betRow = (betId: string) => app.t.deps.db.selectFrom('bets').selectAll().where('bet_id', '=', betId).executeTakeFirstOrThrow();
const exposure = async () =>
  (await app.t.deps.db.selectFrom('wallets').select('exposure').where('user_id', '=', app.player.userId).executeTakeFirstOrThrow())
    .exposure;

async function saveOwnPrice(spec: BetSpec = OWN) {
  const payload = savePayload(app.player.userId, spec, { KeepUnmatched: true });
  const saved = await app.api.save(payload);
  return { betId: payload.BetId as string, saved };
}

async function updateKeeping(betId: string, spec: BetSpec = OWN) {
  app.t.clock.advance(DELAY_MS);
  return app.api.update({ userId: app.player.userId, BetId: betId, oddsRequest: spec.price, keepUnmatched: true } as Parameters<
    typeof app.api.update
  >[0]);
}

function setBestBack(price: number, status: FeedEventState['book']['matchOdds']['status'] = 'OPEN'): void {
  const state = structuredClone(app.state);
  state.book.matchOdds.runners[0].back[0].price = price;
  state.book.matchOdds.status = status;
  publish(app.t.deps.snapshots, state);
}

const ctx = () => betsContext(app.t.deps);

test('without KeepUnmatched a price above the market is refused at save, as the spec says', async () => {
  const response = await app.api.save(savePayload(app.player.userId, OWN));
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ isSuccess: false, message: MSG.oddsChanged });
});

test('a back above the market rests unmatched with its stake reserved, then is matched at the asked price when the market reaches it', async () => {
  const { betId, saved } = await saveOwnPrice();
  expect(saved.json()).toEqual({ isSuccess: true, betId });
  const rests = await updateKeeping(betId);
  expect(rests.json()).toEqual({ isSuccess: true, message: MSG.betUnmatched, unmatched: true });
  expect(await betRow(betId)).toMatchObject({ status: 'pending', resting: true, odds_matched: null });
  // The stake is reserved: a back of 1000 can lose 1000.
  expect(await exposure()).toBe(100_000);
  // The sweeper leaves a resting bet, however long it waits.
  app.t.clock.advance(10 * 60_000);
  await sweepPendingBets(app.t.deps.db, app.t.clock);
  expect(await betRow(betId)).toMatchObject({ status: 'pending', resting: true });

  // Not reached yet: nothing happens.
  setBestBack(2.08);
  expect(await matchRestingBets(ctx(), [GAME_ID], 'cancel')).toEqual({ matched: 0, lapsed: 0, waiting: 1 });
  // Reached (and passed): matched at the asked 2.1, not at 2.12.
  setBestBack(2.12);
  expect(await matchRestingBets(ctx(), [GAME_ID], 'cancel')).toEqual({ matched: 1, lapsed: 0, waiting: 0 });
  expect(await betRow(betId)).toMatchObject({ status: 'matched', resting: false, odds_matched: 2.1, profit: 110_000, liability: -100_000 });
  expect(await exposure()).toBe(100_000);
  // Idempotent: another price change finds nothing to do.
  expect(await matchRestingBets(ctx(), [GAME_ID], 'cancel')).toEqual({ matched: 0, lapsed: 0, waiting: 0 });
});

test('a resting bet is cancelled with deleteUnmatchBet and its exposure released', async () => {
  const { betId } = await saveOwnPrice();
  await updateKeeping(betId);
  expect(await exposure()).toBe(100_000);
  const cancelled = await app.api.remove({ userId: app.player.userId, BetId: betId });
  expect(cancelled.json()).toEqual({ isSuccess: true });
  expect(await betRow(betId)).toMatchObject({ status: 'deleted' });
  expect(await exposure()).toBe(0);
  // A price that reaches it later matches nothing.
  setBestBack(2.2);
  expect(await matchRestingBets(ctx(), [GAME_ID], 'cancel')).toEqual({ matched: 0, lapsed: 0, waiting: 0 });
});

test('at a suspension a resting bet lapses by default, or waits when the operator keeps them', async () => {
  const first = await saveOwnPrice();
  await updateKeeping(first.betId);
  setBestBack(2, 'SUSPENDED');
  expect(await matchRestingBets(ctx(), [GAME_ID], 'keep')).toEqual({ matched: 0, lapsed: 0, waiting: 1 });
  expect(await betRow(first.betId)).toMatchObject({ status: 'pending', resting: true });
  expect(await matchRestingBets(ctx(), [GAME_ID], 'cancel')).toEqual({ matched: 0, lapsed: 1, waiting: 0 });
  expect(await betRow(first.betId)).toMatchObject({ status: 'lapsed', resting: false });
  expect(await exposure()).toBe(0);
});

test('a price the market offers is matched at once, even with KeepUnmatched (price or better)', async () => {
  const { betId } = await saveOwnPrice({ ...OWN, price: 1.98 });
  const matched = await updateKeeping(betId, { ...OWN, price: 1.98 });
  expect(matched.json()).toEqual({ isSuccess: true, message: MSG.betPlaced, oddsMatched: 2 });
  expect(await betRow(betId)).toMatchObject({ status: 'matched', resting: false });
});

test('an own price off the Betfair ladder, or on another market, is refused at save and nothing is written', async () => {
  const off = await app.api.save(savePayload(app.player.userId, { ...OWN, price: 2.03 }, { KeepUnmatched: true }));
  expect(off.statusCode).toBe(400);
  expect(off.json()).toMatchObject({ isSuccess: false, message: MSG.oddsChanged });
  const count = await app.t.deps.db
    .selectFrom('bets')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  expect(Number(count.n)).toBe(0);
});

test("fetchUnmatchedBet lists the player's resting bets on the event, and only theirs", async () => {
  const { betId } = await saveOwnPrice();
  await updateKeeping(betId);
  const listed = await app.api.get(`/api/fetchUnmatchedBet/${app.player.userId}/${GAME_ID}`);
  expect(listed.statusCode).toBe(200);
  expect(listed.json()).toEqual({
    isSuccess: true,
    data: [
      expect.objectContaining({
        betId,
        marketId: MO,
        selectionId: HOME,
        type: 'back',
        oddsRequest: 2.1,
        amountStake: 1000,
        marketName: 'Match Odds',
      }),
    ],
  });
  const someoneElse = await app.api.get(`/api/fetchUnmatchedBet/${app.player.userId + 1}/${GAME_ID}`);
  expect(someoneElse.statusCode).toBe(403);
});
