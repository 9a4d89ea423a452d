// One phone, one account: a number in any of its written forms opens one account; the refusal says
// nothing of whose it is; two sign-ups at once with one number give one account; the database's
// normal form is the sign-up form's.
import { sql } from 'kysely';
import { buildTestApp, type TestApp } from '../../test/app';
import { nextIp } from '../../test/auth/testSupport';
import { MSG } from '../../../src/domain/messages';
import { phoneKey } from '../../../src/domain/phone';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const signUp = (username: string, phone: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/api/selfuser/signUp',
    remoteAddress: nextIp(),
    payload: { username, password: 'secret1', phone },
  });

const accountsWithName = async (prefix: string) =>
  (await t.deps.db.selectFrom('users').select('username').where('username', 'like', `${prefix}%`).execute()).map((r) => r.username);

test('a registered number is refused in each of its written forms, with a message that names nobody', async () => {
  expect((await signUp('phone_owner', '9812345670')).statusCode).toBe(201);
  for (const [i, form] of ['9812345670', '09812345670', '919812345670', '+919812345670'].entries()) {
    const refused = await signUp(`phone_copy${i}`, form);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ isSuccess: false, message: 'This phone number is already registered. Log in or contact support.' });
    expect(refused.body).not.toContain('phone_owner');
  }
  expect(await accountsWithName('phone_copy')).toEqual([]);
  // A different number is welcome.
  expect((await signUp('phone_other', '9812345671')).statusCode).toBe(201);
});

test('two sign-ups at the same moment with one number: one account', async () => {
  const answers = await Promise.all([signUp('race_a', '9811111111'), signUp('race_b', '919811111111'), signUp('race_c', '09811111111')]);
  expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
  for (const refused of answers.filter((a) => a.statusCode === 409)) expect(refused.json().message).toBe(MSG.phoneTaken);
  expect(await accountsWithName('race_')).toHaveLength(1);
});

test('the database refuses a second account with a number even when the service is bypassed', async () => {
  await expect(
    sql`INSERT INTO users (username, username_key, password_hash, role, phone) VALUES ('direct', 'direct', 'x', 'player', '+91 98111 11111')`.execute(
      t.deps.db,
    ),
  ).rejects.toMatchObject({ code: '23505', constraint: 'users_phone_key_once' });
});

test("the database's normal form is the sign-up form's", async () => {
  const forms = [
    '9876543210',
    '+91 98765 43210',
    '919876543210',
    '09876543210',
    '0091 98765-43210',
    '9198765432',
    '447700900123',
    '',
    '000',
  ];
  for (const form of forms) {
    const { rows } = await sql<{ key: string | null }>`SELECT normal_phone(${form}) AS key`.execute(t.deps.db);
    expect([form, rows[0]?.key]).toEqual([form, phoneKey(form)]);
  }
});
