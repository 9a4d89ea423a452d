// The feed leader's term and what a new leader resumes from (migration 20261125_28).
//
// Holding the advisory lock (leaderLock.ts) decides who should lead; the term makes it safe when a
// leader loses its lock without noticing (its lock connection cut while its pool still works). A
// process that takes the lock adds one to the term; each write of a leader (the recorder's and the
// publisher's transactions) first locks the row and checks that the term is still its own. Taking
// over waits for the old leader's transaction in flight; any later one is refused (LeadershipLost)
// and that leader stops. So two leaders never both write, whatever the network does.
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { FeedCheckpoint } from '../types';
import type { SimulatorResume } from '../simulator/simulator';

/** A leader's write found another term: it must stop leading. */
export class LeadershipLost extends Error {
  constructor(readonly term: number) {
    super(`the feed leadership passed on (term ${term} is over): this process stops publishing`);
  }
}

export interface LeaderFence {
  readonly term: number;
  /** Inside a write transaction, first: refuses (LeadershipLost) when the term is no longer this one. */
  check(trx: Db): Promise<void>;
  /** The same, also recording the simulator's clock and planned days (the recorder's transaction). */
  checkpoint(trx: Db, checkpoint: FeedCheckpoint): Promise<void>;
}

/** A simulator that resumes further behind the clock than this skips the gap (its matches pause). */
export const MAX_RESUME_BEHIND_MS = 60_000;

/** Starts a new term for this process; waits for the previous leader's write in flight, if any. */
export async function takeLeadership(db: Db, holder: string): Promise<LeaderFence> {
  const row = await db
    .updateTable('feed_leader')
    .set((eb) => ({ term: eb('term', '+', 1), holder, since: new Date() }))
    .where('id', '=', 1)
    .returning('term')
    .executeTakeFirstOrThrow();
  return fenceOf(row.term);
}

function fenceOf(term: number): LeaderFence {
  return {
    term,
    check: async (trx) => {
      // FOR SHARE: the leader's own writes do not wait on each other; a takeover's UPDATE waits for them.
      const { rows } = await sql<{ term: number }>`SELECT term FROM feed_leader WHERE id = 1 AND term = ${term} FOR SHARE`.execute(trx);
      if (rows.length === 0) throw new LeadershipLost(term);
    },
    checkpoint: async (trx, checkpoint) => {
      const updated = await trx
        .updateTable('feed_leader')
        .set({ sim_time: checkpoint.now, planned_days: JSON.stringify(checkpoint.plannedDays) })
        .where('id', '=', 1)
        .where('term', '=', term)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) throw new LeadershipLost(term);
    },
  };
}

/** The checkpoint the last leader left, or null when there is none (a first start). */
export async function loadResume(db: Db, now: number): Promise<SimulatorResume | null> {
  const leader = await db.selectFrom('feed_leader').select(['sim_time', 'planned_days']).where('id', '=', 1).executeTakeFirst();
  if (!leader || leader.sim_time === null) return null;
  const rows = await db.selectFrom('feed_sim_events').select('state').orderBy('event_id').execute();
  if (rows.length === 0) return null;
  return {
    now: Math.max(Number(leader.sim_time), now - MAX_RESUME_BEHIND_MS),
    plannedDays: JSON.parse(leader.planned_days ?? '[]') as number[],
    events: rows.map((r) => r.state),
  };
}

/** The ids of the events a resume carries on (they are not abandoned). */
export function resumedEventIds(resume: SimulatorResume | null): number[] {
  return resume ? resume.events.map((json) => (JSON.parse(json) as { event: { id: number } }).event.id) : [];
}
