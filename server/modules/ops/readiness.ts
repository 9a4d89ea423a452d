// Whether this process should be sent work: not while it drains, not while the database does not
// answer within 2 s, and not while migrations this code needs have not all run (another process is
// running them). Liveness (/api/health) asks less: only that the process and its database answer.
import type { Db } from '../../db/database';
import type { Lifecycle } from '../../lib/lifecycle';
import { migrations } from '../../db/migrations/index';
import { migrationsRun } from './repository';

export type Readiness = { ready: true } | { ready: false; status: 'draining' | 'database_unreachable' | 'migrating' };

const PROBE_TIMEOUT_MS = 2_000;
const MIGRATIONS_KNOWN = Object.keys(migrations).length;

export async function readiness(db: Db, lifecycle: Lifecycle): Promise<Readiness> {
  if (lifecycle.draining) return { ready: false, status: 'draining' };
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('readiness probe timed out')), PROBE_TIMEOUT_MS);
  });
  let run: number;
  try {
    run = await Promise.race([migrationsRun(db), timeout]);
  } catch {
    return { ready: false, status: 'database_unreachable' };
  } finally {
    clearTimeout(timer);
  }
  if (run < MIGRATIONS_KNOWN) return { ready: false, status: 'migrating' };
  return { ready: true };
}
