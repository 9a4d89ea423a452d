import { buildTestApp, type TestApp } from '../../test/app';
import { SERVER_MSG } from '../../../src/domain/messages';
import { logIn, logInOperator } from '../../test/auth/testSupport';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

test('balance, exposure and reserved money are read from the wallet, exposure shown negative', async () => {
  const { cookie, userId } = await logIn(t.app, 'player1', 'player123');
  expect((await get(`/api/expo1/${userId}/0`, cookie)).json()).toEqual({ isSuccess: true, FinalExpo: 0, mainBalanceafterExpo: 100000 });
  expect((await get(`/api/expo2/${userId}/0`, cookie)).json()).toEqual({ isSuccess: true, mainBalancebeforeExpo: 100000, FinalExpo: 0 });

  // ₹1,234.56 at risk in bets and ₹500.05 held by a pending withdrawal.
  await t.deps.db.updateTable('wallets').set({ exposure: 123_456, reserved: 50_005 }).where('user_id', '=', userId).execute();
  t.clock.advance(6_000); // past the session cache, not that it matters for money
  expect((await get(`/api/expo1/${userId}/0`, cookie)).json()).toEqual({
    isSuccess: true,
    FinalExpo: -1234.56,
    mainBalanceafterExpo: 98265.39,
  });
  expect((await get(`/api/expo2/${userId}/0`, cookie)).json()).toEqual({
    isSuccess: true,
    mainBalancebeforeExpo: 100000,
    FinalExpo: -1234.56,
  });
});

test("another user's id: 403; no session: 401; bad params: 400", async () => {
  const { cookie, userId } = await logIn(t.app, 'self1', 'self123');
  const other = await get(`/api/expo1/${userId + 1}/1`, cookie);
  expect(other.statusCode).toBe(403);
  expect(other.json().message).toBe(SERVER_MSG.forbidden);
  expect((await get(`/api/expo2/${userId}/1`)).statusCode).toBe(401);
  expect((await get(`/api/expo2/${userId}/7`, cookie)).statusCode).toBe(400);
  expect((await get(`/api/expo2/abc/1`, cookie)).statusCode).toBe(400);
});

test('the operator is not a player: 403', async () => {
  const { cookie, userId } = await logInOperator(t.app);
  const response = await get(`/api/expo1/${userId}/0`, cookie);
  expect(response.statusCode).toBe(403);
  expect(response.json().message).toBe(SERVER_MSG.playersOnly);
});
