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

/** CPU milliseconds used so far by `rootPid` and its descendants, or null where /proc is missing. */
export function treeCpuMs(rootPid: number): number | null {
  if (!fs.existsSync('/proc/self/stat')) return null;
  const stats = new Map<number, Stat>();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = readStat(Number(name));
    if (stat) stats.set(Number(name), stat);
  }
  const children = new Map<number, number[]>();
  for (const [pid, stat] of stats) children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), pid]);
  let ticks = 0;
  const queue = [rootPid];
  for (let pid = queue.pop(); pid !== undefined; pid = queue.pop()) {
    ticks += stats.get(pid)?.ticks ?? 0;
    queue.push(...(children.get(pid) ?? []));
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}
