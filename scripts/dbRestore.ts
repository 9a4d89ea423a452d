// `npm run db:restore -- --in FILE`: a backup of `npm run db:backup` into an empty database (an
// empty DATA_DIR for the embedded cluster, an empty database for DATABASE_URL). Stop the server first.
import { loadConfig } from '../server/config';
import { restoreEmbedded } from '../server/db/backup/embeddedBackup';
import { restoreUrl } from '../server/db/backup/urlBackup';
import { argument } from './dbBackupArgs';

async function main(): Promise<void> {
  const file = argument(process.argv.slice(2), '--in');
  const config = loadConfig();
  const say = (line: string) => process.stdout.write(`${line}\n`);
  const started = Date.now();
  if (config.databaseUrl) await restoreUrl(config.databaseUrl, file);
  else await restoreEmbedded(config.dataDir, file, say);
  say(`db:restore: ${file} restored in ${Date.now() - started} ms; start the server on it (npm start)`);
}

main().catch((error: unknown) => {
  process.stderr.write(`db:restore failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
