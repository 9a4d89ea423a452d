// Staff accounts through the API: each person logs in as themselves, two-factor enrolment and log-in
// with a code computed here, the owner's powers and their limits, and suspension ending a session.
import { useApp } from '../../test/fixtures';
import { createStaff, enrolTotp, logInStaff, staffLogin } from '../../test/auth/staffSupport';
import { logIn } from '../../test/auth/testSupport';
import { totpCode } from './totp';
import { STAFF_MSG } from '../../../src/domain/contract/staff';
import { SERVER_MSG } from '../../../src/domain/messages';
import { decryptSecret } from './staffSecrets';
import { admin, newStaffSession } from './testSupport';
import { makeStaffService } from './staffService';
import { ensureOperator } from '../../db/seedOperator';

const app = useApp({ signIn: ['operator'] });
const STEP = 30_000;

test('the operator account is the first owner, in the staff table with its password there, not in users', async () => {
  const row = await app.t.deps.db
    .selectFrom('staff')
    .innerJoin('users', 'users.id', 'staff.user_id')
    .select(['staff.roles', 'staff.status', 'staff.password_hash as staff_hash', 'users.password_hash as user_hash'])
    .where('users.username_key', '=', 'operator')
    .executeTakeFirstOrThrow();
  expect(row).toMatchObject({ roles: ['owner'], status: 'active', user_hash: 'none$staff-account' });
  expect(row.staff_hash).toMatch(/^scrypt\$/);
});

test('two-factor: enrolment confirms with a code; then the log-in needs one, refuses a wrong one, takes a right one once', async () => {
  const { t, operator } = app;
  const session = await newStaffSession(t.app, operator.cookie, 'totp_cashier', ['cashier']);
  const started = await t.app.inject({ method: 'POST', url: '/api/admin/staff/me/totp', headers: { cookie: session.cookie } });
  expect(started.statusCode).toBe(200);
  const { secret, otpauthUrl } = started.json();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  expect(otpauthUrl).toMatch(new RegExp(`^otpauth://totp/.*totp_cashier\\?secret=${secret}&.*`));
  // No algorithm, digits or period: the defaults every authenticator app assumes (SHA-1, 6 digits, 30 s).
  expect(otpauthUrl).not.toMatch(/algorithm=|digits=|period=/);

  // Not on until a code confirms it: the log-in still needs none.
  expect((await staffLogin(t.app, 'totp_cashier', 'totp_cashier-pass')).statusCode).toBe(200);
  const wrongConfirm = await t.app.inject({
    method: 'POST',
    url: '/api/admin/staff/me/totp/confirm',
    headers: { cookie: session.cookie },
    payload: { code: '000000' === totpCode(secret, t.clock.now()) ? '111111' : '000000' },
  });
  expect(wrongConfirm.statusCode).toBe(400);
  expect(wrongConfirm.json().message).toBe(STAFF_MSG.codeWrong);

  const confirmed = await t.app.inject({
    method: 'POST',
    url: '/api/admin/staff/me/totp/confirm',
    headers: { cookie: session.cookie },
    payload: { code: totpCode(secret, t.clock.now()) },
  });
  expect(confirmed.statusCode).toBe(200);
  const codes: string[] = confirmed.json().recoveryCodes;
  expect(codes).toHaveLength(10);
  // The secret is stored encrypted; the recovery codes only hashed.
  const stored = await t.deps.db
    .selectFrom('staff')
    .select(['totp_secret', 'totp_enabled', 'recovery_codes'])
    .where('user_id', '=', session.userId)
    .executeTakeFirstOrThrow();
  expect(stored.totp_enabled).toBe(true);
  expect(stored.totp_secret).not.toContain(secret);
  expect(decryptSecret(t.deps.config.staffSecretKey, stored.totp_secret ?? '')).toBe(secret);
  expect(stored.recovery_codes).toHaveLength(10);
  for (const code of codes) expect(stored.recovery_codes).not.toContain(code);

  const missing = await staffLogin(t.app, 'totp_cashier', 'totp_cashier-pass');
  expect(missing.statusCode).toBe(401);
  expect(missing.json()).toMatchObject({ message: STAFF_MSG.codeNeeded, totpRequired: true });
  expect(missing.headers['set-cookie']).toBeUndefined();

  const wrong = await staffLogin(
    t.app,
    'totp_cashier',
    'totp_cashier-pass',
    '123456' === totpCode(secret, t.clock.now()) ? '654321' : '123456',
  );
  expect(wrong.statusCode).toBe(401);
  expect(wrong.json().message).toBe(STAFF_MSG.codeWrong);

  // The confirmation used this step's code: it is not good again, the next step's is.
  expect((await staffLogin(t.app, 'totp_cashier', 'totp_cashier-pass', totpCode(secret, t.clock.now()))).statusCode).toBe(401);
  t.clock.advance(STEP);
  const right = await staffLogin(t.app, 'totp_cashier', 'totp_cashier-pass', totpCode(secret, t.clock.now()));
  expect(right.statusCode).toBe(200);
  expect(right.json().user).toMatchObject({ username: 'totp_cashier', roles: ['cashier'], twoFactor: true });

  // A recovery code works once.
  expect((await staffLogin(t.app, 'totp_cashier', 'totp_cashier-pass', codes[0])).statusCode).toBe(200);
  expect((await staffLogin(t.app, 'totp_cashier', 'totp_cashier-pass', codes[0])).statusCode).toBe(401);
});

test('wrong codes are throttled like passwords: after five, 429 even for the right code', async () => {
  const { t, operator } = app;
  const session = await newStaffSession(t.app, operator.cookie, 'totp_throttled', ['support']);
  const { secret } = await enrolTotp(t.app, t.clock, session.cookie);
  t.clock.advance(STEP);
  const right = totpCode(secret, t.clock.now());
  const wrongCode = right === '000000' ? '111111' : '000000';
  for (let i = 0; i < 5; i++) expect((await staffLogin(t.app, 'totp_throttled', 'totp_throttled-pass', wrongCode)).statusCode).toBe(401);
  expect((await staffLogin(t.app, 'totp_throttled', 'totp_throttled-pass', right)).statusCode).toBe(429);
});

test('a staff member suspended while signed in is refused on the next call, and cannot log in', async () => {
  const { t, operator } = app;
  const id = await createStaff(t.app, operator.cookie, 'soon_gone', ['support']);
  const session = await logInStaff(t.app, 'soon_gone');
  const players = () => t.app.inject({ method: 'GET', url: '/api/admin/players', headers: { cookie: session.cookie } });
  expect((await players()).statusCode).toBe(200);
  const suspended = await admin(t, operator.cookie)('PATCH', `/staff/${id}`, { status: 'suspended' });
  expect(suspended.statusCode).toBe(200);
  expect(suspended.json()).toMatchObject({ username: 'soon_gone', status: 'suspended' });
  expect((await players()).statusCode).toBe(401);
  const again = await staffLogin(t.app, 'soon_gone', 'soon_gone-pass');
  expect(again.statusCode).toBe(403);
  expect(again.json().message).toBe(STAFF_MSG.suspended);
});

test('a demotion ends the sessions too: the new, smaller rights apply at the next log-in', async () => {
  const { t, operator } = app;
  const id = await createStaff(t.app, operator.cookie, 'demoted', ['manager']);
  const session = await logInStaff(t.app, 'demoted');
  const settings = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: { cookie } });
  expect((await settings(session.cookie)).statusCode).toBe(200);
  expect((await admin(t, operator.cookie)('PATCH', `/staff/${id}`, { roles: ['cashier'] })).statusCode).toBe(200);
  expect((await settings(session.cookie)).statusCode).toBe(401);
  const cashier = await logInStaff(t.app, 'demoted');
  const refused = await settings(cashier.cookie);
  expect(refused.statusCode).toBe(403);
  expect(refused.json()).toMatchObject({ message: STAFF_MSG.lacks('settings.read'), permission: 'settings.read' });
});

test('a refusal is written to the audit log naming the person, their role and the permission', async () => {
  const { t, operator } = app;
  const trader = await newStaffSession(t.app, operator.cookie, 'nosy_trader', ['trader']);
  const refused = await t.app.inject({ method: 'GET', url: '/api/admin/staff', headers: { cookie: trader.cookie } });
  expect(refused.statusCode).toBe(403);
  const audit = await admin(t, operator.cookie)('GET', '/audit?staff=nosy_trader&action=access.refused');
  expect(audit.statusCode).toBe(200);
  expect(audit.json().rows[0]).toMatchObject({
    staff: 'nosy_trader',
    role: 'trader',
    action: 'access.refused',
    target: 'GET /api/admin/staff',
    after: { permission: 'staff.read' },
  });
});

test('own roles and status are changed by another owner only', async () => {
  const { t, operator } = app;
  const self = await admin(t, operator.cookie)('PATCH', `/staff/${operator.userId}`, { status: 'suspended' });
  expect(self.statusCode).toBe(403);
  expect(self.json().message).toBe(STAFF_MSG.notOwnRoles);
});

test('two owners removing each other at once: one of them stays an active owner', async () => {
  const { t, operator } = app;
  const a = await createStaff(t.app, operator.cookie, 'owner_a', ['owner']);
  const b = await createStaff(t.app, operator.cookie, 'owner_b', ['owner']);
  // The operator steps aside (suspended by owner_a) so that owner_a and owner_b are the only owners.
  const ownerA = await logInStaff(t.app, 'owner_a');
  const ownerB = await logInStaff(t.app, 'owner_b');
  expect((await admin(t, ownerA.cookie)('PATCH', `/staff/${operator.userId}`, { status: 'suspended' })).statusCode).toBe(200);
  const answers = await Promise.all([
    admin(t, ownerA.cookie)('PATCH', `/staff/${b}`, { roles: ['auditor'] }),
    admin(t, ownerB.cookie)('PATCH', `/staff/${a}`, { roles: ['auditor'] }),
  ]);
  expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
  const left = await t.deps.db.selectFrom('staff').select(['user_id', 'roles', 'status']).where('user_id', 'in', [a, b]).execute();
  expect(left.filter((r) => r.roles.includes('owner') && r.status === 'active')).toHaveLength(1);
  // The one left puts the operator back for the tests after this one.
  const survivor = left.find((r) => r.roles.includes('owner'))?.user_id === a ? 'owner_a' : 'owner_b';
  const session = await logInStaff(t.app, survivor);
  expect((await admin(t, session.cookie)('PATCH', `/staff/${operator.userId}`, { status: 'active' })).statusCode).toBe(200);
  app.operator.cookie = (await logInStaff(t.app, 'operator', t.deps.config.operatorPassword)).cookie;
});

test('the last active owner cannot be suspended or demoted: 409, checked against the database', async () => {
  const { t, operator } = app;
  const ghost = await createStaff(t.app, operator.cookie, 'former_owner', ['owner']);
  const ghostSession = await logInStaff(t.app, 'former_owner');
  // former_owner suspends every other owner, then is suspended in the database while the request is in flight.
  const others = await t.deps.db
    .selectFrom('staff')
    .select('user_id')
    .where('status', '=', 'active')
    .where('user_id', '!=', ghost)
    .execute();
  const ownerIds = [];
  for (const { user_id } of others) {
    const row = await t.deps.db.selectFrom('staff').select('roles').where('user_id', '=', user_id).executeTakeFirstOrThrow();
    if (row.roles.includes('owner') && user_id !== operator.userId) ownerIds.push(user_id);
  }
  for (const id of ownerIds) await admin(t, ghostSession.cookie)('PATCH', `/staff/${id}`, { status: 'suspended' });
  await t.deps.db.updateTable('staff').set({ status: 'suspended' }).where('user_id', '=', ghost).execute();
  const service = makeStaffService(t.deps);
  const actor = {
    id: ghost,
    username: 'former_owner',
    role: 'operator' as const,
    selfUser: 0,
    sessionHash: 'x',
    staff: { roles: ['owner' as const], twoFactor: false },
  };
  await expect(
    service.update(actor, operator.userId, { status: 'suspended' }, { operatorId: ghost, ip: '127.0.0.1' }),
  ).rejects.toMatchObject({
    statusCode: 409,
    message: STAFF_MSG.lastOwner,
  });
  await expect(
    service.update(actor, operator.userId, { roles: ['manager'] }, { operatorId: ghost, ip: '127.0.0.1' }),
  ).rejects.toMatchObject({
    statusCode: 409,
  });
  const op = await t.deps.db
    .selectFrom('staff')
    .select(['roles', 'status'])
    .where('user_id', '=', operator.userId)
    .executeTakeFirstOrThrow();
  expect(op).toEqual({ roles: ['owner'], status: 'active' });
});

test('no one gives rights beyond their own, and a manager cannot manage staff at all', async () => {
  const { t } = app;
  const op = await logInStaff(t.app, 'operator', t.deps.config.operatorPassword);
  const manager = await newStaffSession(t.app, op.cookie, 'a_manager', ['manager']);
  const create = await admin(t, manager.cookie)('POST', '/staff', {
    username: 'made_owner',
    password: 'made-owner-pass',
    roles: ['owner'],
  });
  expect(create.statusCode).toBe(403);
  expect(create.json().permission).toBe('staff.manage');
  expect(await t.deps.db.selectFrom('users').select('id').where('username_key', '=', 'made_owner').executeTakeFirst()).toBeUndefined();
});

test('a player never logs in to the console, and a staff member never to the player app', async () => {
  const { t } = app;
  const player = await staffLogin(t.app, 'player1', 'player123');
  expect(player.statusCode).toBe(401);
  expect(player.json().message).toBe(SERVER_MSG.invalidCredentials);
  const op = await logInStaff(t.app, 'operator', t.deps.config.operatorPassword);
  await createStaff(t.app, op.cookie, 'desk_support', ['support']);
  await expect(logIn(t.app, 'desk_support', 'desk_support-pass')).rejects.toThrow(/failed: 401/);
  await expect(logIn(t.app, 'operator', t.deps.config.operatorPassword ?? '')).rejects.toThrow(/failed: 401/);
});

test('own password: the old one must be right; the sessions end; the new one logs in', async () => {
  const { t } = app;
  const op = await logInStaff(t.app, 'operator', t.deps.config.operatorPassword);
  const session = await newStaffSession(t.app, op.cookie, 'changer', ['auditor']);
  const change = (oldPassword: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/staff/me/password',
      headers: { cookie: session.cookie },
      payload: { oldPassword, newPassword: 'changer-new-pass' },
    });
  const wrong = await change('not-it');
  expect(wrong.statusCode).toBe(400);
  expect(wrong.json().message).toBe(STAFF_MSG.wrongPassword);
  expect((await change('changer-pass')).statusCode).toBe(200);
  expect((await t.app.inject({ method: 'GET', url: '/api/admin/staff/me', headers: { cookie: session.cookie } })).statusCode).toBe(401);
  expect((await staffLogin(t.app, 'changer', 'changer-new-pass')).statusCode).toBe(200);
});

test('an owner resets a password and two-factor: the person logs in with the new password and no code', async () => {
  const { t } = app;
  const op = await logInStaff(t.app, 'operator', t.deps.config.operatorPassword);
  const id = await createStaff(t.app, op.cookie, 'lost_phone', ['trader']);
  const session = await logInStaff(t.app, 'lost_phone');
  await enrolTotp(t.app, t.clock, session.cookie);
  expect((await staffLogin(t.app, 'lost_phone', 'lost_phone-pass')).statusCode).toBe(401);
  const call = admin(t, op.cookie);
  expect((await call('POST', `/staff/${id}/password`, { password: 'brand-new-pass' })).statusCode).toBe(200);
  const reset = await call('POST', `/staff/${id}/totp/reset`);
  expect(reset.statusCode).toBe(200);
  expect(reset.json().twoFactor).toBe(false);
  expect((await staffLogin(t.app, 'lost_phone', 'brand-new-pass')).statusCode).toBe(200);
  const audit = await call('GET', '/audit?staff=operator&target=staff:' + id);
  expect(audit.json().rows.map((r: { action: string }) => r.action)).toEqual(['staff.reset-2fa', 'staff.reset-password', 'staff.create']);
  const own = await call('GET', `/audit?staff=lost_phone&target=staff:${id}`);
  expect(own.json().rows.map((r: { action: string }) => r.action)).toEqual(['staff.totp-on', 'staff.totp-start']);
  expect(audit.json().rows[0]).toMatchObject({ staff: 'operator', role: 'owner' });
});

test('the audit log as CSV for a date range, filtered by person, each row naming the staff member and role', async () => {
  const { t } = app;
  const op = await logInStaff(t.app, 'operator', t.deps.config.operatorPassword);
  const auditor = await newStaffSession(t.app, op.cookie, 'csv_auditor', ['auditor']);
  // The rows' times are the database's own clock, in IST days.
  const today = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
  const tomorrow = new Date(Date.now() + 5.5 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
  const csv = await t.app.inject({
    method: 'GET',
    url: `/api/admin/audit.csv?from=${today}&to=${tomorrow}&staff=operator`,
    headers: { cookie: auditor.cookie },
  });
  expect(csv.statusCode).toBe(200);
  expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
  const lines = csv.body.trim().split('\r\n');
  expect(lines[0]).toBe('id,at_ist,staff,role,ip,action,target,reason,before,after');
  expect(lines.length).toBeGreaterThan(1);
  for (const line of lines.slice(1)) expect(line.split(',')[2]).toBe('operator');
  expect(lines.some((line) => line.includes(',owner,') && line.includes('staff.create'))).toBe(true);
  // The auditor reads; a support member may not.
  const support = await newStaffSession(t.app, op.cookie, 'csv_support', ['support']);
  const refused = await t.app.inject({
    method: 'GET',
    url: `/api/admin/audit.csv?from=${today}&to=${tomorrow}`,
    headers: { cookie: support.cookie },
  });
  expect(refused.statusCode).toBe(403);
  expect(refused.json().permission).toBe('audit.read');
});

test('OPERATOR_USER naming a staff member who is not an owner is refused at start, their password untouched', async () => {
  const { t } = app;
  const op = await logInStaff(t.app, 'operator', t.deps.config.operatorPassword);
  await createStaff(t.app, op.cookie, 'not_an_owner', ['trader']);
  await expect(ensureOperator(t.deps.db, { username: 'not_an_owner', password: 'taken-over-pass', generate: false })).rejects.toThrow(
    /not an owner \(trader\)/,
  );
  expect((await staffLogin(t.app, 'not_an_owner', 'not_an_owner-pass')).statusCode).toBe(200);
});
