// CPU used by a process and everything it started (the server and its PostgreSQL), from /proc. On a
// machine shared with other work, CPU per operation moves much less than operations per second.
import fs from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

interface Stat {
  ppid: number;
  ticks: number;
}

function readStat(pid: number): Stat | null {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may hold spaces: read the fields after the last ')'.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null; // gone between the listing and the read
  }
}

/** CPU ticks used so far by `rootPid` and each of its descendants, by pid; null where /proc is missing. */
function treeTicks(rootPid: number): Map<number, number> | null {
  if (!fs.existsSync('/proc/self/stat')) return null;
  const stats = new Map<number, Stat>();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = readStat(Number(name));
    if (stat) stats.set(Number(name), stat);
  }
  const children = new Map<number, number[]>();
  for (const [pid, stat] of stats) children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), pid]);
  const ticks = new Map<number, number>();
  const queue = [rootPid];
  for (let pid = queue.pop(); pid !== undefined; pid = queue.pop()) {
    const stat = stats.get(pid);
    if (stat) ticks.set(pid, stat.ticks);
    queue.push(...(children.get(pid) ?? []));
  }
  return ticks;
}

/**
 * CPU milliseconds a tree used between two readings: what each process alive at both used in
 * between, and all of what a process started since used. A process that ended in between is left
 * out: its CPU is gone from /proc (its parent's cutime gets it only once reaped, possibly in a later
 * window: PostgreSQL's TPC-B backends end just before a bets window starts), and summing live
 * processes alone would make a window lose all of its CPU, even below zero.
 */
function ticksBetween(before: Map<number, number> | null, after: Map<number, number> | null): number {
  if (!before || !after) return Number.NaN;
  let ms = 0;
  for (const [pid, ticks] of after) ms += ticks - (before.get(pid) ?? 0);
  return (ms * 1000) / TICKS_PER_SECOND;
}

export interface CpuSplit {
  /** User and system (kernel: sockets, scheduling) milliseconds. */
  user: number;
  system: number;
  /** Milliseconds by kind of process under the root (PostgreSQL's backends, walwriter, autovacuum…). */
  byKind: Map<string, number>;
}

/** What kind of PostgreSQL (or other) process this is, from its title ("postgres: walwriter"). */
function kindOf(pid: number): string {
  try {
    const title = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
    if (!title.startsWith('postgres:')) return title.split(' ')[0].split('/').pop() || 'unknown';
    // "postgres: exchange exchange 127.0.0.1(51234) idle" (TCP) or "… [local] idle" (Unix socket): a client backend.
    if (/^postgres: \S+ \S+ ([\d.:]+\(\d+\)|\[local\])/.test(title)) return 'client backends';
    return (
      title
        .replace(/^postgres: /, '')
        .replace(/\s+.*$/, '')
        .replace(/[^a-z ]/g, '') || 'postmaster'
    );
  } catch {
    return 'gone';
  }
}

/** CPU of `rootPid` and its descendants split into user and system time and by process kind. */
export function treeCpuSplit(rootPid: number): CpuSplit | null {
  if (!fs.existsSync('/proc/self/stat')) return null;
  const stats = new Map<number, { ppid: number; user: number; system: number }>();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const text = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
      stats.set(Number(name), { ppid: Number(fields[1]), user: Number(fields[11]), system: Number(fields[12]) });
    } catch {
      // gone
    }
  }
  const children = new Map<number, number[]>();
  for (const [pid, stat] of stats) children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), pid]);
  const split: CpuSplit = { user: 0, system: 0, byKind: new Map() };
  const queue = [rootPid];
  for (let pid = queue.pop(); pid !== undefined; pid = queue.pop()) {
    const stat = stats.get(pid);
    if (stat) {
      split.user += (stat.user * 1000) / TICKS_PER_SECOND;
      split.system += (stat.system * 1000) / TICKS_PER_SECOND;
      const kind = pid === rootPid ? 'root' : kindOf(pid);
      split.byKind.set(kind, (split.byKind.get(kind) ?? 0) + ((stat.user + stat.system) * 1000) / TICKS_PER_SECOND);
    }
    queue.push(...(children.get(pid) ?? []));
  }
  return split;
}

/** after − before, kind by kind. */
export function splitDiff(after: CpuSplit | null, before: CpuSplit | null): CpuSplit {
  const byKind = new Map<string, number>();
  for (const [kind, ms] of after?.byKind ?? []) byKind.set(kind, ms - (before?.byKind.get(kind) ?? 0));
  return {
    user: (after?.user ?? Number.NaN) - (before?.user ?? Number.NaN),
    system: (after?.system ?? Number.NaN) - (before?.system ?? Number.NaN),
    byKind,
  };
}

export function addSplit(total: CpuSplit, more: CpuSplit): void {
  total.user += more.user;
  total.system += more.system;
  for (const [kind, ms] of more.byKind) total.byKind.set(kind, (total.byKind.get(kind) ?? 0) + ms);
}

/**
 * CPU milliseconds of the server's tree (Node and its PostgreSQL), of PostgreSQL's alone, and of this
 * process (the load generator), added up over the load windows only.
 */
export class WindowCpu {
  server = 0;
  postgres = 0;
  generator = 0;

  constructor(
    private readonly serverPid: number,
    private readonly postgresPid: number | null,
  ) {}

  /** Opens a window; the function it returns closes it and adds what each used. */
  start(): () => void {
    const server = treeTicks(this.serverPid);
    const postgres = this.postgresPid ? treeTicks(this.postgresPid) : null;
    const generator = process.cpuUsage();
    return () => {
      this.server += ticksBetween(server, treeTicks(this.serverPid));
      this.postgres += this.postgresPid ? ticksBetween(postgres, treeTicks(this.postgresPid)) : Number.NaN;
      const used = process.cpuUsage(generator);
      this.generator += (used.user + used.system) / 1000;
    };
  }
}
