// Jest's side of embeddedPgMain.ts: start an embedded PostgreSQL in a child process, learn its URL,
// stop it (PostgreSQL's fast shutdown: open connections are cut, as in a real outage).
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { must } from '../../must';

const ROOT = path.resolve(__dirname, '../../../..');
const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');
const MAIN = path.join(__dirname, 'embeddedPgMain.ts');

export interface PgChild {
  adminUrl: string;
  port: number;
  urlFor(database: string): string;
  /** Stops PostgreSQL and waits for the child to exit. */
  stop(): Promise<void>;
}

export async function startPgChild(dir: string, port?: number): Promise<PgChild> {
  const child: ChildProcess = spawn(TSX, [MAIN, dir, ...(port ? [String(port)] : [])], {
    cwd: ROOT,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr = (stderr + String(chunk)).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const first = await new Promise<string>((resolve, reject) => {
    const lines = readline.createInterface({ input: must(child.stdout, "the PostgreSQL child's stdout") });
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`embedded PostgreSQL child exited (${code}): ${stderr}`)));
  });
  const { adminUrl, port: actual } = JSON.parse(first) as { adminUrl: string; port: number };
  return {
    adminUrl,
    port: actual,
    urlFor: (database) => {
      const url = new URL(adminUrl);
      url.pathname = `/${database}`;
      return url.toString();
    },
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
