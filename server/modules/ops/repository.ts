// The readiness probe's one query: how many migrations this database has run. A round trip that
// proves PostgreSQL answers, and the figure that says whether this process's schema is there.
import { sql } from 'kysely';
import type { Db } from '../../db/database';

export async function migrationsRun(db: Db): Promise<number> {
  const result = await sql<{ n: number }>`SELECT count(*)::int AS n FROM kysely_migration`.execute(db);
  return result.rows[0]?.n ?? 0;
}
