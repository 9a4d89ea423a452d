// pipelinedTransaction on real PostgreSQL: what commits, what rolls back, and that the connection is
// fit for the next transaction after every kind of failure.
import { sql } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../test/db';
import { poolOf, SocketClient } from './database';
import { pipelinedTransaction, type Statement } from './pipelinedTransaction';

let testDb: TestDatabase;

const INSERT: Statement = { name: 'test.insertNote', text: 'INSERT INTO pipelined_notes (id, note) VALUES ($1, $2) RETURNING id' };
const SELECT_ALL: Statement = { name: 'test.selectNotes', text: 'SELECT id, note FROM pipelined_notes ORDER BY id' };
const IN_TRANSACTION: Statement = {
  name: 'test.inTransaction',
  text: 'SELECT now() <> statement_timestamp() OR pg_current_xact_id_if_assigned() IS NOT NULL AS inside',
};

beforeAll(async () => {
  testDb = await createTestDatabase();
  await sql`CREATE TABLE pipelined_notes (id integer PRIMARY KEY, note text NOT NULL)`.execute(testDb.db);
});
afterAll(() => testDb.drop());
beforeEach(async () => {
  await sql`TRUNCATE pipelined_notes`.execute(testDb.db);
});

const notes = () =>
  testDb.db
    .selectFrom('pipelined_notes' as never)
    .select(['id', 'note'] as never)
    .orderBy('id' as never)
    .execute();

test('statements run in one transaction: the first with BEGIN, the last with COMMIT', async () => {
  const rows = await pipelinedTransaction(testDb.db, async (tx) => {
    await tx.query(INSERT, [1, 'first']);
    // The second statement of a transaction: now() is the transaction's start, no longer this statement's.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const [{ inside }] = await tx.query<{ inside: boolean }>(IN_TRANSACTION, []);
    expect(inside).toBe(true);
    return tx.commitWith<{ id: number }>(INSERT, [2, 'last']);
  });
  expect(rows).toEqual([{ id: 2 }]);
  expect(await notes()).toEqual([
    { id: 1, note: 'first' },
    { id: 2, note: 'last' },
  ]);
});

test('work that returns without commitWith is committed; nothing may run after commitWith', async () => {
  await pipelinedTransaction(testDb.db, async (tx) => {
    await tx.query(INSERT, [1, 'kept']);
  });
  expect(await notes()).toEqual([{ id: 1, note: 'kept' }]);

  await expect(
    pipelinedTransaction(testDb.db, async (tx) => {
      await tx.commitWith(INSERT, [2, 'alone']);
      await tx.query(SELECT_ALL, []);
    }),
  ).rejects.toThrow('the transaction has ended');
  expect(await notes()).toHaveLength(2);
});

test('work that throws is rolled back, and the connection serves the next transaction', async () => {
  await expect(
    pipelinedTransaction(testDb.db, async (tx) => {
      await tx.query(INSERT, [1, 'rolled back']);
      throw new Error('refused');
    }),
  ).rejects.toThrow('refused');
  expect(await notes()).toEqual([]);
});

test('a last statement that fails is not committed, nor is anything before it; its own error is thrown', async () => {
  await pipelinedTransaction(testDb.db, (tx) => tx.commitWith(INSERT, [1, 'there first']));
  const failed = pipelinedTransaction(testDb.db, async (tx) => {
    await tx.query(INSERT, [2, 'would be lost']);
    await tx.commitWith(INSERT, [1, 'duplicate']);
  });
  await expect(failed).rejects.toMatchObject({ code: '23505' });
  expect(await notes()).toEqual([{ id: 1, note: 'there first' }]);

  // A failing first statement (sent with BEGIN) is rolled back too; every pooled connection still works.
  await expect(pipelinedTransaction(testDb.db, (tx) => tx.query(INSERT, [1, 'duplicate']))).rejects.toMatchObject({ code: '23505' });
  const results = await Promise.all(
    Array.from({ length: 12 }, (_, k) =>
      pipelinedTransaction(testDb.db, async (tx) => {
        await tx.query(SELECT_ALL, []);
        return tx.commitWith<{ id: number }>(INSERT, [10 + k, `after ${k}`]);
      }),
    ),
  );
  expect(results.flat()).toHaveLength(12);
  expect(await notes()).toHaveLength(13);
});

test("the pool's clients carry the socket node-postgres talks on (public `stream` option), so BEGIN travels with the first statement", async () => {
  const client = await poolOf(testDb.db).connect();
  try {
    expect(client).toBeInstanceOf(SocketClient);
    const { socket } = client as unknown as SocketClient;
    // Two queries written while corked leave in one write and are both answered: the queries wait in
    // this socket, so it is the one the client talks on (TCP or Unix socket alike).
    socket.cork();
    const answers = Promise.all([client.query('SELECT 1 AS one'), client.query('SELECT 2 AS two')]);
    expect(socket.writableLength).toBeGreaterThan(0);
    socket.uncork();
    expect((await answers).map((r) => r.rows[0])).toEqual([{ one: 1 }, { two: 2 }]);
  } finally {
    client.release();
  }
});
