// A process of the product (`node --import tsx <script>`) as a real child of the test: one process,
// so a kill -9 hits the product itself and not a wrapper. What it prints is collected for failure
// messages and for the tests that read it; it is started once it prints that it is ready.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { must } from './must';

export const ROOT = path.resolve(__dirname, '../..');

export interface ProductChild {
  pid: number;
  /** Everything it printed so far (stdout and stderr, interleaved). */
  output(): string;
  exited: Promise<number | null>;
  kill9(): Promise<void>;
  /** SIGTERM, then SIGKILL if it has not exited after `graceMs`. */
  stop(graceMs: number): Promise<void>;
}

/**
 * Spawns `script` from the repository's root with `env` over this process's environment, and waits
 * (up to 120 s) for `ready` in what it prints: the match is returned with the child. `what` names
 * it in the error when it exits first or does not get ready.
 */
export async function startProductChild(
  script: string,
  env: NodeJS.ProcessEnv,
  ready: RegExp,
  what: string,
): Promise<{ child: ProductChild; match: RegExpExecArray }> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: ROOT,
    env: { ...process.env, ...env },
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
  const match = await new Promise<RegExpExecArray>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the ${what} did not start within 120 s:\n${log}`)), 120_000);
    const look = () => {
      const found = ready.exec(log);
      if (found) {
        clearTimeout(timer);
        resolve(found);
      }
    };
    child.stdout?.on('data', look);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the ${what} exited (${code}) before it started:\n${log}`));
    });
  });
  const alive = () => child.exitCode === null && child.signalCode === null;
  return {
    match,
    child: {
      pid: must(child.pid, `the ${what} process id`),
      output: () => log,
      exited,
      kill9: async () => {
        if (alive()) child.kill('SIGKILL');
        await exited;
      },
      stop: async (graceMs) => {
        if (alive()) child.kill('SIGTERM');
        const timeout = setTimeout(() => child.kill('SIGKILL'), graceMs);
        await exited;
        clearTimeout(timeout);
      },
    },
  };
}
