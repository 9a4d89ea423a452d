// The product as `npm start` starts it, for the live bench: `node <package.json's V8 flags> --import
// tsx server/main.ts` in a child process (embedded PostgreSQL under its own DATA_DIR, migrations, seed,
// the simulator feed leading, the sweeper, settlement, every hook), with one thing added beside it:
// bench/support/liveProbe.ts, preloaded, which only reads counters and takes a CPU profile on request.
//
// Before the start, the bench creates the cluster itself (the same startEmbeddedPostgres main.ts
// calls, so the same settings) and adds pg_stat_statements to it (track = all, so that statements
// inside the plpgsql bet functions are counted too): the server then finds a cluster and reuses it.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { ensureDatabase, startEmbeddedPostgres, EMBEDDED_USER } from '../../server/db/embedded';
import { spawnTsx, stopChild, type Child } from './child';
import { benchServerEnv } from './serverEnv';

export interface LiveProduct {
  server: Child;
  /** http://127.0.0.1:<port> */
  base: URL;
  /** The metrics listener's /metrics (METRICS_PORT set in the environment), or null. */
  metricsUrl: string | null;
  /** The product database, `exchange` (its port may change with a restart). */
  dbUrl: string;
  postmasterPid(): number | null;
  /** pg_stat_statements is loaded (false: the extension is missing from this PostgreSQL build). */
  statements: boolean;
  /** Sends a command to the probe in the server and waits for its answer. */
  probe<T>(command: string): Promise<T>;
  probeDir: string;
  /**
   * Stops the server (SIGTERM: its drain, then its embedded PostgreSQL) and starts it again on the same
   * port and cluster with `env` added: the same product with another setting, its players' sessions and
   * bets kept in the database.
   */
  restart(env: NodeJS.ProcessEnv): Promise<void>;
  stop(): Promise<void>;
}

const PROBE = 'bench/support/liveProbe.ts';

/** Creates the cluster in `dataDir/pg` and preloads pg_stat_statements; answers where it lives. */
async function prepareCluster(dataDir: string): Promise<{ clusterDir: string; statements: boolean }> {
  const server = await startEmbeddedPostgres({ dir: path.join(dataDir, 'pg') });
  let statements = false;
  try {
    await ensureDatabase(server.adminUrl, 'exchange');
    const client = new pg.Client({ connectionString: server.adminUrl });
    await client.connect();
    try {
      const { rows } = await client.query(`SELECT 1 FROM pg_available_extensions WHERE name = 'pg_stat_statements'`);
      if (rows.length > 0) {
        await client.query(`ALTER SYSTEM SET shared_preload_libraries = 'pg_stat_statements'`);
        await client.query(`ALTER SYSTEM SET pg_stat_statements.track = 'all'`);
        statements = true;
      }
    } finally {
      await client.end();
    }
  } finally {
    await server.stop();
  }
  return { clusterDir: server.dir, statements };
}

function readPostmaster(clusterDir: string): { pid: number; port: number } | null {
  const file = path.join(clusterDir, 'postmaster.pid');
  if (!fs.existsSync(file)) return null;
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  return Number.isInteger(pid) && pid > 0 && Number.isInteger(port) ? { pid, port } : null;
}

/** The metrics listener's address, printed by main.ts on the line after "Exchange is running". */
async function metricsUrlOf(server: Child): Promise<string> {
  for (let waited = 0; waited < 10_000; waited += 50) {
    const found = /Metrics: (http:\/\/\S+)/.exec(server.output());
    if (found) return found[1];
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`METRICS_PORT is set but the server printed no "Metrics:" line:\n${server.output()}`);
}

const launch = (env: NodeJS.ProcessEnv) =>
  spawnTsx(['--import', `./${PROBE}`, 'server/main.ts'], env, /Exchange is running at http:\/\/localhost:(\d+)/);

export async function startLiveProduct(dataDir: string, extraEnv: NodeJS.ProcessEnv): Promise<LiveProduct> {
  const { clusterDir, statements } = await prepareCluster(dataDir);
  const probeDir = path.join(dataDir, 'probe');
  fs.mkdirSync(probeDir, { recursive: true });
  const env = benchServerEnv(dataDir, { ...extraEnv, BENCH_PROBE_DIR: probeDir });
  let server = launch(env);
  const stop = async () => {
    await stopChild(server.child);
    const left = readPostmaster(clusterDir);
    if (left) {
      try {
        process.kill(left.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  };
  try {
    const [, port] = await server.ready;
    const metricsUrl = env.METRICS_PORT ? await metricsUrlOf(server) : null;
    const postmaster = readPostmaster(clusterDir);
    if (!postmaster) throw new Error(`no postmaster.pid in ${clusterDir}`);
    const password = fs.readFileSync(path.join(path.dirname(clusterDir), '.pg-password'), 'utf8').trim();
    const dbUrl = `postgres://${EMBEDDED_USER}:${encodeURIComponent(password)}@127.0.0.1:${postmaster.port}/exchange`;
    if (statements) {
      // The view lives in the database that creates the extension (the library is preloaded).
      const client = new pg.Client({ connectionString: dbUrl });
      await client.connect();
      await client.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements').finally(() => client.end());
    }
    let asked = 0;
    const probe = async <T>(command: string): Promise<T> => {
      const answerFile = path.join(probeDir, 'answer.json');
      fs.rmSync(answerFile, { force: true });
      fs.writeFileSync(path.join(probeDir, 'command'), command);
      asked += 1;
      server.child.kill('SIGUSR2');
      for (let waited = 0; waited < 30_000; waited += 50) {
        if (fs.existsSync(answerFile)) {
          try {
            const { answer } = JSON.parse(fs.readFileSync(answerFile, 'utf8')) as { answer: T };
            return answer;
          } catch {
            // half written: read it again
          }
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`the server's probe did not answer "${command}" (request ${asked})`);
    };
    const product: LiveProduct = {
      server,
      base: new URL(`http://127.0.0.1:${port}`),
      metricsUrl,
      dbUrl,
      postmasterPid: () => readPostmaster(clusterDir)?.pid ?? null,
      statements,
      probe,
      probeDir,
      restart: async (more) => {
        await stopChild(server.child);
        const again: NodeJS.ProcessEnv = { ...env, ...more, PORT: port };
        server = launch(again);
        await server.ready;
        product.server = server;
        // The cluster may listen on another port after its restart.
        const moved = readPostmaster(clusterDir);
        if (moved) product.dbUrl = `postgres://${EMBEDDED_USER}:${encodeURIComponent(password)}@127.0.0.1:${moved.port}/exchange`;
        product.metricsUrl = again.METRICS_PORT ? await metricsUrlOf(server) : null;
      },
      stop,
    };
    return product;
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The product server's process id (the child has none only if spawning it failed). */
export function serverPidOf(product: LiveProduct): number {
  const pid = product.server.child.pid;
  if (pid === undefined) throw new Error('the product server has no process id: its child process did not start');
  return pid;
}
