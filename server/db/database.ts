// The one Kysely instance per process, on node-postgres.
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

// Money is integer paise in bigint columns; every amount we hold fits well inside 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
// NUMERIC is only used for prices and rates, never for money.
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

export type Db = Kysely<Database>;

export function createDb(connectionString: string, poolSize = 20): Db {
  const pool = new pg.Pool({ connectionString, max: poolSize, idleTimeoutMillis: 30_000 });
  // A dropped connection (PostgreSQL restarting) must not crash the process: the pool replaces it.
  pool.on('error', () => undefined);
  // The pool listens for errors only on idle clients: one lost while checked out (between two queries
  // of a transaction) would emit 'error' with no listener and kill the process. Its next query fails
  // instead (→ 503) and the pool drops it on release.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
