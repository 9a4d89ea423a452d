// A transaction in two round trips to PostgreSQL instead of four, for the bets' hot path (lock, then
// write): BEGIN goes out in the same write as the first statement, COMMIT in the same write as the
// last. The pool's clients run in node-postgres's pipeline mode (server/db/database.ts), so a query
// is written at once instead of after the answer to the one before; PostgreSQL runs them in order
// and answers each. Both are public node-postgres API: the Pool's `pipeline` option, and the socket
// each client is given through its `stream` option (SocketClient, database.ts), corked so that the
// two queries leave in one write. On this machine a round trip cost about 30 µs of PostgreSQL's CPU and 20 µs of
// Node's, which is most of what BEGIN and COMMIT cost on their own.
//
// The statements are named, so PostgreSQL prepares each once per connection (parse and plan once).
// Everything else keeps the usual rules: one client for the whole transaction, ROLLBACK on any
// error before the commit, the client released once the transaction has ended.
import type pg from 'pg';
import { poolOf, SocketClient, type Db } from './database';
import { observeQuery } from '../lib/metrics/families';

/** A named statement: node-postgres prepares it once per connection. */
export interface Statement {
  readonly name: string;
  readonly text: string;
}

export interface PipelinedTransaction {
  /** Runs a statement of the transaction; the first one travels with BEGIN. */
  query<R>(statement: Statement, values: readonly unknown[]): Promise<R[]>;
  /**
   * Runs the transaction's last statement and commits, in one round trip: the transaction is
   * committed when this resolves. If the statement fails, COMMIT rolls back, and its error is thrown.
   */
  commitWith<R>(statement: Statement, values: readonly unknown[]): Promise<R[]>;
}

type State = 'not begun' | 'open' | 'ended';

/** The client's socket, to send two queries in one write: createDb's clients are SocketClients. */
function socketOf(client: pg.PoolClient): SocketClient['socket'] | undefined {
  return client instanceof SocketClient ? client.socket : undefined;
}

/**
 * Sends two queries in one write and waits for both. Both outcomes are always collected, so a
 * failed second query never becomes an unhandled rejection.
 */
async function sendTogether(
  client: pg.PoolClient,
  first: string | pg.QueryConfig,
  second: string | pg.QueryConfig,
): Promise<[pg.QueryResult, pg.QueryResult]> {
  const socket = socketOf(client);
  socket?.cork();
  const answers = [client.query(first), client.query(second)];
  socket?.uncork();
  const [a, b] = await Promise.allSettled(answers);
  if (a.status === 'rejected') throw a.reason;
  if (b.status === 'rejected') throw b.reason;
  return [a.value, b.value];
}

const configOf = (statement: Statement, values: readonly unknown[]): pg.QueryConfig => ({
  name: statement.name,
  text: statement.text,
  values: values as unknown[],
});

/**
 * Runs `work` in one transaction on one pooled connection. Work that returns without calling
 * commitWith is committed by a COMMIT of its own; work that throws is rolled back.
 */
export async function pipelinedTransaction<T>(db: Db, work: (tx: PipelinedTransaction) => Promise<T>): Promise<T> {
  const client = await poolOf(db).connect();
  const started = performance.now();
  let state = 'not begun' as State; // (not narrowed: the methods below change it)
  const tx: PipelinedTransaction = {
    async query<R>(statement: Statement, values: readonly unknown[]): Promise<R[]> {
      if (state === 'ended') throw new Error('the transaction has ended');
      if (state === 'open') return (await client.query(configOf(statement, values))).rows as R[];
      state = 'open';
      const [, result] = await sendTogether(client, 'BEGIN', configOf(statement, values));
      return result.rows as R[];
    },
    async commitWith<R>(statement: Statement, values: readonly unknown[]): Promise<R[]> {
      if (state === 'ended') throw new Error('the transaction has ended');
      if (state === 'not begun') {
        // A single statement is a transaction of its own.
        state = 'ended';
        return (await client.query(configOf(statement, values))).rows as R[];
      }
      // Ended either way: COMMIT commits, or rolls back a transaction the statement's error aborted.
      state = 'ended';
      const [result, commit] = await sendTogether(client, configOf(statement, values), 'COMMIT');
      if (commit.command !== 'COMMIT') throw new Error(`the transaction was not committed (${commit.command})`);
      return result.rows as R[];
    },
  };
  try {
    const value = await work(tx);
    if (state === 'open') {
      state = 'ended';
      await client.query('COMMIT');
    }
    client.release();
    observeQuery('pipelined_transaction', performance.now() - started);
    return value;
  } catch (error) {
    if (state === 'open') {
      try {
        await client.query('ROLLBACK');
      } catch (rollbackError) {
        client.release(rollbackError as Error); // the connection is in doubt: the pool closes it
        throw error;
      }
    }
    // In step with the server again (ROLLBACK answered, or the transaction had ended); a client
    // whose connection was lost is not queryable, and the pool closes it instead of reusing it.
    client.release();
    throw error;
  }
}
