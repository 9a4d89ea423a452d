// `npm run bench:db-socket`: the CPU a database round trip costs (this process and PostgreSQL
// together) through the embedded server's Unix socket, which the product uses, against the same
// round trips over TCP on loopback, measured in the same run. A bet makes three or four round trips.
//
// One embedded PostgreSQL (durable, as the product runs it), a pool of 5 as the product's, 40 callers
// each writing a row and reading it back (two short prepared statements, the shape of a bet's write and
// its exposure read); the two connection kinds take turns, 3 rounds each, and the ratio is of the totals.
//
// Environment: BENCH_SOCKET_PAIRS (20000 per round).
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { ensureDatabase, startEmbeddedPostgres } from '../server/db/embedded';
import { tempDataDir } from './support/database';
import { splitDiff, treeCpuSplit } from './support/processCpu';
import { fmt, runAsCommand, type BenchResult } from './support/result';

const PAIRS = Number(process.env.BENCH_SOCKET_PAIRS || 20_000);
const CALLERS = 40;
const ROUNDS = 3;

const INSERT = { name: 'socket.insert', text: 'INSERT INTO trips (v) VALUES ($1) RETURNING id' };
const SELECT = { name: 'socket.select', text: 'SELECT v FROM trips WHERE id = $1' };

/**
 * CPU ms of this process and its children (the embedded server is one) while `PAIRS` insert-and-read
 * pairs run over `url`.
 */
async function cpuOfPairs(url: string): Promise<{ cpuMs: number; wallMs: number }> {
  const pool = new pg.Pool({ connectionString: url, max: 5 });
  pool.on('error', () => undefined); // a connection closing as the server stops is not the measure's concern
  await pool.query('SELECT 1'); // connections opened before the count
  let started = 0;
  const before = treeCpuSplit(process.pid);
  const wallStart = performance.now();
  await Promise.all(
    Array.from({ length: CALLERS }, async () => {
      while (started < PAIRS) {
        started += 1;
        const { rows } = await pool.query<{ id: string }>({ ...INSERT, values: [started] });
        await pool.query({ ...SELECT, values: [rows[0].id] });
      }
    }),
  );
  const wallMs = performance.now() - wallStart;
  const used = splitDiff(treeCpuSplit(process.pid), before);
  await pool.end();
  return { cpuMs: used.user + used.system, wallMs };
}

async function run(): Promise<BenchResult> {
  const dataDir = tempDataDir('db-socket');
  const server = await startEmbeddedPostgres({ dir: path.join(dataDir, 'pg') });
  try {
    await ensureDatabase(server.adminUrl, 'sockets');
    const socketUrl = server.urlFor('sockets');
    const tcpUrl = socketUrl.replace(/@[^/]+\//, `@127.0.0.1:${server.port}/`);
    const setup = new pg.Client({ connectionString: socketUrl });
    await setup.connect();
    await setup.query('CREATE TABLE trips (id bigserial PRIMARY KEY, v integer NOT NULL)');
    await setup.end();
    const totals = { unix: { cpuMs: 0, wallMs: 0 }, tcp: { cpuMs: 0, wallMs: 0 } };
    const rounds: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const tcp = await cpuOfPairs(tcpUrl);
      const unix = await cpuOfPairs(socketUrl);
      for (const [kind, figures] of [
        ['tcp', tcp],
        ['unix', unix],
      ] as const) {
        totals[kind].cpuMs += figures.cpuMs;
        totals[kind].wallMs += figures.wallMs;
      }
      rounds.push(`${fmt((1000 * unix.cpuMs) / PAIRS, 0)} ÷ ${fmt((1000 * tcp.cpuMs) / PAIRS, 0)} µs`);
    }
    const perPair = (kind: 'unix' | 'tcp') => (1000 * totals[kind].cpuMs) / (PAIRS * ROUNDS);
    const ratio = totals.unix.cpuMs / totals.tcp.cpuMs;
    return {
      name: 'db-socket',
      command: 'npm run bench:db-socket',
      setup: `embedded PostgreSQL (durable), pool of 5, ${CALLERS} callers, ${PAIRS.toLocaleString('en-US')} insert-and-read pairs per round, TCP and Unix socket taking turns, ${ROUNDS} rounds; CPU of this process and the server's processes (its children)`,
      figure: { label: 'CPU per insert-and-read pair, Unix socket', value: perPair('unix'), unit: 'µs' },
      baseline: { label: 'the same over TCP on loopback', value: perPair('tcp'), unit: 'µs' },
      ratio,
      ratioMeaning: 'CPU per pair through the socket ÷ over TCP (below 1: the socket is cheaper)',
      goal: 'informative: why the product connects to its embedded PostgreSQL through the socket',
      met: null,
      details: [
        `rounds (socket ÷ TCP, CPU per pair): ${rounds.join('; ')}`,
        `wall time per pair: socket ${fmt((1000 * totals.unix.wallMs) / (PAIRS * ROUNDS), 0)} µs, TCP ${fmt((1000 * totals.tcp.wallMs) / (PAIRS * ROUNDS), 0)} µs`,
      ],
      ok: true,
    };
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

runAsCommand('bench:db-socket', run);
