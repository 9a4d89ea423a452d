// SQL of the operator's alerts (operator_alerts, migrations 20261128_40 and _58), `db | trx` first.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Q = Kysely<Database>;

export interface AlertRow {
  id: string;
  at: Date;
  kind: string;
  subject: string;
  message: string;
  link: string | null;
  acknowledged_by: string | null;
  acknowledged_at: Date | null;
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

/**
 * One alert per kind and subject for ever (the unique index of migration 58): true when this one is
 * new. Several processes scanning at once raise it once.
 */
export async function insertAlertOnce(
  db: Q,
  alert: { at: Date; kind: string; subject: string; message: string; link: string | null },
): Promise<boolean> {
  const row = await db
    .insertInto('operator_alerts')
    .values(alert)
    .onConflict((oc) => oc.columns(['kind', 'subject']).where('kind', 'not in', ['login.attack', 'uploads.budget']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export interface AlertFilter {
  kind?: string;
  /** Only those nobody has acknowledged yet. */
  open?: boolean;
}

export function latestAlerts(db: Q, limit: number, filter: AlertFilter = {}): Promise<AlertRow[]> {
  let query = db
    .selectFrom('operator_alerts as a')
    .leftJoin('operator_alert_acks as k', 'k.alert_id', 'a.id')
    .leftJoin('users as u', 'u.id', 'k.acknowledged_by')
    .select(['a.id', 'a.at', 'a.kind', 'a.subject', 'a.message', 'a.link', 'u.username as acknowledged_by', 'k.acknowledged_at']);
  if (filter.kind) query = query.where('a.kind', '=', filter.kind);
  if (filter.open) query = query.where('k.alert_id', 'is', null);
  return query.orderBy('a.at', 'desc').orderBy('a.id', 'desc').limit(limit).execute();
}

export async function openAlertCount(db: Q): Promise<number> {
  const row = await db
    .selectFrom('operator_alerts as a')
    .leftJoin('operator_alert_acks as k', 'k.alert_id', 'a.id')
    .where('k.alert_id', 'is', null)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
