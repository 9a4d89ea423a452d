// kill -9 the server in the middle of a bet load, start it again on the same DATA_DIR, and check
// that nothing the server promised was lost: every accepted bet is there (matched ones matched),
// the pending ones are lapsed by the sweeper, and every wallet's balance is the sum of its ledger.
// Run: npm run test:faults (node:test; it starts and stops its own servers and temp folder).
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDb, type Db } from '../../db/database';
import { openPosition } from '../../modules/bets/exposure';
import { PENDING_GRACE_MS } from '../../modules/bets/sweeper';
import { betLoop, openPlayer, operatorPlayer, Player, sportDelays, type LoadRecord } from './support/betLoad';
import {
  databaseUrlOf,
  FAULT_KEYS,
  gone,
  isAlive,
  postmasterOf,
  startServer,
  stopOrphanedPostgres,
  type ServerProcess,
} from './support/serverProcess';

const PLAYERS = 6;
const LOAD_BEFORE_KILL_MS = 9_000;
const say = (line: string) => process.stdout.write(`[kill -9] ${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('kill -9 during a bet load loses no accepted bet; pending bets lapse; ledgers equal balances', { timeout: 240_000 }, async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-kill9-'));
  fs.chmodSync(dataDir, 0o755); // PostgreSQL runs as 'postgres' when we are root and must get in
  const servers: ServerProcess[] = [];
  let db: Db | null = null;
  try {
    const env = { FEED_SEED: '20261121' };
    const first = await startServer(dataDir, env);
    servers.push(first);
    say(`server pid ${first.pid} at ${first.baseUrl}`);

    // Six players with money: the two seeded ones and four the operator opens.
    const operator = await operatorPlayer(first.baseUrl);
    const players = [new Player(first.baseUrl, 'player1'), new Player(first.baseUrl, 'self1')];
    await players[0].logIn('player123');
    await players[1].logIn('self123');
    for (let i = 1; players.length < PLAYERS; i++) {
      await openPlayer(operator, `loader${i}`, 'loader123', 50_000);
      const player = new Player(first.baseUrl, `loader${i}`);
      await player.logIn('loader123');
      players.push(player);
    }
    const delays = await sportDelays(players[0]);

    const record: LoadRecord = { accepted: new Map(), matched: new Set(), inFlight: 0, refusals: new Map(), failures: 0 };
    let stopped = false;
    const loops = players.map((p) => betLoop(p, FAULT_KEYS.PAYLOAD_KEY, record, () => stopped, delays));
    const loadStart = Date.now();
    while (Date.now() - loadStart < LOAD_BEFORE_KILL_MS || record.accepted.size < 20) {
      if (Date.now() - loadStart > 60_000) break;
      await sleep(250);
    }
    const acceptedBeforeKill = record.accepted.size;
    const inFlightAtKill = record.inFlight;
    const matchedBeforeKill = record.matched.size;
    const orphan = postmasterOf(dataDir);
    const killedAfter = Date.now() - loadStart;
    await first.kill9();
    stopped = true;
    await Promise.all(loops);
    say(
      `killed -9 after ${killedAfter} ms of load: ${acceptedBeforeKill} bets accepted (${matchedBeforeKill} matched), ${inFlightAtKill} calls in flight`,
    );
    say(`refusals: ${JSON.stringify(Object.fromEntries(record.refusals))}`);
    assert.ok(acceptedBeforeKill >= 20, `the load got bets accepted before the kill (${acceptedBeforeKill})`);

    // The killed server's PostgreSQL outlives it and still holds the folder.
    assert.ok(orphan && isAlive(orphan.pid), 'PostgreSQL outlived the killed server');

    // The restart runs no simulator (RUN_FEED=0): a new simulator voids the killed run's markets, which
    // would lapse the pending bets itself; without it the sweeper must, and matched bets stay matched.
    const second = await startServer(dataDir, { ...env, RUN_FEED: '0' });
    servers.push(second);
    const restarted = postmasterOf(dataDir);
    assert.ok(restarted && restarted.pid !== orphan.pid, 'a new PostgreSQL holds the folder');
    // It let go of the folder (its pid file) before the new one started; the process itself ends right after.
    assert.ok(await gone(orphan.pid, 10_000), 'the orphaned PostgreSQL was stopped by the restart');
    say(`restarted: server pid ${second.pid}; orphaned PostgreSQL ${orphan.pid} stopped, new one ${restarted.pid}`);

    db = createDb(databaseUrlOf(dataDir), 2);
    const ids = [...record.accepted.keys()];
    const rows = await db.selectFrom('bets').select(['bet_id', 'user_id', 'status']).where('bet_id', 'in', ids).execute();
    const found = new Map(rows.map((r) => [r.bet_id, r]));
    const lost = ids.filter((id) => !found.has(id));
    assert.deepEqual(lost, [], 'every accepted bet is in the database');
    for (const [betId, userId] of record.accepted) assert.equal(found.get(betId)?.user_id, userId, `bet ${betId} belongs to its player`);
    const notMatched = [...record.matched].filter((id) => found.get(id)?.status !== 'matched');
    assert.deepEqual(notMatched, [], 'every bet whose match was answered is matched');
    const pendingAtRestart = rows.filter((r) => r.status === 'pending').length;
    say(`after restart: ${rows.length}/${ids.length} accepted bets found; ${pendingAtRestart} pending`);

    // The sweeper lapses what was pending PENDING_GRACE_MS after the bet's delay: wait for it.
    const pendingIds = rows.filter((r) => r.status === 'pending').map((r) => r.bet_id);
    const deadline = Date.now() + PENDING_GRACE_MS + 40_000;
    let stillPending = await countPending(db);
    while (stillPending > 0 && Date.now() < deadline) {
      await sleep(1_000);
      stillPending = await countPending(db);
    }
    assert.equal(stillPending, 0, 'no bet is left pending');
    if (pendingIds.length > 0) {
      const after = await db.selectFrom('bets').select(['status']).where('bet_id', 'in', pendingIds).execute();
      assert.ok(
        after.every((r) => r.status === 'lapsed'),
        `bets pending at the restart are lapsed: ${JSON.stringify(after)}`,
      );
    }

    const byStatus = await db
      .selectFrom('bets')
      .select(['status', (eb) => eb.fn.countAll<string>().as('n')])
      .groupBy('status')
      .execute();
    say(
      `bets now: ${JSON.stringify(Object.fromEntries(byStatus.map((r) => [r.status, Number(r.n)])))}; waited ${Date.now() - (deadline - PENDING_GRACE_MS - 40_000)} ms for the sweeper`,
    );
    const stillMatched = await db
      .selectFrom('bets')
      .select('bet_id')
      .where('bet_id', 'in', [...record.matched, 'none'])
      .where('status', '=', 'matched')
      .execute();
    assert.equal(stillMatched.length, record.matched.size, 'the sweeper left matched bets alone');

    // Money: each wallet's balance is its ledger's sum, and its exposure is that of its open bets.
    const wallets = await db.selectFrom('wallets').select(['user_id', 'balance', 'exposure']).execute();
    const sums = await db
      .selectFrom('ledger')
      .select(['user_id', (eb) => eb.fn.sum<string>('amount').as('total')])
      .groupBy('user_id')
      .execute();
    const ledgerOf = new Map(sums.map((s) => [s.user_id, Number(s.total)]));
    for (const wallet of wallets) {
      assert.equal(wallet.balance, ledgerOf.get(wallet.user_id) ?? 0, `user ${wallet.user_id}: balance equals the ledger's sum`);
      const openExposure: number = (await db.transaction().execute((trx) => openPosition(trx, wallet.user_id))).exposurePaise;
      assert.equal(wallet.exposure, openExposure, `user ${wallet.user_id}: exposure equals that of the open bets`);
    }

    // And the restarted server serves the same players.
    const again = new Player(second.baseUrl, 'player1');
    await again.logIn('player123');
    const expo = await again.call('GET', `/expo1/${again.userId}/0`);
    assert.equal(expo.status, 200);
    say(
      `checked: ${ids.length} accepted bets kept, ${record.matched.size} matched, ${pendingIds.length} lapsed by the sweeper, ${wallets.length} wallets balance with their ledgers`,
    );
  } finally {
    await db?.destroy();
    for (const server of servers.reverse()) await server.stop().catch(() => undefined);
    await stopOrphanedPostgres(dataDir);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

async function countPending(db: Db): Promise<number> {
  const row = await db
    .selectFrom('bets')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
