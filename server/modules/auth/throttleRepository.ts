// SQL of the log-in throttle (login_throttle: one row per counter key). The rules (when a counter
// locks, what is given back) stay in throttle.ts; these are its statements, `db | trx` first.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Q = Kysely<Database>;

export interface CounterRow {
  key: string;
  failures: number;
  locked_until: Date | null;
  last_failure_at: Date;
}

/** Creates the counters that do not exist yet (at zero), so that all of them can be locked. */
export async function insertMissingCounters(trx: Transaction<Database>, keys: string[], now: Date): Promise<void> {
  await trx
    .insertInto('login_throttle')
    .values(keys.map((key) => ({ key, failures: 0, locked_until: null, last_failure_at: now })))
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

/** The counters, locked FOR UPDATE in key order (the caller sorted the keys). */
export function lockCounters(trx: Transaction<Database>, keys: string[]): Promise<CounterRow[]> {
  return trx
    .selectFrom('login_throttle')
    .select(['key', 'failures', 'locked_until', 'last_failure_at'])
    .where('key', 'in', keys)
    .orderBy('key')
    .forUpdate()
    .execute();
}

export async function setCounter(
  trx: Transaction<Database>,
  key: string,
  failures: number,
  now: Date,
  lockedUntil: Date | null,
): Promise<void> {
  await trx
    .updateTable('login_throttle')
    .set({ failures, last_failure_at: now, locked_until: lockedUntil })
    .where('key', '=', key)
    .execute();
}

export async function deleteCounter(db: Q, key: string): Promise<void> {
  await db.deleteFrom('login_throttle').where('key', '=', key).execute();
}

/** One failure back; the lock goes when the failures fall under the policy's threshold. */
export async function giveBackFailure(db: Q, key: string, threshold: number): Promise<void> {
  await db
    .updateTable('login_throttle')
    .set({
      failures: sql<number>`greatest(failures - 1, 0)`,
      locked_until: sql<Date | null>`CASE WHEN failures - 1 < ${threshold} THEN NULL ELSE locked_until END`,
    })
    .where('key', '=', key)
    .execute();
}

/** Counters idle since `before` and not locked at `now`. SKIP LOCKED: never waits on an attempt. */
export async function deleteForgottenCounters(db: Q, before: Date, now: Date): Promise<void> {
  await sql`
    DELETE FROM login_throttle WHERE key IN (
      SELECT key FROM login_throttle
      WHERE last_failure_at < ${before} AND (locked_until IS NULL OR locked_until < ${now})
      FOR UPDATE SKIP LOCKED)`.execute(db);
}
