// Reading the UTR from the slip through the fake OCR in `extra`: the field fills itself, or the spec's
// message says to type it; a newer slip cancels the read in flight.
import { makePlayerStore } from '../../../testing/playerStore';
import { sessionRestored } from '../../auth';
import { MSG } from '../../../domain/messages';
import { walletActions as wallet, selectDepositDraft, selectOcr } from '../walletSlice';
import { keepSlip } from '../slipFiles';
import { installObjectUrls, makeWalletExtra, readRoutes, SELF1, slip, type WalletFakeExtra } from '../testing/walletFixtures';
import { mockApi } from '../../../testing/mockApi';
import { findUtr } from './slipOcrListeners';

function setUp(extra: WalletFakeExtra = makeWalletExtra()) {
  installObjectUrls();
  mockApi(readRoutes());
  const store = makePlayerStore({ extra });
  store.dispatch(sessionRestored(SELF1));
  store.dispatch(wallet.walletOpened('deposit'));
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { store, extra, settle, messages: () => extra.toasts.map((t) => t.message) };
}

afterEach(() => jest.restoreAllMocks());

test("'UTR' followed by 8 to 16 digits is the transaction id", () => {
  expect(findUtr('Paid ₹500\nUTR: 412345678901\nTo Shree')).toBe('412345678901');
  expect(findUtr('utr:12345678')).toBe('12345678');
  expect(findUtr('UTR 1234567')).toBeNull();
  expect(findUtr('Ref 412345678901')).toBeNull();
});

test('the UTR read from the slip fills the field, with the progress bar full at the end', async () => {
  const { store, settle, messages } = setUp();
  store.dispatch(wallet.slipSelected(keepSlip(slip('PhonePe\nTransaction Successful\n₹1,050.00\nUTR 412345678901'))));
  expect(selectOcr(store.getState()).reading).toBe(true);
  await settle();

  expect(selectDepositDraft(store.getState()).utr).toBe('412345678901');
  // The amount the slip shows is kept too, to check the typed amount against.
  expect(selectOcr(store.getState())).toEqual({ reading: false, progress: 1, outcome: 'found', amount: 1050 });
  expect(messages()).toEqual([]);
});

test("no UTR on the slip: the spec's 'Transaction Id not found', and the field stays as typed", async () => {
  const { store, settle, messages } = setUp();
  store.dispatch(wallet.utrChanged('999'));
  store.dispatch(wallet.slipSelected(keepSlip(slip('Payment done, ref 4411'))));
  await settle();

  expect(messages()).toEqual([MSG.transactionIdNotFound]);
  expect(selectDepositDraft(store.getState()).utr).toBe('999');
  expect(selectOcr(store.getState()).outcome).toBe('notFound');
});

test("an OCR failure says 'Error extracting UTR'", async () => {
  const extra = makeWalletExtra(async () => {
    throw new Error('worker crashed');
  });
  const { store, settle, messages } = setUp(extra);
  jest.spyOn(console, 'error').mockImplementation(() => {});
  store.dispatch(wallet.slipSelected(keepSlip(slip('anything'))));
  await settle();

  expect(messages()).toEqual([MSG.utrExtractError]);
  expect(selectOcr(store.getState())).toMatchObject({ reading: false, outcome: 'failed' });
});

test('a newer slip cancels the read in flight: only the newer UTR lands', async () => {
  const pending: Array<() => void> = [];
  const extra = makeWalletExtra(
    (image, _onProgress, signal) =>
      new Promise((resolve, reject) => {
        signal.addEventListener('abort', () => reject(new DOMException('cancelled', 'AbortError')));
        pending.push(() => void new Response(image).text().then(resolve));
      }),
  );
  const { store, settle, messages } = setUp(extra);
  store.dispatch(wallet.slipSelected(keepSlip(slip('UTR 111111111111'))));
  store.dispatch(wallet.slipSelected(keepSlip(slip('UTR 222222222222'))));
  expect(extra.ocrCalls[0].signal.aborted).toBe(true);
  pending.forEach((finish) => finish());
  await settle();
  await settle();

  expect(selectDepositDraft(store.getState()).utr).toBe('222222222222');
  expect(messages()).toEqual([]);
});

test('a HEIC slip cannot be read in a browser: the player is asked to type the id', async () => {
  const { store, settle, messages, extra } = setUp();
  store.dispatch(wallet.slipSelected(keepSlip(slip('UTR 412345678901', 'slip.heic', 'image/heic'))));
  await settle();

  expect(extra.ocrCalls).toHaveLength(0);
  expect(messages()).toEqual([MSG.transactionIdNotFound]);
});

test('removing the slip stops the read and clears the bar', async () => {
  const extra = makeWalletExtra((_image, onProgress, signal) => {
    onProgress(0.3);
    return new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(new DOMException('cancelled', 'AbortError'))));
  });
  const { store, settle, messages } = setUp(extra);
  store.dispatch(wallet.slipSelected(keepSlip(slip('UTR 412345678901'))));
  await settle();
  expect(selectOcr(store.getState())).toMatchObject({ reading: true, progress: 0.3 });
  store.dispatch(wallet.slipRemoved());
  await settle();

  expect(extra.ocrCalls[0].signal.aborted).toBe(true);
  expect(selectOcr(store.getState())).toEqual({ reading: false, progress: 0, outcome: null, amount: null });
  expect(messages()).toEqual([]);
});

test('leaving the wallet page stops a read in flight; the slip stays for when the player comes back', async () => {
  const extra = makeWalletExtra(
    (_image, _onProgress, signal) =>
      new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(new DOMException('cancelled', 'AbortError')))),
  );
  const { store, settle, messages } = setUp(extra);
  store.dispatch(wallet.slipSelected(keepSlip(slip('UTR 412345678901'))));
  await settle();
  store.dispatch(wallet.walletClosed());
  await settle();

  expect(extra.ocrCalls[0].signal.aborted).toBe(true);
  expect(selectOcr(store.getState()).reading).toBe(false);
  expect(selectDepositDraft(store.getState()).slip).not.toBeNull();
  expect(messages()).toEqual([]);
});

test('the slip reader starts when the upload is on screen, reporting its loading, and only once', async () => {
  const extra = makeWalletExtra();
  let report: (fraction: number) => void = () => undefined;
  let finish: () => void = () => undefined;
  const prepare = jest.fn(
    (onProgress: (fraction: number) => void) =>
      new Promise<void>((resolve) => {
        report = onProgress;
        finish = resolve;
      }),
  );
  const { store, settle } = setUp({ ...extra, ocr: { ...extra.ocr, readText: extra.ocr?.readText ?? jest.fn(), prepare } });
  store.dispatch(wallet.slipReaderWanted());
  await settle();
  expect(prepare).toHaveBeenCalledTimes(1);
  report(0.4);
  expect(store.getState().wallet.ocrWarm).toBe(0.4);
  // Typing is not held up meanwhile.
  store.dispatch(wallet.utrChanged('412345678901'));
  expect(selectDepositDraft(store.getState()).utr).toBe('412345678901');
  report(1);
  finish();
  await settle();
  store.dispatch(wallet.slipReaderWanted());
  await settle();
  expect(prepare).toHaveBeenCalledTimes(1);
});
