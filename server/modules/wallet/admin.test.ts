// The operator's approvals: money moves once per request, through the ledger, and the ledger always
// sums to the balance. Also the slip image, and who may call these routes.
import { MSG } from '../../../src/domain/messages';
import { WALLET_MSG } from './messages';
import {
  useWalletApp,
  depositForm,
  self1Withdraws,
  ledgerAndBalance,
  postDeposit,
  requestRows,
  slipPng,
  walletOf,
} from '../../test/wallet/testSupport';

const app = useWalletApp({ signIn: ['self1', 'operator'] });
const slipOf = (utr: string) => slipPng([`UTR ${utr}`]);
const slip = slipOf('111122223333');

const admin = (method: 'GET' | 'POST', url: string, payload?: object, session = app.operator) =>
  app.t.app.inject({ method, url: `/api${url}`, headers: { cookie: session.cookie }, ...(payload ? { payload } : {}) });

async function deposit(utr: string, amount = '500'): Promise<number> {
  // Each transfer its own slip (one image backs one live deposit); a corrected claim sends the same.
  const response = await postDeposit(
    app.t.app,
    app.self1.cookie,
    depositForm({ userId: app.self1.userId, UTR: utr, depositAmount: amount }, { bytes: slipOf(utr) }),
  );
  expect(response.statusCode).toBe(200);
  const rows = await requestRows(app.t.deps.db, app.self1.userId);
  return rows[rows.length - 1].id;
}

const withdraw = (amount: number) => self1Withdraws(app, amount);

async function ledgerEntries(ref: string) {
  return app.t.deps.db.selectFrom('ledger').selectAll().where('user_id', '=', app.self1.userId).where('ref', '=', ref).execute();
}

describe('deposits', () => {
  it('lists a pending deposit with its slip, and approving it credits the balance once', async () => {
    const id = await deposit('111122223333');
    const list = await admin('GET', '/admin/wallet-requests?status=2');
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toContainEqual(
      expect.objectContaining({
        id,
        userId: app.self1.userId,
        userName: 'self1',
        requestType: 'deposit',
        Amount: 500,
        Status: 2,
        UTRNo: '111122223333',
        slipPath: `/admin/wallet-requests/${id}/slip`,
      }),
    );

    const image = await admin('GET', `/admin/wallet-requests/${id}/slip`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(slip)).toBe(true);

    const approved = await admin('POST', `/admin/wallet-requests/${id}/approve`, { comment: 'Seen in the bank statement' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      isSuccess: true,
      balance: 5500,
      request: { id, Status: 1, Comment: 'Seen in the bank statement' },
    });
    expect(await walletOf(app.t.deps.db, app.self1.userId)).toMatchObject({ balance: 550000 });
    const [entry] = await ledgerEntries(`wallet-request:${id}`);
    expect(entry).toMatchObject({ kind: 'deposit', amount: 50000, balance_after: 550000 });
  });

  it('refuses a second approval or a later rejection with 409, and moves no money', async () => {
    const id = await deposit('444455556666');
    expect((await admin('POST', `/admin/wallet-requests/${id}/approve`, {})).statusCode).toBe(200);
    const balance = (await walletOf(app.t.deps.db, app.self1.userId)).balance;
    const again = await admin('POST', `/admin/wallet-requests/${id}/approve`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ isSuccess: false, message: WALLET_MSG.alreadyDecided(id, 'approved') });
    const reject = await admin('POST', `/admin/wallet-requests/${id}/reject`, { comment: 'too late' });
    expect(reject.statusCode).toBe(409);
    expect((await walletOf(app.t.deps.db, app.self1.userId)).balance).toBe(balance);
    expect(await ledgerEntries(`wallet-request:${id}`)).toHaveLength(1);
    expect((await requestRows(app.t.deps.db, app.self1.userId)).find((r) => r.id === id)).toMatchObject({ status: 1, comment: '' });
  });

  it('two simultaneous approvals credit once', async () => {
    const id = await deposit('777788889999', '1000');
    const before = (await walletOf(app.t.deps.db, app.self1.userId)).balance;
    const responses = await Promise.all([1, 2].map(() => admin('POST', `/admin/wallet-requests/${id}/approve`, {})));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await walletOf(app.t.deps.db, app.self1.userId)).balance).toBe(before + 100000);
    expect(await ledgerEntries(`wallet-request:${id}`)).toHaveLength(1);
  });

  it('a rejected deposit moves no money and frees its UTR for a corrected claim', async () => {
    const id = await deposit('123123123123');
    const before = (await walletOf(app.t.deps.db, app.self1.userId)).balance;
    const rejected = await admin('POST', `/admin/wallet-requests/${id}/reject`, { comment: 'Amount does not match' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().request).toMatchObject({ Status: 3, Comment: 'Amount does not match' });
    expect((await walletOf(app.t.deps.db, app.self1.userId)).balance).toBe(before);
    expect(await ledgerEntries(`wallet-request:${id}`)).toHaveLength(0);
    await deposit('123123123123', '450');
  });
});

describe('withdrawals', () => {
  it('rejecting releases the reserve and moves no money', async () => {
    const before = await walletOf(app.t.deps.db, app.self1.userId);
    const id = await withdraw(200);
    expect((await walletOf(app.t.deps.db, app.self1.userId)).reserved).toBe(before.reserved + 20000);
    const rejected = await admin('POST', `/admin/wallet-requests/${id}/reject`, { comment: 'Name mismatch' });
    expect(rejected.statusCode).toBe(200);
    expect(await walletOf(app.t.deps.db, app.self1.userId)).toMatchObject({ balance: before.balance, reserved: before.reserved });
    expect(await ledgerEntries(`wallet-request:${id}`)).toHaveLength(0);
    expect((await admin('POST', `/admin/wallet-requests/${id}/reject`, {})).statusCode).toBe(409);
    expect((await walletOf(app.t.deps.db, app.self1.userId)).reserved).toBe(before.reserved);
  });

  it('approving debits the ledger and releases the reserve, once', async () => {
    const before = await walletOf(app.t.deps.db, app.self1.userId);
    const id = await withdraw(300);
    const approved = await admin('POST', `/admin/wallet-requests/${id}/approve`, { comment: 'Paid', payoutRef: 'IMPS 612300000009' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().balance).toBe(before.balance / 100 - 300);
    expect(await walletOf(app.t.deps.db, app.self1.userId)).toMatchObject({ balance: before.balance - 30000, reserved: before.reserved });
    expect(await ledgerEntries(`wallet-request:${id}`)).toEqual([
      expect.objectContaining({ kind: 'withdraw', amount: -30000, remark: 'Withdrawal (ref IMPS 612300000009)' }),
    ]);
    expect((await admin('POST', `/admin/wallet-requests/${id}/approve`, {})).statusCode).toBe(409);
    expect((await walletOf(app.t.deps.db, app.self1.userId)).balance).toBe(before.balance - 30000);
  });

  it('after every decision the ledger sums to the balance', async () => {
    const { ledger, balance } = await ledgerAndBalance(app.t.deps.db, app.self1.userId);
    expect(ledger).toBe(balance);
    // Opening 5000 + deposits 500 + 500 + 1000 − withdrawal 300.
    expect(balance).toBe(670000);
  });
});

describe('who may call', () => {
  it('a player gets 403 on every operator route, and nothing changes', async () => {
    const id = await withdraw(100);
    for (const [method, url] of [
      ['GET', '/admin/wallet-requests'],
      ['POST', `/admin/wallet-requests/${id}/approve`],
      ['GET', `/admin/wallet-requests/${id}/slip`],
      ['GET', '/admin/merchants'],
    ] as const) {
      const response = await admin(method, url, method === 'POST' ? {} : undefined, app.self1);
      expect(response.statusCode).toBe(403);
    }
    expect((await requestRows(app.t.deps.db, app.self1.userId)).find((r) => r.id === id)?.status).toBe(2);
  });

  it('an unknown request is a 404; a withdrawal has no slip', async () => {
    expect((await admin('POST', '/admin/wallet-requests/999999/approve', {})).statusCode).toBe(404);
    expect((await admin('GET', '/admin/wallet-requests/999999/slip')).statusCode).toBe(404);
    const id = await withdraw(100);
    const slipOfWithdrawal = await admin('GET', `/admin/wallet-requests/${id}/slip`);
    expect(slipOfWithdrawal.statusCode).toBe(404);
    expect(slipOfWithdrawal.json().message).toBe(WALLET_MSG.noSlip);
  });

  it('a bad id or comment is a 400', async () => {
    expect((await admin('POST', '/admin/wallet-requests/abc/approve', {})).statusCode).toBe(400);
    expect((await admin('POST', '/admin/wallet-requests/1/approve', { comment: 'x'.repeat(501) })).statusCode).toBe(400);
    expect((await admin('GET', '/admin/wallet-requests?status=7')).statusCode).toBe(400);
    expect((await admin('POST', '/admin/wallet-requests/1/approve', { comment: 'ok\u0000' })).statusCode).toBe(400);
    const all = await admin('GET', '/admin/wallet-requests?status=');
    expect(all.statusCode).toBe(200);
    expect(new Set(all.json().data.map((r: { Status: number }) => r.Status))).toEqual(new Set([1, 2, 3]));
  });
});

describe('merchant accounts', () => {
  const merchants = () =>
    app.t.app.inject({ method: 'GET', url: '/api/api/selfUser/fetchActiveMerchantDetails', headers: { cookie: app.self1.cookie } });

  it('creates, deactivates and reactivates; players see only active ones and their QR images', async () => {
    const created = await admin('POST', '/admin/merchants', {
      PaymentType: 'UPI',
      DisplayName: 'Second Desk',
      UPIId: 'second.desk@ybl',
      PaymentSubType: 'GPay',
    });
    expect(created.statusCode).toBe(200);
    const merchant = created.json();
    expect(merchant).toMatchObject({ PaymentType: 'UPI', DisplayName: 'Second Desk', active: true });
    expect(merchant.QRCode).toMatch(/^qr-[a-f0-9]{20}\.png$/);
    expect((await merchants()).json().data).toContainEqual(expect.objectContaining({ id: merchant.id, UPIId: 'second.desk@ybl' }));

    const qr = await app.t.app.inject({ method: 'GET', url: `/api/merchant-qr/${merchant.QRCode}` });
    expect(qr.statusCode).toBe(200);
    expect(qr.headers['content-type']).toBe('image/png');
    expect(qr.rawPayload.subarray(1, 4).toString()).toBe('PNG');

    expect((await admin('POST', `/admin/merchants/${merchant.id}/deactivate`)).json().active).toBe(false);
    expect((await merchants()).json().data.map((m: { id: number }) => m.id)).not.toContain(merchant.id);
    expect((await app.t.app.inject({ method: 'GET', url: `/api/merchant-qr/${merchant.QRCode}` })).statusCode).toBe(404);
    const paidToRemoved = await postDeposit(
      app.t.app,
      app.self1.cookie,
      depositForm(
        { userId: app.self1.userId, UTR: 'REMOVED412300000009', DisplayName: 'Second Desk', UPIID: 'second.desk@ybl' },
        { bytes: slip },
      ),
    );
    expect(paidToRemoved.statusCode).toBe(400);
    expect(paidToRemoved.json().message).toBe(WALLET_MSG.merchantGone);

    expect((await admin('POST', `/admin/merchants/${merchant.id}/activate`)).json().active).toBe(true);
    const all = (await admin('GET', '/admin/merchants')).json().data;
    expect(all.length).toBeGreaterThanOrEqual(3);
  });

  it('refuses incomplete accounts', async () => {
    const upi = await admin('POST', '/admin/merchants', { PaymentType: 'UPI', DisplayName: 'No UPI id' });
    expect(upi.statusCode).toBe(400);
    expect(upi.json().message).toBe(WALLET_MSG.merchantUpiNeeded);
    const bank = await admin('POST', '/admin/merchants', {
      PaymentType: 'Bank',
      DisplayName: 'No IFSC',
      AccountNumber: '1234567',
      Bank: 'SBI',
    });
    expect(bank.json().message).toBe(WALLET_MSG.merchantBankNeeded);
    expect(
      (
        await admin('POST', '/admin/merchants', {
          PaymentType: 'Bank',
          DisplayName: 'Bad IFSC',
          AccountNumber: '1',
          Bank: 'SBI',
          IFSC: 'nope',
        })
      ).statusCode,
    ).toBe(400);
    expect((await admin('POST', '/admin/merchants/999999/deactivate')).statusCode).toBe(404);
  });

  it('the seeded accounts are one UPI and one bank account, each with a QR image', async () => {
    const data = (await merchants()).json().data as Array<{ PaymentType: string; QRCode: string }>;
    expect(data.map((m) => m.PaymentType)).toEqual(expect.arrayContaining(['UPI', 'Bank']));
    for (const m of data) {
      const qr = await app.t.app.inject({ method: 'GET', url: `/api/merchant-qr/${m.QRCode}` });
      expect(qr.statusCode).toBe(200);
    }
    expect((await app.t.app.inject({ method: 'GET', url: '/api/merchant-qr/..%2Fsecret.png' })).statusCode).toBe(400);
  });

  it('a player with no session cannot list merchants', async () => {
    const response = await app.t.app.inject({ method: 'GET', url: '/api/api/selfUser/fetchActiveMerchantDetails' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toEqual(expect.any(String));
    expect(MSG.requestSent).toBe('Request Sent!');
  });
});
