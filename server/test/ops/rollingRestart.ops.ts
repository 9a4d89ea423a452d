// A rolling restart behind nginx drops nothing: ops/nginx/exchange.conf in front of two API processes
// (each offering to run the feed, RUN_FEED=1, one leading) on one PostgreSQL, players polling odds
// and betting through nginx, each API process restarted in turn with SIGTERM (it drains: not ready,
// `Connection: close`, then stops listening, answers what it holds, hands the feed over, exits).
// Requires: no 5xx and no broken connection on any call, every bet answered "Bet Placed" booked
// exactly once, nothing booked that was not answered, and every wallet's ledger equal to its balance.
// At the moment of each SIGTERM, self-service players' withdrawal requests are in flight: a POST that
// nginx never sends twice (it carries no id of its own; a second send would ask for the money twice),
// so only the drain answers it: the process must finish what it holds. Without the drain (a process
// that exits at SIGTERM) they come back 502, and this test fails (docs/operations.md); every one
// answered must be recorded once.
// Run: npm run test:rolling (node:test; needs nginx, which .ci/run installs).
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createDb, type Db } from '../../db/database';
import { ensureDatabase } from '../../db/embedded';
import { SESSION_COOKIE } from '../../lib/access';
import { encryptJson } from '../../../src/domain/cipher';
import { MSG } from '../../../src/domain/messages';
import { createBenchPlayers, createBenchSessions } from '../../../bench/support/benchPlayers';
import { checkMoney } from '../../../bench/support/moneyChecks';
import { betPayload, liveTargets, Player, sportDelays, type Target } from '../faults/support/betLoad';
import { startPgChild, type PgChild } from '../faults/support/embeddedPgChild';
import { FAULT_KEYS, startServer, type ServerProcess } from '../faults/support/serverProcess';
import { startNginx, type NginxProcess } from './nginxProcess';

const PLAYERS = Number(process.env.ROLLING_PLAYERS || 30);
/** Self-service players whose withdrawal requests are in flight at each SIGTERM (two each). */
const WITHDRAWERS = 20;
const WITHDRAW_RUPEES = 100;
const say = (line: string) => process.stdout.write(`[rolling] ${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function readyAt(baseUrl: string, ms: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < ms) {
    const status = await fetch(`${baseUrl}/api/ready`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return Date.now() - started;
    await sleep(100);
  }
  throw new Error(`${baseUrl} not ready within ${ms} ms`);
}

/** What the players did, call by call. */
class Tally {
  requests = 0;
  readonly byCall = new Map<string, number>();
  readonly failures: string[] = [];
  readonly refusals = new Map<string, number>();
  readonly placed = new Set<string>();
  saved = 0;

  async call(player: Player, name: string, method: string, url: string, body?: unknown) {
    this.requests += 1;
    this.byCall.set(name, (this.byCall.get(name) ?? 0) + 1);
    try {
      const answer = await player.call(method, url, body);
      if (answer.status >= 500) this.failures.push(`${name}: ${answer.status} ${JSON.stringify(answer.json)}`);
      return answer;
    } catch (error) {
      this.failures.push(
        `${name}: ${error instanceof Error ? `${error.message} ${String((error as { cause?: unknown }).cause ?? '')}` : String(error)}`,
      );
      return null;
    }
  }

  refuse(message: string): void {
    this.refusals.set(message, (this.refusals.get(message) ?? 0) + 1);
  }
}

test('each API process restarted in turn behind nginx: no failed request, every placed bet booked once', { timeout: 600_000 }, async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-rolling-'));
  fs.chmodSync(root, 0o755); // PostgreSQL runs as 'postgres' when we are root and must get in
  const servers: Array<ServerProcess | null> = [null, null];
  let pg: PgChild | null = null;
  let nginx: NginxProcess | null = null;
  let db: Db | null = null;
  try {
    pg = await startPgChild(path.join(root, 'pg'));
    await ensureDatabase(pg.adminUrl, 'exchange');
    const ports = [await freePort(), await freePort()];
    const env = (i: number) => ({
      DATABASE_URL: pg?.urlFor('exchange') ?? '',
      PORT: String(ports[i]),
      RUN_FEED: '1',
      FEED_SPEED: '20',
      FEED_SEED: '20261128',
      TRUST_PROXY: '1',
      // ROLLING_DRAIN_MS: the not-ready window before a process stops listening (it then still answers
      // what it holds). A process with no drain at all is what fails (docs/operations.md).
      SHUTDOWN_DRAIN_MS: process.env.ROLLING_DRAIN_MS ?? '5000',
      // While one process is down the other carries both loads; on a busy test machine the money
      // gate's 250 ms budget would then refuse new bets with 503 by design. This test is about the
      // restart losing nothing (the gate has its own tests), so a new bet may wait up to 5 s here.
      MONEY_MAX_WAIT_MS: '5000',
      ...FAULT_KEYS,
    });
    const dataDir = (i: number) => path.join(root, `api${i}`);
    servers[0] = await startServer(dataDir(0), env(0));
    servers[1] = await startServer(dataDir(1), env(1));
    nginx = await startNginx(ports, await freePort(), path.join(root, 'nginx'));
    say(`PostgreSQL on port ${pg.port}; API processes on ${ports.join(' and ')}; nginx at ${nginx.baseUrl}`);

    db = createDb(pg.urlFor('exchange'), 2);
    const userIds = await createBenchPlayers(db, PLAYERS, 'rolling-pass-123');
    const sessions = await createBenchSessions(db, userIds);
    const players = sessions.map(({ userId, token }) => {
      const player = new Player(nginx?.baseUrl ?? '', `p${userId}`);
      player.cookie = `${SESSION_COOKIE}=${token}`;
      player.userId = userId;
      return player;
    });
    const selfIds = await createBenchPlayers(db, WITHDRAWERS, 'rolling-pass-123', { prefix: 'rollself', selfUser: 1 });
    const withdrawers = (await createBenchSessions(db, selfIds)).map(({ userId, token }) => {
      const player = new Player(nginx?.baseUrl ?? '', `s${userId}`);
      player.cookie = `${SESSION_COOKIE}=${token}`;
      player.userId = userId;
      return player;
    });
    const watcher = players[0];
    const delays = await sportDelays(watcher);
    let targets: Target[] = [];
    for (let waited = 0; targets.length === 0; waited++) {
      assert.ok(waited < 60, 'bettable in-play markets within 60 s');
      targets = await liveTargets(watcher);
      if (targets.length === 0) await sleep(1000);
    }

    const tally = new Tally();
    let running = true;
    const refresher = (async () => {
      while (running) {
        await sleep(2_000);
        const found = await liveTargets(watcher).catch(() => []);
        if (found.length > 0) targets = found;
      }
    })();
    // Each player: a bet about every 1.5 s (save, wait out the sport's delay, update), polling the
    // odds of the match it bets on every 600 ms meanwhile, as the match page does.
    const loops = players.map(async (player, n) => {
      await sleep(n * 50);
      for (let i = 0; running; i++) {
        const target = targets[(n + i) % targets.length];
        const sport = delays.get(target.sportId) ?? { delaySeconds: 5, minStake: 100 };
        const payload = betPayload(player.userId, target, sport.minStake);
        const saved = await tally.call(player, 'saveBet', 'POST', '/saveBet', { data: encryptJson(payload, FAULT_KEYS.PAYLOAD_KEY) });
        if (saved?.status === 200 && saved.json.isSuccess === true) {
          tally.saved += 1;
          const matchAt = Date.now() + sport.delaySeconds * 1000 + 100;
          while (Date.now() < matchAt) {
            await tally.call(player, 'odds poll', 'GET', `/checkGetMatchOdds/${target.event.marketId}/${target.event.gameId}`);
            await sleep(Math.min(600, Math.max(0, matchAt - Date.now())));
          }
          const body = { userId: player.userId, BetId: payload.BetId, oddsRequest: payload.OddsRequest, exposure: 0 };
          const updated = await tally.call(player, 'updateUnmatchBet', 'PUT', '/updateUnmatchBet', {
            data: encryptJson(body, FAULT_KEYS.PAYLOAD_KEY),
          });
          if (updated?.status === 200 && updated.json.message === MSG.betPlaced) tally.placed.add(payload.BetId);
          else if (updated) tally.refuse(`updateUnmatchBet: ${String(updated.json.message ?? updated.status)}`);
        } else if (saved) {
          tally.refuse(`saveBet: ${String(saved.json.message ?? saved.status)}`);
        }
        await sleep(1_500 * Math.random());
      }
    });

    // Withdrawal requests sent at once through nginx (it spreads them over both processes): answered
    // 200 "request sent", counted by player to compare with what the database recorded.
    const withdrawalsAnswered = new Map<number, number>();
    let withdrawalsSent = 0;
    const withdrawalBurst = () =>
      Promise.all(
        withdrawers.flatMap((player) =>
          [0, 1].map(async () => {
            withdrawalsSent += 1;
            const answer = await tally.call(player, 'withdrawRequest', 'POST', '/api/selfUser/withdrawRequest', {
              paymentMethod: 'UPI',
              accountHName: 'Rolling Player',
              UPIID: 'rolling@ybl',
              phone: '9876543210',
              userId: player.userId,
              withdrawAmountBtn: WITHDRAW_RUPEES,
            });
            if (answer?.status === 200) withdrawalsAnswered.set(player.userId, (withdrawalsAnswered.get(player.userId) ?? 0) + 1);
            else if (answer) tally.refuse(`withdrawRequest: ${String(answer.json.message ?? answer.status)}`);
          }),
        ),
      );

    await sleep(8_000);
    const restarts: string[] = [];
    for (const i of [0, 1]) {
      const before = tally.requests;
      const server = servers[i];
      assert.ok(server);
      // SIGTERM while the withdrawal requests are in flight (nginx has passed them on within a
      // few milliseconds; the processes take longer than that to answer 40 of them).
      const burst = withdrawalBurst();
      await sleep(15);
      const stopping = Date.now();
      await server.stop();
      const stoppedMs = Date.now() - stopping;
      await burst;
      const handedOver = /no longer leads|draining/.test(server.output());
      servers[i] = null;
      const starting = Date.now();
      servers[i] = await startServer(dataDir(i), env(i));
      const readyMs = await readyAt(`http://127.0.0.1:${ports[i]}`, 60_000);
      await sleep(5_000);
      const line = `API process ${i + 1} (port ${ports[i]}): SIGTERM to exit ${stoppedMs} ms (drain ${process.env.ROLLING_DRAIN_MS ?? 5000} ms${handedOver ? '' : ', output without its drain line'}), restarted and ready in ${Date.now() - starting - 5_000 + readyMs} ms; ${tally.requests - before} requests through nginx meanwhile, failures so far ${tally.failures.length}`;
      restarts.push(line);
      say(line);
    }
    await sleep(3_000);
    running = false;
    await Promise.all(loops);
    await refresher;

    const calls = [...tally.byCall].map(([name, n]) => `${name} ${n}`).join(', ');
    say(`requests through nginx: ${tally.requests} (${calls}); failed (5xx or broken): ${tally.failures.length}`);
    say(
      `bets: ${tally.saved} saved, ${tally.placed.size} answered "Bet Placed"; refusals ${JSON.stringify(Object.fromEntries(tally.refusals))}`,
    );
    const recorded = await db
      .selectFrom('wallet_requests')
      .select(['user_id', (eb) => eb.fn.countAll<string>().as('n')])
      .where('request_type', '=', 'withdraw')
      .groupBy('user_id')
      .execute();
    const recordedOf = new Map(recorded.map((r) => [r.user_id, Number(r.n)]));
    const withdrawalsOff = selfIds.filter((id) => (recordedOf.get(id) ?? 0) !== (withdrawalsAnswered.get(id) ?? 0));
    const answeredTotal = [...withdrawalsAnswered.values()].reduce((a, b) => a + b, 0);
    say(
      `withdrawal requests in flight at the SIGTERMs: ${withdrawalsSent} sent, ${answeredTotal} answered 200, ${recorded.reduce((a, r) => a + Number(r.n), 0)} recorded; players whose recorded requests differ from those answered: ${withdrawalsOff.length}`,
    );
    const checks = await checkMoney(pg.urlFor('exchange'), tally.placed, { bookedStatuses: ['matched', 'settled', 'void'] });
    for (const line of checks.lines) say(line);
    say(
      `figures: requests ${tally.requests}, bets placed ${tally.placed.size}, withdrawals answered ${answeredTotal}/${withdrawalsSent}, failures ${tally.failures.length}`,
    );
    if (tally.failures.length) say(`the first failures: ${tally.failures.slice(0, 5).join(' | ')}`);
    assert.deepEqual(tally.failures.slice(0, 20), [], `no 5xx and no broken connection:\n${nginx.errors().slice(-3000)}`);
    assert.ok(tally.placed.size >= PLAYERS, `bets were placed through the restarts (${tally.placed.size})`);
    assert.ok(checks.ok, `every placed bet booked once, ledger = balances:\n${checks.lines.join('\n')}`);
    assert.equal(answeredTotal, withdrawalsSent, 'every withdrawal request in flight at a SIGTERM answered 200');
    assert.deepEqual(withdrawalsOff, [], 'every withdrawal answered is recorded once, none unanswered recorded');
  } finally {
    await db?.destroy();
    await nginx?.stop().catch(() => undefined);
    for (const server of servers) await server?.stop().catch(() => undefined);
    await pg?.stop().catch(() => undefined);
    fs.rmSync(root, { recursive: true, force: true });
  }
});
