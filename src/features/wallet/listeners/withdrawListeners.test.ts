// The withdraw flow through a real store: the spec's messages in order, the confirmation dialog, the
// request body, the balance refetch and the move to history.
import { makePlayerStore } from '../../../testing/playerStore';
import { sessionRestored } from '../../auth';
import { walletApi } from '../walletApi';
import { MSG } from '../../../domain/messages';
import { walletActions as wallet, selectConfirmation, selectWalletView } from '../walletSlice';
import { BALANCE_PATH, makeWalletExtra, readRoutes, SAVED_BANK, SELF1 } from '../testing/walletFixtures';
import { mockApi, type RouteOf } from '../../../testing/mockApi';

const WITHDRAW = 'POST /api/selfUser/withdrawRequest';
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setUp(withdraw: RouteOf<typeof WITHDRAW> = { body: { isSuccess: true, message: MSG.requestSent } }) {
  const server = mockApi({ ...readRoutes(5000), [WITHDRAW]: withdraw });
  const extra = makeWalletExtra();
  const store = makePlayerStore({ extra });
  store.dispatch(sessionRestored(SELF1));
  store.dispatch(wallet.walletOpened('withdraw'));
  return { server, extra, store, messages: () => extra.toasts.map((t) => t.message) };
}

async function tryContinue(store: ReturnType<typeof setUp>['store']) {
  store.dispatch(wallet.withdrawContinueClicked());
  await settle();
}

afterEach(() => jest.restoreAllMocks());

test('Continue to Withdraw checks amount, minimum, funds, then the account fields, in that order', async () => {
  const { store, messages, server } = setUp();
  await tryContinue(store);
  store.dispatch(wallet.withdrawAmountChanged('99'));
  await tryContinue(store);
  store.dispatch(wallet.withdrawAmountChanged('5001'));
  await tryContinue(store);
  store.dispatch(wallet.withdrawAmountChanged('200'));
  await tryContinue(store);
  store.dispatch(wallet.withdrawMethodChosen('BANK'));
  await tryContinue(store);

  expect(messages()).toEqual([
    MSG.withdrawAmountRequired,
    MSG.withdrawMinimum,
    MSG.insufficientFunds,
    MSG.fillAllInputFields,
    MSG.fillAllInputFields,
  ]);
  expect(selectConfirmation(store.getState())).toBeNull();
  expect(server.callsTo(WITHDRAW)).toHaveLength(0);
});

test('a UPI id is enough; the confirmation comes first, then the request, the balance and the history', async () => {
  const { store, messages, server, extra } = setUp();
  // The header keeps the balance subscribed; a sent request must refresh it.
  store.dispatch(walletApi.endpoints.balance.initiate({ userId: SELF1.Id, selfUser: 1 }));
  store.dispatch(wallet.withdrawAmountChanged('2,00'));
  store.dispatch(wallet.withdrawFieldChanged({ field: 'UPIID', value: 'ravi@oksbi' }));
  store.dispatch(wallet.withdrawFieldChanged({ field: 'phone', value: '98765-43210' }));
  await tryContinue(store);
  expect(selectConfirmation(store.getState())).toMatchObject({ amount: 200, method: 'UPI' });
  expect(server.callsTo(WITHDRAW)).toHaveLength(0);
  const balanceReads = server.callsTo(`GET ${BALANCE_PATH}`).length;

  store.dispatch(wallet.withdrawConfirmed());
  await settle();
  await settle();

  expect(server.callsTo(WITHDRAW).map((c) => c.body)).toEqual([
    { userId: SELF1.Id, withdrawAmountBtn: 200, paymentMethod: 'UPI', accountHName: '', UPIID: 'ravi@oksbi', phone: '9876543210' },
  ]);
  expect(extra.toasts).toEqual([{ kind: 'success', message: MSG.requestSent }]);
  expect(messages()).toEqual([MSG.requestSent]);
  expect(selectWalletView(store.getState())).toBe('history');
  expect(selectConfirmation(store.getState())).toBeNull();
  await settle();
  expect(server.callsTo(`GET ${BALANCE_PATH}`)).toHaveLength(balanceReads + 1);
});

/** The Withdraw button beside the saved bank account: its own fields, as the page sends them. */
const withdrawWithSavedBank = () =>
  wallet.savedAccountWithdrawClicked({
    method: 'BANK',
    fields: {
      accountHName: SAVED_BANK.accountHName,
      accountNumber: SAVED_BANK.accountNumber,
      IFSC: SAVED_BANK.IFSC,
      UPIID: '',
      phone: '',
      bankName: SAVED_BANK.BankName,
    },
  });

test("a saved bank account: only the amount is checked, and its own fields are sent as 'BANK'", async () => {
  const { store, messages, server } = setUp();
  store.dispatch(withdrawWithSavedBank());
  await settle();
  expect(messages()).toEqual([MSG.withdrawAmountRequired]);

  store.dispatch(wallet.withdrawAmountChanged('300'));
  store.dispatch(withdrawWithSavedBank());
  await settle();
  store.dispatch(wallet.withdrawConfirmed());
  await settle();
  await settle();

  expect(server.callsTo(WITHDRAW)[0].body).toEqual({
    userId: SELF1.Id,
    withdrawAmountBtn: 300,
    paymentMethod: 'BANK',
    phone: '',
    accountHName: 'Ravi Kumar',
    accountNumber: '30012345678',
    IFSC: 'SBIN0001234',
    bankName: 'State Bank of India',
  });
});

test("the server's refusal is shown as 'Request Failed: {message}', a network failure as 'Error: {message}'", async () => {
  let answer: RouteOf<typeof WITHDRAW> = { status: 400, body: { message: MSG.insufficientFunds, isSuccess: false } };
  const { store, messages } = setUp(() => answer as never);
  store.dispatch(wallet.withdrawAmountChanged('200'));
  store.dispatch(wallet.withdrawFieldChanged({ field: 'accountHName', value: 'Ravi Kumar' }));
  await tryContinue(store);
  store.dispatch(wallet.withdrawConfirmed());
  await settle();
  await settle();
  answer = 'network-error';
  await tryContinue(store);
  store.dispatch(wallet.withdrawConfirmed());
  await settle();
  await settle();

  expect(messages()).toEqual([MSG.requestFailedWith(MSG.insufficientFunds), MSG.errorWith('TypeError: Failed to fetch')]);
  expect(selectWalletView(store.getState())).toBe('withdraw');
});

test("confirming with nothing to confirm says 'Request Failed!'", async () => {
  const { store, messages, server } = setUp();
  store.dispatch(wallet.withdrawConfirmed());
  await settle();
  expect(messages()).toEqual([MSG.requestFailed]);
  expect(server.callsTo(WITHDRAW)).toHaveLength(0);
});
