// The SQL of linked accounts: other accounts sharing a player's phone number (normal form), a UPI id or
// bank account (saved, or named in a withdrawal: a deposit names the merchant's account, not the
// player's), a payment slip image (the SHA-256 of the stored bytes), or a device and address within a
// day of each other. Also the phone numbers shared before migration 44 (the phone_duplicates view).
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { LinkKind } from '../../../src/domain/contract/linked';

type Q = Kysely<Database>;

export interface LinkRow {
  id: number;
  username: string;
  kind: LinkKind;
  value: string;
}

export async function linksOf(q: Q, userId: number): Promise<LinkRow[]> {
  const { rows } = await sql<LinkRow>`
    WITH mine AS (
      SELECT payee_key(upi_id) AS k, 'upi' AS kind FROM saved_accounts WHERE user_id = ${userId} AND upi_id <> ''
      UNION SELECT payee_key(account_number), 'bank' FROM saved_accounts WHERE user_id = ${userId} AND account_number <> ''
      UNION SELECT payee_key(upi_id), 'upi' FROM wallet_requests
        WHERE user_id = ${userId} AND request_type = 'withdraw' AND upi_id <> ''
      UNION SELECT payee_key(account_number), 'bank' FROM wallet_requests
        WHERE user_id = ${userId} AND request_type = 'withdraw' AND account_number <> ''
    ),
    links AS (
      SELECT o.id AS other, 'phone' AS kind, o.phone_key AS value
        FROM users me JOIN users o ON o.phone_key = me.phone_key AND o.id <> me.id WHERE me.id = ${userId}
      UNION
      -- Each other side looked up through its payee_key index (migration 44).
      SELECT s.user_id, 'upi', m.k FROM mine m JOIN saved_accounts s ON s.upi_id <> '' AND payee_key(s.upi_id) = m.k
        WHERE m.kind = 'upi' AND s.user_id <> ${userId}
      UNION
      SELECT s.user_id, 'bank', m.k FROM mine m JOIN saved_accounts s ON s.account_number <> '' AND payee_key(s.account_number) = m.k
        WHERE m.kind = 'bank' AND s.user_id <> ${userId}
      UNION
      SELECT w.user_id, 'upi', m.k FROM mine m
        JOIN wallet_requests w ON w.request_type = 'withdraw' AND w.upi_id <> '' AND payee_key(w.upi_id) = m.k
        WHERE m.kind = 'upi' AND w.user_id <> ${userId}
      UNION
      SELECT w.user_id, 'bank', m.k FROM mine m
        JOIN wallet_requests w ON w.request_type = 'withdraw' AND w.account_number <> '' AND payee_key(w.account_number) = m.k
        WHERE m.kind = 'bank' AND w.user_id <> ${userId}
      UNION
      SELECT o.user_id, 'slip', o.slip_sha256 FROM wallet_requests m
        JOIN wallet_requests o ON o.slip_sha256 = m.slip_sha256 AND o.user_id <> m.user_id
        WHERE m.user_id = ${userId} AND m.slip_sha256 IS NOT NULL
      UNION
      SELECT o.user_id, 'device', o.ip FROM device_logins m
        JOIN device_logins o ON o.device_id = m.device_id AND o.ip = m.ip AND o.user_id <> m.user_id
          AND o.at BETWEEN m.at - interval '1 day' AND m.at + interval '1 day'
        WHERE m.user_id = ${userId}
    )
    SELECT u.id, u.username, l.kind, l.value FROM links l JOIN users u ON u.id = l.other
    ORDER BY u.id, l.kind, l.value`.execute(q);
  return rows;
}

export async function phoneDuplicates(q: Q): Promise<Array<{ phone_key: string; user_ids: number[]; usernames: string[] }>> {
  const { rows } = await sql<{ phone_key: string; user_ids: number[]; usernames: string[] }>`
    SELECT phone_key, user_ids, usernames FROM phone_duplicates ORDER BY user_ids[1]`.execute(q);
  return rows;
}
