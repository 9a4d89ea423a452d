// Jest's side of embeddedPgMain.ts: start an embedded PostgreSQL in a child process, learn its URL,
// stop it (PostgreSQL's fast shutdown: open connections are cut, as in a real outage).
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
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
      // The child (tsx and the node it starts) may be gone a moment before PostgreSQL has let go of its
      // port: an outage test would then see the database still answering while it counts it as down.
      await untilRefused(actual, 15_000, () => stderr);
    },
  };
}

/** Waits until nothing accepts connections on the port (PostgreSQL has stopped); throws after `ms`. */
async function untilRefused(port: number, ms: number, log: () => string): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    const accepting = await new Promise<boolean>((resolve) => {
      const socket = net.connect({ port, host: '127.0.0.1' });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (!accepting) return;
    if (Date.now() > until)
      throw new Error(`PostgreSQL still accepts connections on port ${port} ${ms} ms after its child exited: ${log()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
