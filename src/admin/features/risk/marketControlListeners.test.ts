// Suspend and resume by hand through a real console store: a reason first (as the server requires),
// one call while one is in flight, the server's refusal shown, the answer's status kept.
import { mockApi } from '../../../testing/mockApi';
import { signedInStore, until } from '../../testing/adminTestKit';
import {
  CONTROL_MSG,
  marketControlActions as control,
  selectControlError,
  selectControlPending,
  selectHandSuspended,
} from './marketControlSlice';

afterEach(() => jest.restoreAllMocks());

const MARKET = '1.1000042';
const answer = (handSuspended: boolean) => ({
  body: { isSuccess: true, marketId: MARKET, eventId: 42, kind: 'Matchodds', handSuspended, feedStatus: 'OPEN' },
});

test('suspend needs a reason, goes out once with it, and the market shows as suspended by hand', async () => {
  const server = mockApi({ [`POST /admin/markets/${MARKET}/suspend`]: answer(true) });
  const { store, extra } = signedInStore();
  store.dispatch(control.marketSelected(MARKET));
  store.dispatch(control.controlRequested({ marketId: MARKET, action: 'suspend' }));
  await until(() => selectControlError(store.getState()) !== null, 'the refusal');
  expect(selectControlError(store.getState())).toBe(CONTROL_MSG.reason);
  expect(server.calls).toHaveLength(0);

  store.dispatch(control.controlReasonChanged(' Rain in Mumbai '));
  store.dispatch(control.controlRequested({ marketId: MARKET, action: 'suspend' }));
  store.dispatch(control.controlRequested({ marketId: MARKET, action: 'suspend' }));
  expect(selectControlPending(store.getState())).toBe(true);
  await until(() => selectHandSuspended(store.getState(), MARKET) !== undefined, 'the answer');
  expect(server.callsTo(`POST /admin/markets/${MARKET}/suspend`).map((c) => c.body)).toEqual([{ reason: 'Rain in Mumbai' }]);
  expect(selectHandSuspended(store.getState(), MARKET)).toBe(true);
  expect(extra.toasts).toEqual([{ kind: 'success', message: `Market ${MARKET} suspended.` }]);
});

test("resume refused by the server (the feed closed the market) shows the server's message", async () => {
  mockApi({
    [`POST /admin/markets/${MARKET}/resume`]: {
      status: 409,
      body: { isSuccess: false, message: `Market ${MARKET} is closed: the feed ended it.` },
    },
  });
  const { store, extra } = signedInStore();
  store.dispatch(control.controlReasonChanged('Rain stopped'));
  store.dispatch(control.controlRequested({ marketId: MARKET, action: 'resume' }));
  await until(() => selectControlError(store.getState()) !== null, 'the refusal');
  expect(selectControlError(store.getState())).toBe(`Market ${MARKET} is closed: the feed ended it.`);
  expect(extra.toasts).toEqual([{ kind: 'error', message: `Market ${MARKET} is closed: the feed ended it.` }]);
  expect(selectHandSuspended(store.getState(), MARKET)).toBeUndefined();
});
