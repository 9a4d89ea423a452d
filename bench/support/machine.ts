// What a benchmark figure is worth depends on the machine and on what else ran on it: both go into
// bench/RESULTS.md beside the figures.
import fs from 'node:fs';
import os from 'node:os';

export interface Machine {
  cpu: string;
  cores: number;
  memoryGiB: number;
  node: string;
  os: string;
  /** 1-minute load average when asked: above `cores`, other work competed for the CPU. */
  load: number;
}

function cpuModel(): string {
  const fromNode = os.cpus()[0]?.model?.trim();
  if (fromNode) return fromNode;
  const info = fs.existsSync('/proc/cpuinfo') ? fs.readFileSync('/proc/cpuinfo', 'utf8') : '';
  return /model name\s*:\s*(.+)/.exec(info)?.[1]?.trim() ?? 'unknown';
}

export function machine(): Machine {
  return {
    cpu: cpuModel(),
    cores: os.cpus().length,
    memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    load: Math.round(os.loadavg()[0] * 100) / 100,
  };
}

export const loadNow = (): number => Math.round(os.loadavg()[0] * 100) / 100;
