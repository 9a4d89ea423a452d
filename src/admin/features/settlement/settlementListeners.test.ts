// Settlement behind the typed confirmation, through a real console store: nothing goes out until the
// market is typed exactly, the call goes out once, and the answer (bets and players moved) is kept.
import { mockApi } from '../../../testing/mockApi';
import { signedInStore, until } from '../../testing/adminTestKit';
import {
  selectConfirming,
  selectSettleError,
  selectSettlePending,
  selectSettleResults,
  settlementActions as settle,
} from './settlementSlice';
import { SETTLE_MSG, type SettleDraft } from './settlementValidation';

afterEach(() => jest.restoreAllMocks());

const ANSWER = {
  isSuccess: true,
  marketId: '1.1000042',
  outcome: 'winner',
  result: 'India',
  source: 'operator',
  settledAt: '25/11/2026 11:30:00',
  betsSettled: 14,
  betsVoided: 0,
  betsLapsed: 2,
  users: 5,
  alreadySettled: false,
  paid: 12500,
  collected: 3000.5,
};

/** Types `typed` into the confirmation and confirms: refused in the page's words, nothing sent. */
async function refusedWhenTyped(store: ReturnType<typeof signedInStore>['store'], server: ReturnType<typeof mockApi>, typed: string) {
  store.dispatch(settle.confirmationTyped(typed));
  store.dispatch(settle.settleConfirmed());
  await until(() => selectSettleError(store.getState()) !== null, 'the refusal');
  expect(selectSettleError(store.getState())).toBe(SETTLE_MSG.confirm);
  expect(server.calls).toHaveLength(0);
}

function open(store: ReturnType<typeof signedInStore>['store'], draft: SettleDraft) {
  store.dispatch(settle.draftChanged(draft));
  store.dispatch(settle.confirmationOpened());
}

test('a wrong typed market sends nothing; the right one settles once, however often it is confirmed', async () => {
  const server = mockApi({ 'POST /admin/markets/1.1000042/settle': { body: ANSWER } });
  const { store, extra } = signedInStore();
  open(store, { marketId: ' 1.1000042 ', kind: 'winner', value: '7' });
  await refusedWhenTyped(store, server, '1.100004');

  store.dispatch(settle.confirmationTyped('1.1000042'));
  store.dispatch(settle.settleConfirmed());
  store.dispatch(settle.settleConfirmed());
  expect(selectSettlePending(store.getState())).toBe(true);
  await until(() => selectSettleResults(store.getState()).length === 1, 'the answer');
  expect(server.callsTo('POST /admin/markets/1.1000042/settle').map((c) => c.body)).toEqual([{ winnerSelectionId: 7 }]);
  expect(selectConfirming(store.getState())).toBeNull();
  expect(extra.toasts).toEqual([
    { kind: 'success', message: '1.1000042: settled India (14 bets settled, 0 void, 5 players, ₹12,500.00 paid, ₹3,000.50 taken).' },
  ]);
});

test('void and fancy runs send their own bodies', async () => {
  const server = mockApi({
    'POST /admin/markets/1.5/void': { body: { ...ANSWER, marketId: '1.5', outcome: 'void', result: 'void' } },
    'POST /admin/markets/3.9/settle': { body: { ...ANSWER, marketId: '3.9', outcome: 'runs', result: '57 runs' } },
  });
  const { store } = signedInStore();
  open(store, { marketId: '1.5', kind: 'void', value: '' });
  store.dispatch(settle.confirmationTyped('1.5'));
  store.dispatch(settle.settleConfirmed());
  await until(() => selectSettleResults(store.getState()).length === 1, 'the void');
  open(store, { marketId: '3.9', kind: 'runs', value: '57' });
  store.dispatch(settle.confirmationTyped('3.9'));
  store.dispatch(settle.settleConfirmed());
  await until(() => selectSettleResults(store.getState()).length === 2, 'the runs');
  expect(server.callsTo('POST /admin/markets/1.5/void')).toHaveLength(1);
  expect(server.callsTo('POST /admin/markets/3.9/settle').map((c) => c.body)).toEqual([{ runs: 57 }]);
  expect(selectSettleResults(store.getState()).map((r) => [r.action, r.result])).toEqual([
    ['settled', '57 runs'],
    ['voided', 'void'],
  ]);
});

test("the server's refusal (a market still open) stays on the confirmation with its message", async () => {
  mockApi({
    'POST /admin/markets/1.7/settle': { status: 409, body: { isSuccess: false, message: 'The market is still open for betting.' } },
  });
  const { store, extra } = signedInStore();
  open(store, { marketId: '1.7', kind: 'winner', value: '1' });
  store.dispatch(settle.confirmationTyped('1.7'));
  store.dispatch(settle.settleConfirmed());
  await until(() => selectSettleError(store.getState()) !== null, 'the refusal');
  expect(selectSettleError(store.getState())).toBe('The market is still open for betting.');
  expect(selectConfirming(store.getState())).not.toBeNull();
  expect(selectSettleResults(store.getState())).toEqual([]);
  expect(extra.toasts).toEqual([{ kind: 'error', message: 'The market is still open for betting.' }]);
});

test('a rollback needs a reason and the typed market; it sends the reason once and lists what it reversed', async () => {
  const server = mockApi({
    'POST /admin/markets/1.1000042/rollback': {
      body: {
        isSuccess: true,
        marketId: '1.1000042',
        generation: 1,
        undone: 'India',
        users: 3,
        betsReopened: 8,
        reversed: 4250.5,
        alreadyRolledBack: false,
      },
    },
  });
  const { store, extra } = signedInStore();
  store.dispatch(settle.draftChanged({ marketId: '1.1000042', kind: 'rollback', value: '' }));
  store.dispatch(settle.confirmationOpened());
  store.dispatch(settle.confirmationTyped('1.1000042'));
  store.dispatch(settle.settleConfirmed());
  await until(() => selectSettleError(store.getState()) !== null, 'the refusal');
  expect(selectSettleError(store.getState())).toBe(SETTLE_MSG.reason);
  expect(server.calls).toHaveLength(0);

  open(store, { marketId: '1.1000042', kind: 'rollback', value: '  Wrong winner declared  ' });
  store.dispatch(settle.confirmationTyped('1.1000042'));
  store.dispatch(settle.settleConfirmed());
  store.dispatch(settle.settleConfirmed());
  await until(() => selectSettleResults(store.getState()).length === 1, 'the answer');
  expect(server.callsTo('POST /admin/markets/1.1000042/rollback').map((c) => c.body)).toEqual([{ reason: 'Wrong winner declared' }]);
  expect(selectSettleResults(store.getState())[0]).toMatchObject({
    action: 'rolled back',
    result: 'India',
    users: 3,
    betsSettled: 8,
    reversed: 4250.5,
  });
  expect(extra.toasts.at(-1)).toEqual({
    kind: 'success',
    message: '1.1000042: rolled back India (8 bets reopened, 3 players, ₹4,250.50 reversed).',
  });
});

test('a market picked from the list is confirmed by its name (any case and spacing), not its id', async () => {
  const server = mockApi({ 'POST /admin/markets/1.1000042/settle': { body: ANSWER } });
  const { store, extra } = signedInStore();
  store.dispatch(settle.marketPicked({ marketId: '1.1000042', kind: 'winner', value: '', name: 'India v Australia / Match Odds' }));
  store.dispatch(settle.draftChanged({ value: '7', valueName: 'India' }));
  store.dispatch(settle.confirmationOpened());
  await refusedWhenTyped(store, server, '1.1000042');

  store.dispatch(settle.confirmationTyped('  india v australia /  match odds '));
  store.dispatch(settle.settleConfirmed());
  await until(() => selectSettleResults(store.getState()).length === 1, 'the answer');
  expect(server.callsTo('POST /admin/markets/1.1000042/settle').map((c) => c.body)).toEqual([{ winnerSelectionId: 7 }]);
  expect(selectSettleResults(store.getState())[0]).toMatchObject({
    name: 'India v Australia / Match Odds',
    paid: 12500,
    collected: 3000.5,
    reversed: null,
  });
  expect(extra.toasts.at(-1)?.message).toBe(
    'India v Australia / Match Odds: settled India (14 bets settled, 0 void, 5 players, ₹12,500.00 paid, ₹3,000.50 taken).',
  );
});

test('typing another market id by hand forgets the picked market and its name', () => {
  const { store } = signedInStore();
  store.dispatch(settle.marketPicked({ marketId: '1.1', kind: 'winner', value: '3', valueName: 'India', name: 'A v B / Match Odds' }));
  store.dispatch(settle.draftChanged({ marketId: '1.2' }));
  store.dispatch(settle.confirmationOpened());
  expect(selectConfirming(store.getState())).toEqual({ marketId: '1.2', kind: 'winner', value: '3' });
});
