// `npm run db:backup -- --out FILE`: a consistent backup of the product's database, the server
// running or not. The embedded cluster (DATA_DIR/pg): PostgreSQL's physical backup; DATABASE_URL:
// pg_dump's custom format (server/db/backup/). `npm run db:restore -- --in FILE` brings it back.
import { loadConfig } from '../server/config';
import { backupEmbedded } from '../server/db/backup/embeddedBackup';
import { backupUrl } from '../server/db/backup/urlBackup';
import { argument } from './dbBackupArgs';

async function main(): Promise<void> {
  const out = argument(process.argv.slice(2), '--out');
  const config = loadConfig();
  const say = (line: string) => process.stdout.write(`${line}\n`);
  const started = Date.now();
  if (config.databaseUrl) {
    await backupUrl(config.databaseUrl, out);
    say(`db:backup: DATABASE_URL dumped (pg_dump, custom format) to ${out} in ${Date.now() - started} ms`);
  } else {
    const { bytes, walFiles } = await backupEmbedded(config.dataDir, out, say);
    say(`db:backup: ${out}, ${bytes} bytes (data folder and ${walFiles} WAL files), in ${Date.now() - started} ms`);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`db:backup failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
