// The amount the browser read from a deposit's slip (ocrAmount): stored beside the request for the
// operator, never trusted for money; a malformed one is refused with nothing stored.
import { OCR_AMOUNT_FORMAT_MSG, type AdminWalletRequest } from '../../../src/domain/contract/wallet';
import { useWalletApp, depositForm, postDeposit, requestRows, slipPng } from '../../test/wallet/testSupport';

const app = useWalletApp({ signIn: ['self1', 'operator'] });

function deposit(utr: string, ocrAmount?: string, amount = '500') {
  // One transfer, one deposit: each request has its own UTR and its own slip image.
  const form = depositForm(
    { userId: app.self1.userId, UTR: utr, depositAmount: amount },
    { bytes: slipPng(['Paid Rs 450.00', `UTR ${utr}`]) },
  );
  if (ocrAmount !== undefined) form.append('ocrAmount', ocrAmount);
  return postDeposit(app.t.app, app.self1.cookie, form);
}

async function operatorSees(utr: string): Promise<AdminWalletRequest | undefined> {
  const list = await app.t.app.inject({
    method: 'GET',
    url: '/api/admin/wallet-requests?requestType=deposit',
    headers: { cookie: app.operator.cookie },
  });
  expect(list.statusCode).toBe(200);
  return (list.json() as { data: AdminWalletRequest[] }).data.find((row) => row.UTRNo === utr);
}

it('keeps the amount read from the slip beside the request, for the operator, and credits nothing by it', async () => {
  const response = await deposit('712345678901', '450.00');
  expect(response.statusCode).toBe(200);
  const [row] = (await requestRows(app.t.deps.db, app.self1.userId)).filter((r) => r.utr === '712345678901');
  expect(row).toMatchObject({ amount: 50000, ocr_amount: 45000, status: 2 });
  expect(await operatorSees('712345678901')).toMatchObject({ Amount: 500, OcrAmount: 450 });
});

it('stores null when the browser read no amount', async () => {
  expect((await deposit('712345678902')).statusCode).toBe(200);
  expect((await deposit('712345678903', '')).statusCode).toBe(200);
  expect(await operatorSees('712345678902')).toMatchObject({ OcrAmount: null });
  expect(await operatorSees('712345678903')).toMatchObject({ OcrAmount: null });
});

it.each([['-5'], ['abc'], ['0'], ['12.345'], ['1e5'], ['10000000000']])('refuses ocrAmount %s with 400 and stores nothing', async (bad) => {
  const before = (await requestRows(app.t.deps.db, app.self1.userId)).length;
  const response = await deposit(`79990000${String(1000 + before)}`, bad);
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ isSuccess: false, message: OCR_AMOUNT_FORMAT_MSG });
  expect((await requestRows(app.t.deps.db, app.self1.userId)).length).toBe(before);
});
