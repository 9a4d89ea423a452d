// Saved payout accounts (one's own only) and the four wallet stake buttons.
import { MSG } from '../../../src/domain/messages';
import { SAVED_ACCOUNTS_MAX } from '../../../src/domain/contract/wallet';
import { WALLET_MSG } from './messages';
import { useWalletApp, type Session } from '../../test/wallet/testSupport';

const app = useWalletApp({ signIn: ['self1'], self2Rupees: 100_000 }); // ₹1,00,000, as player1 has (a selfUser 0 player has no wallet)

const call = (session: Session, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  app.t.app.inject({ method, url: `/api${url}`, headers: { cookie: session.cookie }, ...(payload ? { payload } : {}) });
const saved = (session: Session) => call(session, 'GET', `/api/selfUser/fetchSavedBKDetails/${session.userId}`);
const save = (session: Session, body: object) =>
  call(session, 'POST', '/api/selfUser/saveBankDetail', { userId: session.userId, withdrawAmountBtn: '500', ...body });

const UPI = { withdrawPaymentMethod: 'UPI', withdrawAccountHolder: 'Self One', withdrawUpiId: 'self1@ybl', withdrawPhone: '9876543210' };
const BANK = {
  withdrawPaymentMethod: 'BANK',
  withdrawAccountHolder: 'Self One',
  withdrawAccountNumber: '001234567890',
  withdrawIfsc: 'hdfc0001234',
  withdrawBankName: 'HDFC Bank',
  withdrawBankImgSrc: '/banks/hdfc.svg',
};

describe('saved accounts', () => {
  it('saves a UPI and a bank account and lists them newest first with the spec fields', async () => {
    expect((await save(app.self1, UPI)).statusCode).toBe(200);
    expect((await save(app.self1, BANK)).json()).toEqual({ isSuccess: true, message: WALLET_MSG.accountSaved });
    const data = (await saved(app.self1)).json().data;
    expect(data).toHaveLength(2);
    expect(data[0]).toEqual({
      SrNo: data[0].id,
      UserId: app.self1.userId,
      id: data[0].id,
      paymentMethod: 'Bank',
      BankName: 'HDFC Bank',
      accountHName: 'Self One',
      accountNumber: '001234567890',
      IFSC: 'HDFC0001234',
      UPIID: '',
      phone: '',
      bankSrcImage: '/banks/hdfc.svg',
    });
    expect(data[1]).toMatchObject({
      paymentMethod: 'UPI',
      UPIID: 'self1@ybl',
      accountHName: 'Self One',
      phone: '9876543210',
      accountNumber: '',
    });
  });

  it.each([
    ['UPI without a UPI id', { ...UPI, withdrawUpiId: '' }, MSG.fillAllInputFields],
    ['UPI without a name', { ...UPI, withdrawAccountHolder: '  ' }, MSG.fillAllInputFields],
    ['Bank without IFSC', { ...BANK, withdrawIfsc: '' }, MSG.fillAllInputFields],
    ['Bank without a bank name', { ...BANK, withdrawBankName: '' }, MSG.fillAllInputFields],
    ['a phone with letters', { ...UPI, withdrawPhone: '98x' }, WALLET_MSG.phoneDigits],
    ['an image from another site', { ...BANK, withdrawBankImgSrc: 'https://evil.example/x.png' }, WALLET_MSG.imagePath],
    ['a script URL as image', { ...BANK, withdrawBankImgSrc: 'javascript:alert(1)' }, WALLET_MSG.imagePath],
    ['a protocol-relative URL (another site)', { ...BANK, withdrawBankImgSrc: '//evil.example/x.png' }, WALLET_MSG.imagePath],
    ['a path of ours that is not an image', { ...BANK, withdrawBankImgSrc: '/api/logout' }, WALLET_MSG.imagePath],
    ['a path climbing out of the image folder', { ...BANK, withdrawBankImgSrc: '/banks/../api/x.png' }, WALLET_MSG.imagePath],
  ])('refuses %s and stores nothing', async (_name, body, message) => {
    const response = await save(app.self1, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ isSuccess: false, message });
    expect((await saved(app.self1)).json().data).toHaveLength(2);
  });

  it("refuses to save, list or delete another player's accounts", async () => {
    expect((await call(app.self1, 'POST', '/api/selfUser/saveBankDetail', { ...UPI, userId: app.self2.userId })).statusCode).toBe(403);
    expect((await call(app.self1, 'GET', `/api/selfUser/fetchSavedBKDetails/${app.self2.userId}`)).statusCode).toBe(403);
    expect((await save(app.self2, UPI)).statusCode).toBe(200);
    const theirs = (await saved(app.self2)).json().data[0];

    // Their SrNo with my own user id: not found among mine, nothing deleted.
    const byId = await call(app.self1, 'DELETE', '/api/selfUser/deleteSavedBank', { id: theirs.SrNo, user: app.self1.userId });
    expect(byId.statusCode).toBe(404);
    expect(byId.json()).toEqual({ isSuccess: false, message: WALLET_MSG.savedAccountNotFound });
    // Their SrNo with their user id: not the caller.
    const byUser = await call(app.self1, 'DELETE', '/api/selfUser/deleteSavedBank', { id: theirs.SrNo, user: app.self2.userId });
    expect(byUser.statusCode).toBe(403);
    expect(byUser.json().message).toEqual(expect.any(String));
    expect((await saved(app.self2)).json().data).toHaveLength(1);
  });

  it('deletes one of my own accounts', async () => {
    const [first] = (await saved(app.self1)).json().data;
    const response = await call(app.self1, 'DELETE', '/api/selfUser/deleteSavedBank', { id: first.SrNo, user: app.self1.userId });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ isSuccess: true, message: MSG.deleted });
    expect((await saved(app.self1)).json().data.map((a: { id: number }) => a.id)).not.toContain(first.id);
    expect((await call(app.self1, 'DELETE', '/api/selfUser/deleteSavedBank', { id: first.SrNo, user: app.self1.userId })).statusCode).toBe(
      404,
    );
    expect((await call(app.self1, 'DELETE', '/api/selfUser/deleteSavedBank', { user: app.self1.userId })).statusCode).toBe(400);
  });

  it(`keeps at most ${SAVED_ACCOUNTS_MAX} accounts per player`, async () => {
    const have = (await saved(app.self1)).json().data.length;
    for (let i = have; i < SAVED_ACCOUNTS_MAX; i += 1) expect((await save(app.self1, UPI)).statusCode).toBe(200);
    const over = await save(app.self1, UPI);
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(WALLET_MSG.tooManySavedAccounts);
    expect((await saved(app.self1)).json().data).toHaveLength(SAVED_ACCOUNTS_MAX);
  });
});

describe('wallet stake buttons', () => {
  const fetchButtons = (session: Session) => call(session, 'GET', `/api/selfUser/fetchStakeButton?userId=${session.userId}`);

  it('gives the defaults until the player saves their own, then theirs (and only theirs)', async () => {
    expect((await fetchButtons(app.self1)).json()).toEqual({ data: [{ btn1: 500, btn2: 1000, btn3: 2000, btn4: 5000 }] });
    const change = await call(app.self1, 'POST', '/api/selfUser/changeStakeButton', {
      userId: app.self1.userId,
      btn1: 100,
      btn2: 250,
      btn3: '750',
      btn4: 9999,
    });
    expect(change.statusCode).toBe(200);
    expect(change.json()).toEqual({ isSuccess: true, message: MSG.stakeChanged });
    expect((await fetchButtons(app.self1)).json().data[0]).toEqual({ btn1: 100, btn2: 250, btn3: 750, btn4: 9999 });
    expect((await fetchButtons(app.self2)).json().data[0]).toEqual({ btn1: 500, btn2: 1000, btn3: 2000, btn4: 5000 });
  });

  it.each([
    ['a missing button', { btn1: 100, btn2: 200, btn3: 300 }],
    ['zero', { btn1: 0, btn2: 200, btn3: 300, btn4: 400 }],
    ['a fraction', { btn1: 10.5, btn2: 200, btn3: 300, btn4: 400 }],
    ['letters', { btn1: 'abc', btn2: 200, btn3: 300, btn4: 400 }],
  ])('refuses %s and keeps the saved values', async (_name, buttons) => {
    const response = await call(app.self1, 'POST', '/api/selfUser/changeStakeButton', { userId: app.self1.userId, ...buttons });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
    expect((await fetchButtons(app.self1)).json().data[0]).toEqual({ btn1: 100, btn2: 250, btn3: 750, btn4: 9999 });
  });

  it("refuses another player's buttons", async () => {
    expect((await call(app.self1, 'GET', `/api/selfUser/fetchStakeButton?userId=${app.self2.userId}`)).statusCode).toBe(403);
    const change = await call(app.self1, 'POST', '/api/selfUser/changeStakeButton', {
      userId: app.self2.userId,
      btn1: 1,
      btn2: 2,
      btn3: 3,
      btn4: 4,
    });
    expect(change.statusCode).toBe(403);
    expect((await fetchButtons(app.self2)).json().data[0].btn1).toBe(500);
  });
});
