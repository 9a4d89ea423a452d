// The database for a maintenance command (reset-password) while the server may be running. The
// embedded launcher is loaded only when needed: a command on DATABASE_URL never starts PostgreSQL.
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import type { DatabaseHandle } from './connect';

/**
 * DATABASE_URL, or the embedded cluster a running `npm start` holds (found through its
 * postmaster.pid), or the embedded cluster started just for the command and stopped after it.
 */
export async function openDatabaseForMaintenance(config: Config): Promise<DatabaseHandle> {
  if (config.databaseUrl) return { url: config.databaseUrl, embedded: false, stop: async () => undefined };
  const dir = path.join(config.dataDir, 'pg');
  const running = runningEmbeddedPort(dir);
  if (running !== undefined) {
    const { EMBEDDED_USER } = await import('./embedded');
    const password = fs.readFileSync(path.join(config.dataDir, '.pg-password'), 'utf8').trim();
    return {
      url: `postgres://${EMBEDDED_USER}:${encodeURIComponent(password)}@127.0.0.1:${running}/exchange`,
      embedded: true,
      stop: async () => undefined,
    };
  }
  if (!fs.existsSync(path.join(dir, 'PG_VERSION')))
    throw new Error(`no database in ${dir}: start the server once first (or set DATABASE_URL)`);
  const { openDatabase } = await import('./connect');
  return openDatabase(config, () => undefined);
}

/** The port of a live PostgreSQL holding `dir` (postmaster.pid: pid on line 1, port on line 4). */
function runningEmbeddedPort(dir: string): number | undefined {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return undefined;
  const lines = fs.readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !Number.isInteger(port)) return undefined;
  try {
    process.kill(pid, 0);
  } catch {
    return undefined;
  }
  return port;
}
