// Saved accounts, stake buttons and the history's default range, through a real store.
import { makePlayerStore } from '../../../testing/playerStore';
import { sessionRestored } from '../../auth';
import { MSG } from '../../../domain/messages';
import {
  walletActions as wallet,
  selectDeletedPopupOpen,
  selectHistory,
  selectNewAccount,
  selectStakePopupOpen,
  selectWalletView,
} from '../walletSlice';
import { makeWalletExtra, readRoutes, SELF1 } from '../testing/walletFixtures';
import { mockApi, type Route } from '../../../testing/mockApi';

const SAVE = 'POST /api/selfUser/saveBankDetail';
const DELETE = 'DELETE /api/selfUser/deleteSavedBank';
const STAKES = 'POST /api/selfUser/changeStakeButton';
const OK = { body: { isSuccess: true, message: 'ok' } };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setUp(routes: Record<string, Route> = {}) {
  const server = mockApi({ ...readRoutes(), [SAVE]: OK, [DELETE]: OK, [STAKES]: OK, ...routes });
  const extra = makeWalletExtra();
  const store = makePlayerStore({ extra });
  store.dispatch(sessionRestored(SELF1));
  store.dispatch(wallet.walletOpened(null));
  return { server, extra, store, messages: () => extra.toasts.map((t) => t.message) };
}

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('Add Account', () => {
  test('UPI needs the name and the UPI id; Bank needs number, name, IFSC and bank name', async () => {
    const { store, messages, server } = setUp();
    store.dispatch(wallet.viewChosen('addAccount'));
    store.dispatch(wallet.newAccountFieldChanged({ field: 'accountHName', value: 'Ravi Kumar' }));
    store.dispatch(wallet.accountSaveClicked());
    store.dispatch(wallet.newAccountMethodChosen('BANK'));
    store.dispatch(wallet.newAccountFieldChanged({ field: 'accountNumber', value: '30012345678' }));
    store.dispatch(wallet.newAccountFieldChanged({ field: 'IFSC', value: 'sbin0001234' }));
    store.dispatch(wallet.accountSaveClicked());
    await settle();
    expect(messages()).toEqual([MSG.fillAllInputFields, MSG.fillAllInputFields]);
    expect(server.callsTo(SAVE)).toHaveLength(0);

    store.dispatch(wallet.newAccountFieldChanged({ field: 'bankName', value: 'State Bank of India' }));
    store.dispatch(wallet.newAccountFieldChanged({ field: 'phone', value: '+91 98765 43210' }));
    store.dispatch(wallet.accountSaveClicked());
    await settle();
    await settle();

    expect(server.callsTo(SAVE)[0].body).toEqual({
      userId: SELF1.Id,
      withdrawAmountBtn: '',
      withdrawPaymentMethod: 'BANK',
      withdrawBankImgSrc: '',
      withdrawAccountHolder: 'Ravi Kumar',
      withdrawAccountNumber: '30012345678',
      withdrawIfsc: 'SBIN0001234',
      withdrawUpiId: '',
      withdrawPhone: '919876543210',
      withdrawBankName: 'State Bank of India',
    });
    expect(selectWalletView(store.getState())).toBe('savedBanks');
    expect(selectNewAccount(store.getState()).fields.accountHName).toBe('');
  });
});

describe('Remove a saved account', () => {
  test("'Deleted!' shows and closes itself after 1.5 s", async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const { store, server, messages } = setUp();
    store.dispatch(wallet.accountRemoveClicked({ id: 12 }));
    await jest.advanceTimersByTimeAsync(0);
    await jest.advanceTimersByTimeAsync(0);

    expect(server.callsTo(DELETE).map((c) => c.body)).toEqual([{ id: 12, user: SELF1.Id }]);
    expect(selectDeletedPopupOpen(store.getState())).toBe(true);
    await jest.advanceTimersByTimeAsync(1499);
    expect(selectDeletedPopupOpen(store.getState())).toBe(true);
    await jest.advanceTimersByTimeAsync(1);
    expect(selectDeletedPopupOpen(store.getState())).toBe(false);
    expect(messages()).toEqual([]);
  });

  test("failures: 'Delete Failed: {message}' and 'Missing required parameters!'", async () => {
    const { store, server, messages } = setUp({ [DELETE]: { status: 404, body: { message: 'Not found.', isSuccess: false } } });
    store.dispatch(wallet.accountRemoveClicked({ id: undefined }));
    store.dispatch(wallet.accountRemoveClicked({ id: 99 }));
    await settle();
    await settle();

    expect(server.callsTo(DELETE)).toHaveLength(1);
    expect(messages()).toEqual([MSG.missingParameters, MSG.deleteFailedWith('Not found.')]);
    expect(selectDeletedPopupOpen(store.getState())).toBe(false);
  });
});

describe('Edit Stake', () => {
  const SAVED = [500, 1000, 2000, 5000];

  test('all four are required; unchanged just closes; a change is saved', async () => {
    const { store, server, messages } = setUp();
    store.dispatch(wallet.stakePopupOpened());
    store.dispatch(wallet.stakeSaveClicked({ values: ['500', '', '2000', '5000'], saved: SAVED }));
    expect(messages()).toEqual([MSG.fillAllStakes]);
    expect(selectStakePopupOpen(store.getState())).toBe(true);

    store.dispatch(wallet.stakeSaveClicked({ values: ['500', '1000', '2000', '5000'], saved: SAVED }));
    await settle();
    expect(server.callsTo(STAKES)).toHaveLength(0);
    expect(selectStakePopupOpen(store.getState())).toBe(false);

    store.dispatch(wallet.stakePopupOpened());
    store.dispatch(wallet.stakeSaveClicked({ values: ['100', '1000', '2000', '10000'], saved: SAVED }));
    await settle();
    await settle();
    expect(server.callsTo(STAKES).map((c) => c.body)).toEqual([{ userId: SELF1.Id, btn1: 100, btn2: 1000, btn3: 2000, btn4: 10000 }]);
    expect(messages()).toEqual([MSG.fillAllStakes, MSG.stakeChanged]);
    expect(selectStakePopupOpen(store.getState())).toBe(false);
  });

  test("a failure says 'Try again later!' and keeps the popup open", async () => {
    const { store, messages } = setUp({ [STAKES]: { status: 500, body: { message: 'x' } } });
    store.dispatch(wallet.stakePopupOpened());
    store.dispatch(wallet.stakeSaveClicked({ values: ['100', '1000', '2000', '10000'], saved: SAVED }));
    await settle();
    await settle();
    expect(messages()).toEqual([MSG.tryAgainLater]);
    expect(selectStakePopupOpen(store.getState())).toBe(true);
  });
});

test('the history starts on yesterday to today in India, every status', () => {
  const { store } = setUp();
  // NOW is 2025-01-15 15:30 IST.
  expect(selectHistory(store.getState()).filter).toEqual({ fromDate: '2025-01-14', toDate: '2025-01-15', statuses: [1, 2, 3] });
});
