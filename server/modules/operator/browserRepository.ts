// SQL of the events and markets browser: sports' names, the markets a trader owns, and the hand
// suspensions written or lifted for a whole event or sport. `db | trx` first.
import type { Q } from './queries';

export function sportNames(db: Q) {
  return db.selectFrom('sports').select(['id', 'name']).execute();
}

/** Each persisted market's owner (a feed, or a trader) and whether it is settled. */
export function marketRowsOf(db: Q, marketIds: readonly string[]) {
  if (marketIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('markets').select(['id', 'owner', 'settled_at']).where('id', 'in', marketIds).execute();
}

/** Suspends by hand every market given that is not already; answers those it suspended. */
export async function insertSuspensions(db: Q, marketIds: readonly string[], reason: string, by: number): Promise<string[]> {
  if (marketIds.length === 0) return [];
  const rows = await db
    .insertInto('market_suspensions')
    .values(marketIds.map((id) => ({ market_id: id, reason, suspended_by: by })))
    .onConflict((oc) => oc.column('market_id').doNothing())
    .returning('market_id')
    .execute();
  return rows.map((r) => r.market_id);
}

export async function deleteSuspensions(db: Q, marketIds: readonly string[]): Promise<string[]> {
  if (marketIds.length === 0) return [];
  const rows = await db.deleteFrom('market_suspensions').where('market_id', 'in', marketIds).returning('market_id').execute();
  return rows.map((r) => r.market_id);
}
