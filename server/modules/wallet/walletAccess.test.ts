// The wallet is a self-registered player's (spec §1, §2): every wallet call of a player the
// operator created (selfUser 0) or of a demo player answers 403 with a clear message and writes
// nothing, while the same valid calls of self1 (selfUser 1) go through. The wallet routes are read
// from the app itself, so a wallet route added later must be listed here to pass.
import { cookieHeader } from '../../test/app';
import { useCatalogApp } from '../../test/security/routeCatalog';
import type { Session } from '../../test/auth/testSupport';
import { WALLET_MSG } from './messages';
import { buildWalletApp, depositForm, slipPng } from '../../test/wallet/testSupport';

const app = useCatalogApp({
  build: (server) => buildWalletApp({ server }),
  signIn: ['self1', 'player1'],
  then: async ({ t, routes }) => {
    const login = await t.app.inject({ method: 'POST', url: '/api/Demologin', payload: {} });
    return {
      // The wallet's routes among all the app registers (either spelling of selfUser in the path).
      walletRoutes: routes.filter((r) => /^\/api\/api\/self(User|USer)\//.test(r.url)),
      demo: { cookie: cookieHeader(login), userId: login.json().result[0].Id } as Session,
    };
  },
});

type Call = (who: Session) => { method: 'GET' | 'POST' | 'DELETE'; url: string; payload?: object | FormData };

/** A valid request of each wallet route, as the SPA sends it for the signed-in player. */
const CALLS: Record<string, Call> = {
  'GET /api/api/selfUser/fetchActiveMerchantDetails': () => ({ method: 'GET', url: '/api/api/selfUser/fetchActiveMerchantDetails' }),
  'GET /api/api/selfUSer/fetchDepositRequest/:userId': (who) => ({
    method: 'GET',
    url: `/api/api/selfUSer/fetchDepositRequest/${who.userId}`,
  }),
  'GET /api/api/selfUser/fetchSavedBKDetails/:userId': (who) => ({
    method: 'GET',
    url: `/api/api/selfUser/fetchSavedBKDetails/${who.userId}`,
  }),
  'GET /api/api/selfUser/fetchStakeButton': (who) => ({ method: 'GET', url: `/api/api/selfUser/fetchStakeButton?userId=${who.userId}` }),
  'POST /api/api/selfUser/changeStakeButton': (who) => ({
    method: 'POST',
    url: '/api/api/selfUser/changeStakeButton',
    payload: { userId: who.userId, btn1: 1, btn2: 2, btn3: 3, btn4: 4 },
  }),
  'POST /api/api/selfUser/saveBankDetail': (who) => ({
    method: 'POST',
    url: '/api/api/selfUser/saveBankDetail',
    payload: {
      userId: who.userId,
      withdrawAmountBtn: '500',
      withdrawPaymentMethod: 'UPI',
      withdrawAccountHolder: 'A Player',
      withdrawUpiId: 'a@ybl',
    },
  }),
  'DELETE /api/api/selfUser/deleteSavedBank': (who) => ({
    method: 'DELETE',
    url: '/api/api/selfUser/deleteSavedBank',
    payload: { id: 1, user: who.userId },
  }),
  'POST /api/api/selfUser/withdrawRequest': (who) => ({
    method: 'POST',
    url: '/api/api/selfUser/withdrawRequest',
    payload: { userId: who.userId, withdrawAmountBtn: 500, paymentMethod: 'UPI', accountHName: 'A Player', UPIID: 'a@ybl' },
  }),
  'POST /api/api/selfUser/depositRequest': (who) => ({
    method: 'POST',
    url: '/api/api/selfUser/depositRequest',
    payload: depositForm(
      { userId: who.userId, UTR: `4${String(who.userId).padStart(11, '0')}` },
      { bytes: slipPng([`UTR for ${who.userId}`]) },
    ),
  }),
};

const send = (who: Session, call: Call) => app.t.app.inject({ ...call(who), headers: { cookie: who.cookie } });

/** Everything a wallet call of `userId` could write. */
async function writtenBy(userId: number) {
  const { db } = app.t.deps;
  const count = async (table: 'wallet_requests' | 'saved_accounts' | 'stake_buttons' | 'ledger') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    requests: await count('wallet_requests'),
    savedAccounts: await count('saved_accounts'),
    stakeButtons: await count('stake_buttons'),
    ledger: await count('ledger'),
    wallet: await db
      .selectFrom('wallets')
      .select(['balance', 'reserved', 'exposure'])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  };
}

test('the wallet routes are exactly the known ones (sign-up, /api/selfuser/signUp, is not one)', () => {
  expect(app.walletRoutes.map((r) => `${r.method} ${r.url}`).sort()).toEqual(Object.keys(CALLS).sort());
  expect(app.walletRoutes.every((r) => r.access === 'player')).toBe(true);
});

test.each([
  ['a player the operator created (selfUser 0)', () => app.player1, WALLET_MSG.selfUsersOnly],
  ['a demo player', () => app.demo, WALLET_MSG.demoNotAllowed],
])('%s: every wallet call answers 403 with a clear message and writes nothing', async (_who, who, message) => {
  const session = who();
  const before = await writtenBy(session.userId);
  for (const [route, call] of Object.entries(CALLS)) {
    const response = await send(session, call);
    expect({ route, status: response.statusCode, body: response.json() }).toEqual({
      route,
      status: 403,
      body: { isSuccess: false, message },
    });
  }
  expect(await writtenBy(session.userId)).toEqual(before);
  expect(app.t.slipFiles()).toEqual([]);
});

test('the same calls of a self-registered player (selfUser 1) go through', async () => {
  for (const [route, call] of Object.entries(CALLS)) {
    const response = await send(app.self1, call);
    expect({ route, status: response.statusCode }).toEqual({ route, status: 200 });
  }
  // The deposit and the withdrawal (₹500 reserved); the saved account (id 1) saved, then deleted.
  const written = await writtenBy(app.self1.userId);
  expect(written).toMatchObject({ requests: 2, savedAccounts: 0, wallet: { reserved: 50_000 } });
  expect(written.stakeButtons).toBeGreaterThan(0);
  expect(app.t.slipFiles()).toHaveLength(1);
});

test("another player's id is still refused as before, whoever asks", async () => {
  const response = await send(app.player1, () => ({ method: 'GET', url: `/api/api/selfUser/fetchSavedBKDetails/${app.self1.userId}` }));
  expect(response.statusCode).toBe(403);
});
