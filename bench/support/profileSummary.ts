// Reads a V8 CPU profile (.cpuprofile) of the server into lines for the bench's report: the CPU per
// bet by the part of the product that ran it, and the heaviest functions by self time.
// A sample is given to the innermost frame on its stack that is our own code (server/…, src/…) or
// Fastify's, so a library called from a route counts for that route's file and Fastify's request
// handling for Fastify; samples with neither (the pg driver parsing a result, GC) count for the
// library. Socket writes (writev) are shown apart with the part that made them: the profiler samples
// wall time, and on a machine with more runnable work than cores they are mostly time off the CPU.
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

/** What a file of ours is part of, for the breakdown. */
function partOf(file: string): string {
  if (/^server\/modules\/odds\//.test(file)) return 'odds poll (server/modules/odds)';
  if (/^server\/lib\/serverWithFastPath/.test(file)) return "http entry (serverWithFastPath: the odds fast path's check)";
  if (/^server\/modules\/auth\/|^server\/lib\/access/.test(file)) return 'auth and sessions (modules/auth, lib/access)';
  if (/^server\/modules\/bets\/exposureRoutes/.test(file)) return 'expo1 (bets/exposureRoutes)';
  if (/^server\/modules\/bets\/|^server\/money\//.test(file)) return 'bet write path (modules/bets, money)';
  if (/^server\/feed\//.test(file)) return 'feed (simulator, recorder, publisher, follower, snapshot cache)';
  if (/^server\/settlement\//.test(file)) return 'settlement';
  if (/^server\/modules\/operator\//.test(file)) return 'operator (controls sync)';
  if (/^server\/lib\//.test(file)) return 'server/lib (hooks, errors, logging, pressure)';
  if (/^server\/db\//.test(file)) return 'server/db';
  if (/^src\/domain\//.test(file)) return 'src/domain (bet maths, shared with the SPA)';
  return file.split('/').slice(0, 3).join('/');
}

function libraryOf(url: string, name: string): string {
  if (name === '(garbage collector)') return '(garbage collector)';
  if (name === '(idle)') return '(idle)';
  if (name === '(program)') return '(program: V8 and native, outside JavaScript)';
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (match) return `library ${match[1]} (no code of ours on the stack)`;
  if (url.startsWith('node:') || url === '') return `node core ${url.replace(/^node:/, '') || name} (no code of ours on the stack)`;
  return url;
}

const FRAMEWORK = /node_modules\/((?:@fastify\/[^/]+)|fastify|find-my-way|avvio|fast-json-stringify|secure-json-parse|ajv|helmet)\//;
const SOCKET_WRITES = new Set(['writev', 'writeBuffer', 'writeLatin1String', 'writeUtf8String']);

export function summariseProfile(profile: CpuProfile, root: string, betsInWindow: number): string[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const nodeOf = (id: number) => {
    const node = byId.get(id);
    if (!node) throw new Error(`the CPU profile names node ${id} as a parent but does not list it`);
    return node;
  };
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const rootPrefix = `file://${root}/`;
  const ours = (url: string) => (url.startsWith(rootPrefix) && !url.includes('/node_modules/') ? url.slice(rootPrefix.length) : null);

  const part = new Map<string, number>();
  const self = new Map<string, number>();
  let total = 0;
  let idle = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const leaf = byId.get(profile.samples[i]);
    if (!leaf) continue;
    if (leaf.callFrame.functionName === '(idle)') {
      idle += ms;
      continue;
    }
    // The probe's own work (the inspector session taking and stopping the profile) is not the product's.
    let probe = false;
    for (let id: number | undefined = leaf.id; id !== undefined && !probe; id = parent.get(id))
      probe = nodeOf(id).callFrame.url.includes('bench/support/liveProbe');
    if (probe) continue;
    total += ms;
    const leafFile = ours(leaf.callFrame.url);
    const selfKey = `${leaf.callFrame.functionName || '(anonymous)'} ${leafFile ?? (leaf.callFrame.url.replace(/^.*node_modules\//, '') || '')}:${leaf.callFrame.lineNumber + 1}`;
    self.set(selfKey, (self.get(selfKey) ?? 0) + ms);
    let key: string | null = null;
    for (let id: number | undefined = leaf.id; id !== undefined; id = parent.get(id)) {
      const url = nodeOf(id).callFrame.url;
      const file = ours(url);
      if (file) {
        key = partOf(file);
        break;
      }
      // Fastify's own request handling (routing, hooks, validation, serialisation) is its own part,
      // even where our route or hook code sits further out on the stack.
      const framework = FRAMEWORK.exec(url);
      if (framework) {
        key = `Fastify (${framework[1]}: routing, hooks, validation, reply)`;
        break;
      }
    }
    key ??= libraryOf(leaf.callFrame.url, leaf.callFrame.functionName);
    // The profiler samples wall time: on a machine with more runnable work than cores, a socket
    // write that wakes its reader (a PostgreSQL backend, the client) is often where the server is
    // descheduled, so these samples are mostly time off the CPU, not CPU. Shown apart.
    if (SOCKET_WRITES.has(leaf.callFrame.functionName) && leaf.callFrame.url === '')
      key = `socket writes (writev…; mostly waits on a loaded machine) from ${key}`;
    part.set(key, (part.get(key) ?? 0) + ms);
  }
  const perBet = (ms: number) => (ms / Math.max(1, betsInWindow)).toFixed(3);
  const seconds = (profile.endTime - profile.startTime) / 1e6;
  return [
    `Node CPU profile of the server over the diagnostic slice (${seconds.toFixed(1)} s, ${betsInWindow} bets; ${(total / 1000).toFixed(1)} s busy, ${(idle / 1000).toFixed(1)} s idle): ms per bet by the code that ran (innermost code of ours on the stack)`,
    ...[...part]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 16)
      .map(([k, ms]) => `  ${perBet(ms)} ms/bet  ${((100 * ms) / Math.max(1, total)).toFixed(1)}%  ${k}`),
    'heaviest functions by self time:',
    ...[...self]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 12)
      .map(([k, ms]) => `  ${perBet(ms)} ms/bet  ${((100 * ms) / Math.max(1, total)).toFixed(1)}%  ${k}`),
  ];
}
