// The TPC-B baseline of bench:bets: the standard pgbench transaction on the SAME embedded PostgreSQL,
// in a database of its own (scale s: s branches, 10·s tellers, 100,000·s accounts; bench:bets sets s
// to the number of clients), at the same number of clients as the bets' in-flight requests. `pgbench` when the machine has it; otherwise
// (or with BENCH_TPCB=node) the same initialisation and transaction from Node with `pg`, one
// connection per client, so a fresh machine without the PostgreSQL client tools still gets a figure.
import fs from 'node:fs';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { performance } from 'node:perf_hooks';
import pg from 'pg';

const run = promisify(execFile);
const PGBENCH_PATHS = ['/usr/bin/pgbench', '/usr/local/bin/pgbench'];
const TPCB_DATABASE = 'bench_tpcb';

export interface TpcbResult {
  tps: number;
  tool: string;
  transactions: number;
  seconds: number;
}

/**
 * TPC-B slices taken in turns with a load, added up. pgbench's own rate leaves out the time its clients
 * took to connect: so does the total (each slice's seconds are its transactions over its rate).
 */
export class TpcbTally {
  transactions = 0;
  seconds = 0;
  tool = '';

  add(slice: TpcbResult): void {
    this.transactions += slice.transactions;
    this.seconds += slice.transactions / slice.tps;
    this.tool = slice.tool;
  }

  get tps(): number {
    return this.transactions / this.seconds;
  }
}

export interface TpcbOptions {
  scale: number;
  clients: number;
  seconds: number;
}

function pgbenchPath(): string | null {
  if (process.env.BENCH_TPCB === 'node') return null;
  return PGBENCH_PATHS.find((p) => fs.existsSync(p)) ?? null;
}

/** Creates (again) the TPC-B database beside the product's and loads it; returns its URL. */
export async function prepareTpcb(productUrl: string, scale: number): Promise<string> {
  const admin = new pg.Client({ connectionString: productUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${TPCB_DATABASE}`);
    await admin.query(`CREATE DATABASE ${TPCB_DATABASE}`);
  } finally {
    await admin.end();
  }
  const url = new URL(productUrl);
  url.pathname = `/${TPCB_DATABASE}`;
  const tpcbUrl = url.toString();
  const pgbench = pgbenchPath();
  if (pgbench) await run(pgbench, ['-i', '-q', '-s', String(scale), tpcbUrl], { maxBuffer: 16 * 1024 * 1024 });
  else await initialiseFromNode(tpcbUrl, scale);
  const client = new pg.Client({ connectionString: tpcbUrl });
  await client.connect();
  await client.query('CHECKPOINT').catch(() => undefined); // needs superuser; the loading's dirt out of the way if allowed
  await client.end();
  return tpcbUrl;
}

/** Runs the transaction for `seconds` at `clients` connections: pgbench, or the Node equivalent. */
export async function runTpcb(tpcbUrl: string, options: TpcbOptions): Promise<TpcbResult> {
  const pgbench = pgbenchPath();
  if (!pgbench) return runFromNode(tpcbUrl, options);
  const { stdout } = await run(pgbench, ['-c', String(options.clients), '-j', '2', '-T', String(options.seconds), '-n', tpcbUrl], {
    maxBuffer: 16 * 1024 * 1024,
  });
  const tps = /tps = ([\d.]+)/.exec(stdout);
  const processed = /number of transactions actually processed: (\d+)/.exec(stdout);
  if (!tps) throw new Error(`pgbench printed no tps:\n${stdout}`);
  return { tps: Number(tps[1]), tool: `pgbench (${pgbench})`, transactions: Number(processed?.[1] ?? 0), seconds: options.seconds };
}

/** pgbench -i's tables and rows (filler columns included), in SQL. */
async function initialiseFromNode(url: string, scale: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`
      CREATE TABLE pgbench_branches (bid int NOT NULL, bbalance int, filler char(88)) WITH (fillfactor = 100);
      CREATE TABLE pgbench_tellers (tid int NOT NULL, bid int, tbalance int, filler char(84)) WITH (fillfactor = 100);
      CREATE TABLE pgbench_accounts (aid int NOT NULL, bid int, abalance int, filler char(84)) WITH (fillfactor = 100);
      CREATE TABLE pgbench_history (tid int, bid int, aid int, delta int, mtime timestamp, filler char(22));
      INSERT INTO pgbench_branches (bid, bbalance) SELECT b, 0 FROM generate_series(1, ${scale}) b;
      INSERT INTO pgbench_tellers (tid, bid, tbalance) SELECT t, (t - 1) / 10 + 1, 0 FROM generate_series(1, ${10 * scale}) t;
      INSERT INTO pgbench_accounts (aid, bid, abalance, filler) SELECT a, (a - 1) / 100000 + 1, 0, '' FROM generate_series(1, ${100_000 * scale}) a;
      ALTER TABLE pgbench_branches ADD PRIMARY KEY (bid);
      ALTER TABLE pgbench_tellers ADD PRIMARY KEY (tid);
      ALTER TABLE pgbench_accounts ADD PRIMARY KEY (aid);
    `);
    // A multi-statement query is one implicit transaction, and VACUUM refuses to run inside one.
    await client.query('VACUUM ANALYZE pgbench_branches, pgbench_tellers, pgbench_accounts, pgbench_history');
  } finally {
    await client.end();
  }
}

const randomInt = (from: number, to: number) => from + Math.floor(Math.random() * (to - from + 1));

/** pgbench's built-in "TPC-B (sort of)" script, one client per connection, until the time is up. */
async function runFromNode(url: string, options: TpcbOptions): Promise<TpcbResult> {
  const { scale, clients, seconds } = options;
  const connections = await Promise.all(
    Array.from({ length: clients }, async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      return client;
    }),
  );
  let transactions = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  try {
    await Promise.all(
      connections.map(async (client) => {
        while (performance.now() < deadline) {
          const aid = randomInt(1, 100_000 * scale);
          const bid = randomInt(1, scale);
          const tid = randomInt(1, 10 * scale);
          const delta = randomInt(-5000, 5000);
          await client.query('BEGIN');
          await client.query('UPDATE pgbench_accounts SET abalance = abalance + $1 WHERE aid = $2', [delta, aid]);
          await client.query('SELECT abalance FROM pgbench_accounts WHERE aid = $1', [aid]);
          await client.query('UPDATE pgbench_tellers SET tbalance = tbalance + $1 WHERE tid = $2', [delta, tid]);
          await client.query('UPDATE pgbench_branches SET bbalance = bbalance + $1 WHERE bid = $2', [delta, bid]);
          await client.query('INSERT INTO pgbench_history (tid, bid, aid, delta, mtime) VALUES ($1, $2, $3, $4, CURRENT_TIMESTAMP)', [
            tid,
            bid,
            aid,
            delta,
          ]);
          await client.query('END');
          transactions += 1;
        }
      }),
    );
  } finally {
    await Promise.all(connections.map((c) => c.end().catch(() => undefined)));
  }
  const elapsed = (performance.now() - started) / 1000;
  return { tps: transactions / elapsed, tool: 'Node TPC-B script (pg, one connection per client)', transactions, seconds: elapsed };
}
