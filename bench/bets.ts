// `npm run bench:bets`: how many real bets per second the server books, against a signed-in read
// measured in the same run through the same client.
//
// The server (bench/support/betsServer.ts: the product's parts on embedded PostgreSQL, durable, with
// 0-second bet delays and one fixed in-play cricket match) runs in a child process. BENCH_PLAYERS
// players log in; each then places bets one after another, all players at once: /saveBet, then
// /updateUnmatchBet at once (the delay is 0), with the encrypted bodies the slip sends (encrypted
// before the clock starts: the browser does that work). A bet counts when both calls answer 200.
// Bets alternate back 2.00 / lay 2.02 on one runner so that exposure stays small and no bet is
// refused for money. Baseline: the same players, same client, GET /api/GetStackLimit (signed in,
// one small read). Bets and baseline take turns, two rounds each, after a warm-up.
// At the end, from the database: every wallet's ledger sums to its balance, no balance − exposure is
// below 0, wallets.exposure equals the exposure recomputed from the open bets, every bet that
// answered "Bet Placed" is matched and nothing is left pending.
//
// Environment: BENCH_PLAYERS (50), BENCH_BETS_PER_PLAYER (20 per round), BENCH_READS_PER_PLAYER (40
// per round).
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { createDb } from '../server/db/database';
import { openPosition } from '../server/modules/bets/exposure';
import { AWAY, HOME, MO, savePayload } from '../server/modules/bets/testSupport';
import { encryptJson } from '../src/domain/cipher';
import { MSG } from '../src/domain/messages';
import { spawnTsx, stopChild } from './support/child';
import { treeCpuMs } from './support/processCpu';
import { tempDataDir } from './support/database';
import { fmt, percentile, report, say, type BenchResult } from './support/result';

const PLAYERS = Number(process.env.BENCH_PLAYERS || 50);
const BETS_PER_PLAYER = Number(process.env.BENCH_BETS_PER_PLAYER || 20);
const READS_PER_PLAYER = Number(process.env.BENCH_READS_PER_PLAYER || 40);
const ROUNDS = 2;
const WARM_UP_BETS = 2;
const PASSWORD = 'bench-pass-123';
const PAYLOAD_KEY = 'bench-payload-key';
const STAKE = 100;

interface Player {
  userId: number;
  cookie: string;
  bets: Array<{ betId: string; save: string; update: string }>;
}

interface BetSample {
  betId: string;
  saveMs: number;
  updateMs: number;
  totalMs: number;
  placed: boolean;
  refusal?: string;
}

async function logIn(base: string, username: string): Promise<{ userId: number; cookie: string }> {
  const response = await fetch(`${base}/api/user/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ UserName: username, pass: PASSWORD, ip: '127.0.0.1', geoLocation: 'Bench, Bench, Bench' }),
  });
  if (!response.ok) throw new Error(`log-in of ${username}: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { result: Array<{ Id: number }> };
  const cookie = response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  return { userId: body.result[0].Id, cookie };
}

/** The slip's two encrypted bodies for the n-th bet of a player: back 2.00, lay 2.02, back, lay… */
function prepareBet(userId: number, n: number): Player['bets'][number] {
  const side = n % 2 === 0 ? 'back' : 'lay';
  const price = side === 'back' ? 2 : 2.02;
  const payload = savePayload(userId, { market: 'Matchodds', marketId: MO, selectionId: HOME, side, price, stake: STAKE });
  const betId = payload.BetId as string;
  return {
    betId,
    save: JSON.stringify({ data: encryptJson(payload, PAYLOAD_KEY) }),
    update: JSON.stringify({ data: encryptJson({ userId, BetId: betId, oddsRequest: price, exposure: 0 }, PAYLOAD_KEY) }),
  };
}

async function placeBets(base: string, player: Player, count: number): Promise<BetSample[]> {
  const samples: BetSample[] = [];
  const headers = { 'content-type': 'application/json', cookie: player.cookie };
  for (let i = 0; i < count; i++) {
    const bet = player.bets.shift();
    if (!bet) throw new Error('ran out of prepared bets');
    const t0 = performance.now();
    const saved = await fetch(`${base}/api/saveBet`, { method: 'POST', headers, body: bet.save });
    const savedBody = (await saved.json()) as { isSuccess?: boolean; message?: string };
    const t1 = performance.now();
    if (saved.status !== 200 || !savedBody.isSuccess) {
      samples.push({ betId: bet.betId, saveMs: t1 - t0, updateMs: 0, totalMs: t1 - t0, placed: false, refusal: `saveBet ${saved.status} ${savedBody.message ?? ''}` });
      continue;
    }
    const updated = await fetch(`${base}/api/updateUnmatchBet`, { method: 'PUT', headers, body: bet.update });
    const updatedBody = (await updated.json()) as { message?: string };
    const t2 = performance.now();
    const placed = updated.status === 200 && updatedBody.message === MSG.betPlaced;
    samples.push({
      betId: bet.betId, saveMs: t1 - t0, updateMs: t2 - t1, totalMs: t2 - t0, placed,
      ...(placed ? {} : { refusal: `updateUnmatchBet ${updated.status} ${updatedBody.message ?? ''}` }),
    });
  }
  return samples;
}

async function readStackLimits(base: string, player: Player, count: number): Promise<{ ms: number[]; failed: number }> {
  const ms: number[] = [];
  let failed = 0;
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    const response = await fetch(`${base}/api/GetStackLimit`, { headers: { cookie: player.cookie } });
    await response.arrayBuffer();
    ms.push(performance.now() - t0);
    if (response.status !== 200) failed += 1;
  }
  return { ms, failed };
}

/** Runs `work` for every player at once; returns what each returned and the wall time. */
async function allAtOnce<T>(players: Player[], work: (p: Player) => Promise<T>): Promise<{ results: T[]; seconds: number }> {
  const started = performance.now();
  const results = await Promise.all(players.map(work));
  return { results, seconds: (performance.now() - started) / 1000 };
}

interface Checks {
  lines: string[];
  ok: boolean;
}

/** The money checks, read straight from the database once the load has stopped. */
async function checkMoney(dbUrl: string, placedBetIds: Set<string>): Promise<Checks> {
  const db = createDb(dbUrl, 2);
  try {
    const wallets = await sql<{ user_id: number; balance: number; reserved: number; exposure: number; ledger: number }>`
      SELECT w.user_id, w.balance, w.reserved, w.exposure, COALESCE(SUM(l.amount), 0)::bigint AS ledger
      FROM wallets w LEFT JOIN ledger l ON l.user_id = w.user_id
      GROUP BY w.user_id, w.balance, w.reserved, w.exposure`.execute(db);
    const ledgerOff = wallets.rows.filter((w) => Number(w.ledger) !== w.balance);
    const belowZero = wallets.rows.filter((w) => w.balance - w.exposure < 0);

    const fixedRunners = (market: { marketId: string }) => (market.marketId === MO ? [HOME, AWAY] : undefined);
    let exposureOff = 0;
    for (const w of wallets.rows) {
      const position = await db.transaction().execute((trx) => openPosition(trx, w.user_id, fixedRunners));
      if (position.exposurePaise !== w.exposure) exposureOff += 1;
    }

    const statuses = await db.selectFrom('bets').select(['bet_id', 'status']).execute();
    const matched = statuses.filter((b) => b.status === 'matched');
    const pending = statuses.filter((b) => b.status === 'pending').length;
    const matchedIds = new Set(matched.map((b) => b.bet_id));
    const placedButNotMatched = [...placedBetIds].filter((id) => !matchedIds.has(id)).length;
    const lines = [
      `ledger sums equal balances: ${wallets.rows.length - ledgerOff.length}/${wallets.rows.length} wallets`,
      `balance − exposure below 0: ${belowZero.length} wallets`,
      `wallets.exposure equals the exposure recomputed from open bets: ${wallets.rows.length - exposureOff}/${wallets.rows.length}`,
      `bets answered "Bet Placed": ${placedBetIds.size}, matched in the database: ${matched.length}, not matched among them: ${placedButNotMatched}, left pending: ${pending}`,
    ];
    const ok = ledgerOff.length === 0 && belowZero.length === 0 && exposureOff === 0 && placedButNotMatched === 0 && pending === 0 && matched.length === placedBetIds.size;
    return { lines, ok };
  } finally {
    await db.destroy();
  }
}

export async function runBetsBench(): Promise<BenchResult> {
  const dataDir = tempDataDir('bets');
  const env = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIR: path.join(dataDir, 'no-web'),
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    PAYLOAD_KEY,
    BENCH_PLAYERS: String(PLAYERS),
    BENCH_PASSWORD: PASSWORD,
  };
  const server = spawnTsx(['bench/support/betsServer.ts'], env, /bench-bets at (http:\/\/\S+) db (\S+)/);
  try {
    const [, address, dbUrl] = await server.ready;
    const base = address.replace('localhost', '127.0.0.1');

    const players: Player[] = [];
    for (let i = 1; i <= PLAYERS; i += 5) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(5, PLAYERS - i + 1) }, (_, k) => logIn(base, `bench${String(i + k).padStart(4, '0')}`)),
      );
      players.push(...batch.map((p) => ({ ...p, bets: [] })));
    }
    const perPlayer = WARM_UP_BETS + ROUNDS * BETS_PER_PLAYER;
    for (const player of players) {
      for (let n = 0; n < perPlayer; n++) player.bets.push(prepareBet(player.userId, n));
    }

    say(`bench:bets: ${PLAYERS} players at once, ${ROUNDS} rounds of ${BETS_PER_PLAYER} bets each (saveBet + updateUnmatchBet) and ${READS_PER_PLAYER} GetStackLimit reads each`);
    const warmUp = await allAtOnce(players, (p) => placeBets(base, p, WARM_UP_BETS));
    await allAtOnce(players, (p) => readStackLimits(base, p, 10));

    const bets: BetSample[] = [];
    const reads: number[] = [];
    let betSeconds = 0;
    let readSeconds = 0;
    let readFailures = 0;
    // CPU of the server process and its PostgreSQL, per phase: steadier than rates on a shared machine.
    const serverPid = server.child.pid!;
    let betCpuMs = 0;
    let readCpuMs = 0;
    const cpuAround = async <T>(work: () => Promise<T>): Promise<{ value: T; cpuMs: number }> => {
      const before = treeCpuMs(serverPid) ?? Number.NaN;
      const value = await work();
      return { value, cpuMs: (treeCpuMs(serverPid) ?? Number.NaN) - before };
    };
    for (let round = 0; round < ROUNDS; round++) {
      const { value: r, cpuMs: rCpu } = await cpuAround(() => allAtOnce(players, (p) => readStackLimits(base, p, READS_PER_PLAYER)));
      readCpuMs += rCpu;
      readSeconds += r.seconds;
      for (const one of r.results) {
        reads.push(...one.ms);
        readFailures += one.failed;
      }
      const { value: b, cpuMs: bCpu } = await cpuAround(() => allAtOnce(players, (p) => placeBets(base, p, BETS_PER_PLAYER)));
      betCpuMs += bCpu;
      betSeconds += b.seconds;
      bets.push(...b.results.flat());
    }

    const placed = bets.filter((b) => b.placed);
    const refusals = new Map<string, number>();
    for (const b of bets) if (b.refusal) refusals.set(b.refusal, (refusals.get(b.refusal) ?? 0) + 1);
    const betsPerSecond = placed.length / betSeconds;
    const readsPerSecond = reads.length / readSeconds;

    // Every bet that answered "Bet Placed", warm-up included, must be matched in the database.
    const placedIds = new Set([...warmUp.results.flat(), ...bets].filter((b) => b.placed).map((b) => b.betId));
    const checks = await checkMoney(dbUrl, placedIds);

    return {
      name: 'bets',
      command: 'npm run bench:bets',
      setup: `${PLAYERS} players at once, ${ROUNDS}×${BETS_PER_PLAYER} bets each (saveBet then updateUnmatchBet, bet delay 0 s, one fixed in-play match) vs ${ROUNDS}×${READS_PER_PLAYER} GetStackLimit reads each; server in a child process on embedded PostgreSQL (durable), load from this process with fetch`,
      figure: { label: 'bets placed per second', value: betsPerSecond, unit: 'bets/s' },
      baseline: { label: 'signed-in GetStackLimit reads per second', value: readsPerSecond, unit: 'req/s' },
      ratio: betsPerSecond / readsPerSecond,
      ratioMeaning: 'bets/s per baseline req/s; a bet is two calls and two transactions under the wallet lock',
      goal: 'informative (no target set); every bet booked correctly',
      met: null,
      details: [
        `bet latency (both calls) p50 ${fmt(percentile(placed.map((b) => b.totalMs), 50))} ms, p95 ${fmt(percentile(placed.map((b) => b.totalMs), 95))} ms; saveBet p95 ${fmt(percentile(bets.map((b) => b.saveMs), 95))} ms, updateUnmatchBet p95 ${fmt(percentile(placed.map((b) => b.updateMs), 95))} ms`,
        `server CPU (Node and PostgreSQL processes) per bet ${fmt(betCpuMs / Math.max(1, placed.length))} ms, per baseline read ${fmt(readCpuMs / reads.length, 2)} ms (ratio ${(readCpuMs / reads.length / (betCpuMs / Math.max(1, placed.length))).toFixed(3)})`,
        `baseline latency p50 ${fmt(percentile(reads, 50))} ms, p95 ${fmt(percentile(reads, 95))} ms${readFailures ? `, ${readFailures} failed` : ''}`,
        `bets placed ${placed.length} of ${bets.length}${refusals.size ? `; refused: ${[...refusals].map(([m, n]) => `${n}× ${m}`).join(', ')}` : ''}`,
        ...checks.lines,
      ],
      ok: checks.ok && placed.length === bets.length,
    };
  } finally {
    await stopChild(server.child);
    killLeftoverPostgres(dataDir);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** If the server had to be killed, its PostgreSQL may still run: stop it by the pid it wrote. */
function killLeftoverPostgres(dataDir: string): void {
  const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return;
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

if (require.main === module) {
  runBetsBench()
    .then((result) => {
      report(result);
      process.exit(result.ok ? 0 : 1);
    })
    .catch((error) => {
      process.stderr.write(`bench:bets failed: ${error instanceof Error ? error.stack ?? error.message : String(error)}\n`);
      process.exit(1);
    });
}
