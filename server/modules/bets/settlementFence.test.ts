// The settlement fence (migration 12) through the real app and database: while a market is being
// settled no new bet gets into it, whichever way the save is written, and a save under way holds the
// settlement back until it has committed, so settlement's list of open bets is complete.
import { sql, type Kysely } from 'kysely';
import { MSG } from '../../../src/domain/messages';
import type { Database } from '../../db/schema';
import { useBetsApp } from '../../test/bets/fixture';
import { settleMarket } from '../../settlement/settleMarket';
import { GAME_ID, HOME, MO, savePayload, type BetSpec } from '../../test/bets/testSupport';
import { rowCount } from '../../test/fixtures';

const app = useBetsApp();

const backHome: BetSpec = { market: 'Matchodds', marketId: MO, selectionId: HOME, side: 'back', price: 2, stake: 100 };
const bets = () => rowCount(app.t, 'bets');

/** Runs `work` while another connection holds the market's settlement fence, as settleMarket does first. */
async function whileSettling<T>(marketId: string, work: () => Promise<T>): Promise<T> {
  return app.t.deps.db.connection().execute(async (settler) => {
    await sql`BEGIN`.execute(settler);
    try {
      await sql`SELECT bets_settlement_fence(${marketId})`.execute(settler);
      return await work();
    } finally {
      await sql`ROLLBACK`.execute(settler);
    }
  });
}

async function save(spec: BetSpec = backHome) {
  const response = await app.api.save(savePayload(app.player.userId, spec));
  return { status: response.statusCode, message: response.json().message as string | undefined };
}

test('while the market is being settled, a first bet in it is refused and nothing is booked', async () => {
  expect(await whileSettling(MO, () => save())).toEqual({ status: 400, message: MSG.notAbleToBet });
  expect(await bets()).toBe(0);
  expect(await save()).toEqual({ status: 200, message: undefined });
});

test('while the market is being settled, a bet from a kept position is refused too', async () => {
  expect((await save()).status).toBe(200); // the player's position is now kept, this market included
  const before = { ...app.t.deps.positions.counts };
  expect(await whileSettling(MO, () => save())).toEqual({ status: 400, message: MSG.notAbleToBet });
  expect(app.t.deps.positions.counts).toEqual({ written: before.written, stale: before.stale + 1 });
  expect(await bets()).toBe(1);
});

test('another market being settled does not stop the bet', async () => {
  expect((await whileSettling('1.999', () => save())).status).toBe(200);
});

test('a save holding the fence keeps the settlement waiting until it commits', async () => {
  await app.t.deps.db.connection().execute(async (saver) => {
    await sql`BEGIN`.execute(saver);
    const open = await sql<{ open: boolean }>`SELECT bets_market_open(${MO}) AS open`.execute(saver);
    expect(open.rows[0].open).toBe(true);
    await app.t.deps.db.connection().execute(async (settler: Kysely<Database>) => {
      await sql`BEGIN`.execute(settler);
      await sql`SET LOCAL lock_timeout = '200ms'`.execute(settler);
      await expect(sql`SELECT bets_settlement_fence(${MO})`.execute(settler)).rejects.toMatchObject({ code: '55P03' });
      await sql`ROLLBACK`.execute(settler);
      await sql`COMMIT`.execute(saver);
      await sql`BEGIN`.execute(settler);
      await sql`SELECT bets_settlement_fence(${MO})`.execute(settler);
      // …and once the settlement holds it, saves find the market closed without waiting.
      const late = await sql<{ open: boolean }>`SELECT bets_market_open(${MO}) AS open`.execute(saver);
      expect(late.rows[0].open).toBe(false);
      await sql`ROLLBACK`.execute(settler);
    });
  });
});

test('settling a market waits for the saves under way in it', async () => {
  await app.t.deps.db.connection().execute(async (saver) => {
    await sql`BEGIN`.execute(saver);
    await sql`SELECT bets_market_open(${MO})`.execute(saver);
    let settled = false;
    const settling = settleMarket(app.t.deps.db, {
      marketId: MO,
      outcome: { outcome: 'void' },
      source: 'operator',
      kind: 'Matchodds',
      eventId: GAME_ID,
    }).finally(() => {
      settled = true;
    });
    // Cannot finish while the save holds the fence, however long this waits.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(settled).toBe(false);
    await sql`COMMIT`.execute(saver);
    expect((await settling).alreadySettled).toBe(false);
  });
  await sql`DELETE FROM market_settlements WHERE market_id = ${MO}`.execute(app.t.deps.db);
});
