// Where the database is: DATABASE_URL when given, otherwise the embedded server under DATA_DIR/pg.
import path from 'node:path';
import type { Config } from '../config';
import { ensureDatabase, startEmbeddedPostgres } from './embedded';

export interface DatabaseHandle {
  url: string;
  embedded: boolean;
  /** The embedded cluster's folder (undefined with DATABASE_URL). */
  clusterDir?: string;
  stop(): Promise<void>;
}

export async function openDatabase(config: Config, log: (line: string) => void): Promise<DatabaseHandle> {
  if (config.databaseUrl) return { url: config.databaseUrl, embedded: false, stop: async () => undefined };
  const server = await startEmbeddedPostgres({
    dir: path.join(config.dataDir, 'pg'),
    log: (line) => {
      if (/FATAL|PANIC|ERROR/.test(line)) log(line);
    },
    notice: log,
  });
  await ensureDatabase(server.adminUrl, 'exchange');
  return { url: server.urlFor('exchange'), embedded: true, clusterDir: server.dir, stop: () => server.stop() };
}
