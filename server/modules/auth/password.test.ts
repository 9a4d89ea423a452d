import { buildTestApp, type TestApp } from '../../test/app';
import { MSG, SERVER_MSG } from '../../../src/domain/messages';
import { logIn } from '../../test/auth/testSupport';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const change = (userId: number | string, cookie: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'PUT', url: `/api/api/changePassword/users/${userId}`, headers: { cookie, ...headers }, payload });

const hashOf = async (username: string) =>
  await t.deps.db
    .selectFrom('users')
    .select(['password_hash', 'password_status'])
    .where('username', '=', username)
    .executeTakeFirstOrThrow();

describe('PUT /api/api/changePassword/users/:userId', () => {
  test('a wrong current password: 400 with the message in `error`, nothing changed', async () => {
    const { cookie, userId } = await logIn(t.app, 'self1', 'self123');
    const before = await hashOf('self1');
    const response = await change(userId, cookie, { oldPassword: 'not-it', newPassword: 'brand-new' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: SERVER_MSG.wrongOldPassword, message: SERVER_MSG.wrongOldPassword });
    expect(await hashOf('self1')).toEqual(before);
  });

  test('a new password under 6 characters: 400 with the spec message in `error`', async () => {
    const { cookie, userId } = await logIn(t.app, 'self1', 'self123');
    const response = await change(userId, cookie, { oldPassword: 'self123', newPassword: '12345' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: MSG.newPasswordTooShort });
  });

  test.each([
    ['a new password of 129 characters', { oldPassword: 'self123', newPassword: 'n'.repeat(129) }],
    ['a missing current password', { newPassword: 'brand-new' }],
    ['a new password that is an object', { oldPassword: 'self123', newPassword: { a: 1 } }],
  ])('%s: 400 { message }, nothing changed', async (_name, payload) => {
    const { cookie, userId } = await logIn(t.app, 'self1', 'self123');
    const before = await hashOf('self1');
    const response = await change(userId, cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: expect.any(String), isSuccess: false });
    expect(await hashOf('self1')).toEqual(before);
  });

  test("another user's id: 403, and nothing changed for either", async () => {
    const a = await logIn(t.app, 'self1', 'self123');
    const b = await logIn(t.app, 'player1', 'player123');
    const before = await hashOf('player1');
    const response = await change(b.userId, a.cookie, { oldPassword: 'player123', newPassword: 'stolen-pass' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: SERVER_MSG.forbidden });
    expect(await hashOf('player1')).toEqual(before);
  });

  test('an id that is not a number: 400; an id of nobody: 403', async () => {
    const { cookie } = await logIn(t.app, 'self1', 'self123');
    expect((await change('abc', cookie, { oldPassword: 'self123', newPassword: 'brand-new' })).statusCode).toBe(400);
    expect((await change(999999, cookie, { oldPassword: 'self123', newPassword: 'brand-new' })).statusCode).toBe(403);
  });

  test('from another site: 403', async () => {
    const { cookie, userId } = await logIn(t.app, 'self1', 'self123');
    const response = await change(userId, cookie, { oldPassword: 'self123', newPassword: 'brand-new' }, { origin: 'http://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(SERVER_MSG.crossSite);
  });

  test('success: 200, passwordstatus 1, every session of the user ends, the new password works', async () => {
    await t.deps.db.updateTable('users').set({ password_status: 0 }).where('username', '=', 'player1').execute();
    const phone = await logIn(t.app, 'player1', 'player123');
    const laptop = await logIn(t.app, 'player1', 'player123');
    const status = (cookie: string) =>
      t.app.inject({ method: 'GET', url: `/api/api/fetchPasswordStatus/${phone.userId}`, headers: { cookie } });
    expect((await status(phone.cookie)).json()).toEqual([{ passwordstatus: 0 }]);

    const response = await change(phone.userId, phone.cookie, { oldPassword: 'player123', newPassword: 'player456' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ isSuccess: true, message: MSG.passwordChanged });
    expect(String(response.headers['set-cookie'])).toMatch(/^exsid=;/);

    expect((await status(phone.cookie)).statusCode).toBe(401);
    expect((await status(laptop.cookie)).statusCode).toBe(401);
    await expect(logIn(t.app, 'player1', 'player123')).rejects.toThrow(/401/);
    const again = await logIn(t.app, 'player1', 'player456');
    expect((await status(again.cookie)).json()).toEqual([{ passwordstatus: 1 }]);
  });
});

describe('GET /api/api/fetchPasswordStatus/:userId', () => {
  test('without a session: 401; for another user: 403', async () => {
    const { cookie, userId } = await logIn(t.app, 'self1', 'self123');
    expect((await t.app.inject({ method: 'GET', url: `/api/api/fetchPasswordStatus/${userId}` })).statusCode).toBe(401);
    const other = await t.app.inject({ method: 'GET', url: `/api/api/fetchPasswordStatus/${userId + 1}`, headers: { cookie } });
    expect(other.statusCode).toBe(403);
  });
});
