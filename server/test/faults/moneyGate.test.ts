// Money last to be shed: the calls that move money take the pool's places in turn; one whose wait
// would pass the budget is answered 503 with Retry-After at once, before any of its work, so the bet
// is simply not placed (no bet row, no exposure, no ledger line) and the player may tap again; a bet
// queued within budget is served when a place frees; while a bet waits, non-money calls are shed.
import { buildTestApp, type TestApp } from '../app';
import { expectShedBy, heldPost, releaseHeldCallsAfterEach, until } from './support/gateCalls';
import { WALLET_MSG } from '../../modules/wallet/messages';
import { betsQueue, expectedWaitMs, type MoneyGateLimits } from '../../lib/moneyGate';
import { loadConfig } from '../../config';
import { logIn, type Session } from '../auth/testSupport';
import { freshBettingState } from '../bets/fixture';
import { client, HOME, MO, savePayload, type BetSpec } from '../bets/testSupport';

const BACK: BetSpec = { market: 'Matchodds', marketId: MO, selectionId: HOME, side: 'back', price: 2, stake: 1000 };

interface GatedApp {
  t: TestApp;
  player: Session;
  api: ReturnType<typeof client>;
}

async function appWith(moneyGate: MoneyGateLimits): Promise<GatedApp> {
  const t = await buildTestApp({ config: { moneyGate, gate: { concurrency: 8, queue: 8, maxWaitMs: 2_000, retryAfterSeconds: 1 } } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const player = await logIn(t.app, 'player1', 'player123');
  await freshBettingState(t, player.userId);
  return { t, player, api: client(t.app, player.cookie, t.deps.config.payloadKey) };
}

/** An app with the money gate set so, for the describe block it is called in. */
function useGatedApp(moneyGate: MoneyGateLimits): () => GatedApp {
  let g: GatedApp;
  beforeAll(async () => {
    g = await appWith(moneyGate);
  });
  afterAll(() => g.t.close());
  return () => g;
}

/**
 * A money call holding a place: over a real socket its onRequest hooks ran (it entered the gate),
 * and it waits for the rest of its body, which comes when `finish` is called.
 */
releaseHeldCallsAfterEach();

async function heldBet(g: GatedApp): Promise<{ finish: () => Promise<number> }> {
  const { finish, entered } = heldPost(g.t.app, '/api/saveBet', g.player.cookie, 'money');
  await entered;
  return { finish };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What a refused bet must not have touched. */
async function moneyState(g: GatedApp) {
  const db = g.t.deps.db;
  const bets = await db.selectFrom('bets').select(db.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const ledger = await db.selectFrom('ledger').select(db.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const wallet = await db
    .selectFrom('wallets')
    .select(['balance', 'exposure'])
    .where('user_id', '=', g.player.userId)
    .executeTakeFirstOrThrow();
  return { bets: Number(bets.n), ledger: Number(ledger.n), balance: Number(wallet.balance), exposure: Number(wallet.exposure) };
}

test('the defaults: one place per pool connection, a 250 ms budget; the expected wait shares the line among the places', () => {
  const config = loadConfig({ ...process.env, DB_POOL_SIZE: '7' });
  expect(config.moneyGate).toEqual({ concurrency: 7, maxWaitMs: 250, retryAfterSeconds: 1 });
  expect(loadConfig({ ...process.env, MONEY_CONCURRENCY: '3', MONEY_MAX_WAIT_MS: '300' }).moneyGate).toMatchObject({
    concurrency: 3,
    maxWaitMs: 300,
  });
  // Nine ahead of it, four places, 20 ms each: its turn comes after ten calls end, 50 ms.
  expect(expectedWaitMs(9, 4, 20)).toBe(50);
});

test('the polls give way only when bets queue: one waits for every place and a new bet would wait over a quarter of the budget', () => {
  const limits = { concurrency: 5, maxWaitMs: 250, retryAfterSeconds: 1 };
  // A burst: fewer in line than places.
  expect(betsQueue(4, limits, 10)).toBe(false);
  // Five in line, 10 ms each: a new bet waits 12 ms, well inside the budget.
  expect(betsQueue(5, limits, 10)).toBe(false);
  // Thirty in line: 62 ms, under a quarter of 250 ms; thirty-one: 64 ms, over it.
  expect(betsQueue(30, limits, 10)).toBe(false);
  expect(betsQueue(31, limits, 10)).toBe(true);
  // No call has ended yet: the line alone decides.
  expect(betsQueue(5, limits, 0)).toBe(true);
});

describe('a bet whose expected wait passes the budget', () => {
  const gated = useGatedApp({ concurrency: 1, maxWaitMs: 1_000, retryAfterSeconds: 1 });

  test('is answered 503 with Retry-After at once, places nothing, and is placed when tapped again', async () => {
    const g = gated();
    // One call held for 1.5 s teaches the gate that a money call takes about that long.
    const slow = await heldBet(g);
    await pause(1_500);
    expect(await slow.finish()).toBe(400);

    const held = await heldBet(g);
    const before = await moneyState(g);
    const payload = savePayload(g.player.userId, BACK);
    const started = Date.now();
    const refused = await g.api.save(payload);
    // At once: long before the 1 s budget would have run out.
    expect(Date.now() - started).toBeLessThan(500);
    expectShedBy(refused, 'moneyGate');
    expect(await moneyState(g)).toEqual(before);
    expect(
      await g.t.deps.db
        .selectFrom('bets')
        .select('bet_id')
        .where('bet_id', '=', payload.BetId as string)
        .executeTakeFirst(),
    ).toBeUndefined();

    expect(await held.finish()).toBe(400);
    const again = await g.api.save(payload);
    expect(again.json()).toEqual({ isSuccess: true, betId: payload.BetId });
    expect((await moneyState(g)).bets).toBe(before.bets + 1);
  });
});

describe('a bet queued within the budget', () => {
  const gated = useGatedApp({ concurrency: 1, maxWaitMs: 5_000, retryAfterSeconds: 1 });

  test('is served when the place frees, while non-money calls are shed before it', async () => {
    const g = gated();
    const held = await heldBet(g);
    const payload = savePayload(g.player.userId, BACK);
    const queued = g.api.save(payload);
    await until(() => g.t.app.overloadGates.money.figures().waiting === 1);
    // A bet waits: the lists and reports give way at once, before it.
    const started = Date.now();
    expectShedBy(await g.api.get('/api/GetInPlaySportEvents'), 'priorityGate');
    expect(Date.now() - started).toBeLessThan(500);

    await pause(100);
    expect(await held.finish()).toBe(400);
    expect((await queued).json()).toEqual({ isSuccess: true, betId: payload.BetId });
    // No bet waits any more: the list is served again.
    expect((await g.api.get('/api/GetInPlaySportEvents')).statusCode).toBe(200);
  });
});

describe('a queued bet that waits longer than the budget', () => {
  const gated = useGatedApp({ concurrency: 1, maxWaitMs: 200, retryAfterSeconds: 1 });

  test('is answered 503 before it starts, and places nothing', async () => {
    const g = gated();
    const held = await heldBet(g);
    const before = await moneyState(g);
    const started = Date.now();
    expectShedBy(await g.api.save(savePayload(g.player.userId, BACK)), 'moneyGate');
    expect(Date.now() - started).toBeGreaterThanOrEqual(180);
    expect(await moneyState(g)).toEqual(before);
    expect(await held.finish()).toBe(400);
  });
});

describe('the confirmation of a bet already saved, and a wallet request', () => {
  const gated = useGatedApp({ concurrency: 1, maxWaitMs: 200, retryAfterSeconds: 1 });

  test('waits past the budget, ahead of new bets, and is served: a saved bet is never left pending', async () => {
    const g = gated();
    const payload = savePayload(g.player.userId, BACK);
    const betId = payload.BetId as string;
    expect((await g.api.save(payload)).statusCode).toBe(200);
    g.t.clock.advance(5_000);

    const held = await heldBet(g);
    const confirmation = g.api.update({ userId: g.player.userId, BetId: betId, oddsRequest: 2 });
    await until(() => g.t.app.overloadGates.money.figures().waiting === 1);
    // A new bet behind it is refused once the budget has passed; the confirmation waits on.
    expectShedBy(await g.api.save(savePayload(g.player.userId, BACK)), 'moneyGate');
    await pause(200);
    expect(await held.finish()).toBe(400);

    expect((await confirmation).statusCode).toBe(200);
    const row = await g.t.deps.db.selectFrom('bets').select('status').where('bet_id', '=', betId).executeTakeFirstOrThrow();
    expect(row.status).toBe('matched');
  });

  test('a withdrawal request waits past the budget and is served, never refused', async () => {
    const g = gated();
    const held = await heldBet(g);
    const request = g.api.withdraw({ userId: g.player.userId, withdrawAmountBtn: 100 });
    await pause(300);
    expect(await held.finish()).toBe(400);
    // Admitted past the budget: the answer is the wallet's own (player1's money is managed by the
    // operator who created the account), not the gate's 503.
    const answer = await request;
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual({ isSuccess: false, message: WALLET_MSG.selfUsersOnly });
  });
});
