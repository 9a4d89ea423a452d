// The placement saga through a real store, fake timers and a stub server: what the player is told,
// in which order the calls go out, what the encrypted bodies hold, and that a failed bet is deleted.
import { MSG, SERVER_MSG } from '../../domain/messages';
import type { SaveBetPayload, UpdateUnmatchBetPayload } from '../../domain/contract/bets';
import { walletApi } from '../wallet';
import { betslipApi } from './betslipApi';
import { priceClicked } from '../market';
import { makeOdds, runner } from '../../testing/sportsFixtures';
import {
  acceptAnyOddsToggled,
  betSubmitted,
  selectAcceptAnyOdds,
  selectIsPlacing,
  selectLastError,
  selectPlacingEndsAt,
  selectSlip,
  stakeChanged,
} from './betslipSlice';
import { BACK_INDIA, NO_SESSION, NOW, PLAYER, bettingWorld, decrypted, paths, fakeTimersAtNow } from '../../testing/betFixtures';

fakeTimersAtNow();

async function submit(world: Awaited<ReturnType<typeof bettingWorld>>, tap = BACK_INDIA, stake = '100') {
  world.store.dispatch(priceClicked(tap));
  await jest.advanceTimersByTimeAsync(0);
  world.store.dispatch(stakeChanged(stake));
  world.store.dispatch(betSubmitted());
  await jest.advanceTimersByTimeAsync(0);
}

const callsIn = (world: Awaited<ReturnType<typeof bettingWorld>>) =>
  world.server.calls
    .map((c) => `${c.method} ${c.path}`)
    .filter((c) => Object.values(paths).includes(c as never) && !c.startsWith('GET /check'));

test('a back bet: saved, exposure read after 1 s, matched after the market delay, slip closed, balance refreshed', async () => {
  const world = await bettingWorld();
  const { store, server } = world;
  store.dispatch(walletApi.endpoints.balance.initiate({ userId: PLAYER.Id, selfUser: 0 })); // the header's subscription
  store.dispatch(betslipApi.endpoints.fetchLastBet.initiate({ userId: PLAYER.Id, eventId: '1000042' })); // My Bet's
  await submit(world);
  const myBetReads = server.callsTo(paths.lastBets).length;

  expect(selectIsPlacing(store.getState())).toBe(true);
  const [save] = server.callsTo(paths.save);
  const bet = decrypted<SaveBetPayload>(save.body);
  expect(bet).toMatchObject({
    SeriesId: 11,
    SportId: 4,
    EventId: '1000042',
    Event: 'India v Australia',
    MarketId: '1.1000042',
    Market: 'Matchodds',
    SelectionId: 1,
    Selection: 'India',
    OddsType: 1,
    Type: 'back',
    OddsRequest: 1.85,
    AmountStake: 100,
    BetType: 2,
    IsSettlement: 2,
    IsDelete: 0,
    Status: true,
    UserId: 7,
    ResultType: null,
    ResultAmount: 0,
    IpAddress: '127.0.0.1',
    IsMatched: true,
    EventName: 'India v Australia',
    Profit: '85.00',
    Liability: '-100.00',
    settleTime: null,
    PlaceTime: '2025-01-15T15:30:00.000Z',
    MatchedTime: '2025-01-15T15:30:00.000Z',
  });
  expect(bet.BetId).toMatch(/^[A-Za-z0-9]{30}$/);

  await jest.advanceTimersByTimeAsync(999);
  expect(server.callsTo(paths.expo1).length).toBeGreaterThan(0);
  const exposureReads = server.callsTo(paths.expo1).length;
  await jest.advanceTimersByTimeAsync(1);
  expect(server.callsTo(paths.expo1).length).toBe(exposureReads + 1);
  await jest.advanceTimersByTimeAsync(4999);
  expect(server.callsTo(paths.update)).toHaveLength(0);
  expect(selectIsPlacing(store.getState())).toBe(true);
  await jest.advanceTimersByTimeAsync(1);

  const update = decrypted<UpdateUnmatchBetPayload>(server.callsTo(paths.update)[0].body);
  expect(update).toEqual({ userId: 7, BetId: bet.BetId, oddsRequest: 1.85, exposure: -100 });
  expect(world.extra.toasts).toEqual([{ kind: 'success', message: MSG.betPlaced }]);
  expect(selectSlip(store.getState())).toBeNull();
  expect(selectIsPlacing(store.getState())).toBe(false);
  expect(server.callsTo(paths.remove)).toHaveLength(0);
  await jest.advanceTimersByTimeAsync(0);
  expect(server.callsTo(paths.expo1).length).toBe(exposureReads + 2); // the header refetched after the match
  expect(server.callsTo(paths.lastBets).length).toBe(myBetReads + 1); // and My Bet
});

test('a fancy No bet is priced at the session rate and waits the fancy delay', async () => {
  const world = await bettingWorld();
  await submit(world, NO_SESSION, '200');
  const bet = decrypted<SaveBetPayload>(world.server.callsTo(paths.save)[0].body);
  expect(bet).toMatchObject({
    Market: 'Fancy',
    OddsType: 3,
    Type: 'lay',
    OddsRequest: 52,
    MarketId: '3.301',
    SelectionId: 301,
    Profit: '200.00',
    Liability: '-200.00',
  });
  await jest.advanceTimersByTimeAsync(1000 + 1999);
  expect(world.server.callsTo(paths.update)).toHaveLength(0);
  await jest.advanceTimersByTimeAsync(1);
  expect(decrypted<UpdateUnmatchBetPayload>(world.server.callsTo(paths.update)[0].body).oddsRequest).toBe(52);
  expect(world.messages()).toEqual([MSG.betPlaced]);
});

test('Insufficient Balance!: the saved bet is deleted and nothing is matched', async () => {
  const world = await bettingWorld({ world: { expo: { FinalExpo: -100, mainBalanceafterExpo: -40 } } });
  await submit(world);
  await jest.advanceTimersByTimeAsync(1000);
  const betId = decrypted<SaveBetPayload>(world.server.callsTo(paths.save)[0].body).BetId;
  expect(world.server.callsTo(paths.remove).map((c) => c.body)).toEqual([{ userId: 7, BetId: betId }]);
  expect(world.server.callsTo(paths.update)).toHaveLength(0);
  expect(world.extra.toasts).toEqual([{ kind: 'error', message: MSG.insufficientBalance }]);
  expect(selectSlip(world.store.getState())).not.toBeNull();
  expect(selectLastError(world.store.getState())).toBe(MSG.insufficientBalance);
  expect(selectIsPlacing(world.store.getState())).toBe(false);
});

test("Exposure Limit Exceed! when the exposure passes the player's limit: deleted", async () => {
  const world = await bettingWorld({ world: { expo: { FinalExpo: -200000.01, mainBalanceafterExpo: 10 } } });
  await submit(world);
  await jest.advanceTimersByTimeAsync(1000);
  expect(world.server.callsTo(paths.remove)).toHaveLength(1);
  expect(world.messages()).toEqual([MSG.exposureLimitExceed]);
  await jest.advanceTimersByTimeAsync(10_000);
  expect(world.server.callsTo(paths.update)).toHaveLength(0);
});

test('Odds Changed! when the price moved against the player after the delay: deleted, never updated; the slip moves to the live price', async () => {
  const world = await bettingWorld();
  await submit(world);
  world.world.odds = makeOdds({
    Odds: [{ ...makeOdds().Odds[0], runners: [runner(1, 'India', 1.8, 1.82), runner(2, 'Australia', 2.1, 2.14)] }],
  });
  await jest.advanceTimersByTimeAsync(6000);
  expect(callsIn(world)).toEqual([paths.save, paths.expo1, paths.remove]);
  expect(world.messages()).toEqual([MSG.oddsChanged]);
  // Live again: the current price, the asked one kept for the change mark, ready to submit.
  expect(selectSlip(world.store.getState())).toMatchObject({ price: 1.8, changedFrom: { price: 1.85 }, stake: '100' });
  expect(selectIsPlacing(world.store.getState())).toBe(false);
});

test('price or better: a better price after the delay is taken, and the player is told at what price', async () => {
  const world = await bettingWorld({
    overrides: { [paths.update]: { body: { isSuccess: true, message: MSG.betPlaced, oddsMatched: 1.9 } } },
  });
  await submit(world);
  expect(selectPlacingEndsAt(world.store.getState())).toBe(NOW + 1000 + 5000); // the slip's countdown
  world.world.odds = makeOdds({
    Odds: [{ ...makeOdds().Odds[0], runners: [runner(1, 'India', 1.9, 1.92), runner(2, 'Australia', 2.1, 2.14)] }],
  });
  await jest.advanceTimersByTimeAsync(6000);
  expect(decrypted<UpdateUnmatchBetPayload>(world.server.callsTo(paths.update)[0].body)).toMatchObject({ oddsRequest: 1.9 });
  expect(world.messages()).toEqual([MSG.betPlaced, 'Matched at 1.9, better than your 1.85']);
  expect(world.server.callsTo(paths.remove)).toHaveLength(0);
});

test('accept any odds: remembered for the player, told to the server, and a worse price is taken', async () => {
  const world = await bettingWorld();
  world.store.dispatch(acceptAnyOddsToggled(true));
  expect(world.extra.prefs.get(`betslip.acceptAnyOdds.${PLAYER.Id}`)).toBe('1');
  await submit(world);
  expect(selectAcceptAnyOdds(world.store.getState())).toBe(true);
  expect(decrypted<SaveBetPayload>(world.server.callsTo(paths.save)[0].body)).toMatchObject({ AcceptAnyOdds: true, OddsRequest: 1.85 });
  world.world.odds = makeOdds({
    Odds: [{ ...makeOdds().Odds[0], runners: [runner(1, 'India', 1.8, 1.82), runner(2, 'Australia', 2.1, 2.14)] }],
  });
  await jest.advanceTimersByTimeAsync(6000);
  expect(decrypted<UpdateUnmatchBetPayload>(world.server.callsTo(paths.update)[0].body)).toMatchObject({
    oddsRequest: 1.8,
    acceptAnyOdds: true,
  });
  expect(world.messages()[0]).toBe(MSG.betPlaced);
});

test("the server's refusal of the update is shown and the pending bet deleted", async () => {
  const world = await bettingWorld({
    overrides: { [paths.update]: { status: 400, body: { isSuccess: false, message: MSG.oddsChanged } } },
  });
  await submit(world);
  await jest.advanceTimersByTimeAsync(6000);
  expect(world.server.callsTo(paths.update)).toHaveLength(1);
  expect(world.server.callsTo(paths.remove)).toHaveLength(1);
  expect(world.messages()).toEqual([MSG.oddsChanged]);
});

const SHED = {
  status: 503,
  headers: { 'retry-after': '1' },
  body: { isSuccess: false, message: SERVER_MSG.unavailable, status: 'unavailable', pressure: 'moneyGate' },
};

test.each([
  // Nothing was saved: nothing to update or delete.
  ['a save', 'the slip kept as it was', paths.save, { update: 0, remove: 0 }],
  // The pending bet was saved: it is deleted, never matched.
  ['an update', 'the saved bet deleted, the slip kept', paths.update, { update: 1, remove: 1 }],
])('%s shed under overload (503, Retry-After): "Bet Not Placed", %s, nothing resubmitted', async (_, __, shedPath, calls) => {
  const world = await bettingWorld({ overrides: { [shedPath]: SHED } });
  await submit(world);
  await jest.advanceTimersByTimeAsync(10_000);
  expect(world.server.callsTo(paths.save)).toHaveLength(1);
  expect(world.server.callsTo(paths.update)).toHaveLength(calls.update);
  expect(world.server.callsTo(paths.remove)).toHaveLength(calls.remove);
  expect(world.extra.toasts).toEqual([{ kind: 'error', message: MSG.betNotPlaced }]);
  // The player's selection and stake stay, ready for another tap.
  expect(selectSlip(world.store.getState())).toMatchObject({ price: 1.85, stake: '100' });
  expect(selectIsPlacing(world.store.getState())).toBe(false);
});

test('a refused save shows the server\'s words, an empty failure "Bet Not Placed"; nothing to delete', async () => {
  const refused = await bettingWorld({
    overrides: { [paths.save]: { status: 400, body: { isSuccess: false, message: MSG.insufficientBalance } } },
  });
  await submit(refused);
  expect(refused.messages()).toEqual([MSG.insufficientBalance]);
  expect(refused.server.callsTo(paths.remove)).toHaveLength(0);
  jest.restoreAllMocks();

  const broken = await bettingWorld({ overrides: { [paths.save]: 'network-error' } });
  await submit(broken);
  expect(broken.messages()).toEqual([MSG.betNotPlaced]);
  expect(broken.server.callsTo(paths.remove)).toHaveLength(0);
});

test("stake checks at Submit, with the spec's words, before anything is saved", async () => {
  const world = await bettingWorld();
  for (const stake of ['', '1', '99', '25001']) {
    await submit(world, BACK_INDIA, stake);
  }
  await submit(world, NO_SESSION, '20001');
  expect(world.messages()).toEqual([...Array(4).fill(MSG.stakeBetween(100, 25000)), MSG.stakeBetween(100, 20000)]);
  expect(world.server.callsTo(paths.save)).toHaveLength(0);
});

test('a thin match-odds market: under 100 is out of range, anything else over the maximum', async () => {
  const thin = makeOdds({ Odds: [{ ...makeOdds().Odds[0], totalMatched: 99_999 }] });
  const world = await bettingWorld({ world: { odds: thin } });
  await submit(world, BACK_INDIA, '50');
  await submit(world, BACK_INDIA, '500');
  expect(world.messages()).toEqual([MSG.minMaxRangeNotValid, MSG.checkMaximumBetLimit]);
  expect(world.server.callsTo(paths.save)).toHaveLength(0);
});

test('Odds Changed! at Submit when the price moved after the tap; a second Submit in flight is ignored', async () => {
  const moved = await bettingWorld();
  moved.store.dispatch(priceClicked(BACK_INDIA));
  await jest.advanceTimersByTimeAsync(0);
  moved.world.odds = makeOdds({
    Odds: [{ ...makeOdds().Odds[0], runners: [runner(1, 'India', 1.8, 1.82), runner(2, 'Australia', 2.1, 2.14)] }],
  });
  moved.store.dispatch(stakeChanged('100'));
  moved.store.dispatch(betSubmitted());
  await jest.advanceTimersByTimeAsync(0);
  expect(moved.messages()).toEqual([MSG.oddsChanged]);
  expect(moved.server.callsTo(paths.save)).toHaveLength(0);
  jest.restoreAllMocks();

  const twice = await bettingWorld();
  await submit(twice);
  twice.store.dispatch(betSubmitted());
  await jest.advanceTimersByTimeAsync(6000);
  expect(twice.server.callsTo(paths.save)).toHaveLength(1);
  expect(twice.messages()).toEqual([MSG.betPlaced]);
});
