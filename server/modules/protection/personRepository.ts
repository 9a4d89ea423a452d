// The SQL of "exclusion follows the person": the time-out or self-exclusion in force on any account
// that has a phone number, a payout account (UPI id or bank account, saved or used in a withdrawal)
// or a device. Numbers and payees are compared in the database's normal forms (normal_phone,
// payee_key: migration 44).
import { sql } from 'kysely';
import type { ExclusionRow, Q } from './repository';

/** The exclusion in force at `now` that ends last among `owners` (a subquery of user ids). */
async function lastExclusionOf(q: Q, owners: ReturnType<typeof sql>, now: number): Promise<ExclusionRow | undefined> {
  const at = new Date(now);
  const { rows } = await sql<ExclusionRow>`
    SELECT e.kind, e.length, e.ends_at FROM player_exclusions e
    WHERE e.user_id IN (${owners}) AND e.starts_at <= ${at} AND e.ends_at > ${at}
    ORDER BY e.ends_at DESC LIMIT 1`.execute(q);
  return rows[0];
}

export function exclusionOfPhone(q: Q, phone: string, now: number): Promise<ExclusionRow | undefined> {
  return lastExclusionOf(q, sql`SELECT id FROM users WHERE phone_key = normal_phone(${phone})`, now);
}

/** Accounts other than `exceptUserId` with one of `payees` saved or named in a withdrawal. */
export function exclusionOfPayees(q: Q, payees: string[], exceptUserId: number, now: number): Promise<ExclusionRow | undefined> {
  const keys = payees.map((p) => p.trim()).filter(Boolean);
  if (keys.length === 0) return Promise.resolve(undefined);
  const wanted = sql.join(keys.map((k) => sql`payee_key(${k})`));
  return lastExclusionOf(
    q,
    sql`SELECT user_id FROM saved_accounts WHERE user_id <> ${exceptUserId}
          AND ((upi_id <> '' AND payee_key(upi_id) IN (${wanted})) OR (account_number <> '' AND payee_key(account_number) IN (${wanted})))
        UNION
        SELECT user_id FROM wallet_requests WHERE request_type = 'withdraw' AND user_id <> ${exceptUserId}
          AND ((upi_id <> '' AND payee_key(upi_id) IN (${wanted})) OR (account_number <> '' AND payee_key(account_number) IN (${wanted})))`,
    now,
  );
}

export function exclusionOfDevice(q: Q, deviceId: string, now: number): Promise<ExclusionRow | undefined> {
  return lastExclusionOf(q, sql`SELECT user_id FROM device_logins WHERE device_id = ${deviceId}`, now);
}

export async function recordDeviceLogin(q: Q, login: { userId: number; deviceId: string; ip: string; at: Date }): Promise<void> {
  await q.insertInto('device_logins').values({ user_id: login.userId, device_id: login.deviceId, ip: login.ip, at: login.at }).execute();
}
