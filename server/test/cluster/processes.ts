// The cluster test's feed processes: `node --import tsx server/feed/main.ts` as real children (one
// process each, so kill -9 hits the feed itself), on the cluster's DATABASE_URL.
import { spawn, type ChildProcess } from 'node:child_process';
import { ROOT } from '../faults/support/serverProcess';
import { must } from '../must';

export interface FeedProcess {
  pid: number;
  output(): string;
  /** Whether it printed that it leads (at its start, or on taking over). */
  leads(): boolean;
  kill9(): Promise<void>;
  stop(): Promise<void>;
}

export async function startFeedProcess(env: Record<string, string>): Promise<FeedProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/feed/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk) => {
    log += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    log += String(chunk);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the feed did not start within 120 s:\n${log}`)), 120_000);
    const look = () => {
      if (/Feed running|Feed standing by/.test(log)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', look);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the feed exited (${code}) before it started:\n${log}`));
    });
  });
  const alive = () => child.exitCode === null && child.signalCode === null;
  return {
    pid: must(child.pid, 'the feed process id'),
    output: () => log,
    leads: () => /Feed running|this process leads/.test(log),
    kill9: async () => {
      if (alive()) child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      if (alive()) child.kill('SIGTERM');
      const timeout = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timeout);
    },
  };
}
