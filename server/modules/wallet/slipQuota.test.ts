// Slip uploads cannot fill the disk: a player's pending slips together, the uploads of one address in
// an hour, and every slip kept (UPLOAD_MAX_BYTES, the operator alerted from 80 %) are bounded, and a
// refused upload stores nothing.
import {
  buildWalletApp,
  depositForm,
  logIn,
  logInOperator,
  paddedPng,
  postDeposit,
  slipPng,
  type WalletTestApp,
} from '../../test/wallet/testSupport';
import { WALLET_MSG } from './messages';

const MB = 1024 * 1024;
let utr = 600000000000;
/** A real PNG of `bytes` bytes, different from every other (one image backs one deposit). */
const slipOf = (bytes: number) => {
  utr += 1;
  return { utr: String(utr), image: { bytes: paddedPng(slipPng([`Paid ₹500`, `UTR ${utr}`]), bytes) } };
};

async function withApp(config: Parameters<typeof buildWalletApp>[0], run: (t: WalletTestApp) => Promise<void>) {
  const t = await buildWalletApp(config);
  try {
    await run(t);
  } finally {
    await t.close();
  }
}

const deposit = async (t: WalletTestApp, cookie: string, userId: number, bytes: number) => {
  const { utr: UTR, image } = slipOf(bytes);
  return postDeposit(t.app, cookie, depositForm({ userId, UTR }, image));
};

test("a player's pending slips together stay under SLIP_PENDING_MAX_BYTES", async () => {
  await withApp({ config: { slipPendingMaxBytes: 2 * MB } }, async (t) => {
    const self = await logIn(t.app, 'self1', 'self123');
    expect((await deposit(t, self.cookie, self.userId, 1.5 * MB)).statusCode).toBe(200);
    const refused = await deposit(t, self.cookie, self.userId, 0.6 * MB);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ isSuccess: false, message: WALLET_MSG.pendingSlipsTooLarge('2.0 MB') });
    expect(t.slipFiles()).toHaveLength(1);
  });
}, 60_000);

test('one address may upload SLIPS_PER_ADDRESS_HOUR slips an hour', async () => {
  await withApp({ config: { slipsPerAddressHour: 2 } }, async (t) => {
    const self = await logIn(t.app, 'self1', 'self123');
    for (let i = 0; i < 2; i += 1) expect((await deposit(t, self.cookie, self.userId, 0.1 * MB)).statusCode).toBe(200);
    const refused = await deposit(t, self.cookie, self.userId, 0.1 * MB);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many requests from your network/);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(t.slipFiles()).toHaveLength(2);
    // An hour on (and a new log-in: the session went idle meanwhile), the address may upload again.
    t.clock.advance(60 * 60_000 + 1_000);
    const again = await logIn(t.app, 'self1', 'self123');
    expect((await deposit(t, again.cookie, again.userId, 0.1 * MB)).statusCode).toBe(200);
  });
}, 60_000);

test('every slip kept stays under UPLOAD_MAX_BYTES; the operator is alerted from 80 %', async () => {
  await withApp({ config: { uploadMaxBytes: 4 * MB } }, async (t) => {
    const self = await logIn(t.app, 'self1', 'self123');
    const op = await logInOperator(t.app);
    const alerts = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/admin/alerts?kind=uploads.budget', headers: { cookie: op.cookie } })).json().data;
    expect((await deposit(t, self.cookie, self.userId, 2 * MB)).statusCode).toBe(200);
    expect(await alerts()).toEqual([]);
    // 3.4 of 4 MB: past 80 %, still stored, and the operator hears of it once.
    expect((await deposit(t, self.cookie, self.userId, 1.4 * MB)).statusCode).toBe(200);
    const [alert] = await alerts();
    expect(alert.message).toContain('of the 4.0 MB budget (UPLOAD_MAX_BYTES)');
    // Over the budget: refused, nothing written.
    const full = await deposit(t, self.cookie, self.userId, 0.7 * MB);
    expect(full.statusCode).toBe(507);
    expect(full.json()).toMatchObject({ isSuccess: false, message: WALLET_MSG.slipStorageFull });
    expect(t.slipFiles()).toHaveLength(2);
    expect(await alerts()).toHaveLength(1);
  });
}, 60_000);
