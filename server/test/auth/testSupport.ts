// Log-in helpers for tests of any area: a player's or the operator's session cookie.
import type { FastifyInstance } from 'fastify';
import { cookieHeader } from '../app';
import { TEST_OPERATOR } from '../constants';
import { createAccount, type NewAccount } from '../../modules/auth';
import type { Db } from '../../db/database';

export interface Session {
  cookie: string;
  userId: number;
}

let address = 0;
/** A fresh client address for each call, so one test's failures never throttle another's. */
export function nextIp(): string {
  address += 1;
  return `203.0.113.${(address % 250) + 1}`;
}

let phones = 0;
/** A phone number no other test account has: one number opens one account. */
export function nextPhone(): string {
  phones += 1;
  return `7${String(100_000_000 + ((process.pid * 1000 + phones) % 900_000_000))}`;
}

export async function logIn(app: FastifyInstance, userName: string, pass: string): Promise<Session> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/user/auth/login',
    payload: { UserName: userName, pass, ip: '127.0.0.1', geoLocation: 'Local, Local, Local' },
  });
  if (response.statusCode !== 200) throw new Error(`log-in of ${userName} failed: ${response.statusCode} ${response.body}`);
  return { cookie: cookieHeader(response), userId: response.json().result[0].Id };
}

export async function logInOperator(app: FastifyInstance): Promise<Session> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username: TEST_OPERATOR.operatorUser, password: TEST_OPERATOR.operatorPassword },
  });
  if (response.statusCode !== 200) throw new Error(`operator log-in failed: ${response.statusCode} ${response.body}`);
  return { cookie: cookieHeader(response), userId: response.json().user.id };
}

/**
 * A player opened straight in the database (createAccount, what the operator's create runs, without
 * its HTTP round trip), for tests that open many: selfUser 0 and the opening money credited as the
 * operator credits it, unless `account` says otherwise. Returns the new user's id.
 */
export function openPlayerInDb(
  db: Db,
  account: Pick<NewAccount, 'username' | 'passwordHash' | 'exposureLimit' | 'openingPaise'> & Partial<NewAccount>,
): Promise<number> {
  return createAccount(db, {
    role: 'player',
    selfUser: 0,
    passwordStatus: 1,
    openingKind: 'credit',
    openingRemark: 'Opening credit',
    ...account,
  });
}

/** The stored password hash of a staff account (staff.password_hash), by user name. */
export async function staffPasswordHash(db: Db, username: string): Promise<string> {
  const row = await db
    .selectFrom('staff')
    .innerJoin('users', 'users.id', 'staff.user_id')
    .select('staff.password_hash')
    .where('users.username', '=', username)
    .executeTakeFirstOrThrow();
  return row.password_hash;
}
