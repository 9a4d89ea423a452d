// PUT /updateUnmatchBet, DELETE /deleteUnmatchBet and the sweeper, through the real app and database.
import { MSG, SERVER_MSG } from '../../../src/domain/messages';
import { logIn } from '../../test/auth/testSupport';
import { useBetsApp } from '../../test/bets/fixture';
import { BETS_MSG } from './messages';
import { PENDING_GRACE_MS, startBetSweeper, sweepPendingBets } from './sweeper';
import { BET_UPDATE_WINDOW_MS } from '../../../src/domain/constants';
import { AWAY, BM, BM_HOME, client, FANCY, FANCY_SEL, HOME, MO, publish, savePayload, type BetSpec } from '../../test/bets/testSupport';
import { must } from '../../test/must';

const app = useBetsApp();

const backHome: BetSpec = { market: 'Matchodds', marketId: MO, selectionId: HOME, side: 'back', price: 2, stake: 100 };
const CRICKET_DELAY_MS = 5_000;

async function place(spec: BetSpec = backHome): Promise<string> {
  const payload = savePayload(app.player.userId, spec);
  const response = await app.api.save(payload);
  expect(response.json()).toEqual({ isSuccess: true, betId: payload.BetId });
  return payload.BetId as string;
}
const betRow = (betId: string) => app.t.deps.db.selectFrom('bets').selectAll().where('bet_id', '=', betId).executeTakeFirstOrThrow();
const exposure = async (userId = app.player.userId) =>
  (await app.t.deps.db.selectFrom('wallets').select('exposure').where('user_id', '=', userId).executeTakeFirstOrThrow()).exposure;

test('before the delay the update is refused and the bet stays pending; after it, the bet is matched', async () => {
  const betId = await place();
  app.t.clock.advance(CRICKET_DELAY_MS - 1);
  const early = await app.api.update({ userId: app.player.userId, BetId: betId, oddsRequest: 2 });
  expect(early.statusCode).toBe(400);
  expect(early.json()).toEqual({ isSuccess: false, message: BETS_MSG.tooEarly });
  expect((await betRow(betId)).status).toBe('pending');

  app.t.clock.advance(1);
  const ok = await app.api.update({ userId: app.player.userId, BetId: betId, oddsRequest: 2 });
  expect(ok.statusCode).toBe(200);
  expect(ok.json()).toEqual({ isSuccess: true, message: MSG.betPlaced });
  const bet = await betRow(betId);
  expect(bet).toMatchObject({ status: 'matched', odds_matched: 2, profit: 10_000, liability: -10_000 });
  expect(bet.matched_time?.getTime()).toBe(app.t.clock.now());
  expect(await exposure()).toBe(10_000);
  // A retried update of a matched bet answers the same, and changes nothing.
  expect((await app.api.update({ userId: app.player.userId, BetId: betId, oddsRequest: 2 })).json()).toEqual({
    isSuccess: true,
    message: MSG.betPlaced,
  });
});

describe('the server owns the delay: an update is accepted only within BET_UPDATE_WINDOW_MS after it', () => {
  const ledgerRows = async () =>
    Number(
      (
        await app.t.deps.db
          .selectFrom('ledger')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('user_id', '=', app.player.userId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const balance = async () =>
    (await app.t.deps.db.selectFrom('wallets').select('balance').where('user_id', '=', app.player.userId).executeTakeFirstOrThrow())
      .balance;

  test('the window is 2 s and the sweeper lapses at the same moment', () => {
    expect(BET_UPDATE_WINDOW_MS).toBe(2_000);
    expect(PENDING_GRACE_MS).toBe(BET_UPDATE_WINDOW_MS);
  });

  test('an update on the last millisecond of the window is matched', async () => {
    const betId = await place();
    app.t.clock.advance(CRICKET_DELAY_MS + BET_UPDATE_WINDOW_MS);
    const response = await app.api.update({ userId: app.player.userId, BetId: betId, oddsRequest: 2 });
    expect(response.json()).toEqual({ isSuccess: true, message: MSG.betPlaced });
    expect((await betRow(betId)).status).toBe('matched');
  });

  test('a later update is refused, the bet lapses at once and its exposure is released; no money moves', async () => {
    const ledgerBefore = await ledgerRows();
    const balanceBefore = await balance();
    const betId = await place();
    expect(await exposure()).toBe(10_000);
    // The ordinary path (the position read under the lock): the wallet row changes behind any kept
    // position, so the fast path finds it stale (cachedBets.test.ts covers the fast path).
    await app.t.deps.db.updateTable('wallets').set({ updated_at: new Date() }).where('user_id', '=', app.player.userId).execute();
    const counts = { ...app.t.deps.positions.counts };
    // The price moved the player's way while they waited: exactly what a late update must not catch.
    app.state.book.matchOdds.runners[0].back[0].price = 2.5;
    publish(app.t.deps.snapshots, app.state);
    app.t.clock.advance(CRICKET_DELAY_MS + BET_UPDATE_WINDOW_MS + 1);
    const late = await app.api.update({ userId: app.player.userId, BetId: betId, oddsRequest: 2.5 });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ isSuccess: false, message: BETS_MSG.lapsed });
    expect(app.t.deps.positions.counts.written).toBe(counts.written);
    expect(await betRow(betId)).toMatchObject({ status: 'lapsed', odds_matched: null, matched_time: null });
    expect(await exposure()).toBe(0);
    expect(await balance()).toBe(balanceBefore);
    expect(await ledgerRows()).toBe(ledgerBefore);
    // Nothing is left for the sweeper, and a retry cannot match it.
    expect(await sweepPendingBets(app.t.deps.db, app.t.clock)).toBe(0);
    expect((await app.api.update({ userId: app.player.userId, BetId: betId, oddsRequest: 2.5 })).json()).toEqual({
      isSuccess: false,
      message: BETS_MSG.notPending,
    });
  });

  test('an update 16 s after the delay is not matched at the live price', async () => {
    const betId = await place({ ...backHome, stake: 400 });
    app.t.clock.advance(CRICKET_DELAY_MS + 16_000);
    expect((await app.api.update({ userId: app.player.userId, BetId: betId, oddsRequest: 2 })).json().message).toBe(BETS_MSG.lapsed);
    expect((await betRow(betId)).status).toBe('lapsed');
    expect(await exposure()).toBe(0);
  });
});

test('a better price on offer at match time is the fill, and the profit follows it', async () => {
  const betId = await place();
  app.state.book.matchOdds.runners[0].back[0].price = 2.1;
  publish(app.t.deps.snapshots, app.state);
  app.t.clock.advance(CRICKET_DELAY_MS);
  expect((await app.api.update({ userId: app.player.userId, BetId: betId, oddsRequest: 2 })).statusCode).toBe(200);
  expect(await betRow(betId)).toMatchObject({
    status: 'matched',
    odds_requested: 2,
    odds_matched: 2.1,
    profit: 11_000,
    liability: -10_000,
  });
});

test('the price moved against the bet: Odds Changed!, the pending bet is gone and its exposure released', async () => {
  const betId = await place();
  expect(await exposure()).toBe(10_000);
  app.state.book.matchOdds.runners[0].back[0].price = 1.99;
  publish(app.t.deps.snapshots, app.state);
  app.t.clock.advance(CRICKET_DELAY_MS);
  const response = await app.api.update({ userId: app.player.userId, BetId: betId, oddsRequest: 2 });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ isSuccess: false, message: MSG.oddsChanged });
  expect((await betRow(betId)).status).toBe('deleted');
  expect(await exposure()).toBe(0);
});

test('a lay matches when the best lay is not higher than asked', async () => {
  const betId = await place({ ...backHome, side: 'lay', price: 2.02 });
  app.state.book.matchOdds.runners[0].lay[0].price = 2;
  publish(app.t.deps.snapshots, app.state);
  app.t.clock.advance(CRICKET_DELAY_MS);
  expect((await app.api.update({ userId: app.player.userId, BetId: betId, oddsRequest: 2.02 })).statusCode).toBe(200);
  expect(await betRow(betId)).toMatchObject({ status: 'matched', odds_matched: 2, profit: 10_000, liability: -10_000 });
});

test('money is checked again at match time: a balance reserved meanwhile refuses the bet and removes it', async () => {
  const betId = await place({ ...backHome, side: 'lay', price: 2.02, stake: 40_000 });
  expect(await exposure()).toBe(4_080_000);
  // A withdrawal of ₹70,000 is now pending: ₹30,000 is left to cover ₹40,800.
  await app.t.deps.db.updateTable('wallets').set({ reserved: 7_000_000 }).where('user_id', '=', app.player.userId).execute();
  app.t.clock.advance(CRICKET_DELAY_MS);
  const response = await app.api.update({ userId: app.player.userId, BetId: betId, oddsRequest: 2.02 });
  await app.t.deps.db.updateTable('wallets').set({ reserved: 0 }).where('user_id', '=', app.player.userId).execute();
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ isSuccess: false, message: MSG.insufficientBalance });
  expect((await betRow(betId)).status).toBe('deleted');
  expect(await exposure()).toBe(0);
});

test('a market suspended during the delay removes the bet', async () => {
  const betId = await place({ market: 'BookMaker', marketId: BM, selectionId: BM_HOME, side: 'back', price: 45, stake: 100 });
  must(app.state.book.bookmaker, 'the bookmaker market').status = 'SUSPENDED';
  publish(app.t.deps.snapshots, app.state);
  app.t.clock.advance(1_000); // bookmakerDelayTime
  const response = await app.api.update({ userId: app.player.userId, BetId: betId, oddsRequest: 45 });
  expect(response.statusCode).toBe(400);
  expect(response.json().message).toBe(MSG.notAbleToBet);
  expect((await betRow(betId)).status).toBe('deleted');
});

test('fancy: matched after fancyDelayTime at the same line; a moved line is Odds Changed!', async () => {
  const yes = await place({ market: 'Fancy', marketId: FANCY, selectionId: FANCY_SEL, side: 'back', price: 150, stake: 500 });
  app.t.clock.advance(1_000);
  expect((await app.api.update({ userId: app.player.userId, BetId: yes, oddsRequest: 150 })).statusCode).toBe(200);
  expect(await betRow(yes)).toMatchObject({ status: 'matched', odds_matched: 150, rate: 100 });

  const no = await place({ market: 'Fancy', marketId: FANCY, selectionId: FANCY_SEL, side: 'lay', price: 150, stake: 500 });
  app.state.book.fancy[0].noLine = 152;
  publish(app.t.deps.snapshots, app.state);
  app.t.clock.advance(1_000);
  expect((await app.api.update({ userId: app.player.userId, BetId: no, oddsRequest: 150 })).json().message).toBe(MSG.oddsChanged);
  expect((await betRow(no)).status).toBe('deleted');
  expect(await exposure()).toBe(50_000);
});

test("updates of another user's bet or id, unknown bets and bad payloads are refused", async () => {
  const betId = await place();
  app.t.clock.advance(CRICKET_DELAY_MS);
  const self = await logIn(app.t.app, 'self1', 'self123');
  const selfApi = client(app.t.app, self.cookie, app.t.deps.config.payloadKey);
  const foreign = await selfApi.update({ userId: self.userId, BetId: betId, oddsRequest: 2 });
  expect(foreign.statusCode).toBe(404);
  const impersonated = await selfApi.update({ userId: app.player.userId, BetId: betId, oddsRequest: 2 });
  expect(impersonated.statusCode).toBe(403);
  expect(impersonated.json().message).toBe(SERVER_MSG.forbidden);
  expect((await app.api.update({ userId: app.player.userId, BetId: 'Z'.repeat(30), oddsRequest: 2 })).statusCode).toBe(404);
  const garbage = await app.t.app.inject({
    method: 'PUT',
    url: '/api/updateUnmatchBet',
    headers: { cookie: app.player.cookie },
    payload: { data: 'garbage' },
  });
  expect(garbage.statusCode).toBe(400);
  expect((await betRow(betId)).status).toBe('pending');
  // The other user's attempts touched nothing: the owner still matches it.
  expect((await app.api.update({ userId: app.player.userId, BetId: betId, oddsRequest: 2 })).statusCode).toBe(200);
});

test('deleteUnmatchBet removes one pending bet or all of them, releasing exposure; a matched bet stays', async () => {
  const matched = await place();
  app.t.clock.advance(CRICKET_DELAY_MS);
  await app.api.update({ userId: app.player.userId, BetId: matched, oddsRequest: 2 });
  const layDelhi: BetSpec = { ...backHome, selectionId: AWAY, side: 'lay', price: 1.98 };
  const first = await place(layDelhi);
  const second = await place(layDelhi);
  expect(await exposure()).toBe(29_600); // Delhi wins: −100 − 98 − 98

  expect((await app.api.remove({ userId: app.player.userId, BetId: first })).json()).toEqual({ isSuccess: true });
  expect((await betRow(first)).status).toBe('deleted');
  expect(await exposure()).toBe(19_800);
  expect((await app.api.remove({ userId: app.player.userId, BetId: first })).statusCode).toBe(200); // already gone
  expect((await app.api.remove({ userId: app.player.userId, BetId: matched })).statusCode).toBe(400);

  expect((await app.api.remove({ userId: app.player.userId })).json()).toEqual({ isSuccess: true });
  expect((await betRow(second)).status).toBe('deleted');
  expect((await betRow(matched)).status).toBe('matched');
  expect(await exposure()).toBe(10_000);

  expect((await app.api.remove({ userId: app.player.userId + 1 })).statusCode).toBe(403);
});

test('the sweeper lapses pending bets once their update window has closed, and only those', async () => {
  const old = await place();
  app.t.clock.advance(1_000);
  const young = await place({ ...backHome, stake: 200 });
  expect(await exposure()).toBe(30_000);

  app.t.clock.advance(CRICKET_DELAY_MS + BET_UPDATE_WINDOW_MS - 1_000); // old: delay + window reached, not passed
  expect(await sweepPendingBets(app.t.deps.db, app.t.clock)).toBe(0);
  app.t.clock.advance(1);
  expect(await sweepPendingBets(app.t.deps.db, app.t.clock)).toBe(1);
  expect((await betRow(old)).status).toBe('lapsed');
  expect((await betRow(young)).status).toBe('pending');
  expect(await exposure()).toBe(20_000);
  // A lapsed bet cannot be matched any more.
  expect((await app.api.update({ userId: app.player.userId, BetId: old, oddsRequest: 2 })).json().message).toBe(BETS_MSG.notPending);
});

test('the sweeper clears what a restart left pending as soon as it starts', async () => {
  const betId = await place();
  app.t.clock.advance(60_000);
  const sweeper = startBetSweeper(app.t.deps.db, app.t.clock, { intervalMs: 60_000 });
  await sweeper.stop(); // waits for the first pass
  expect((await betRow(betId)).status).toBe('lapsed');
  expect(await exposure()).toBe(0);
});
