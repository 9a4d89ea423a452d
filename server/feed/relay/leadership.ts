// The feed leader's term and what a new leader resumes from (migration 20261125_28).
//
// Holding the advisory lock (leaderLock.ts) decides who should lead; the term makes it safe when a
// leader loses its lock without noticing (its lock connection cut while its pool still works). A
// process that takes the lock adds one to the term; each write of a leader (the recorder's and the
// publisher's transactions) first locks the row and checks that the term is still its own. Taking
// over waits for the old leader's transaction in flight; any later one is refused (LeadershipLost)
// and that leader stops. So two leaders never both write, whatever the network does.
import * as repo from './repository';
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
  return fenceOf(await repo.startTerm(db, holder));
}

function fenceOf(term: number): LeaderFence {
  return {
    term,
    check: async (trx) => {
      // FOR SHARE: the leader's own writes do not wait on each other; a takeover's UPDATE waits for them.
      if (!(await repo.shareTerm(trx, term))) throw new LeadershipLost(term);
    },
    checkpoint: async (trx, checkpoint) => {
      if (!(await repo.saveTermClock(trx, term, checkpoint.now, checkpoint.plannedDays))) throw new LeadershipLost(term);
    },
  };
}

/** The checkpoint the last leader left, or null when there is none (a first start). */
export async function loadResume(db: Db, now: number): Promise<SimulatorResume | null> {
  const leader = await repo.leaderClock(db);
  if (!leader || leader.sim_time === null) return null;
  const rows = await repo.simEventStates(db);
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
