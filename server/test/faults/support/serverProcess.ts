// The real product as a child process (`node --import tsx server/main.ts`: one process, so a kill -9
// hits the server itself and not a wrapper), on a free port and a DATA_DIR of the caller's.
import fs from 'node:fs';
import path from 'node:path';
import { startProductChild } from '../../productChild';

export { ROOT } from '../../productChild';

export interface ServerProcess {
  pid: number;
  baseUrl: string;
  /** Everything it printed so far (stdout and stderr, interleaved). */
  output(): string;
  exited: Promise<number | null>;
  kill9(): Promise<void>;
  /** SIGTERM: the server closes, stops its PostgreSQL and exits. */
  stop(): Promise<void>;
}

export const FAULT_KEYS = {
  PAYLOAD_KEY: 'fault-test-payload-key',
  LOGIN_COOKIE_KEY: 'fault-test-cookie-key',
  STAFF_SECRET_KEY: 'fault-test-staff-secret-key',
  OPERATOR_PASSWORD: 'fault-operator-pass',
};

export async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const { child, match } = await startProductChild(
    'server/main.ts',
    {
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIR: path.join(dataDir, 'no-web'),
      LOG_LEVEL: 'warn',
      ...FAULT_KEYS,
      ...env,
    },
    /running at http:\/\/localhost:(\d+)/,
    'server',
  );
  return {
    pid: child.pid,
    baseUrl: `http://127.0.0.1:${Number(match[1])}`,
    output: child.output,
    exited: child.exited,
    kill9: child.kill9,
    stop: () => child.stop(30_000),
  };
}

/** The PostgreSQL that holds `${dataDir}/pg`, as its postmaster.pid tells: pid, port; null when none. */
export function postmasterOf(dataDir: string): { pid: number; port: number } | null {
  const file = path.join(dataDir, 'pg', 'postmaster.pid');
  if (!fs.existsSync(file)) return null;
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  return { pid: Number(lines[0]), port: Number(lines[3]) };
}

/** Running (a zombie waiting for its new parent to reap it counts as gone). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true; // no /proc: trust kill(0)
  }
}

/** Waits up to `ms` for the process to be gone; true when it is. */
export async function gone(pid: number, ms: number): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 100))) {
    if (!isAlive(pid)) return true;
  }
  return !isAlive(pid);
}

/** The database URL of the embedded server under `dataDir` (its password file, its pid file's port). */
export function databaseUrlOf(dataDir: string): string {
  const postmaster = postmasterOf(dataDir);
  if (!postmaster) throw new Error(`no PostgreSQL runs in ${dataDir}/pg`);
  const password = fs.readFileSync(path.join(dataDir, '.pg-password'), 'utf8').trim();
  return `postgres://exchange:${encodeURIComponent(password)}@127.0.0.1:${postmaster.port}/exchange`;
}

/** Last resort after a failure: stop a PostgreSQL a killed server left behind. */
export async function stopOrphanedPostgres(dataDir: string): Promise<void> {
  const postmaster = postmasterOf(dataDir);
  if (!postmaster || !isAlive(postmaster.pid)) return;
  process.kill(postmaster.pid, 'SIGINT');
  for (let i = 0; i < 100 && isAlive(postmaster.pid); i++) await new Promise((r) => setTimeout(r, 100));
}
