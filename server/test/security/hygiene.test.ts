// Session and request hygiene: an absolute session lifetime besides the idle one, and passwords that
// are spaces only refused wherever a password is set.
import { buildTestApp, type TestApp } from '../app';
import { nextPhone } from '../auth/testSupport';
import { logIn, logInOperator } from '../auth/testSupport';
import { MSG, SERVER_MSG } from '../../../src/domain/messages';
import { rowCount } from '../fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ config: { sessionIdleMinutes: 30, sessionMaxHours: 12 } });
});
afterAll(() => t.close());

const MINUTE = 60_000;
const userCount = () => rowCount(t, 'users');

test('a session polled all day long still ends SESSION_MAX_HOURS after its log-in', async () => {
  const session = await logIn(t.app, 'player1', 'player123');
  const poll = () => t.app.inject({ method: 'GET', url: `/api/expo1/${session.userId}/1`, headers: { cookie: session.cookie } });
  // Never idle: a request every 20 minutes for just under 12 hours.
  for (let elapsed = 0; elapsed + 20 * MINUTE < 12 * 60 * MINUTE; elapsed += 20 * MINUTE) {
    t.clock.advance(20 * MINUTE);
    expect((await poll()).statusCode).toBe(200);
  }
  t.clock.advance(20 * MINUTE);
  const ended = await poll();
  expect(ended.statusCode).toBe(401);
  expect(ended.json()).toMatchObject({ message: SERVER_MSG.notSignedIn, isSuccess: false });
  expect(await t.deps.db.selectFrom('sessions').select('id_hash').where('user_id', '=', session.userId).execute()).toEqual([]);
}, 60_000);

describe('a password of spaces is no password', () => {
  const signUp = (username: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/api/selfuser/signUp',
      remoteAddress: '203.0.113.150',
      payload: { username, password, phone: nextPhone() },
    });

  test('sign-up: 400 with a clear message, nobody created', async () => {
    const before = await userCount();
    const response = await signUp('spaces_only', '      ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: SERVER_MSG.passwordBlank, isSuccess: false });
    expect(await userCount()).toBe(before);
    // Spaces around a real password are fine.
    const padded = await signUp('padded_pass', '  secret12  ');
    expect(padded.statusCode).toBe(201);
  });

  test('change-password: 400 with the spec message, the password unchanged', async () => {
    const session = await logIn(t.app, 'self1', 'self123');
    const before = await t.deps.db.selectFrom('users').select('password_hash').where('id', '=', session.userId).executeTakeFirstOrThrow();
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/api/changePassword/users/${session.userId}`,
      headers: { cookie: session.cookie },
      payload: { oldPassword: 'self123', newPassword: '      ' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: MSG.newPasswordTooShort, message: MSG.newPasswordTooShort, isSuccess: false });
    expect(await t.deps.db.selectFrom('users').select('password_hash').where('id', '=', session.userId).executeTakeFirstOrThrow()).toEqual(
      before,
    );
  });

  test("the operator's create-user and password reset: 400, nothing written", async () => {
    const operator = await logInOperator(t.app);
    const before = await userCount();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: { cookie: operator.cookie },
      payload: { username: 'blank_pass', password: '        ', credit: 0, exposureLimit: 0 },
    });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toEqual({ message: SERVER_MSG.passwordBlank, isSuccess: false });
    expect(await userCount()).toBe(before);

    const player = await t.deps.db
      .selectFrom('users')
      .select(['id', 'password_hash'])
      .where('username', '=', 'player1')
      .executeTakeFirstOrThrow();
    const reset = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${player.id}`,
      headers: { cookie: operator.cookie },
      payload: { password: '      ' },
    });
    expect(reset.statusCode).toBe(400);
    expect(
      await t.deps.db.selectFrom('users').select(['id', 'password_hash']).where('id', '=', player.id).executeTakeFirstOrThrow(),
    ).toEqual(player);
  });
});
