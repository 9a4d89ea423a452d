// One PostgreSQL server for the whole test run (embedded, or TEST_DATABASE_URL's), and a migrated,
// seeded template database that every test file clones into a database of its own.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres, ensureDatabase } from '../db/embedded';
import { createDb } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seed } from '../db/seed';
import { TEST_OPERATOR, TEMPLATE_DB } from './constants';
import { hashSeededPasswordsAtTestCost } from './seededPasswords';

declare global {
  var __TEST_PG_STOP__: (() => Promise<void>) | undefined;
}

/** Room the throwaway cluster may take: the template, each worker's databases and their WAL. */
const CLUSTER_ROOM_BYTES = 2 * 1024 ** 3;

/**
 * Where the throwaway cluster lives: in memory (/dev/shm) when it has room, else the temporary folder.
 * Every test file creates a database of some 300 files and drops it at its end; on ext4, finding
 * free inodes among so many just deleted cost PostgreSQL more kernel time than its queries (a quarter
 * of the machine's CPU during the server tests, by `perf`). On tmpfs that costs next to nothing.
 */
function clusterParent(): string {
  try {
    const room = fs.statfsSync('/dev/shm');
    if (room.bavail * room.bsize >= CLUSTER_ROOM_BYTES) return '/dev/shm';
  } catch {
    // No /dev/shm (not Linux): the temporary folder.
  }
  return os.tmpdir();
}

export default async function globalSetup(): Promise<void> {
  let adminUrl: string;
  if (process.env.TEST_DATABASE_URL) {
    const url = new URL(process.env.TEST_DATABASE_URL);
    url.pathname = '/postgres';
    adminUrl = url.toString();
  } else {
    // mkdtemp makes 0700 folders; PostgreSQL (running as 'postgres' when we are root) must get in.
    const dir = fs.mkdtempSync(path.join(clusterParent(), 'exchange-test-'));
    fs.chmodSync(dir, 0o755);
    const server = await startEmbeddedPostgres({ dir: path.join(dir, 'pg'), durable: false });
    adminUrl = server.adminUrl;
    globalThis.__TEST_PG_STOP__ = async () => {
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    };
  }
  process.env.TEST_PG_ADMIN_URL = adminUrl;

  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
  await admin.end();
  await ensureDatabase(adminUrl, TEMPLATE_DB);
  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${TEMPLATE_DB}`;
  const db = createDb(templateUrl.toString(), 2);
  await migrateToLatest(db);
  await seed(db, { ...TEST_OPERATOR, demo: true });
  await hashSeededPasswordsAtTestCost(db);
  await db.destroy();
}
