// The restore drill: a backup taken while the product runs restores to exactly that moment.
// Bets (saved, matched, settled by the feed) and deposits (the operator's credit to new players);
// `npm run db:backup` while the server runs; more deposits after it; then `npm run db:restore` into a
// new, empty DATA_DIR. The restored database equals the backup point (money tables compared row by
// row), every wallet's ledger sums to its balance, and the product starts on it and answers ready.
// Run: npm run test:restore (node:test; it starts and stops everything in a temp folder).
import test from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { createDb } from '../../db/database';
import { encryptJson } from '../../../src/domain/cipher';
import { MSG } from '../../../src/domain/messages';
import { betPayload, liveTargets, openPlayer, operatorPlayer, Player, sportDelays } from '../faults/support/betLoad';
import { databaseUrlOf, FAULT_KEYS, ROOT, startServer, type ServerProcess } from '../faults/support/serverProcess';

const run = promisify(execFile);
const say = (line: string) => process.stdout.write(`[restore] ${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const MONEY_TABLES = ['users', 'wallets', 'ledger', 'bets', 'wallet_requests', 'market_settlements'] as const;

/** Each money table's row count and a digest of its rows (users without the password, rotated at each start). */
async function fingerprint(url: string): Promise<Record<string, string>> {
  const db = createDb(url, 1);
  try {
    const found: Record<string, string> = {};
    for (const table of MONEY_TABLES) {
      const rows = table === 'users' ? sql`SELECT id, username, role, self_user FROM users` : sql`SELECT * FROM ${sql.table(table)}`;
      const { rows: result } = await sql<{ n: number; digest: string | null }>`
        SELECT count(*)::int AS n, md5(string_agg(r::text, '|' ORDER BY r::text)) AS digest FROM (${rows}) r`.execute(db);
      found[table] = `${result[0].n} rows ${result[0].digest ?? ''}`;
    }
    return found;
  } finally {
    await db.destroy();
  }
}

async function ledgerOff(url: string): Promise<number> {
  const db = createDb(url, 1);
  try {
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM wallets w
      WHERE w.balance <> (SELECT COALESCE(sum(l.amount), 0) FROM ledger l WHERE l.user_id = w.user_id)`.execute(db);
    return rows[0].n;
  } finally {
    await db.destroy();
  }
}

async function npmScript(script: string, args: string[], dataDir: string): Promise<string> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  });
  return stdout.trim();
}

test('a backup taken while the product runs restores to that moment, and the product starts on it', { timeout: 600_000 }, async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-restore-'));
  fs.chmodSync(root, 0o755); // PostgreSQL runs as 'postgres' when we are root and must get in
  const [dataA, dataB] = [path.join(root, 'a'), path.join(root, 'b')];
  const backupFile = path.join(root, 'exchange.backup.tar.gz');
  let server: ServerProcess | null = null;
  try {
    // 1. Bets, deposits and settlements: the feed fast, players betting for 20 s.
    server = await startServer(dataA, { RUN_FEED: '1', FEED_SPEED: '60', FEED_SEED: '20261128' });
    const operator = await operatorPlayer(server.baseUrl);
    const players: Player[] = [];
    for (let i = 1; i <= 8; i++) {
      await openPlayer(operator, `drill${i}`, 'drill123', 2_000);
      const player = new Player(server.baseUrl, `drill${i}`);
      await player.logIn('drill123');
      players.push(player);
    }
    const delays = await sportDelays(players[0]);
    let placed = 0;
    const ends = Date.now() + 20_000;
    await Promise.all(
      players.map(async (player, n) => {
        while (Date.now() < ends) {
          const targets = await liveTargets(player);
          if (targets.length === 0) {
            await sleep(500);
            continue;
          }
          const target = targets[n % targets.length];
          const sport = delays.get(target.sportId) ?? { delaySeconds: 5, minStake: 100 };
          const payload = betPayload(player.userId, target, sport.minStake);
          const saved = await player.call('POST', '/saveBet', { data: encryptJson(payload, FAULT_KEYS.PAYLOAD_KEY) });
          if (saved.status !== 200) continue;
          await sleep(sport.delaySeconds * 1000 + 100);
          const body = { userId: player.userId, BetId: payload.BetId, oddsRequest: payload.OddsRequest, exposure: 0 };
          const updated = await player.call('PUT', '/updateUnmatchBet', { data: encryptJson(body, FAULT_KEYS.PAYLOAD_KEY) });
          if (updated.json.message === MSG.betPlaced) placed += 1;
        }
      }),
    );
    const urlA = databaseUrlOf(dataA);
    const settledDb = createDb(urlA, 1);
    let settled = 0;
    for (let waited = 0; settled === 0 && waited < 60; waited++) {
      const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM bets WHERE status = 'settled'`.execute(settledDb);
      settled = rows[0].n;
      if (settled === 0) await sleep(1000);
    }
    await settledDb.destroy();
    say(`before the backup: ${placed} bets placed by 8 players opened with deposits, ${settled} bets settled by the feed`);
    assert.ok(placed > 0 && settled > 0, 'bets were placed and settled before the backup');
    await server.stop();

    // 2. The backup, taken while the product runs (its feed off, so the database holds still for the comparison).
    server = await startServer(dataA, { RUN_FEED: '0' });
    say(await npmScript('scripts/dbBackup.ts', ['--out', backupFile], dataA));
    const atBackup = await fingerprint(databaseUrlOf(dataA));

    // 3. More deposits after the backup: they must not come back.
    const operatorAgain = await operatorPlayer(server.baseUrl);
    for (let i = 1; i <= 3; i++) await openPlayer(operatorAgain, `after${i}`, 'after123', 500);
    const afterBackup = await fingerprint(databaseUrlOf(dataA));
    assert.notDeepEqual(afterBackup, atBackup, 'the database moved on after the backup');
    await server.stop();
    server = null;

    // 4. Restore into a new, empty DATA_DIR; compare before the product touches it, then start it.
    say(await npmScript('scripts/dbRestore.ts', ['--in', backupFile], dataB));
    const { startEmbeddedPostgres } = await import('../../db/embedded');
    const pg = await startEmbeddedPostgres({ dir: path.join(dataB, 'pg') });
    const restored = await fingerprint(pg.urlFor('exchange'));
    const off = await ledgerOff(pg.urlFor('exchange'));
    await pg.stop();
    for (const table of MONEY_TABLES) say(`${table}: at the backup ${atBackup[table]}; restored ${restored[table]}`);
    assert.deepEqual(restored, atBackup, 'the restored database equals the backup point');
    assert.equal(off, 0, 'every wallet’s ledger sums to its balance');
    server = await startServer(dataB, { RUN_FEED: '0' });
    const ready = await fetch(`${server.baseUrl}/api/ready`);
    assert.equal(ready.status, 200, 'the product starts on the restored database and is ready');
    const player = new Player(server.baseUrl, 'drill1');
    await player.logIn('drill123');
    const afterPlayer = await new Player(server.baseUrl, 'after1').call('POST', '/user/auth/login', {
      UserName: 'after1',
      pass: 'after123',
      ip: '127.0.0.1',
      geoLocation: 'Local',
    });
    assert.equal(afterPlayer.status, 401, 'a player opened after the backup does not exist in the restored database');
    say(`restored: ready, drill1 logs in, after1 (opened after the backup) does not exist; ledger = balances in every wallet`);
  } finally {
    await server?.stop().catch(() => undefined);
    fs.rmSync(root, { recursive: true, force: true });
  }
});
