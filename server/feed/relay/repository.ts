// SQL of the relay's tables: the leader's term and checkpoint clock (feed_leader), the checkpointed
// events (feed_sim_events) as a successor reads them, the published snapshots (feed_snapshots) and
// the results as API processes follow them. leadership.ts, pgPublisher.ts and pgFeed.ts hold the
// rules. The connection-level commands of a dedicated client (LISTEN, keep-alives, the lock's ping)
// stay with those clients in leaderLock.ts and pgFeed.ts: they are not queries of the pool.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Q = Kysely<Database>;

/** A new term for `holder`; waits for the previous leader's write in flight, if any. */
export async function startTerm(db: Q, holder: string): Promise<number> {
  const row = await db
    .updateTable('feed_leader')
    .set((eb) => ({ term: eb('term', '+', 1), holder, since: new Date() }))
    .where('id', '=', 1)
    .returning('term')
    .executeTakeFirstOrThrow();
  return row.term;
}

/** Whether `term` is still the leader's, held FOR SHARE to the commit (a takeover's UPDATE waits). */
export async function shareTerm(trx: Q, term: number): Promise<boolean> {
  const { rows } = await sql<{ term: number }>`SELECT term FROM feed_leader WHERE id = 1 AND term = ${term} FOR SHARE`.execute(trx);
  return rows.length > 0;
}

/** The simulator's clock and planned days, only while `term` leads; false when it does not. */
export async function saveTermClock(trx: Q, term: number, now: number, plannedDays: number[]): Promise<boolean> {
  const updated = await trx
    .updateTable('feed_leader')
    .set({ sim_time: now, planned_days: JSON.stringify(plannedDays) })
    .where('id', '=', 1)
    .where('term', '=', term)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

export function leaderClock(db: Q) {
  return db.selectFrom('feed_leader').select(['sim_time', 'planned_days']).where('id', '=', 1).executeTakeFirst();
}

export function simEventStates(db: Q) {
  return db.selectFrom('feed_sim_events').select('state').orderBy('event_id').execute();
}

export async function nextFeedVersion(trx: Q): Promise<number> {
  const {
    rows: [next],
  } = await sql<{ version: string }>`SELECT nextval('feed_version_seq') AS version`.execute(trx);
  return Number(next.version);
}

/** Every live event snapshot but `kept` becomes a tombstone at `version` (a full replacement). */
export async function tombstoneEventsExcept(trx: Q, version: number, tombstone: string, kept: string[]): Promise<void> {
  await trx
    .updateTable('feed_snapshots')
    .set({ version, body: tombstone })
    .where('key', 'like', 'event:%')
    .where('body', '<>', tombstone)
    .$if(kept.length > 0, (q) => q.where('key', 'not in', kept))
    .execute();
}

export async function upsertSnapshots(trx: Q, version: number, rows: ReadonlyArray<{ key: string; body: string }>): Promise<void> {
  await trx
    .insertInto('feed_snapshots')
    .values(rows.map((r) => ({ ...r, version })))
    .onConflict((oc) => oc.column('key').doUpdateSet({ version, body: (eb) => eb.ref('excluded.body') }))
    .execute();
}

export async function deleteTombstonesBefore(trx: Q, tombstone: string, version: number): Promise<void> {
  await trx.deleteFrom('feed_snapshots').where('body', '=', tombstone).where('version', '<', version).execute();
}

/** Wakes every API process's listener (pgFeed.ts) once the transaction commits. */
export async function notifyFeed(trx: Q, channel: string, version: number): Promise<void> {
  await sql`SELECT pg_notify(${channel}, ${String(version)})`.execute(trx);
}

export async function maxResultId(db: Q): Promise<number> {
  const row = await db
    .selectFrom('results')
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirst();
  return Number(row?.max ?? 0);
}

/** Snapshots after `version` (every one when `all`), oldest first. */
export function snapshotsAfter(db: Q, version: number, all: boolean) {
  return db
    .selectFrom('feed_snapshots')
    .select(['key', 'version', 'body'])
    .$if(!all, (q) => q.where('version', '>', version))
    .orderBy('version')
    .execute();
}

export function resultsAfter(db: Q, id: number) {
  return db
    .selectFrom('results')
    .select(['id', 'market_id', 'event_id', 'kind', 'outcome', 'winner_selection_id', 'runs', 'description', 'decided_at'])
    .where('id', '>', id)
    .orderBy('id')
    .execute();
}
