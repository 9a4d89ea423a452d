// Servers under test run in child processes (node --import tsx, with the V8 flags `npm start` gives
// the server), so the load generator in this process does not share their event loop; each prints a
// line the parent waits for.
import fs from 'node:fs';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';

export const root = path.resolve(__dirname, '..', '..');

/**
 * The V8 flags `npm start` gives the server (package.json): the young generation's size
 * (--max-semi-space-size) decides how often a busy server stops to collect the short-lived objects
 * of its requests, so a benchmarked server runs with them, as the product does.
 */
export const PRODUCT_NODE_FLAGS: string[] =
  (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start.match(
    /--max-semi-space-size=\d+/g,
  ) ?? [];

export interface Child {
  child: ChildProcess;
  /** The first match of `pattern` in its output (capture groups). */
  ready: Promise<RegExpExecArray>;
  output(): string;
}

export function spawnTsx(args: string[], env: NodeJS.ProcessEnv, pattern: RegExp, timeoutMs = 180_000): Child {
  const child = spawn(process.execPath, [...PRODUCT_NODE_FLAGS, '--import', 'tsx', ...args], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const ready = new Promise<RegExpExecArray>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${args[0]} did not start in ${timeoutMs / 1000} s:\n${output}`)), timeoutMs);
    const look = () => {
      const match = pattern.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match);
      }
    };
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      look();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${args[0]} exited (${code}):\n${output}`));
    });
  });
  ready.catch(() => undefined); // a late rejection after success is not an error
  return { child, ready, output: () => output };
}

/** SIGTERM, then SIGKILL if it has not gone within `graceMs`. */
export async function stopChild(child: ChildProcess, graceMs = 20_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = new Promise((resolve) => setTimeout(() => resolve('timeout'), graceMs));
  if ((await Promise.race([exited, timer])) === 'timeout') {
    child.kill('SIGKILL');
    await exited;
  }
}

/** A started child's process id (undefined only when the spawn itself failed, which ends the bench). */
export function pidOf(child: ChildProcess): number {
  if (child.pid === undefined) throw new Error('the child process did not start');
  return child.pid;
}
