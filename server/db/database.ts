// The one Kysely instance per process, on node-postgres.
import net from 'node:net';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';
import { observeQuery } from '../lib/metrics/families';

// Money is integer paise in bigint columns; every amount we hold fits well inside 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
// NUMERIC is only used for prices and rates, never for money.
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

export type Db = Kysely<Database>;

/** The pool under each Db: server/db/pipelinedTransaction.ts runs its transactions on it directly. */
const pools = new WeakMap<Db, pg.Pool>();

export function poolOf(db: Db): pg.Pool {
  const pool = pools.get(db);
  if (!pool) throw new Error('this Db was not made by createDb');
  return pool;
}

/**
 * A pooled client that knows its own socket: made by us and handed to node-postgres through its
 * public `stream` option (ClientConfig.stream, the pool passes its options to each client). So
 * pipelinedTransaction() can put two queries into one write (cork/uncork) without reaching into
 * the client's private connection. Under TLS node-postgres wraps this socket and writes the
 * encrypted bytes into it, so corking it still joins the writes.
 */
export class SocketClient extends pg.Client {
  readonly socket: net.Socket;

  constructor(config?: pg.ClientConfig) {
    const socket = new net.Socket();
    super({ ...config, stream: () => socket });
    this.socket = socket;
  }
}

export function createDb(connectionString: string, poolSize = 20): Db {
  // Pipeline mode: a client writes each query as soon as it is asked for, without waiting for the
  // answer to the one before. Kysely awaits every query, so its queries go one at a time as before;
  // pipelinedTransaction() sends BEGIN with a transaction's first statement and COMMIT with its last.
  const pool = new pg.Pool({ connectionString, max: poolSize, idleTimeoutMillis: 30_000, pipeline: true, Client: SocketClient });
  // A dropped connection (PostgreSQL restarting) must not crash the process: the pool replaces it.
  pool.on('error', () => undefined);
  // The pool listens for errors only on idle clients: one lost while checked out (between two queries
  // of a transaction) would emit 'error' with no listener and kill the process. Its next query fails
  // instead (→ 503) and the pool drops it on release.
  pool.on('connect', (client) => client.on('error', () => undefined));
  // Kysely times each query for the metrics (a clock read either side; nothing kept while metrics are off).
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    log: (event) => {
      if (event.level === 'query') observeQuery('query', event.queryDurationMillis);
    },
  });
  pools.set(db, pool);
  return db;
}
