// SQL of the operator's alerts (operator_alerts, migration 20261128_40), `db | trx` first.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Q = Kysely<Database>;

export interface AlertRow {
  id: string;
  at: Date;
  kind: string;
  subject: string;
  message: string;
}

/** Whether an alert of this kind and subject was raised since `since` (one alert per attack, not per guess). */
export async function raisedSince(db: Q, kind: string, subject: string, since: Date): Promise<boolean> {
  const row = await db
    .selectFrom('operator_alerts')
    .select('id')
    .where('kind', '=', kind)
    .where('subject', '=', subject)
    .where('at', '>=', since)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertAlert(db: Q, alert: { at: Date; kind: string; subject: string; message: string }): Promise<void> {
  await db.insertInto('operator_alerts').values(alert).execute();
}

export function latestAlerts(db: Q, limit: number, kind?: string): Promise<AlertRow[]> {
  let query = db.selectFrom('operator_alerts').select(['id', 'at', 'kind', 'subject', 'message']);
  if (kind) query = query.where('kind', '=', kind);
  return query.orderBy('at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}
