// POST /saveBet through the real app and database: what is booked, and every refusal recording nothing.
import { sql } from 'kysely';
import { refreshExposure } from './exposure';
import { encryptJson } from '../../../src/domain/cipher';
import { MSG, SERVER_MSG } from '../../../src/domain/messages';
import { logIn } from '../../test/auth/testSupport';
import { useBetsApp } from '../../test/bets/fixture';
import { BM, BM_HOME, client, FANCY, FANCY_SEL, HOME, MO, publish, savePayload, TOSS, type BetSpec } from '../../test/bets/testSupport';
import { BETS_MSG } from './messages';
import { must } from '../../test/must';
import { expectOneOfTwoRefused } from '../../test/fixtures';

const app = useBetsApp();

const backHome: BetSpec = { market: 'Matchodds', marketId: MO, selectionId: HOME, side: 'back', price: 2, stake: 100 };

async function walletOf(userId: number) {
  return app.t.deps.db.selectFrom('wallets').select(['balance', 'exposure']).where('user_id', '=', userId).executeTakeFirstOrThrow();
}
async function betCount() {
  const row = await app.t.deps.db
    .selectFrom('bets')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

test('a valid bet is booked pending, with server-side amounts, and counts towards exposure at once', async () => {
  const payload = savePayload(app.player.userId, backHome, { Profit: '999999.00', Liability: '-1.00', Selection: 'tampered' });
  const response = await app.api.save(payload);
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ isSuccess: true, betId: payload.BetId });

  const bet = await app.t.deps.db.selectFrom('bets').selectAll().executeTakeFirstOrThrow();
  expect(bet).toMatchObject({
    bet_id: payload.BetId,
    user_id: app.player.userId,
    status: 'pending',
    market_kind: 'Matchodds',
    odds_type: 1,
    market_id: MO,
    selection_id: HOME,
    selection_name: 'Mumbai',
    event_name: 'Mumbai v Delhi',
    series_name: 'Premier Cup',
    side: 'back',
    odds_requested: 2,
    odds_matched: null,
    stake: 10_000,
    profit: 10_000,
    liability: -10_000,
  });
  expect(bet.match_after.getTime() - bet.place_time.getTime()).toBe(5_000); // cricket betDelayTime
  expect(await walletOf(app.player.userId)).toEqual({ balance: 10_000_000, exposure: 10_000 });
  const expo = await app.api.get(`/api/expo1/${app.player.userId}/0`);
  expect(expo.json()).toMatchObject({ FinalExpo: -100 });
});

test('the same BetId twice books one bet', async () => {
  const payload = savePayload(app.player.userId, backHome);
  const [first, second] = await Promise.all([app.api.save(payload), app.api.save(payload)]);
  expect(first.json()).toEqual({ isSuccess: true, betId: payload.BetId });
  expect(second.json()).toEqual({ isSuccess: true, betId: payload.BetId });
  expect((await app.api.save(payload)).statusCode).toBe(200);
  expect(await betCount()).toBe(1);
  expect((await walletOf(app.player.userId)).exposure).toBe(10_000);
});

type Refusal = {
  name: string;
  status?: number;
  message: string;
  spec?: Partial<BetSpec>;
  overrides?: Record<string, unknown>;
  arrange?: () => Promise<void> | void;
};

const refusals: Refusal[] = [
  { name: 'stake under the minimum', message: MSG.stakeBetween(100, 200000), spec: { stake: 99 } },
  { name: 'stake over the maximum', message: MSG.stakeBetween(100, 200000), spec: { stake: 200001 } },
  {
    name: "the game's own limits override the sport's",
    message: MSG.stakeBetween(200, 500),
    spec: { stake: 600 },
    arrange: async () => {
      await app.t.deps.db
        .insertInto('user_match_settings')
        .values({
          user_id: null,
          game_id: String(app.state.event.id),
          min_odd_limit: 200,
          max_odd_limit: 500,
          min_bookmaker_limit: 100,
          max_bookmaker_limit: 1000,
          min_fancy_limit: 100,
          max_fancy_limit: 1000,
        })
        .execute();
    },
  },
  {
    name: 'a thin match-odds market (total matched under 100000 for cricket)',
    message: MSG.checkMaximumBetLimit,
    arrange: () => {
      app.state.book.matchOdds.totalMatched = 99_999;
    },
  },
  {
    name: 'a thin market with a stake under 100',
    message: MSG.minMaxRangeNotValid,
    spec: { stake: 50 },
    arrange: () => {
      app.state.book.matchOdds.totalMatched = 10;
    },
  },
  {
    name: 'a suspended market',
    message: MSG.notAbleToBet,
    arrange: () => {
      app.state.book.matchOdds.status = 'SUSPENDED';
    },
  },
  {
    name: 'a closed market',
    message: MSG.notAbleToBet,
    arrange: () => {
      app.state.book.matchOdds.status = 'CLOSED';
    },
  },
  { name: 'a price not on offer on that side', message: MSG.oddsChanged, spec: { price: 2.02 } },
  { name: 'a back price clicked as a lay', message: MSG.oddsChanged, spec: { side: 'lay', price: 2 } },
  {
    name: 'a match-odds price above 3',
    message: MSG.notAbleToBet,
    spec: { price: 3.5 },
    arrange: () => {
      app.state.book.matchOdds.runners[0].back[0].price = 3.5;
    },
  },
  {
    name: 'a bookmaker price below 1.01',
    message: MSG.notAbleToBet,
    spec: { market: 'BookMaker', marketId: BM, selectionId: BM_HOME, price: 1 },
    arrange: () => {
      must(app.state.book.bookmaker, 'the bookmaker market').rows[0].back = 1;
    },
  },
  {
    name: 'a bookmaker row that is not ACTIVE',
    message: MSG.notAbleToBet,
    spec: { market: 'BookMaker', marketId: BM, selectionId: BM_HOME, price: 45 },
    arrange: () => {
      must(app.state.book.bookmaker, 'the bookmaker market').rows[0].status = 'SUSPENDED';
    },
  },
  {
    name: 'a toss price other than 1.95',
    message: MSG.notAbleToBet,
    spec: { market: 'Toss', marketId: TOSS, selectionId: HOME, price: 1.9 },
    arrange: () => {
      app.state.book.toss = { marketId: TOSS, status: 'OPEN', runners: [{ selectionId: HOME, name: 'Mumbai', price: 1.9, size: 500000 }] };
    },
  },
  {
    name: 'a fancy session with the ball running',
    message: MSG.ballRunning,
    spec: { market: 'Fancy', marketId: FANCY, selectionId: FANCY_SEL, price: 150 },
    arrange: () => {
      app.state.book.fancy[0].gameStatus = 'Ball Running';
    },
  },
  {
    name: 'a fancy YES rate better than the one on offer',
    message: MSG.oddsChanged,
    spec: { market: 'Fancy', marketId: FANCY, selectionId: FANCY_SEL, price: 150, rate: 110 },
  },
  {
    name: 'a locked match (IsBetLock)',
    message: MSG.notAbleToBet,
    arrange: () => {
      app.state.event.isBetLock = true;
    },
  },
  {
    name: 'a user locked from betting (LockBetting)',
    message: MSG.notAbleToBet,
    arrange: async () => {
      await app.t.deps.db.updateTable('users').set({ lock_betting: 1 }).where('id', '=', app.player.userId).execute();
    },
  },
  {
    name: 'betting not open yet (event date − BetStartTime)',
    message: MSG.notAbleToBet,
    arrange: () => {
      app.state.event.status = 'upcoming';
      app.state.event.startsAt = app.t.clock.now() + 2 * 24 * 60 * 60_000 + 60_000; // BetStartTime is 2 days
    },
  },
  {
    name: 'an ended event',
    message: MSG.notAbleToBet,
    arrange: () => {
      app.state.event.status = 'ended';
    },
  },
  { name: 'balance − exposure below 0 after the bet', message: MSG.insufficientBalance, spec: { side: 'lay', price: 2.02, stake: 100000 } },
  {
    name: 'exposure past the ExposureLimit',
    message: MSG.exposureLimitExceed,
    arrange: async () => {
      await app.t.deps.db.updateTable('users').set({ exposure_limit: 9_999 }).where('id', '=', app.player.userId).execute();
    },
  },
  { name: 'an unknown market', message: MSG.notAbleToBet, spec: { marketId: '1.123' } },
  { name: 'an unknown selection', message: MSG.notAbleToBet, spec: { selectionId: 42 } },
  { name: 'an unknown event', message: MSG.notAbleToBet, overrides: { EventId: '99' } },
  { name: 'a sport that is not the event’s', message: BETS_MSG.betMismatch, overrides: { SportId: 2 } },
  { name: 'OddsType disagreeing with Market', message: BETS_MSG.betMismatch, overrides: { OddsType: 2 } },
  { name: "another user's id", status: 403, message: SERVER_MSG.forbidden, overrides: { UserId: 1 } },
  { name: 'a negative stake', message: BETS_MSG.invalidField('AmountStake'), overrides: { AmountStake: -100 } },
  { name: 'a fractional stake', message: BETS_MSG.invalidField('AmountStake'), overrides: { AmountStake: 100.5 } },
  { name: 'a huge stake', message: BETS_MSG.invalidField('AmountStake'), overrides: { AmountStake: 1e15 } },
  { name: 'a stake as text with a sign', message: BETS_MSG.invalidField('AmountStake'), overrides: { AmountStake: '+100' } },
  { name: 'a missing field', message: BETS_MSG.invalidField('MarketId'), overrides: { MarketId: undefined } },
  { name: 'a mistyped field', message: BETS_MSG.invalidField('Type'), overrides: { Type: 'BACK' } },
  { name: 'a short BetId', message: BETS_MSG.invalidField('BetId'), overrides: { BetId: 'abc' } },
  { name: 'a NaN price', message: BETS_MSG.invalidField('OddsRequest'), overrides: { OddsRequest: 'NaN' } },
];

test.each(refusals)('refused, nothing recorded: $name', async ({ status = 400, message, spec, overrides, arrange }) => {
  await arrange?.();
  publish(app.t.deps.snapshots, app.state);
  const before = await walletOf(app.player.userId);
  const response = await app.api.save(savePayload(app.player.userId, { ...backHome, ...spec }, overrides));
  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual({ isSuccess: false, message });
  expect(await betCount()).toBe(0);
  expect(await walletOf(app.player.userId)).toEqual(before);
});

test('bodies that are not a bet: 400, nothing recorded', async () => {
  const send = (payload: unknown) =>
    app.t.app.inject({ method: 'POST', url: '/api/saveBet', headers: { cookie: app.player.cookie }, payload: payload as object });
  const cases = [
    { data: 'not-a-cipher-text' },
    { data: encryptJson(savePayload(app.player.userId, backHome), 'some other key') },
    { data: encryptJson([1, 2, 3], app.t.deps.config.payloadKey) },
    { data: encryptJson('just text', app.t.deps.config.payloadKey) },
    {},
    { data: 12 },
  ];
  for (const body of cases) {
    const response = await send(body);
    expect(response.statusCode).toBe(400);
    expect(typeof response.json().message).toBe('string');
  }
  expect(await betCount()).toBe(0);
});

test('without a session: 401', async () => {
  const response = await app.t.app.inject({ method: 'POST', url: '/api/saveBet', payload: { data: 'x' } });
  expect(response.statusCode).toBe(401);
});

/** Marks the user's pending bets matched at their asked price, as updateUnmatchBet would after the delay. */
async function matchAllPending(userId: number): Promise<void> {
  await app.t.deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('bets')
      .set((eb) => ({ status: 'matched', odds_matched: eb.ref('odds_requested'), matched_time: new Date() }))
      .where('user_id', '=', userId)
      .where('status', '=', 'pending')
      .execute();
    await refreshExposure(trx, userId);
  });
}

test('a hedge of a matched bet that lowers exposure is accepted even past the exposure limit', async () => {
  await app.api.save(savePayload(app.player.userId, { ...backHome, stake: 1000 }));
  await matchAllPending(app.player.userId);
  await app.t.deps.db.updateTable('users').set({ exposure_limit: 50_000 }).where('id', '=', app.player.userId).execute();
  // Lay Mumbai at 2.02 for 1000: if Mumbai wins +1000 − 1020, if Delhi wins −1000 + 1000 → exposure 20.
  const hedge = await app.api.save(savePayload(app.player.userId, { ...backHome, side: 'lay', price: 2.02, stake: 1000 }));
  expect(hedge.json()).toMatchObject({ isSuccess: true });
  // While the hedge is pending it protects nothing: the exposure stays that of the matched back bet.
  expect((await walletOf(app.player.userId)).exposure).toBe(100_000);
  await matchAllPending(app.player.userId);
  expect((await walletOf(app.player.userId)).exposure).toBe(2_000);
});

test('a pending hedge frees no money: deleting it could leave the exposure above the balance', async () => {
  const self = await logIn(app.t.app, 'self1', 'self123'); // ₹5,000
  const selfApi = client(app.t.app, self.cookie, app.t.deps.config.payloadKey);
  expect((await selfApi.save(savePayload(self.userId, { ...backHome, stake: 5000 }))).json()).toMatchObject({ isSuccess: true });
  await matchAllPending(self.userId);
  // A pending lay that would hedge it if matched…
  expect((await selfApi.save(savePayload(self.userId, { ...backHome, side: 'lay', price: 2.02, stake: 5000 }))).json()).toMatchObject({
    isSuccess: true,
  });
  // …does not make room for another ₹4,800 of risk.
  const third = await selfApi.save(savePayload(self.userId, { ...backHome, stake: 4800 }));
  expect(third.statusCode).toBe(400);
  expect(third.json()).toMatchObject({ message: MSG.insufficientBalance });
  const wallet = await walletOf(self.userId);
  expect(wallet.balance - wallet.exposure).toBeGreaterThanOrEqual(0);
});

test('two bets at once that together exceed the balance: one is refused', async () => {
  const self = await logIn(app.t.app, 'self1', 'self123'); // ₹5,000
  const selfApi = client(app.t.app, self.cookie, app.t.deps.config.payloadKey);
  const bet = { ...backHome, stake: 3000 };
  const answers = await Promise.all([selfApi.save(savePayload(self.userId, bet)), selfApi.save(savePayload(self.userId, bet))]);
  expectOneOfTwoRefused(answers, MSG.insufficientBalance);
  const rows = await app.t.deps.db.selectFrom('bets').select('stake').where('user_id', '=', self.userId).execute();
  expect(rows).toEqual([{ stake: 300_000 }]);
  expect(await walletOf(self.userId)).toEqual({ balance: 500_000, exposure: 300_000 });
});

test('fancy: YES 150 for 1000 then NO 155 for 3000 leaves an exposure of 2000 (spec example)', async () => {
  const yes = await app.api.save(
    savePayload(app.player.userId, { market: 'Fancy', marketId: FANCY, selectionId: FANCY_SEL, side: 'back', price: 150, stake: 1000 }),
  );
  expect(yes.json()).toMatchObject({ isSuccess: true });
  expect((await walletOf(app.player.userId)).exposure).toBe(100_000);
  await matchAllPending(app.player.userId);

  app.state.book.fancy[0] = { ...app.state.book.fancy[0], noLine: 155, yesLine: 156 };
  publish(app.t.deps.snapshots, app.state);
  const no = await app.api.save(
    savePayload(app.player.userId, { market: 'Fancy', marketId: FANCY, selectionId: FANCY_SEL, side: 'lay', price: 155, stake: 3000 }),
  );
  expect(no.json()).toMatchObject({ isSuccess: true });
  expect((await walletOf(app.player.userId)).exposure).toBe(200_000);
  expect((await app.api.get(`/api/expo2/${app.player.userId}/0`)).json()).toMatchObject({ FinalExpo: -2000 });
  await matchAllPending(app.player.userId);
  expect((await walletOf(app.player.userId)).exposure).toBe(200_000);
  const rates = await app.t.deps.db.selectFrom('bets').select(['side', 'rate', 'odds_requested']).orderBy('id').execute();
  expect(rates).toEqual([
    { side: 'back', rate: 100, odds_requested: 150 },
    { side: 'lay', rate: 100, odds_requested: 155 },
  ]);
});

test('a market the operator already settled takes no more bets, even while the feed still offers it', async () => {
  await sql`INSERT INTO market_settlements (market_id, event_id, kind, outcome, result, source) VALUES (${MO}, 1, 'Matchodds', 'void', 'Void', 'operator')`.execute(
    app.t.deps.db,
  );
  const response = await app.api.save(savePayload(app.player.userId, backHome));
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ message: MSG.notAbleToBet });
  await sql`DELETE FROM market_settlements WHERE market_id = ${MO}`.execute(app.t.deps.db);
});
