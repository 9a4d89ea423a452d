// `npm run db:snapshot`: migrates a new embedded PostgreSQL cluster in a temporary folder and writes
// the functions and triggers it ends with to server/db/functions.snapshot.sql (see
// server/db/functionsSnapshot.ts). Run it after adding a migration that defines a function or a
// trigger; `npm test` fails while the file is stale.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDb } from '../server/db/database';
import { ensureDatabase, startEmbeddedPostgres } from '../server/db/embedded';
import { functionsSnapshot, SNAPSHOT_FILE } from '../server/db/functionsSnapshot';
import { migrateToLatest } from '../server/db/migrate';

async function main(): Promise<void> {
  // mkdtemp makes 0700 folders; PostgreSQL (running as 'postgres' when we are root) must get in.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-snapshot-'));
  fs.chmodSync(dir, 0o755);
  const server = await startEmbeddedPostgres({ dir: path.join(dir, 'pg'), durable: false });
  try {
    await ensureDatabase(server.adminUrl, 'snapshot');
    const db = createDb(server.urlFor('snapshot'), 2);
    try {
      await migrateToLatest(db);
      const text = await functionsSnapshot(db);
      fs.writeFileSync(path.join(__dirname, '..', SNAPSHOT_FILE), text);
      console.log(`wrote ${SNAPSHOT_FILE} (${text.split('\n').length} lines)`);
    } finally {
      await db.destroy();
    }
  } finally {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
