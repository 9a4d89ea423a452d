// The slip's own state: digits-only stakes, quick stakes, a slip held still while its bet is in
// flight, the popups, and a clean slate on sign-out.
import { makePlayerStore } from '../../testing/playerStore';
import { signedOut } from '../auth';
import { exposureClicked } from '../layout';
import { testExtra } from '../../testing/render';
import {
  betPlaced,
  myMarketClosed,
  placementFailed,
  placementStarted,
  quickStakeChosen,
  selectIsPlacing,
  selectLastError,
  selectMyMarketOpen,
  selectSlip,
  slipClosed,
  slipOpened,
  stakeChanged,
  stakeReset,
} from './betslipSlice';
import { BACK_INDIA, NO_SESSION } from '../../testing/betFixtures';

const storeWithSlip = () => {
  const store = makePlayerStore({ extra: testExtra() });
  store.dispatch(slipOpened(BACK_INDIA));
  return store;
};
const stake = (store: ReturnType<typeof storeWithSlip>) => selectSlip(store.getState())?.stake;

test('the stake keeps digits only (spec §5) and quick stakes set it', () => {
  const store = storeWithSlip();
  store.dispatch(stakeChanged('1,0a0.5'));
  expect(stake(store)).toBe('1005');
  store.dispatch(quickStakeChosen(5000));
  expect(stake(store)).toBe('5000');
  store.dispatch(stakeReset());
  expect(stake(store)).toBe('');
});

test('a new price opens the slip with the stake reset; a cashout brings its stake', () => {
  const store = storeWithSlip();
  store.dispatch(stakeChanged('300'));
  store.dispatch(slipOpened(NO_SESSION));
  expect(selectSlip(store.getState())).toEqual({ ...NO_SESSION, stake: '' });
  store.dispatch(slipOpened({ ...BACK_INDIA, stake: 120 }));
  expect(stake(store)).toBe('120');
});

test('while a bet is in flight the slip cannot change or close; a refusal keeps it open with the reason', () => {
  const store = storeWithSlip();
  store.dispatch(stakeChanged('100'));
  store.dispatch(placementStarted());
  store.dispatch(stakeChanged('999'));
  store.dispatch(slipOpened(NO_SESSION));
  store.dispatch(slipClosed());
  expect(selectSlip(store.getState())).toEqual({ ...BACK_INDIA, stake: '100' });
  expect(selectIsPlacing(store.getState())).toBe(true);
  store.dispatch(placementFailed('Odds Changed!'));
  expect(selectIsPlacing(store.getState())).toBe(false);
  expect(selectLastError(store.getState())).toBe('Odds Changed!');
  store.dispatch(stakeChanged('150'));
  expect(selectLastError(store.getState())).toBeNull();
});

test('a placed bet closes the slip and clears the stake', () => {
  const store = storeWithSlip();
  store.dispatch(placementStarted());
  store.dispatch(betPlaced());
  expect(selectSlip(store.getState())).toBeNull();
  expect(selectIsPlacing(store.getState())).toBe(false);
});

test('the header Exp opens My Market; sign-out clears everything', () => {
  const store = storeWithSlip();
  store.dispatch(exposureClicked());
  expect(selectMyMarketOpen(store.getState())).toBe(true);
  store.dispatch(myMarketClosed());
  expect(selectMyMarketOpen(store.getState())).toBe(false);
  store.dispatch(exposureClicked());
  store.dispatch(signedOut());
  expect(selectMyMarketOpen(store.getState())).toBe(false);
  expect(selectSlip(store.getState())).toBeNull();
});
