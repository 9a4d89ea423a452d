// SQL of acknowledging an alert (operator_alert_acks, migration 20261128_58). `db | trx` first.
import type { Q } from './queries';

export function alertWithAck(db: Q, id: number) {
  return db
    .selectFrom('operator_alerts as a')
    .leftJoin('operator_alert_acks as k', 'k.alert_id', 'a.id')
    .leftJoin('users as u', 'u.id', 'k.acknowledged_by')
    .select(['a.id', 'a.kind', 'a.subject', 'a.link', 'k.acknowledged_at', 'u.username as acknowledged_by'])
    .where('a.id', '=', String(id))
    .executeTakeFirst();
}

/** false when someone acknowledged it first. */
export async function insertAck(db: Q, id: number, by: number): Promise<{ at: Date } | undefined> {
  const row = await db
    .insertInto('operator_alert_acks')
    .values({ alert_id: String(id), acknowledged_by: by })
    .onConflict((oc) => oc.column('alert_id').doNothing())
    .returning('acknowledged_at')
    .executeTakeFirst();
  return row ? { at: row.acknowledged_at } : undefined;
}
