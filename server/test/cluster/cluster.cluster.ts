// The product as a cluster: one PostgreSQL (embedded, in a child process), two API processes
// (RUN_FEED=0) and two feed processes, all real child processes on one database. Checks what a
// deployment behind a load balancer relies on: sessions and log-outs reach every API process,
// money stays right when a player's calls land on either, limits are shared, and a kill -9 of the
// leading feed costs seconds, not the events (the standby carries them on and settles them once).
// Run: npm run test:cluster (node:test; it starts and stops everything in a temp folder).
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDb, type Db } from '../../db/database';
import { ensureDatabase } from '../../db/embedded';
import { openPosition } from '../../modules/bets/exposure';
import { withSettlementTables } from '../../settlement/tables';
import { encryptJson } from '../../../src/domain/cipher';
import { betPayload, liveTargets, openPlayer, operatorPlayer, Player, sportDelays, type Target } from '../faults/support/betLoad';
import { startPgChild, type PgChild } from '../faults/support/embeddedPgChild';
import { FAULT_KEYS, startServer, type ServerProcess } from '../faults/support/serverProcess';
import { startFeedProcess, type FeedProcess } from './processes';
import { must } from '../must';

const PLAYERS = 50;
const BET_LOAD_MS = 15_000;
const SIGNUP_LIMIT = 3;
const say = (line: string) => process.stdout.write(`[cluster] ${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor<T>(what: string, ms: number, probe: () => Promise<T | null | false>): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await sleep(100);
  }
}

test('two API processes and two feed processes on one PostgreSQL behave as one product', { timeout: 300_000 }, async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-cluster-'));
  fs.chmodSync(root, 0o755); // PostgreSQL runs as 'postgres' when we are root and must get in
  const servers: ServerProcess[] = [];
  const feeds: FeedProcess[] = [];
  let pg: PgChild | null = null;
  let db: Db | null = null;
  try {
    pg = await startPgChild(path.join(root, 'pg'));
    await ensureDatabase(pg.adminUrl, 'exchange');
    const common = {
      DATABASE_URL: pg.urlFor('exchange'),
      FEED_SPEED: '60',
      FEED_SEED: '20261125',
      SIGNUPS_PER_ADDRESS_HOUR: String(SIGNUP_LIMIT),
      ...FAULT_KEYS,
    };
    // One after the other: each start runs the migrations and the seed.
    const apiA = await startServer(path.join(root, 'a'), { ...common, RUN_FEED: '0' });
    servers.push(apiA);
    feeds.push(await startFeedProcess(common));
    feeds.push(await startFeedProcess(common));
    const apiB = await startServer(path.join(root, 'b'), { ...common, RUN_FEED: '0' });
    servers.push(apiB);
    const [leader, standby] = feeds;
    assert.ok(leader.leads() && !standby.leads(), `one feed leads, the other stands by:\n${leader.output()}\n${standby.output()}`);
    say(
      `PostgreSQL on port ${pg.port}; API A ${apiA.baseUrl}, API B ${apiB.baseUrl}; feed leader pid ${leader.pid}, standby pid ${standby.pid}`,
    );
    db = createDb(common.DATABASE_URL, 2);
    const A = apiA.baseUrl;
    const B = apiB.baseUrl;

    // 1. A session made on A works on B; a log-out on A is refused on B within 1 s.
    const onA = new Player(A, 'player1');
    await onA.logIn('player123');
    const onB = new Player(B, 'player1');
    onB.cookie = onA.cookie;
    const status = `/api/fetchPasswordStatus/${onA.userId}`;
    assert.equal((await onB.call('GET', status)).status, 200, 'the session made on A works on B');
    assert.equal((await onB.call('GET', status)).status, 200, "and again (now in B's session cache)");
    const loggedOut = await onA.call('POST', '/logout');
    assert.equal(loggedOut.status, 200);
    const outAt = Date.now();
    const refusedAfter = await waitFor('B to refuse the logged-out session', 5_000, async () => {
      const r = await onB.call('GET', status);
      return r.status === 401 ? Date.now() - outAt : null;
    });
    assert.ok(refusedAfter <= 1_000, `B refused the session ${refusedAfter} ms after the log-out on A (at most 1 s)`);
    say(`session: made on A, used on B; logged out on A, refused on B after ${refusedAfter} ms`);

    // 2. Sign-ups from one address count across A and B together.
    const signUps: number[] = [];
    for (let i = 0; i <= SIGNUP_LIMIT; i++) {
      const guest = new Player(i % 2 === 0 ? A : B, `guest${i}`);
      const r = await guest.call('POST', '/api/selfuser/signUp', {
        username: `cluster_new${i}`,
        password: 'secret12',
        phone: `98765432${10 + i}`,
      });
      signUps.push(r.status);
    }
    assert.deepEqual(signUps, [...Array(SIGNUP_LIMIT).fill(201), 429], `sign-ups alternately on A and B: ${signUps}`);
    say(`sign-ups alternately on A and B: ${signUps.join(', ')} (limit ${SIGNUP_LIMIT} per address per hour)`);

    // 3. Fifty players whose calls alternate between A and B, each with money for three bets.
    const operator = await operatorPlayer(A, [B]);
    const players: Player[] = [];
    for (let i = 1; i <= PLAYERS; i++) {
      await openPlayer(operator, `member${i}`, 'member123', 350);
      players.push(new Player(i % 2 === 0 ? A : B, `member${i}`, [i % 2 === 0 ? B : A]));
    }
    for (const p of players) await p.logIn('member123');
    const delays = await sportDelays(players[0]);
    const watcher = new Player(A, 'self1', [B]);
    await watcher.logIn('self123');
    let targets: Target[] = await waitFor('bettable in-play markets', 30_000, async () => {
      const found = await liveTargets(watcher);
      return found.length > 0 ? found : null;
    });
    const accepted = new Map<string, { userId: number; eventId: string }>();
    const refusals = new Map<string, number>();
    const matches: Array<Promise<void>> = [];
    const loadEnds = Date.now() + BET_LOAD_MS;
    const refresher = (async () => {
      while (Date.now() < loadEnds) {
        await sleep(2_000);
        const found = await liveTargets(watcher).catch(() => []);
        if (found.length > 0) targets = found;
      }
    })();
    await Promise.all(
      players.map(async (player, n) => {
        await sleep(n * 20);
        for (let i = 0; Date.now() < loadEnds; i++) {
          const target = targets[(n + i) % targets.length];
          const sport = delays.get(target.sportId) ?? { delaySeconds: 5, minStake: 100 };
          const payload = betPayload(player.userId, target, sport.minStake);
          const answer = await player.call('POST', '/saveBet', { data: encryptJson(payload, FAULT_KEYS.PAYLOAD_KEY) });
          if (answer.status === 200 && answer.json.isSuccess === true) {
            accepted.set(payload.BetId, { userId: player.userId, eventId: target.event.gameId });
            if (accepted.size % 2 === 0) {
              matches.push(
                (async () => {
                  await sleep(sport.delaySeconds * 1000 + 200);
                  const body = {
                    data: encryptJson(
                      { userId: player.userId, BetId: payload.BetId, oddsRequest: payload.OddsRequest, exposure: 0 },
                      FAULT_KEYS.PAYLOAD_KEY,
                    ),
                  };
                  await player.call('PUT', '/updateUnmatchBet', body);
                })(),
              );
            }
          } else {
            const message = String(answer.json.message ?? answer.status);
            refusals.set(message, (refusals.get(message) ?? 0) + 1);
          }
          await sleep(150);
        }
      }),
    );
    await refresher;
    await Promise.all(matches);
    say(
      `bets: ${accepted.size} accepted from ${PLAYERS} players alternating A and B; refusals ${JSON.stringify(Object.fromEntries(refusals))}`,
    );
    assert.ok(accepted.size >= PLAYERS, `the load got bets accepted (${accepted.size})`);
    assert.ok((refusals.get('Insufficient Balance!') ?? 0) > 0, 'players ran out of money: the balance check was exercised');
    await checkMoney(db, 'after the bet load');
    // The header's balance (/expo1) on both processes shows the wallet row right after the load: no
    // process answers from a stale copy of a wallet the other wrote.
    const walletsDb = db;
    const shownEverywhere = async (): Promise<boolean> => {
      for (const player of players) {
        const w = await walletsDb.selectFrom('wallets').selectAll().where('user_id', '=', player.userId).executeTakeFirstOrThrow();
        const expected = {
          isSuccess: true,
          FinalExpo: 0 - w.exposure / 100,
          mainBalanceafterExpo: (w.balance - w.exposure - w.reserved) / 100,
        };
        for (const base of [A, B]) {
          const reader = new Player(base, player.name);
          reader.cookie = player.cookie;
          const shown = (await reader.call('GET', `/expo1/${player.userId}/0`)).json;
          if (JSON.stringify(shown) !== JSON.stringify(expected)) return false;
        }
      }
      return true;
    };
    const shownFrom = Date.now();
    await waitFor('/expo1 on A and B equal to the wallet rows', 1_000, shownEverywhere);
    say(`/expo1 of all ${PLAYERS} players on A and on B equals their wallet rows (${Date.now() - shownFrom} ms after the load)`);

    // 4. kill -9 the leading feed: the standby takes over, odds move again on A and B within 10 s.
    // Several in-play events: one of them may end meanwhile, and an ended event's odds stand still.
    const watched = [...new Map((await liveTargets(watcher)).map((t) => [t.event.gameId, t.event])).values()].slice(0, 6);
    assert.ok(watched.length > 0, 'in-play events to watch');
    const oddsOn = async (base: string) => {
      const reader = new Player(base, 'self1');
      reader.cookie = watcher.cookie;
      const books = [];
      for (const e of watched) books.push((await reader.call('GET', `/checkGetMatchOdds/${e.marketId}/${e.gameId}`)).json);
      return JSON.stringify(books);
    };
    const eventsBefore = await db
      .selectFrom('events')
      .select((eb) => eb.fn.max('id').as('max'))
      .executeTakeFirstOrThrow();
    const lastResultBefore = await db
      .selectFrom('results')
      .select((eb) => eb.fn.max('id').as('max'))
      .executeTakeFirstOrThrow();
    await leader.kill9();
    const killedAt = Date.now();
    // Whatever the dead leader had in flight lands first; then the odds stand still until the takeover.
    await sleep(500);
    const still = { a: await oddsOn(A), b: await oddsOn(B) };
    const movedAfter = await waitFor('odds to move again on A and B', 15_000, async () => {
      const [a, b] = [await oddsOn(A), await oddsOn(B)];
      return a !== still.a && b !== still.b ? Date.now() - killedAt : null;
    }).catch((error: Error) => {
      throw new Error(`${error.message}\nstandby:\n${standby.output()}\nA:\n${apiA.output()}\nodds on A:\n${still.a.slice(0, 600)}`);
    });
    assert.ok(standby.leads(), `the standby took the lead:\n${standby.output()}`);
    assert.ok(movedAfter <= 10_000, `odds moved again on both API processes ${movedAfter} ms after the kill (at most 10 s)`);
    assert.match(standby.output(), /carrying on \d+ events/, 'the standby carried on the events from the database');
    say(
      `kill -9 of the leading feed: odds moved again on A and B after ${movedAfter} ms; ${/carrying on \d+ events/.exec(standby.output())?.[0]}`,
    );

    // 5. An event that began before the kill ends after it: one result, settled once.
    const betEvents = new Set([...accepted.values()].map((b) => Number(b.eventId)));
    const ended = await waitFor('an event from before the kill to end', 120_000, async () => {
      const rows = await must(db, 'the database connection')
        .selectFrom('results')
        .select(['market_id', 'event_id'])
        .where('kind', '=', 'Matchodds')
        .where('id', '>', Number(lastResultBefore.max ?? 0))
        .where('event_id', '<=', Number(eventsBefore.max ?? 0))
        .where('outcome', '=', 'winner')
        .execute();
      return rows.find((r) => betEvents.has(r.event_id)) ?? (Date.now() - killedAt > 90_000 ? rows[0] : null) ?? null;
    });
    const settled = await waitFor(`market ${ended.market_id} to be settled`, 30_000, async () => {
      const rows = await withSettlementTables(must(db, 'the database connection'))
        .selectFrom('market_settlements')
        .selectAll()
        .where('market_id', '=', ended.market_id)
        .execute();
      return rows.length > 0 ? rows : null;
    });
    await sleep(2_000); // room for a second settlement, were there one
    const again = await withSettlementTables(db)
      .selectFrom('market_settlements')
      .select('market_id')
      .where('market_id', '=', ended.market_id)
      .execute();
    assert.equal(again.length, 1, 'one settlement of the market');
    const results = await db.selectFrom('results').select('id').where('market_id', '=', ended.market_id).execute();
    assert.equal(results.length, 1, 'one result for the market');
    const entries = await db
      .selectFrom('ledger')
      .select(['user_id', 'ref'])
      .where('kind', '=', 'settlement')
      .where('ref', 'like', `market:${ended.market_id}%`)
      .execute();
    assert.equal(new Set(entries.map((e) => e.user_id)).size, entries.length, 'at most one settlement entry per player');
    const open = await db
      .selectFrom('bets')
      .select('bet_id')
      .where('market_id', '=', ended.market_id)
      .where('status', 'in', ['matched', 'pending'])
      .execute();
    assert.deepEqual(open, [], 'no bet left open in the settled market');
    const abandoned = await db.selectFrom('events').select('id').where('status', '=', 'abandoned').execute();
    assert.deepEqual(abandoned, [], 'no event was abandoned by the takeover');
    say(
      `event ${ended.event_id} ended after the takeover: market ${ended.market_id} settled once (${settled[0].bets_settled} bets, ${entries.length} players)`,
    );
    await checkMoney(db, 'after the settlement');
  } finally {
    await db?.destroy();
    for (const feed of feeds) await feed.stop().catch(() => undefined);
    for (const server of servers) await server.stop().catch(() => undefined);
    await pg?.stop().catch(() => undefined);
    fs.rmSync(root, { recursive: true, force: true });
  }
});

/**
 * Every wallet: balance = its ledger's sum, exposure = that of its open bets, never above the balance.
 * The cluster is live (markets settle, the sweeper lapses bets), so each wallet is read under its row
 * lock, which every change to a player's bets or money takes.
 */
async function checkMoney(db: Db, when: string): Promise<void> {
  const ids = await db.selectFrom('wallets').select('user_id').execute();
  for (const { user_id: userId } of ids) {
    await db.transaction().execute(async (trx) => {
      const wallet = await trx
        .selectFrom('wallets')
        .select(['balance', 'exposure'])
        .where('user_id', '=', userId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const sum = await trx
        .selectFrom('ledger')
        .select((eb) => eb.fn.sum<string>('amount').as('total'))
        .where('user_id', '=', userId)
        .executeTakeFirst();
      assert.equal(wallet.balance, Number(sum?.total ?? 0), `${when}: user ${userId}'s balance equals its ledger's sum`);
      const position = await openPosition(trx, userId);
      assert.equal(wallet.exposure, position.exposurePaise, `${when}: user ${userId}'s exposure is that of its open bets`);
      assert.ok(
        wallet.exposure <= wallet.balance,
        `${when}: user ${userId} is not past the balance (${wallet.exposure} > ${wallet.balance})`,
      );
    });
  }
  say(`${when}: ${ids.length} wallets balance with their ledgers; none past its balance`);
}
