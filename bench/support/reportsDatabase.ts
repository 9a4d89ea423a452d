// The database of bench:reports and bench:summary: the embedded PostgreSQL (or BENCH_DATABASE_URL)
// holding the generated 10 M-bet year (bench/reportsData.ts), made once per shape and reused when
// BENCH_DATA_DIR keeps it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import { ensureDatabase, startEmbeddedPostgres, type EmbeddedServer } from '../../server/db/embedded';
import { generate, type BenchShape } from '../reportsData';

export interface Target {
  url: string;
  stop(): Promise<void>;
}

export async function openTarget(): Promise<Target> {
  if (process.env.BENCH_DATABASE_URL) return { url: process.env.BENCH_DATABASE_URL, stop: async () => undefined };
  const keep = process.env.BENCH_DATA_DIR;
  const dir = keep ? path.resolve(keep) : fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-bench-reports-'));
  fs.mkdirSync(dir, { recursive: true });
  fs.chmodSync(dir, 0o755); // PostgreSQL runs as 'postgres' when we are root
  const server: EmbeddedServer = await startEmbeddedPostgres({ dir: path.join(dir, 'pg'), durable: false });
  await ensureDatabase(server.adminUrl, 'bench');
  return {
    url: server.urlFor('bench'),
    stop: async () => {
      await server.stop();
      if (!keep) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Generates the data unless this database already holds data of exactly this shape. */
export async function prepare(
  db: Kysely<Database>,
  shape: BenchShape,
  say: (line: string) => void,
): Promise<{ heavyUserId: number; now: number }> {
  await sql`CREATE TABLE IF NOT EXISTS bench_meta (shape jsonb NOT NULL, heavy_user integer NOT NULL, now_ms bigint NOT NULL)`.execute(db);
  const { rows } = await sql<{ shape: Omit<BenchShape, 'now'>; heavy_user: number; now_ms: string }>`SELECT * FROM bench_meta`.execute(db);
  const { now: _now, ...size } = shape;
  const stored = rows[0]?.shape as Record<string, number> | undefined;
  // jsonb keeps its own key order: compare field by field.
  if (stored && Object.entries(size).every(([key, value]) => stored[key] === value)) {
    say(`Reusing the data generated earlier in this database (${JSON.stringify(size)}).`);
    return { heavyUserId: rows[0].heavy_user, now: Number(rows[0].now_ms) };
  }
  const { rows: existing } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM (SELECT 1 FROM bets LIMIT 1) b`.execute(db);
  if (rows[0] || existing[0].n > 0) throw new Error('This database already holds other data: give the bench a dedicated one.');
  const started = Date.now();
  say(`Generating ${JSON.stringify(size)}:`);
  const { heavyUserId } = await generate(db, shape, say);
  await sql`INSERT INTO bench_meta VALUES (${JSON.stringify(size)}, ${heavyUserId}, ${shape.now})`.execute(db);
  say(`Generated in ${((Date.now() - started) / 60_000).toFixed(1)} min.`);
  return { heavyUserId, now: shape.now };
}
