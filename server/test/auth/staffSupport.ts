// Staff accounts in tests: create one as the owner, log in as them (with a TOTP code when enrolled),
// and enrol two-factor with a code computed here as an authenticator app would.
import type { FastifyInstance } from 'fastify';
import { cookieHeader } from '../app';
import type { StaffRole } from '../../../src/domain/contract/staff';
import type { Clock } from '../../lib/clock';
import { totpCode } from '../../modules/operator/totp';

export interface StaffSession {
  cookie: string;
  userId: number;
}

export async function createStaff(
  app: FastifyInstance,
  ownerCookie: string,
  username: string,
  roles: StaffRole[],
  password = `${username}-pass`,
): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/staff',
    headers: { cookie: ownerCookie },
    payload: { username, password, roles },
  });
  if (response.statusCode !== 201) throw new Error(`creating ${username} failed: ${response.statusCode} ${response.body}`);
  return response.json().id;
}

export function staffLogin(app: FastifyInstance, username: string, password: string, totp?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: totp === undefined ? { username, password } : { username, password, totp },
  });
}

export async function logInStaff(
  app: FastifyInstance,
  username: string,
  password = `${username}-pass`,
  totp?: string,
): Promise<StaffSession> {
  const response = await staffLogin(app, username, password, totp);
  if (response.statusCode !== 200) throw new Error(`staff log-in of ${username} failed: ${response.statusCode} ${response.body}`);
  return { cookie: cookieHeader(response), userId: response.json().user.id };
}

/** Starts and confirms enrolment; answers the secret and the recovery codes. The person's sessions end. */
export async function enrolTotp(app: FastifyInstance, clock: Clock, cookie: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const started = await app.inject({ method: 'POST', url: '/api/admin/staff/me/totp', headers: { cookie } });
  if (started.statusCode !== 200) throw new Error(`enrolment failed: ${started.statusCode} ${started.body}`);
  const { secret } = started.json() as { secret: string };
  const confirmed = await app.inject({
    method: 'POST',
    url: '/api/admin/staff/me/totp/confirm',
    headers: { cookie },
    payload: { code: totpCode(secret, clock.now()) },
  });
  if (confirmed.statusCode !== 200) throw new Error(`confirmation failed: ${confirmed.statusCode} ${confirmed.body}`);
  return { secret, recoveryCodes: confirmed.json().recoveryCodes };
}
