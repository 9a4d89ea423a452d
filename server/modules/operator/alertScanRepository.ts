// SQL of the alert scan: what crossed a threshold lately (big bets, wins today, big deposits and
// withdrawals, players sharing a UTR, a slip image, a payout account or an address) and the
// thresholds themselves (alert_settings, migration 20261128_58). Real players only: demo players
// bet play money. `db | trx` first; amounts in paise.
import { sql } from 'kysely';
import type { Q } from './queries';

export function alertThresholds(db: Q) {
  return db
    .selectFrom('alert_settings as s')
    .leftJoin('users as u', 'u.id', 's.updated_by')
    .select(['s.kind', 's.threshold', 's.updated_at', 'u.username as updated_by'])
    .orderBy('s.kind')
    .execute();
}

/** The kind's threshold before the change, or undefined when the kind has no row. */
export async function setAlertThreshold(db: Q, kind: string, threshold: number, by: number): Promise<number | undefined> {
  const before = await db.selectFrom('alert_settings').select('threshold').where('kind', '=', kind).forUpdate().executeTakeFirst();
  if (!before) return undefined;
  await db.updateTable('alert_settings').set({ threshold, updated_by: by, updated_at: new Date() }).where('kind', '=', kind).execute();
  return before.threshold;
}

export function bigBets(db: Q, overPaise: number, since: Date) {
  return db
    .selectFrom('bets as b')
    .innerJoin('users as u', 'u.id', 'b.user_id')
    .select(['b.id', 'b.stake', 'b.event_name', 'b.market_name', 'b.selection_name', 'u.username'])
    .where('u.role', '=', 'player')
    .where('b.stake', '>', overPaise)
    .where('b.created_at', '>=', since)
    .orderBy('b.id')
    .limit(200)
    .execute();
}

/** Players whose settlements since `dayStart` add up to more than `overPaise` won. */
export function bigWinsSince(db: Q, overPaise: number, dayStart: Date) {
  return db
    .selectFrom('ledger as l')
    .innerJoin('users as u', 'u.id', 'l.user_id')
    .select(['u.id', 'u.username', (eb) => eb.fn.sum<string>('l.amount').as('won')])
    .where('u.role', '=', 'player')
    .where('l.kind', '=', 'settlement')
    .where('l.created_at', '>=', dayStart)
    .groupBy(['u.id', 'u.username'])
    .having((eb) => eb.fn.sum('l.amount'), '>', overPaise)
    .limit(200)
    .execute();
}

export function bigRequests(db: Q, type: 'deposit' | 'withdraw', overPaise: number, since: Date) {
  return db
    .selectFrom('wallet_requests as w')
    .innerJoin('users as u', 'u.id', 'w.user_id')
    .select(['w.id', 'w.amount', 'u.username'])
    .where('w.request_type', '=', type)
    .where('w.amount', '>', overPaise)
    .where('w.requested_at', '>=', since)
    .orderBy('w.id')
    .limit(200)
    .execute();
}

export interface SharedRow {
  value: string;
  usernames: string[];
}

/** Values (UTR, slip, payout account, address) that at least `players` players share, seen since `since`. */
export async function sharedValues(db: Q, what: 'utr' | 'slip' | 'account' | 'ip', players: number, since: Date): Promise<SharedRow[]> {
  const pairs =
    what === 'utr'
      ? sql`SELECT user_id, utr_key AS value FROM wallet_requests WHERE utr_key IS NOT NULL AND requested_at >= ${since}`
      : what === 'slip'
        ? sql`SELECT user_id, slip_sha256 AS value FROM wallet_requests WHERE slip_sha256 IS NOT NULL AND requested_at >= ${since}`
        : what === 'account'
          ? sql`SELECT user_id, payee_key(account_number) AS value FROM saved_accounts WHERE account_number <> ''
                UNION SELECT user_id, payee_key(upi_id) FROM saved_accounts WHERE upi_id <> ''
                UNION SELECT user_id, payee_key(account_number) FROM wallet_requests
                  WHERE request_type = 'withdraw' AND account_number <> '' AND requested_at >= ${since}
                UNION SELECT user_id, payee_key(upi_id) FROM wallet_requests
                  WHERE request_type = 'withdraw' AND upi_id <> '' AND requested_at >= ${since}`
          : sql`SELECT user_id, ip AS value FROM device_logins WHERE at >= ${since}`;
  const { rows } = await sql<SharedRow>`
    SELECT p.value, array_agg(DISTINCT u.username ORDER BY u.username) AS usernames
    FROM (${pairs}) p JOIN users u ON u.id = p.user_id AND u.role = 'player'
    GROUP BY p.value HAVING count(DISTINCT p.user_id) >= ${players}
    ORDER BY p.value LIMIT 200`.execute(db);
  return rows;
}
