// Feed retention on real PostgreSQL: what an ended event leaves behind is deleted once it is old
// enough and nothing needs it, and kept while a bet is open in it or a result is unsettled.
import { sql } from 'kysely';
import { buildTestApp, type TestApp } from '../test/app';
import { writeBetsDirectly } from '../test/bets/directWrites';
import { pruneEndedEvents } from './retention';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60_000;
const SERIES = 8_800;

/** An event (ended `endedDaysAgo` days ago, or not ended) with one match-odds market of two runners. */
async function event(id: number, endedDaysAgo: number | null): Promise<string> {
  const { db } = t.deps;
  const now = t.clock.now();
  const endedAt = endedDaysAgo === null ? null : new Date(now - endedDaysAgo * DAY_MS);
  await db
    .insertInto('events')
    .values({
      id,
      sport_id: 4,
      series_id: SERIES,
      name: `Event ${id}`,
      starts_at: new Date(now - 60 * DAY_MS),
      status: endedAt ? 'ended' : 'inplay',
      ended_at: endedAt,
    })
    .execute();
  const marketId = `1.${id}`;
  await db.insertInto('markets').values({ id: marketId, event_id: id, kind: 'Matchodds', name: 'Match Odds', line: null }).execute();
  await db
    .insertInto('runners')
    .values([1, 2].map((k) => ({ market_id: marketId, selection_id: id * 10 + k, name: `R${k}`, sort_order: k })))
    .execute();
  return marketId;
}

async function result(marketId: string, eventId: number, settled: boolean): Promise<void> {
  await t.deps.db
    .insertInto('results')
    .values({
      market_id: marketId,
      event_id: eventId,
      kind: 'Matchodds',
      outcome: 'void',
      description: 'void',
      decided_at: new Date(t.clock.now()),
    })
    .execute();
  if (settled) {
    await sql`INSERT INTO market_settlements (market_id, event_id, kind, outcome, result, source)
              VALUES (${marketId}, ${eventId}, 'Matchodds', 'void', 'Void', 'feed')`.execute(t.deps.db);
  }
}

async function bet(marketId: string, eventId: number, status: 'matched' | 'settled'): Promise<void> {
  const player = await t.deps.db.selectFrom('users').select('id').where('username', '=', 'player1').executeTakeFirstOrThrow();
  const now = new Date(t.clock.now() - 40 * DAY_MS);
  await writeBetsDirectly(t.deps.db, (trx) =>
    trx
      .insertInto('bets')
      .values({
        bet_id: `R${eventId}${status}`.padEnd(30, 'r'),
        user_id: player.id,
        sport_id: 4,
        series_id: SERIES,
        event_id: eventId,
        event_name: `Event ${eventId}`,
        market_id: marketId,
        market_name: 'Match Odds',
        market_kind: 'Matchodds',
        odds_type: 1,
        selection_id: eventId * 10 + 1,
        selection_name: 'R1',
        side: 'back',
        odds_requested: 2,
        odds_matched: 2,
        stake: 10_000,
        profit: 10_000,
        liability: -10_000,
        status,
        place_time: now,
        match_after: now,
      })
      .execute(),
  );
}

const eventIds = async () =>
  (await t.deps.db.selectFrom('events').select('id').where('series_id', '=', SERIES).orderBy('id').execute()).map((e) => e.id);
const count = async (table: 'markets' | 'runners' | 'results', column: 'event_id' | 'market_id', values: Array<number | string>) =>
  Number(
    (
      await t.deps.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where(column as never, 'in', values as never)
        .executeTakeFirstOrThrow()
    ).n,
  );

test('an ended event is deleted once old enough and nothing needs it; bets and settlements keep their copies', async () => {
  await t.deps.db.insertInto('series').values({ id: SERIES, sport_id: 4, name: 'Retention Cup' }).execute();
  const old = await event(1, 31); // settled result, no bets: goes
  await result(old, 1, true);
  const oldClosedBet = await event(2, 40); // only a settled bet: goes, the bet stays
  await bet(oldClosedBet, 2, 'settled');
  await event(3, 1); // ended yesterday: stays
  const openBet = await event(4, 40); // a bet still open: stays
  await bet(openBet, 4, 'matched');
  const unsettled = await event(5, 40); // a result nobody settled yet: stays
  await result(unsettled, 5, false);
  await event(6, null); // not ended: stays

  expect(await pruneEndedEvents(t.deps.db, t.clock, 30)).toBe(2);
  expect(await eventIds()).toEqual([3, 4, 5, 6]);
  expect(await count('markets', 'event_id', [1, 2])).toBe(0);
  expect(await count('runners', 'market_id', [old, oldClosedBet])).toBe(0);
  expect(await count('results', 'market_id', [old])).toBe(0);
  expect(await count('runners', 'market_id', [openBet, unsettled])).toBe(4);
  expect(await t.deps.db.selectFrom('bets').select('status').where('market_id', '=', oldClosedBet).execute()).toEqual([
    { status: 'settled' },
  ]);
  const settlement = await sql<{ n: string }>`SELECT count(*) AS n FROM market_settlements WHERE market_id = ${old}`.execute(t.deps.db);
  expect(Number(settlement.rows[0].n)).toBe(1);
  expect(await pruneEndedEvents(t.deps.db, t.clock, 30)).toBe(0);

  // Once the bet is settled and the result too, they go as well.
  await writeBetsDirectly(t.deps.db, (trx) =>
    trx.updateTable('bets').set({ status: 'settled' }).where('market_id', '=', openBet).execute(),
  );
  await sql`INSERT INTO market_settlements (market_id, event_id, kind, outcome, result, source)
            VALUES (${unsettled}, 5, 'Matchodds', 'void', 'Void', 'feed')`.execute(t.deps.db);
  expect(await pruneEndedEvents(t.deps.db, t.clock, 30)).toBe(2);
  expect(await eventIds()).toEqual([3, 6]);

  // Years later every event is old, but the newest stays: new events are numbered above it.
  t.clock.advance(3 * 365 * DAY_MS);
  await t.deps.db
    .updateTable('events')
    .set({ ended_at: new Date(t.clock.now() - 400 * DAY_MS) })
    .where('series_id', '=', SERIES)
    .execute();
  expect(await pruneEndedEvents(t.deps.db, t.clock, 30)).toBe(1);
  expect(await eventIds()).toEqual([6]);
});
