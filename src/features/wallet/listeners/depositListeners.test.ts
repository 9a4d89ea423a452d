// The deposit flow through a real store: messages in the spec's order, the multipart request, the
// move to history. Toasts are what the player sees, recorded by the fake extra.
import { makePlayerStore } from '../../../testing/playerStore';
import { sessionRestored } from '../../auth';
import { MSG } from '../../../domain/messages';
import { walletApi } from '../walletApi';
import { walletActions as wallet, selectDepositDraft, selectRules, selectWalletView, selectAmountPopupOpen } from '../walletSlice';
import { keepSlip } from '../slipFiles';
import { installObjectUrls, makeWalletExtra, readRoutes, SELF1, slip, UPI_MERCHANT } from '../testing/walletFixtures';
import { mockApi, type RouteOf } from '../../../testing/mockApi';
import { WALLET_TOAST_MS } from './walletToast';

const DEPOSIT = 'POST /api/selfUser/depositRequest';

async function setUp(deposit: RouteOf<typeof DEPOSIT> = { body: { isSuccess: true, message: MSG.requestSent } }) {
  installObjectUrls();
  const server = mockApi({ ...readRoutes(), [DEPOSIT]: deposit });
  const extra = makeWalletExtra(async () => 'no text');
  const store = makePlayerStore({ extra });
  store.dispatch(sessionRestored(SELF1));
  await store.dispatch(walletApi.endpoints.fetchActiveMerchantDetails.initiate());
  store.dispatch(wallet.walletOpened('deposit'));
  const messages = () => extra.toasts.map((t) => t.message);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { server, extra, store, messages, settle };
}

afterEach(() => jest.restoreAllMocks());

test("the amount popup's Next: empty, then under 100, then the deposit view opens with the Bengali rules", async () => {
  const { store, messages, extra } = await setUp();
  expect(selectAmountPopupOpen(store.getState())).toBe(true);

  store.dispatch(wallet.amountNextClicked());
  store.dispatch(wallet.depositAmountChanged('5o'));
  store.dispatch(wallet.amountNextClicked());
  expect(messages()).toEqual([MSG.depositAmountRequired, MSG.depositMinimum]);
  expect(extra.toasts.every((t) => t.kind === 'error')).toBe(true);
  expect(selectDepositDraft(store.getState()).amountAccepted).toBe(false);

  store.dispatch(wallet.quickAmountAdded(500));
  store.dispatch(wallet.amountNextClicked());
  expect(selectDepositDraft(store.getState()).amount).toBe('505');
  expect(selectAmountPopupOpen(store.getState())).toBe(false);
  expect(selectRules(store.getState())).toEqual({ open: true, language: 'bn' });
  expect(messages()).toHaveLength(2);
});

test('Submit Request checks the range, then the slip, then the UTR, and sends nothing until all pass', async () => {
  const { store, messages, server, settle } = await setUp();
  store.dispatch(wallet.depositAmountChanged('150000'));
  store.dispatch(wallet.depositSubmitClicked());
  store.dispatch(wallet.depositAmountChanged('99'));
  store.dispatch(wallet.depositSubmitClicked());
  store.dispatch(wallet.depositAmountChanged('500'));
  store.dispatch(wallet.depositSubmitClicked());
  store.dispatch(wallet.slipSelected(keepSlip(slip('no utr here'))));
  await settle();
  store.dispatch(wallet.depositSubmitClicked());
  await settle();

  expect(messages()).toEqual([MSG.depositRange, MSG.depositRange, MSG.slipRequired, MSG.transactionIdNotFound, MSG.utrRequired]);
  expect(server.callsTo(DEPOSIT)).toHaveLength(0);
});

test('a complete deposit is sent as multipart with the merchant fields, then history shows', async () => {
  const { store, messages, server, extra, settle } = await setUp();
  store.dispatch(wallet.depositAmountChanged('500'));
  store.dispatch(wallet.merchantChosen(UPI_MERCHANT.id));
  store.dispatch(wallet.slipSelected(keepSlip(slip('png bytes', 'paytm-slip.png'))));
  await settle();
  store.dispatch(wallet.utrChanged('4123 4567 8901'));
  store.dispatch(wallet.depositSubmitClicked());
  await settle();
  await settle();

  expect(server.callsTo(DEPOSIT)).toHaveLength(1);
  expect(server.callsTo(DEPOSIT)[0].body).toEqual({
    userId: String(SELF1.Id),
    userName: 'self1',
    depositAmount: '500',
    paymentMethod: 'UPI',
    DisplayName: 'Shree Traders',
    AccountNumber: '',
    PaymentSubType: 'PhonePe',
    bank: '',
    IFSC: '',
    UPIID: 'shreetraders@okaxis',
    UTR: '412345678901',
    image: 'file:paytm-slip.png',
  });
  expect(messages().at(-1)).toBe(MSG.requestSent);
  expect(extra.toasts.at(-1)).toEqual({ kind: 'success', message: MSG.requestSent });
  expect(selectWalletView(store.getState())).toBe('history');
  expect(selectDepositDraft(store.getState())).toMatchObject({ amount: '', slip: null, utr: '', amountAccepted: false });
});

test.each([
  [
    'with its reason (a deposit limit, a used UTR)',
    { message: 'UTR already used', isSuccess: false },
    MSG.requestFailedWith('UTR already used'),
  ],
  ["'Request Failed!' without one", {}, MSG.requestFailed],
])('a refused deposit says so %s and keeps the draft', async (_name, body, expected) => {
  const { store, messages, settle, server } = await setUp({ status: 409, body });
  store.dispatch(wallet.depositAmountChanged('500'));
  store.dispatch(wallet.merchantChosen(UPI_MERCHANT.id));
  store.dispatch(wallet.slipSelected(keepSlip(slip('png bytes'))));
  store.dispatch(wallet.utrChanged('412345678901'));
  await settle();
  store.dispatch(wallet.depositSubmitClicked());
  await settle();
  await settle();

  expect(server.callsTo(DEPOSIT)).toHaveLength(1);
  expect(messages().at(-1)).toBe(expected);
  expect(selectWalletView(store.getState())).toBe('deposit');
  expect(selectDepositDraft(store.getState())).toMatchObject({ amount: '500', utr: '412345678901', submitting: false });
});

test('wallet toasts last 1.5 s', async () => {
  const { store, extra } = await setUp();
  store.dispatch(wallet.amountNextClicked());
  store.dispatch(wallet.depositSubmitClicked());
  expect(WALLET_TOAST_MS).toBe(1500);
  expect(extra.toastDurations).toEqual([1500, 1500]);
});
