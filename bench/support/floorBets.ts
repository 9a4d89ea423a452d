// `npm run bench:bets -- --floor`: what the goal of 1.5 ms of server CPU per bet is
// weighed against. The same players as the live bench (an odds poll every 600 ms after the last answer,
// with If-None-Match; a bet every 0.5-1.5 × 2 s: a first poll of the market, a save, an update, an
// exposure read) against the least server this stack allows (bench/support/floorServer.ts: Fastify and
// node-postgres with no session, cipher, rules, maths or feed; two single-statement write transactions
// per bet, each with its WAL flush; one-index tables) on the embedded PostgreSQL with the product's
// settings. Prints that server's CPU per bet, Node and PostgreSQL, beside the goal: whatever the
// product does on top of it has to fit in the difference.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { ensureDatabase, startEmbeddedPostgres } from '../../server/db/embedded';
import { pidOf, spawnTsx, stopChild } from './child';
import { postmasterPid, tempDataDir } from './database';
import { LiveHttp } from './liveHttp';
import { WindowCpu, splitDiff, treeCpuSplit } from './processCpu';
import { fmt, percentile, type BenchResult } from './result';

export interface FloorOptions {
  players: number;
  seconds: number;
  warmUpSeconds: number;
  betEveryMs: number;
  /** The bets table with the product's eight indexes (and the columns they need), to weigh them. */
  productIndexes: boolean;
}

const GOAL_CPU_MS = 1.5;
const POLL_MS = 600;
const SCHEMA = `
  CREATE TABLE floor_wallets (user_id integer PRIMARY KEY, exposure bigint NOT NULL DEFAULT 0, updated_at timestamptz);
  CREATE TABLE floor_bets (id bigserial PRIMARY KEY, user_id integer NOT NULL, status text NOT NULL, stake bigint NOT NULL,
                           odds numeric, placed_at timestamptz NOT NULL DEFAULT now());
`;

/** The product's indexes on bets (migrations), on the floor's table; the update below keeps every indexed column as the product's does. */
const PRODUCT_INDEXES = `
  ALTER TABLE floor_bets ADD COLUMN bet_id text, ADD COLUMN market_id text NOT NULL DEFAULT '1.1',
    ADD COLUMN event_id integer NOT NULL DEFAULT 1, ADD COLUMN sport_id integer NOT NULL DEFAULT 4,
    ADD COLUMN match_after timestamptz NOT NULL DEFAULT now(), ADD COLUMN matched_time timestamptz;
  CREATE UNIQUE INDEX ON floor_bets (bet_id);
  CREATE INDEX ON floor_bets (market_id, status);
  CREATE INDEX ON floor_bets (match_after) WHERE status = 'pending';
  CREATE INDEX ON floor_bets (user_id, market_id) WHERE status IN ('settled', 'void');
  CREATE INDEX ON floor_bets (user_id, status, placed_at DESC, id DESC) INCLUDE (sport_id);
  CREATE INDEX ON floor_bets (user_id, event_id, placed_at DESC, id DESC) WHERE status IN ('matched', 'settled', 'void');
  CREATE INDEX ON floor_bets (placed_at) INCLUDE (user_id, stake, matched_time) WHERE status IN ('pending', 'matched');
`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function runFloorBench(options: FloorOptions): Promise<BenchResult> {
  const dataDir = tempDataDir('floor');
  const pgDir = path.join(dataDir, 'pg');
  const postgres = await startEmbeddedPostgres({ dir: pgDir });
  let server: ReturnType<typeof spawnTsx> | undefined;
  const http: { client?: LiveHttp } = {};
  try {
    await ensureDatabase(postgres.adminUrl, 'floor');
    const url = postgres.urlFor('floor');
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(SCHEMA);
    if (options.productIndexes) await admin.query(PRODUCT_INDEXES);
    await admin.query('INSERT INTO floor_wallets (user_id) SELECT g FROM generate_series(1, $1::int) g', [options.players]);
    await admin.end();

    server = spawnTsx(
      ['bench/support/floorServer.ts'],
      { ...process.env, FLOOR_DATABASE_URL: url, FLOOR_PRODUCT_INDEXES: options.productIndexes ? '1' : '' },
      /floor server at (\S+)/,
    );
    const base = new URL((await server.ready)[1]);
    const client = (http.client = new LiveHttp(base, options.players * 2));
    const cpu = new WindowCpu(pidOf(server.child), postmasterPid(pgDir));

    let running = true;
    const counts = { bets: 0, polls: 0, requests: 0 };
    const count = (kind: 'bets' | 'polls' | 'requests', n = 1) => {
      if (client.recording) counts[kind] += n;
    };
    const poller = async () => {
      let etag: string | undefined;
      while (running) {
        const answer = await client.call('odds poll', 'GET', '/odds', '', undefined, etag ? { 'if-none-match': etag } : {});
        etag = typeof answer.headers.etag === 'string' ? answer.headers.etag : etag;
        count('polls');
        count('requests');
        await sleep(POLL_MS);
      }
    };
    const bettor = async (userId: number) => {
      while (running) {
        await sleep(options.betEveryMs * (0.5 + Math.random()));
        if (!running) break;
        await client.call('odds poll', 'GET', '/odds', '');
        const saved = await client.call('save', 'POST', '/save', '', JSON.stringify({ userId, stake: 10_000, odds: 1.85 }));
        const betId = (JSON.parse(saved.body.toString('utf8')) as { betId: string }).betId;
        await client.call('update', 'PUT', '/update', '', JSON.stringify({ betId, odds: 1.85 }));
        await client.call('expo', 'GET', `/expo/${userId}`, '');
        count('bets');
        count('polls');
        count('requests', 4);
      }
    };
    const loops = Array.from({ length: options.players }, (_, i) => [poller(), bettor(i + 1)]).flat();

    await sleep(options.warmUpSeconds * 1000);
    const pgBefore = treeCpuSplit(postmasterPid(pgDir) ?? 0);
    const nodeBefore = treeCpuSplit(pidOf(server.child));
    client.recording = true;
    const started = Date.now();
    const close = cpu.start();
    await sleep(options.seconds * 1000);
    close();
    const seconds = (Date.now() - started) / 1000;
    client.recording = false;
    const pgSplit = splitDiff(treeCpuSplit(postmasterPid(pgDir) ?? 0), pgBefore);
    const nodeSplit = splitDiff(treeCpuSplit(pidOf(server.child)), nodeBefore);
    running = false;
    await Promise.allSettled(loops);

    const perBet = (ms: number) => ms / counts.bets;
    const cpuPerBet = perBet(cpu.server + cpu.postgres);
    const failures = [...client.failures].map(([what, n]) => `${what} ×${n}`);
    const p = (name: string) => `${name} p50 ${fmt(percentile(client.times.get(name) ?? [], 50))} ms`;
    return {
      name: 'bets-floor',
      command: 'npm run bench:bets -- --floor',
      setup: `${options.players} players against the least server of this stack (bench/support/floorServer.ts${options.productIndexes ? ", with the product's eight indexes on bets" : ''}), ${options.seconds} s after ${options.warmUpSeconds} s of warm-up; odds poll every ${POLL_MS} ms, a bet every ${options.betEveryMs / 2000}-${(options.betEveryMs * 1.5) / 1000} s per player`,
      figure: { label: 'server CPU per bet of the least server', value: cpuPerBet, unit: 'ms' },
      baseline: { label: 'the goal for the product', value: GOAL_CPU_MS, unit: 'ms' },
      ratio: cpuPerBet / GOAL_CPU_MS,
      ratioMeaning: 'share of the goal the least server already uses',
      goal: 'informative: what the product may add on top of this is the goal minus it',
      met: null,
      details: [
        `${fmt(counts.bets / seconds)} bets/s, ${fmt(counts.polls / counts.bets, 2)} odds polls and ${fmt(counts.requests / counts.bets, 2)} requests per bet`,
        `server CPU per bet ${fmt(cpuPerBet, 2)} ms: Node ${fmt(perBet(cpu.server), 2)} ms (user ${fmt(perBet(nodeSplit.user), 2)} + system ${fmt(perBet(nodeSplit.system), 2)}), PostgreSQL ${fmt(perBet(cpu.postgres), 2)} ms (user ${fmt(perBet(pgSplit.user), 2)} + system ${fmt(perBet(pgSplit.system), 2)}); the load generator ${fmt(perBet(cpu.generator), 2)} ms`,
        `calls: ${['odds poll', 'save', 'update', 'expo'].map(p).join('; ')}`,
        failures.length ? `FAILED CALLS: ${failures.join(', ')}` : 'no call answered 5xx or went unanswered',
      ],
      ok: failures.length === 0 && counts.bets > 0,
    };
  } finally {
    http.client?.destroy();
    if (server) await stopChild(server.child);
    await postgres.stop().catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
