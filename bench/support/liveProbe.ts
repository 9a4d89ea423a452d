// Preloaded into the product's own server by the live bench (`node --import tsx --import
// bench/support/liveProbe.ts server/main.ts`): the server starts exactly as `npm start` starts it, and
// this module only watches. On SIGUSR2 it reads a command from BENCH_PROBE_DIR/command and answers in
// BENCH_PROBE_DIR/answer.json:
//   counts         the kept-position counters of every PositionCache the server made (written: bets
//                  written by the one-statement path; stale: the check found the database had moved;
//                  kept: players whose position is kept; missed: why the others did not write from
//                  it, by reason, PositionCache.missed);
//   profile-start  starts a V8 CPU profile (node:inspector), so that only the load window is profiled;
//   profile-stop   stops it and writes it to BENCH_PROBE_DIR/server.cpuprofile;
//   saturate-<ms>  for <ms> milliseconds, busies every turn of the event loop for 700 ms, as a runaway
//                  computation would: the event-loop delay passes the load-shedding limit (500 ms by
//                  default), so the shedding has something to shed (a figure of the metrics). It answers
//                  at once; the saturation runs on.
// SIGUSR1 is Node's own (it opens the inspector), so one signal and a command file it is.
import fs from 'node:fs';
import path from 'node:path';
import inspector from 'node:inspector';
import { PositionCache } from '../../server/modules/bets/position';

const dir = process.env.BENCH_PROBE_DIR;

/** Every cache the server made, found on its first use (main.ts keeps it private in the app's deps). */
const caches = new Set<PositionCache>();
const originalGet = PositionCache.prototype.get;
PositionCache.prototype.get = function get(this: PositionCache, userId: number) {
  caches.add(this);
  return originalGet.call(this, userId);
};

function counts(): { written: number; stale: number; kept: number; missed: Record<string, number> } {
  let written = 0;
  let stale = 0;
  let kept = 0;
  const missed: Record<string, number> = {};
  for (const cache of caches) {
    written += cache.counts.written;
    stale += cache.counts.stale;
    kept += cache.size;
    for (const [reason, n] of Object.entries(cache.missed)) missed[reason] = (missed[reason] ?? 0) + n;
  }
  return { written, stale, kept, missed };
}

let session: inspector.Session | null = null;

function post(method: string, params?: object): Promise<unknown> {
  const open = session;
  if (!open) return Promise.reject(new Error(`inspector call ${method} without a profiling session`));
  return new Promise((resolve, reject) => open.post(method, params ?? {}, (error, result) => (error ? reject(error) : resolve(result))));
}

async function run(command: string): Promise<unknown> {
  if (command === 'counts') return counts();
  const saturate = /^saturate-(\d+)$/.exec(command);
  if (saturate) {
    const ms = Math.min(20_000, Number(saturate[1]));
    const ends = Date.now() + ms;
    const busyTurn = () => {
      const until = Date.now() + 700;
      while (Date.now() < until) {
        // busy: nothing else runs on this event loop meanwhile
      }
      if (Date.now() < ends) setImmediate(busyTurn);
    };
    setImmediate(busyTurn);
    return { saturatingMs: ms };
  }
  if (command === 'profile-start') {
    session = new inspector.Session();
    session.connect();
    await post('Profiler.enable');
    // 1 ms between samples (V8's default is 1 ms too): enough for a minute's window.
    await post('Profiler.setSamplingInterval', { interval: 1000 });
    await post('Profiler.start');
    return { started: true };
  }
  if (command === 'profile-stop') {
    if (!session) return { error: 'no profile running' };
    const { profile } = (await post('Profiler.stop')) as { profile: unknown };
    session.disconnect();
    session = null;
    if (!dir) return { error: 'BENCH_PROBE_DIR is not set: nowhere to write the profile' };
    const file = path.join(dir, 'server.cpuprofile');
    fs.writeFileSync(file, JSON.stringify(profile));
    return { file };
  }
  return { error: `unknown command ${command}` };
}

if (dir) {
  process.on('SIGUSR2', () => {
    const command = fs.readFileSync(path.join(dir, 'command'), 'utf8').trim();
    run(command).then(
      (answer) => fs.writeFileSync(path.join(dir, 'answer.json'), JSON.stringify({ command, answer })),
      (error: unknown) => fs.writeFileSync(path.join(dir, 'answer.json'), JSON.stringify({ command, answer: { error: String(error) } })),
    );
  });
}
