// Exclusion follows the person: while an account is self-excluded, its phone number opens no new
// account, its payout account takes no deposit or withdrawal from another account, and a demo log-in
// from its device is refused, each saying until when and naming nobody. When it ends, the number is
// still taken (one person, one account) and the old account logs in again.
import { useWalletApp, depositForm, postDeposit, slipPng, logIn, type Session } from '../../test/wallet/testSupport';
import { nextIp } from '../../test/auth/testSupport';
import { cookieHeader } from '../../test/app';
import { protection } from '../../test/protection/testSupport';
import { istLabel } from '../../../src/domain/contract/protection';
import { MSG } from '../../../src/domain/messages';
import { exclusionEnd } from './service';

const app = useWalletApp({ self2Rupees: 5_000 });
const PHONE = '9822334455';
const UPI = 'Regretful@YBL';

const signUp = (username: string, phone: string) =>
  app.t.app.inject({
    method: 'POST',
    url: '/api/api/selfuser/signUp',
    remoteAddress: nextIp(),
    payload: { username, password: 'secret1', phone },
  });
const demo = (cookie?: string) =>
  app.t.app.inject({ method: 'POST', url: '/api/Demologin', remoteAddress: nextIp(), headers: cookie ? { cookie } : {}, payload: {} });
const withdraw = (session: Session, upi: string) =>
  app.t.app.inject({
    method: 'POST',
    url: '/api/api/selfUser/withdrawRequest',
    headers: { cookie: session.cookie },
    payload: { userId: session.userId, withdrawAmountBtn: 200, paymentMethod: 'UPI', accountHName: 'Someone', UPIID: upi, phone: '' },
  });
let utrs = 0;
const depositNaming = (session: Session, upi: string) => {
  utrs += 1;
  const utr = `71234567${String(1000 + utrs)}`;
  return postDeposit(
    app.t.app,
    session.cookie,
    depositForm({ userId: session.userId, depositAmount: '500', UTR: utr, UPIID: upi }, { bytes: slipPng([`UTR ${utr}`]) }),
  );
};
const deviceCookieOf = (cookie: string) => cookie.split('; ').find((c) => c.startsWith('exdev=')) ?? '';

test('during a self-exclusion the person opens no account, moves no money through another, gets no demo log-in; after it, the old account', async () => {
  expect((await signUp('regretful', PHONE)).statusCode).toBe(201);
  const excluded = await logIn(app.t.app, 'regretful', 'secret1');
  const device = deviceCookieOf(excluded.cookie);
  expect(device).toMatch(/^exdev=[\w-]{22}\.[\w-]+$/);
  const saved = await app.t.app.inject({
    method: 'POST',
    url: '/api/api/selfUser/saveBankDetail',
    headers: { cookie: excluded.cookie },
    payload: { userId: excluded.userId, withdrawPaymentMethod: 'UPI', withdrawAccountHolder: 'Regretful', withdrawUpiId: UPI },
  });
  expect(saved.statusCode).toBe(200);

  const taken = await protection(app.t.app, excluded.cookie).exclude({ kind: 'self-exclusion', length: '6m' });
  expect(taken.statusCode).toBe(200);
  const until = istLabel(exclusionEnd('6m', app.t.clock.now()));

  // The same number in another form, under another name: refused with the end date.
  const again = await signUp('fresh_start', '+919822334455');
  expect(again.statusCode).toBe(403);
  expect(again.json()).toEqual({
    isSuccess: false,
    message: `You have self-excluded until ${until}. A new account cannot be opened until then.`,
  });
  expect(again.body).not.toContain('regretful');

  // Another account naming the excluded account's UPI id (any case, spaces around): refused, nothing written.
  const before = await app.t.deps.db.selectFrom('wallet_requests').select('id').where('user_id', '=', app.self2.userId).execute();
  const refusedDeposit = await depositNaming(app.self2, ' regretful@ybl ');
  expect(refusedDeposit.statusCode).toBe(403);
  expect(refusedDeposit.json().message).toBe(`Deposits are refused during your time-out or self-exclusion (until ${until}).`);
  const refusedWithdrawal = await withdraw(app.self2, 'REGRETFUL@ybl');
  expect(refusedWithdrawal.statusCode).toBe(403);
  expect(refusedWithdrawal.json().message).toBe(`Withdrawals are refused during your time-out or self-exclusion (until ${until}).`);
  expect(await app.t.deps.db.selectFrom('wallet_requests').select('id').where('user_id', '=', app.self2.userId).execute()).toEqual(before);
  // Another payee is fine.
  expect((await withdraw(app.self2, 'someone-else@ybl')).statusCode).toBe(200);

  // The demo log-in from the excluded account's device answers as its log-in; other devices play.
  const demoFromDevice = await demo(device);
  expect(demoFromDevice.statusCode).toBe(403);
  expect(demoFromDevice.json().message).toBe(`You have self-excluded until ${until}. You can log in again after that.`);
  expect((await demo()).statusCode).toBe(200);
  expect((await demo('exdev=AAAAAAAAAAAAAAAAAAAAAA.forged')).statusCode).toBe(200);

  // After the end: the number is still taken (one account), the old account logs in, the device plays demo.
  app.t.clock.advance(exclusionEnd('6m', app.t.clock.now()) - app.t.clock.now() + 60_000);
  const later = await signUp('fresh_start', '09822334455');
  expect(later.statusCode).toBe(409);
  expect(later.json().message).toBe(MSG.phoneTaken);
  const back = await app.t.app.inject({
    method: 'POST',
    url: '/api/user/auth/login',
    headers: { cookie: device },
    payload: { UserName: 'regretful', pass: 'secret1', ip: '127.0.0.1', geoLocation: 'Local, Local, Local' },
  });
  expect(back.statusCode).toBe(200);
  expect(cookieHeader(back)).not.toContain('exdev='); // the device keeps its id
  expect((await demo(device)).statusCode).toBe(200);
  expect(await app.t.deps.db.selectFrom('users').select('username').where('phone_key', '=', '9822334455').execute()).toEqual([
    { username: 'regretful' },
  ]);
});
