// A benchmark's own PostgreSQL: the embedded server (the same engine and settings as `npm start`,
// durable) in a temporary folder opened to mode 755 (PostgreSQL runs as 'postgres' when we are
// root), migrated and seeded like the product; stop() removes everything.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDb, type Db } from '../../server/db/database';
import { ensureDatabase, startEmbeddedPostgres } from '../../server/db/embedded';
import { migrateToLatest } from '../../server/db/migrate';
import { seed } from '../../server/db/seed';
import { DEV_DEFAULTS } from '../../server/config';

export interface BenchDatabase {
  dataDir: string;
  url: string;
  db: Db;
  stop(): Promise<void>;
}

/** The embedded PostgreSQL's postmaster, from the pid file it writes in its folder (null when there is none). */
export function postmasterPid(pgDir: string): number | null {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return null;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

export function tempDataDir(name: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `exchange-bench-${name}-`));
  fs.chmodSync(dir, 0o755);
  return dir;
}

export async function startBenchDatabase(name: string, poolSize = 20): Promise<BenchDatabase> {
  const dataDir = tempDataDir(name);
  let server: Awaited<ReturnType<typeof startEmbeddedPostgres>> | undefined;
  try {
    server = await startEmbeddedPostgres({ dir: path.join(dataDir, 'pg') });
    await ensureDatabase(server.adminUrl, 'exchange');
    const url = server.urlFor('exchange');
    const db = createDb(url, poolSize);
    await migrateToLatest(db);
    await seed(db, { operatorUser: DEV_DEFAULTS.operatorUser, operatorPassword: DEV_DEFAULTS.operatorPassword, demo: true });
    const running = server;
    return {
      dataDir,
      url,
      db,
      stop: async () => {
        await db.destroy().catch(() => undefined);
        await running.stop().catch(() => undefined);
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await server?.stop().catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
