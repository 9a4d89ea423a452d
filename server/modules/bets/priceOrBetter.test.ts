// Price or better through the real app: at saveBet and at updateUnmatchBet a price that
// moved in the player's favour is taken, at the current price; one that moved against them is
// 'Odds Changed!' (nothing written, or the pending bet removed) unless they accept any odds, and
// even then never outside the betting window.
import { MSG } from '../../../src/domain/messages';
import type { FeedEventState } from '../../feed/types';
import { useBetsApp } from '../../test/bets/fixture';
import { BM, BM_HOME, FANCY, FANCY_SEL, HOME, MO, publish, savePayload, type BetSpec } from '../../test/bets/testSupport';
import { must } from '../../test/must';
import { rowCount } from '../../test/fixtures';

const app = useBetsApp();
const DELAY_MS: Record<string, number> = { Matchodds: 5_000, BookMaker: 1_000, Fancy: 1_000 };

const betRow = (betId: string) => app.t.deps.db.selectFrom('bets').selectAll().where('bet_id', '=', betId).executeTakeFirst();
const betCount = () => rowCount(app.t, 'bets');

/** Sets the best price on the bet's side (fancy: the rate under the line). */
function moveTo(state: FeedEventState, spec: BetSpec, price: number): void {
  if (spec.market === 'Matchodds') {
    const runner = state.book.matchOdds.runners[0];
    (spec.side === 'back' ? runner.back : runner.lay)[0].price = price;
  } else if (spec.market === 'BookMaker') {
    const row = must(state.book.bookmaker, 'the bookmaker market').rows[0];
    if (spec.side === 'back') row.back = price;
    else row.lay = price;
  } else {
    const f = state.book.fancy[0];
    if (spec.side === 'back') f.yesRate = price;
    else f.noRate = price;
  }
  publish(app.t.deps.snapshots, state);
}

async function save(spec: BetSpec, acceptAnyOdds?: boolean) {
  const payload = savePayload(app.player.userId, spec, acceptAnyOdds === undefined ? {} : { AcceptAnyOdds: acceptAnyOdds });
  return { betId: payload.BetId as string, response: await app.api.save(payload) };
}

async function update(betId: string, spec: BetSpec, acceptAnyOdds?: boolean) {
  app.t.clock.advance(DELAY_MS[spec.market]);
  const body: Parameters<typeof app.api.update>[0] & { acceptAnyOdds?: boolean } = {
    userId: app.player.userId,
    BetId: betId,
    oddsRequest: spec.price,
  };
  if (acceptAnyOdds !== undefined) body.acceptAnyOdds = acceptAnyOdds;
  return app.api.update(body);
}

// kind, side, asked price (fancy: the line, rate 100 asked), better now, worse now.
const cases: Array<[string, BetSpec, number, number]> = [
  ['match odds back', { market: 'Matchodds', marketId: MO, selectionId: HOME, side: 'back', price: 2, stake: 100 }, 2.04, 1.98],
  ['match odds lay', { market: 'Matchodds', marketId: MO, selectionId: HOME, side: 'lay', price: 2.02, stake: 100 }, 2, 2.06],
  ['bookmaker back', { market: 'BookMaker', marketId: BM, selectionId: BM_HOME, side: 'back', price: 45, stake: 100 }, 47, 43],
  ['bookmaker lay', { market: 'BookMaker', marketId: BM, selectionId: BM_HOME, side: 'lay', price: 50, stake: 100 }, 48, 52],
  ['fancy YES', { market: 'Fancy', marketId: FANCY, selectionId: FANCY_SEL, side: 'back', price: 150, stake: 100, rate: 100 }, 110, 90],
  ['fancy NO', { market: 'Fancy', marketId: FANCY, selectionId: FANCY_SEL, side: 'lay', price: 150, stake: 100, rate: 100 }, 90, 110],
];

describe.each(cases)('%s', (_name, spec, better, worse) => {
  const fancy = spec.market === 'Fancy';
  const matchedField = (row: Awaited<ReturnType<typeof betRow>>) => (fancy ? row?.rate : row?.odds_matched);

  test('a better price at Submit is saved, and matched at the price then on offer', async () => {
    const state = structuredClone(must(app.t.deps.snapshots.event(7_000_001), 'the published test event'));
    moveTo(state, spec, better);
    const { betId, response } = await save(spec);
    expect(response.json()).toEqual({ isSuccess: true, betId });
    const ok = await update(betId, spec);
    // The answer says the price (fancy: the line, the same; its rate is what improved).
    expect(ok.json()).toEqual(
      fancy ? { isSuccess: true, message: MSG.betPlaced } : { isSuccess: true, message: MSG.betPlaced, oddsMatched: better },
    );
    expect(await betRow(betId)).toMatchObject({ status: 'matched' });
    expect(Number(matchedField(await betRow(betId)))).toBe(better);
  });

  test('a better price after the delay is the fill', async () => {
    const state = structuredClone(must(app.t.deps.snapshots.event(7_000_001), 'the published test event'));
    const { betId } = await save(spec);
    moveTo(state, spec, better);
    const ok = await update(betId, spec);
    expect(ok.json()).toMatchObject({ isSuccess: true, message: MSG.betPlaced });
    expect(Number(matchedField(await betRow(betId)))).toBe(better);
  });

  test("a worse price at Submit is 'Odds Changed!' and nothing is written; with accept any odds it is taken", async () => {
    const state = structuredClone(must(app.t.deps.snapshots.event(7_000_001), 'the published test event'));
    moveTo(state, spec, worse);
    const refused = await save(spec);
    expect(refused.response.statusCode).toBe(400);
    expect(refused.response.json()).toEqual({ isSuccess: false, message: MSG.oddsChanged });
    expect(await betCount()).toBe(0);
    const { betId, response } = await save(spec, true);
    expect(response.json()).toEqual({ isSuccess: true, betId });
    expect((await update(betId, spec, true)).json()).toMatchObject({ isSuccess: true, message: MSG.betPlaced });
    expect(Number(matchedField(await betRow(betId)))).toBe(worse);
  });

  test("a worse price after the delay removes the bet with 'Odds Changed!'; with accept any odds it is the fill", async () => {
    const state = structuredClone(must(app.t.deps.snapshots.event(7_000_001), 'the published test event'));
    const first = await save(spec);
    moveTo(state, spec, worse);
    const refused = await update(first.betId, spec);
    expect(refused.json()).toMatchObject({ isSuccess: false, message: MSG.oddsChanged });
    expect(await betRow(first.betId)).toMatchObject({ status: 'deleted' });
    moveTo(state, spec, fancy ? 100 : spec.price);
    const second = await save(spec, true);
    moveTo(state, spec, worse);
    expect((await update(second.betId, spec, true)).json()).toMatchObject({ isSuccess: true, message: MSG.betPlaced });
    expect(Number(matchedField(await betRow(second.betId)))).toBe(worse);
  });
});

test('accept any odds never takes a match-odds price outside the betting window (1.01–3)', async () => {
  const spec: BetSpec = { market: 'Matchodds', marketId: MO, selectionId: HOME, side: 'lay', price: 2.02, stake: 100 };
  const state = structuredClone(must(app.t.deps.snapshots.event(7_000_001), 'the published test event'));
  const { betId } = await save(spec, true);
  state.book.matchOdds.runners[0].lay = [3.05, 3.1, 3.15].map((price) => ({ price, size: 5000 }));
  publish(app.t.deps.snapshots, state);
  const refused = await update(betId, spec, true);
  expect(refused.json()).toMatchObject({ isSuccess: false, message: MSG.oddsChanged });
  expect(await betRow(betId)).toMatchObject({ status: 'deleted' });
  const atSave = await save(spec, true);
  expect(atSave.response.statusCode).toBe(400);
  expect(atSave.response.json()).toEqual({ isSuccess: false, message: MSG.notAbleToBet });
  expect(await betCount()).toBe(1); // the first bet's removed row only
});

test('accept any odds is validated: a non-boolean is refused and nothing is written', async () => {
  const spec: BetSpec = { market: 'Matchodds', marketId: MO, selectionId: HOME, side: 'back', price: 2, stake: 100 };
  const response = await app.api.save(savePayload(app.player.userId, spec, { AcceptAnyOdds: 'yes' }));
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ isSuccess: false });
  expect(await betCount()).toBe(0);
});

describe('a stake with paise (the cash-out hedge)', () => {
  const backHome: BetSpec = { market: 'Matchodds', marketId: MO, selectionId: HOME, side: 'back', price: 2, stake: 100 };

  test('is refused on a bet that adds risk, and on any market but match odds; nothing is written', async () => {
    for (const spec of [
      { ...backHome, stake: 100.5 },
      { market: 'BookMaker', marketId: BM, selectionId: BM_HOME, side: 'back', price: 45, stake: 100.5 } as BetSpec,
    ]) {
      const { response } = await save(spec);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ isSuccess: false });
    }
    const tooFine = await app.api.save(savePayload(app.player.userId, backHome, { AmountStake: '100.555' }));
    expect(tooFine.statusCode).toBe(400);
    expect(await betCount()).toBe(0);
  });

  test('is taken for a hedge that leaves the position level, which is matched to the paisa', async () => {
    const position = { ...backHome, stake: 300 };
    const first = await save(position);
    expect((await update(first.betId, position)).json()).toEqual({ isSuccess: true, message: MSG.betPlaced });
    // Back Mumbai 300 at 2 (+300 / −300); lay Mumbai at 2.02 for 297.03 leaves −2.97 / −2.97.
    const hedge: BetSpec = { market: 'Matchodds', marketId: MO, selectionId: HOME, side: 'lay', price: 2.02, stake: 297.03 };
    const { betId, response } = await save(hedge);
    expect(response.json()).toEqual({ isSuccess: true, betId });
    expect((await update(betId, hedge)).json()).toEqual({ isSuccess: true, message: MSG.betPlaced });
    expect(await betRow(betId)).toMatchObject({ status: 'matched', stake: 29_703, odds_matched: 2.02 });
    const wallet = await app.t.deps.db
      .selectFrom('wallets')
      .select('exposure')
      .where('user_id', '=', app.player.userId)
      .executeTakeFirstOrThrow();
    expect(wallet.exposure).toBe(297); // −2.97 whoever wins
  });
});
