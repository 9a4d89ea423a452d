// Two-factor mandatory for owners and managers (STAFF_2FA_ROLES, production's default): such a person
// without it logs in, but may only make the 'self' calls (enrol, own password) until it is on.
import { useApp } from '../../test/fixtures';
import { buildTestApp } from '../../test/app';
import { TEST_OPERATOR } from '../../test/constants';
import { createStaff, enrolTotp, logInStaff } from '../../test/auth/staffSupport';
import { STAFF_MSG } from '../../../src/domain/contract/staff';
import { totpCode } from './totp';
import { loadConfig } from '../../config';

const app = useApp({ build: () => buildTestApp({ config: { staffTwoFactorRoles: ['owner', 'manager'] } }) });
const get = (cookie: string, url: string) => app.t.app.inject({ method: 'GET', url: `/api/admin${url}`, headers: { cookie } });

test('an owner without two-factor: only the self calls until enrolled, then everything', async () => {
  const { t } = app;
  const first = await logInStaff(t.app, TEST_OPERATOR.operatorUser, TEST_OPERATOR.operatorPassword);
  const me = await get(first.cookie, '/staff/me');
  expect(me.statusCode).toBe(200);
  expect(me.json()).toMatchObject({ mustEnrolTwoFactor: true, twoFactor: false });
  const refused = await get(first.cookie, '/settings');
  expect(refused.statusCode).toBe(403);
  expect(refused.json()).toMatchObject({ message: STAFF_MSG.enrolFirst, enrolTwoFactor: true });

  const { secret } = await enrolTotp(t.app, t.clock, first.cookie);
  t.clock.advance(30_000);
  const second = await logInStaff(t.app, TEST_OPERATOR.operatorUser, TEST_OPERATOR.operatorPassword, totpCode(secret, t.clock.now()));
  expect((await get(second.cookie, '/staff/me')).json()).toMatchObject({ mustEnrolTwoFactor: false, twoFactor: true });
  expect((await get(second.cookie, '/settings')).statusCode).toBe(200);

  // A cashier is not required to: their calls go through without it.
  await createStaff(t.app, second.cookie, 'free_cashier', ['cashier']);
  const cashier = await logInStaff(t.app, 'free_cashier');
  expect((await get(cashier.cookie, '/wallet-requests')).statusCode).toBe(200);
});

test('STAFF_2FA_ROLES: owner and manager by default in production, none in development, unknown roles refused', () => {
  // 32 bytes of base64 each, as production requires.
  const keys = {
    LOGIN_COOKIE_KEY: Buffer.alloc(32, 1).toString('base64'),
    PAYLOAD_KEY: Buffer.alloc(32, 2).toString('base64'),
    STAFF_SECRET_KEY: Buffer.alloc(32, 3).toString('base64'),
  };
  expect(loadConfig({ NODE_ENV: 'production', ...keys } as NodeJS.ProcessEnv).staffTwoFactorRoles).toEqual(['owner', 'manager']);
  expect(loadConfig({} as NodeJS.ProcessEnv).staffTwoFactorRoles).toEqual([]);
  expect(loadConfig({ STAFF_2FA_ROLES: 'owner, cashier' } as NodeJS.ProcessEnv).staffTwoFactorRoles).toEqual(['owner', 'cashier']);
  expect(loadConfig({ NODE_ENV: 'production', ...keys, STAFF_2FA_ROLES: 'none' } as NodeJS.ProcessEnv).staffTwoFactorRoles).toEqual([]);
  expect(() => loadConfig({ STAFF_2FA_ROLES: 'owner,king' } as NodeJS.ProcessEnv)).toThrow(/unknown roles: king/);
});
