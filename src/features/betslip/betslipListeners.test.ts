// Price taps, cashout and the stake buttons through a real store: the slip opens only when the
// spec's rules allow it, the refusals use the spec's words, and the saved buttons reach the server.
import { MSG } from '../../domain/messages';
import { makeOdds, runner, session } from '../../testing/sportsFixtures';
import { priceClicked } from '../market';
import {
  cashoutRequested,
  oneTapChanged,
  selectSlip,
  stackButtonsSubmitted,
  stackEditorOpened,
  selectStackEditorOpen,
} from './betslipSlice';
import { BACK_INDIA, EVENT, NO_SESSION, SPORT_LIMITS, betRow, bettingWorld, paths, fakeTimersAtNow } from '../../testing/betFixtures';

fakeTimersAtNow();

async function tap(world: Awaited<ReturnType<typeof bettingWorld>>, payload = BACK_INDIA) {
  world.store.dispatch(priceClicked(payload));
  await jest.advanceTimersByTimeAsync(0);
}

describe('a price tap', () => {
  it('opens the slip on that price with the stake reset', async () => {
    const world = await bettingWorld();
    await tap(world);
    expect(selectSlip(world.store.getState())).toEqual({ ...BACK_INDIA, stake: '' });
    expect(world.messages()).toEqual([]);
  });

  it.each([
    ['the player is locked (LockBetting 1)', { login: { LockBetting: 1 as const } }, BACK_INDIA],
    ['the match is locked', {}, { ...BACK_INDIA, event: { ...EVENT, isBetLock: true } }],
    [
      'betting is not open yet (event date − BetStartTime)',
      {},
      { ...BACK_INDIA, event: { ...EVENT, eventDate: '2025-01-15T11:00:01.000Z' } },
    ],
    [
      'the market is suspended',
      { world: { odds: makeOdds({ Odds: [{ ...makeOdds().Odds[0], status: 'SUSPENDED' as const }] }) } },
      BACK_INDIA,
    ],
  ])('is refused when %s', async (_why, options, payload) => {
    const world = await bettingWorld(options);
    await tap(world, payload);
    expect(world.extra.toasts).toEqual([{ kind: 'error', message: MSG.notAbleToBet }]);
    expect(selectSlip(world.store.getState())).toBeNull();
  });

  it('is refused when the price is above 3, saying the window under the refusal', async () => {
    const world = await bettingWorld({
      world: { odds: makeOdds({ Odds: [{ ...makeOdds().Odds[0], runners: [runner(1, 'India', 3.05, 3.1)] }] }) },
    });
    await tap(world, { ...BACK_INDIA, price: 3.05 });
    expect(world.extra.toasts).toEqual([
      { kind: 'error', message: `${MSG.notAbleToBet}\nBetting is open for prices 1.01 to 3 on this market` },
    ]);
    expect(selectSlip(world.store.getState())).toBeNull();
  });

  it('opens an hour before the start when BetStartTime is 60', async () => {
    const world = await bettingWorld();
    await tap(world, { ...BACK_INDIA, event: { ...EVENT, eventDate: '2025-01-15T11:00:00.000Z' } });
    expect(selectSlip(world.store.getState())).not.toBeNull();
  });

  it("says 'Ball Running..' on a fancy session whose ball is being bowled", async () => {
    const world = await bettingWorld({
      world: { odds: makeOdds({ Fancy: [session(301, '6 over runs IND', { GameStatus: 'Ball Running' })] }) },
    });
    await tap(world, NO_SESSION);
    expect(world.messages()).toEqual([MSG.ballRunning]);
    expect(selectSlip(world.store.getState())).toBeNull();
  });
});

describe('cashout', () => {
  const twoRunners = (india: [number, number]) =>
    makeOdds({ Odds: [{ ...makeOdds().Odds[0], runners: [runner(1, 'India', ...india), runner(2, 'Australia', 2.1, 2.14)] }] });

  it('fills the slip with the exact hedge: back India 100 at 2.00, lay India 100 at 2.00', async () => {
    const world = await bettingWorld({ world: { odds: twoRunners([1.98, 2]), rows: [betRow()] } });
    world.store.dispatch(cashoutRequested({ event: EVENT, marketId: '1.1000042' }));
    await jest.advanceTimersByTimeAsync(0);
    expect(selectSlip(world.store.getState())).toMatchObject({
      marketKind: 'Matchodds',
      selectionId: 1,
      runnerName: 'India',
      side: 'lay',
      price: 2,
      stake: '100',
      cashout: true,
      // Back 100 at 2 (+100 / −100) and lay 100 at 2 (−100 / +100): level at nothing.
      cashoutValue: 0,
    });
    expect(world.messages()).toEqual([]);
  });

  it("says '❌ No exact cashout possible.' when no hedge fits the cap of 10000, or there are no bets", async () => {
    // Back India 30000 at 2: +30000 / −30000. Levelling needs lay India 30000 or back Australia 28571.43.
    const big = betRow({ amountStake: 30000, profit: 30000, liability: -30000 });
    const world = await bettingWorld({ world: { odds: twoRunners([1.98, 2]), rows: [big] } });
    world.store.dispatch(cashoutRequested({ event: EVENT, marketId: '1.1000042' }));
    await jest.advanceTimersByTimeAsync(0);
    expect(world.extra.toasts).toEqual([{ kind: 'error', message: MSG.noExactCashout }]);
    expect(selectSlip(world.store.getState())).toBeNull();
    jest.restoreAllMocks();

    const noBets = await bettingWorld({ world: { odds: twoRunners([1.98, 2]), rows: [] } });
    noBets.store.dispatch(cashoutRequested({ event: EVENT, marketId: '1.1000042' }));
    await jest.advanceTimersByTimeAsync(0);
    expect(noBets.messages()).toEqual([MSG.noExactCashout]);
    expect(selectSlip(noBets.store.getState())).toBeNull();
  });

  // Back India 100 at 1.5: +50 / −100. Lay India 50 at 3 leaves −50; back Australia 71.43 at 2.1
  // leaves −21.43 (the smaller, spec §4): both below a minimum of 100.
  const belowMinimum = { odds: twoRunners([2.9, 3]), rows: [betRow({ oddsRequest: 1.5, profit: 50 })] };
  const stackLimits = (minOddLimit: number) => ({
    body: { isSuccess: true, data: { sports: [{ ...SPORT_LIMITS, minOddLimit }], userMatchSettings: [] } },
  });

  it('never proposes a stake Submit would refuse: both hedges are below the minimum of 100', async () => {
    const world = await bettingWorld({ world: belowMinimum, overrides: { 'GET /GetStackLimit': stackLimits(100) } });
    world.store.dispatch(cashoutRequested({ event: EVENT, marketId: '1.1000042' }));
    await jest.advanceTimersByTimeAsync(0);
    expect(world.messages()).toEqual([MSG.noExactCashout]);
    expect(selectSlip(world.store.getState())).toBeNull();
  });

  it('proposes the hedge, to the paisa, when the limits of GetStackLimit allow its stake (minimum 50)', async () => {
    const world = await bettingWorld({ world: belowMinimum, overrides: { 'GET /GetStackLimit': stackLimits(50) } });
    world.store.dispatch(cashoutRequested({ event: EVENT, marketId: '1.1000042' }));
    await jest.advanceTimersByTimeAsync(0);
    expect(selectSlip(world.store.getState())).toMatchObject({ selectionId: 2, side: 'back', price: 2.1, stake: '71.43', cashout: true });
    expect(world.messages()).toEqual([]);
  });

  it('proposes nothing on a thin market (less than 100000 matched in cricket shows 100 to 1)', async () => {
    const thin = twoRunners([1.98, 2]);
    thin.Odds[0].totalMatched = 99999;
    const world = await bettingWorld({ world: { odds: thin, rows: [betRow()] } });
    world.store.dispatch(cashoutRequested({ event: EVENT, marketId: '1.1000042' }));
    await jest.advanceTimersByTimeAsync(0);
    expect(world.messages()).toEqual([MSG.noExactCashout]);
    expect(selectSlip(world.store.getState())).toBeNull();
  });
});

describe('the stake buttons', () => {
  const buttons = [
    { label: '1k', value: 1000 },
    { label: '2k', value: 2000 },
  ];

  it("saves them, says 'Update Successfully!' and closes the popup", async () => {
    const world = await bettingWorld();
    world.store.dispatch(stackEditorOpened());
    world.store.dispatch(stackButtonsSubmitted({ buttons }));
    await jest.advanceTimersByTimeAsync(0);
    expect(world.server.callsTo(paths.saveButtons).map((c) => c.body)).toEqual([buttons]);
    expect(world.extra.toasts).toEqual([{ kind: 'success', message: MSG.updateSuccess }]);
    expect(selectStackEditorOpen(world.store.getState())).toBe(false);
  });

  it("says 'Try again later!' when the server refuses, and keeps the popup open", async () => {
    const world = await bettingWorld({
      overrides: { [paths.saveButtons]: { status: 400, body: { message: 'Button 1: bad', isSuccess: false } } },
    });
    world.store.dispatch(stackEditorOpened());
    world.store.dispatch(stackButtonsSubmitted({ buttons }));
    await jest.advanceTimersByTimeAsync(0);
    expect(world.extra.toasts).toEqual([{ kind: 'error', message: MSG.tryAgainLater }]);
    expect(selectStackEditorOpen(world.store.getState())).toBe(true);
  });
});

describe('one-tap betting', () => {
  it('is off by default: a tap only opens the slip', async () => {
    const world = await bettingWorld();
    await tap(world);
    await jest.advanceTimersByTimeAsync(7000);
    expect(world.server.callsTo(paths.save)).toHaveLength(0);
    expect(selectSlip(world.store.getState())).toMatchObject({ price: 1.85, stake: '' });
  });

  it('once on with a stake, a single tap places the bet through the same workflow and delay, then confirms', async () => {
    const world = await bettingWorld();
    world.store.dispatch(oneTapChanged({ enabled: true, stake: 300 }));
    expect(world.extra.prefs.get('betslip.oneTap.7')).toBe('300');
    await tap(world);
    expect(world.server.callsTo(paths.save)).toHaveLength(1);
    // The market's delay (5 s) and the exposure read come first, as for Submit.
    expect(world.server.callsTo(paths.update)).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(7000);
    expect(world.server.callsTo(paths.update)).toHaveLength(1);
    expect(world.messages()).toEqual([MSG.betPlaced]);
    expect(selectSlip(world.store.getState())).toBeNull();
    world.store.dispatch(oneTapChanged({ enabled: false, stake: 0 }));
    expect(world.extra.prefs.get('betslip.oneTap.7')).toBe('0');
  });
});
