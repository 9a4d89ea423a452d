// POST /api/selfUser/withdrawRequest: the amount is checked against balance − exposure − reserved and
// reserved at once, so no two requests can together overdraw the wallet.
import { MSG } from '../../../src/domain/messages';
import { WALLET_MSG } from './messages';
import { useWalletApp, requestRows, walletOf, type Session } from '../../test/wallet/testSupport';
import { expectOneOfTwoRefused } from '../../test/fixtures';

const app = useWalletApp({ signIn: ['self1'], self2Rupees: 100_000 }); // ₹1,00,000, as player1 has (a selfUser 0 player has no wallet)

function withdraw(session: Session, body: Record<string, unknown>) {
  return app.t.app.inject({
    method: 'POST',
    url: '/api/api/selfUser/withdrawRequest',
    headers: { cookie: session.cookie },
    payload: { userId: session.userId, paymentMethod: 'UPI', accountHName: 'Self One', UPIID: 'self1@ybl', phone: '9876543210', ...body },
  });
}

describe('refused withdrawals change nothing', () => {
  const refusals: Array<[string, Record<string, unknown>, number, string]> = [
    ['under 100', { withdrawAmountBtn: 99 }, 400, MSG.withdrawMinimum],
    ['zero', { withdrawAmountBtn: 0 }, 400, MSG.withdrawMinimum],
    ['negative', { withdrawAmountBtn: -500 }, 400, MSG.withdrawMinimum],
    ['paise', { withdrawAmountBtn: 150.5 }, 400, WALLET_MSG.wholeRupees],
    ['more than the balance', { withdrawAmountBtn: 5001 }, 400, MSG.insufficientFunds],
    ['UPI with neither name nor UPI id', { withdrawAmountBtn: 200, accountHName: '', UPIID: ' ' }, 400, MSG.fillAllInputFields],
    [
      'BANK with no account field',
      { withdrawAmountBtn: 200, paymentMethod: 'BANK', accountHName: '', accountNumber: '', IFSC: '', bankName: '' },
      400,
      MSG.fillAllInputFields,
    ],
    ['a phone with letters', { withdrawAmountBtn: 200, phone: '98765abc' }, 400, WALLET_MSG.phoneDigits],
  ];
  it.each(refusals)('%s', async (_name, body, status, message) => {
    const response = await withdraw(app.self1, body);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ isSuccess: false, message });
    expect(await walletOf(app.t.deps.db, app.self1.userId)).toMatchObject({ balance: 500000, reserved: 0 });
    expect(await requestRows(app.t.deps.db, app.self1.userId)).toHaveLength(0);
  });

  it('a missing amount or method, or an unknown method, is a 400 with a message', async () => {
    for (const body of [
      { withdrawAmountBtn: undefined },
      { withdrawAmountBtn: 200, paymentMethod: undefined },
      { withdrawAmountBtn: 200, paymentMethod: 'CASH' },
    ]) {
      const response = await withdraw(app.self1, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    expect(await requestRows(app.t.deps.db, app.self1.userId)).toHaveLength(0);
  });

  it('a NUL or other control character in a text field is a 400, not a database error', async () => {
    for (const body of [{ accountHName: 'Self\u0000One' }, { UPIID: 'self1@ybl\n' }, { bankName: '\u001b[31m' }]) {
      const response = await withdraw(app.self1, { withdrawAmountBtn: 200, ...body });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    expect(await requestRows(app.t.deps.db, app.self1.userId)).toHaveLength(0);
  });

  it("another player's userId is refused", async () => {
    const response = await withdraw(app.self1, { withdrawAmountBtn: 200, userId: app.self2.userId });
    expect(response.statusCode).toBe(403);
    expect(await requestRows(app.t.deps.db, app.self2.userId)).toHaveLength(0);
    expect(await walletOf(app.t.deps.db, app.self2.userId)).toMatchObject({ reserved: 0 });
  });
});

describe('a withdrawal reserves its amount', () => {
  it('answers Request Sent!, keeps the balance and reserves the amount; the next request sees less', async () => {
    const response = await withdraw(app.self1, { withdrawAmountBtn: 200 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ isSuccess: true, message: MSG.requestSent });
    expect(await walletOf(app.t.deps.db, app.self1.userId)).toMatchObject({ balance: 500000, reserved: 20000 });
    const [row] = await requestRows(app.t.deps.db, app.self1.userId);
    expect(row).toMatchObject({
      request_type: 'withdraw',
      amount: 20000,
      status: 2,
      payment_method: 'UPI',
      upi_id: 'self1@ybl',
      account_holder: 'Self One',
    });

    // 5000 − 200 reserved = 4800 available.
    expect((await withdraw(app.self1, { withdrawAmountBtn: 4801 })).json().message).toBe(MSG.insufficientFunds);
    expect(
      (
        await withdraw(app.self1, {
          withdrawAmountBtn: 4800,
          paymentMethod: 'BANK',
          accountNumber: '1234567890',
          IFSC: 'sbin0001234',
          bankName: 'SBI',
        })
      ).statusCode,
    ).toBe(200);
    expect(await walletOf(app.t.deps.db, app.self1.userId)).toMatchObject({ balance: 500000, reserved: 500000 });
    const bank = (await requestRows(app.t.deps.db, app.self1.userId))[1];
    expect(bank).toMatchObject({ payment_method: 'BANK', ifsc: 'SBIN0001234', bank: 'SBI', upi_id: '' });
    expect((await withdraw(app.self1, { withdrawAmountBtn: 100 })).json().message).toBe(MSG.insufficientFunds);
  });

  it('counts exposure in open bets as unavailable', async () => {
    await app.t.deps.db.updateTable('wallets').set({ exposure: 9_000_000 }).where('user_id', '=', app.self2.userId).execute();
    // ₹1,00,000 − ₹90,000 exposure = ₹10,000.
    expect((await withdraw(app.self2, { withdrawAmountBtn: 10001 })).json().message).toBe(MSG.insufficientFunds);
    expect((await withdraw(app.self2, { withdrawAmountBtn: 10000 })).statusCode).toBe(200);
    await app.t.deps.db.updateTable('wallets').set({ exposure: 0 }).where('user_id', '=', app.self2.userId).execute();
  });

  it('lets exactly one of two simultaneous requests through when together they exceed the balance', async () => {
    // self2: ₹1,00,000 − ₹10,000 reserved = ₹90,000 available; two requests of ₹50,000.
    const responses = await Promise.all([
      withdraw(app.self2, { withdrawAmountBtn: 50000 }),
      withdraw(app.self2, { withdrawAmountBtn: 50000 }),
    ]);
    expectOneOfTwoRefused(responses, MSG.insufficientFunds);
    expect(await walletOf(app.t.deps.db, app.self2.userId)).toMatchObject({ balance: 10_000_000, reserved: 6_000_000 });
  });

  it('never reserves more than is available, however many requests race', async () => {
    // ₹40,000 left; eight requests of ₹6,000 at once: six fit (₹36,000), two are refused.
    const responses = await Promise.all(Array.from({ length: 8 }, () => withdraw(app.self2, { withdrawAmountBtn: 6000 })));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(6);
    expect(responses.filter((r) => r.statusCode === 400)).toHaveLength(2);
    const wallet = await walletOf(app.t.deps.db, app.self2.userId);
    expect(wallet.reserved).toBe(9_600_000);
    expect(wallet.balance - wallet.exposure - wallet.reserved).toBe(400_000);
  });
});
