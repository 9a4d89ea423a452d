// A race's non-runners (Betfair's REMOVED runners): bets on them are void, the rest settle on the
// winner; the feed's persisted result carries them, so a settlement caught up after a restart agrees.
import type { TestApp } from '../test/app';
import { operatorSession, startApp } from '../test/fixtures';
import type { Session } from '../test/auth/testSupport';
import { AWAY, HOME, MO, publish, cricketEvent } from '../test/bets/testSupport';
import { FeedRecorder } from '../feed/recorder';
import { SETTLEMENT_MSG, settleMarket } from './settleMarket';
import { startSettlement } from './subscriber';
import { withSettlementTables } from './tables';
import { betsByBetId, bettor, ledgerMismatches, persistTestEvent, walletOf } from './testSupport';

jest.setTimeout(30_000);

let t: TestApp;
let player: Session;

beforeEach(async () => {
  ({ t, player1: player } = await startApp({ signIn: ['player1'] }));
  publish(t.deps.snapshots, cricketEvent(t.clock.now()));
  await persistTestEvent(t);
});
afterEach(async () => {
  expect(await ledgerMismatches(t)).toEqual([]);
  await t.close();
});

async function backBoth(): Promise<{ onWinner: string; onNonRunner: string; before: number }> {
  const bets = bettor(t, player);
  const before = (await walletOf(t, player.userId)).balance;
  const onWinner = await bets.matched({ market: 'Matchodds', marketId: MO, selectionId: HOME, side: 'back', price: 2, stake: 100 });
  const onNonRunner = await bets.matched({ market: 'Matchodds', marketId: MO, selectionId: AWAY, side: 'back', price: 1.96, stake: 100 });
  return { onWinner, onNonRunner, before };
}

/** The bet on the winner paid its ₹100 and the one on the non-runner void: its stake neither paid nor lost. */
async function expectWinnerPaidNonRunnerVoid({ onWinner, onNonRunner, before }: Awaited<ReturnType<typeof backBoth>>): Promise<void> {
  expect(await betsByBetId(t, [onWinner, onNonRunner])).toEqual([
    expect.objectContaining({ status: 'settled', result_amount: 100_00 }),
    expect.objectContaining({ status: 'void', result_amount: 0 }),
  ]);
  expect((await walletOf(t, player.userId)).balance).toBe(before + 100_00);
}

/** The operator settles the market on HOME: one bet settled, the non-runner's voided. */
async function settleOnHome(call: Awaited<ReturnType<typeof operatorSession>>['call']): Promise<void> {
  const settled = await call('POST', `/markets/${MO}/settle`, { winnerSelectionId: HOME });
  expect([settled.statusCode, settled.json()]).toEqual([200, expect.objectContaining({ betsSettled: 1, betsVoided: 1 })]);
}

test('a bet on a non-runner is void and returns the stake; the bet on the winner is paid', async () => {
  const both = await backBoth();
  const summary = await settleMarket(t.deps.db, {
    marketId: MO,
    outcome: { outcome: 'winner', winnerSelectionId: HOME, voidSelectionIds: [AWAY] },
    source: 'feed',
    kind: 'Matchodds',
    eventId: 7_000_001,
  });
  expect(summary).toMatchObject({ betsSettled: 1, betsVoided: 1 });
  await expectWinnerPaidNonRunnerVoid(both);
});

/** The feed's result as Betfair's CLOSED race gives it: HOME won, AWAY was withdrawn (REMOVED). */
async function persistRaceResult(): Promise<void> {
  await new FeedRecorder(t.deps.db).persist({
    series: [],
    markets: [],
    events: [],
    removed: [],
    results: [
      {
        outcome: 'winner',
        winnerSelectionId: HOME,
        voidSelectionIds: [AWAY],
        marketId: MO,
        eventId: 7_000_001,
        kind: 'Matchodds',
        description: 'Mumbai',
        decidedAt: t.clock.now(),
      },
    ],
  });
}

async function settleFromDatabase(): Promise<void> {
  const worker = startSettlement(t.deps.db, { onResult: () => () => undefined });
  await worker.idle();
  await worker.stop();
}

test('the non-runners travel with the persisted result: a settlement caught up from the database voids them too', async () => {
  const both = await backBoth();
  await persistRaceResult();
  await settleFromDatabase();
  await expectWinnerPaidNonRunnerVoid(both);
});

test("rolled back and settled again by the operator, a non-runner's bets stay void: the stake comes back, never a payout", async () => {
  const both = await backBoth();
  await persistRaceResult();
  await settleFromDatabase();
  await expectWinnerPaidNonRunnerVoid(both);

  const { call } = await operatorSession(t);
  const rolledBack = await call('POST', `/markets/${MO}/rollback`, { reason: 'Stewards enquiry' });
  expect([rolledBack.statusCode, rolledBack.json()]).toEqual([200, expect.objectContaining({ betsReopened: 2, alreadyRolledBack: false })]);
  expect(await betsByBetId(t, [both.onWinner, both.onNonRunner])).toEqual([
    expect.objectContaining({ status: 'matched' }),
    expect.objectContaining({ status: 'matched' }),
  ]);

  await settleOnHome(call);
  // As one right settlement: the winner's ₹100, and the non-runner's stake neither paid nor lost.
  await expectWinnerPaidNonRunnerVoid(both);
});

test('a non-runner cannot be named the winner: 400 with the reason, nothing settled', async () => {
  await backBoth();
  await persistRaceResult();
  await settleFromDatabase();
  const { call } = await operatorSession(t);
  expect((await call('POST', `/markets/${MO}/rollback`, { reason: 'Stewards enquiry' })).statusCode).toBe(200);
  const refused = await call('POST', `/markets/${MO}/settle`, { winnerSelectionId: AWAY });
  expect([refused.statusCode, refused.json()]).toEqual([400, expect.objectContaining({ message: SETTLEMENT_MSG.nonRunnerWinner(AWAY) })]);
  const row = await withSettlementTables(t.deps.db)
    .selectFrom('market_settlements')
    .select('rolled_back_at')
    .where('market_id', '=', MO)
    .executeTakeFirstOrThrow();
  expect(row.rolled_back_at).not.toBeNull();
});

test('a race the feed left undecided, settled by the operator: the runner Betfair withdrew is stored as such and its bets are void', async () => {
  const both = await backBoth();
  // What the Betfair feed stores when it withdraws a runner: the market again, the runner withdrawn.
  await new FeedRecorder(t.deps.db).persist({
    series: [],
    markets: [
      {
        id: MO,
        eventId: 7_000_001,
        kind: 'Matchodds',
        name: 'Match Odds',
        runners: [
          { selectionId: HOME, name: 'Mumbai' },
          { selectionId: AWAY, name: 'Delhi', withdrawn: true },
        ],
      },
    ],
    events: [],
    removed: [],
    results: [],
  });
  const runners = await t.deps.db.selectFrom('runners').select(['selection_id', 'withdrawn']).where('market_id', '=', MO).execute();
  expect(runners.sort((a, b) => a.selection_id - b.selection_id)).toEqual(
    [
      { selection_id: HOME, withdrawn: false },
      { selection_id: AWAY, withdrawn: true },
    ].sort((a, b) => a.selection_id - b.selection_id),
  );
  const { call } = await operatorSession(t);
  expect((await call('POST', `/markets/${MO}/suspend`, { reason: 'Race over, photo finish' })).statusCode).toBe(200);
  await settleOnHome(call);
  await expectWinnerPaidNonRunnerVoid(both);
});
