// The bets table refuses a row that breaks its rules (the CHECK constraints of migration 03):
// whatever the server's code does, the database never stores such a bet.
import { sql } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../test/db';
import { writeBetsDirectly } from '../test/bets/directWrites';

let testDb: TestDatabase;
let userId: number;

beforeAll(async () => {
  testDb = await createTestDatabase();
  ({ id: userId } = await testDb.db.selectFrom('users').select('id').where('role', '=', 'player').orderBy('id').executeTakeFirstOrThrow());
});
afterAll(() => testDb.drop());

const valid = {
  market_kind: 'Matchodds',
  odds_type: 1,
  side: 'back',
  odds_requested: 2,
  stake: 10_000,
  profit: 10_000,
  liability: -10_000,
  status: 'pending',
};

async function insertBet(betId: string, overrides: Partial<Record<keyof typeof valid, unknown>>): Promise<void> {
  const row = { ...valid, ...overrides };
  await writeBetsDirectly(testDb.db, (trx) =>
    sql`
    INSERT INTO bets (bet_id, user_id, sport_id, series_id, event_id, event_name, market_id, market_name, market_kind, odds_type,
                      selection_id, selection_name, side, odds_requested, stake, profit, liability, status, place_time, match_after)
    VALUES (${betId}, ${userId}, 4, 1, 1, 'e', '1.1', 'Match Odds', ${row.market_kind}, ${row.odds_type}, 11, 'Home', ${row.side},
            ${row.odds_requested}, ${row.stake}, ${row.profit}, ${row.liability}, ${row.status}, now(), now())`.execute(trx),
  );
}

test('a valid bet is stored', async () => {
  await insertBet('v'.repeat(30), {});
  const { count } = await testDb.db
    .selectFrom('bets')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  expect(Number(count)).toBe(1);
});

test.each([
  ['an unknown market kind', { market_kind: 'Casino' }],
  ['an odds type outside 1-4', { odds_type: 5 }],
  ['a side other than back or lay', { side: 'both' }],
  ['a price of 0', { odds_requested: 0 }],
  ['a stake of 0', { stake: 0 }],
  ['a negative profit', { profit: -1 }],
  ['a positive liability', { liability: 1 }],
  ['an unknown status', { status: 'won' }],
])('refused: %s', async (_name, overrides) => {
  await expect(insertBet('x'.repeat(30), overrides)).rejects.toMatchObject({ code: '23514' });
});

test('an update is checked too: a status outside the list is refused', async () => {
  await expect(
    writeBetsDirectly(testDb.db, (trx) => sql`UPDATE bets SET status = 'won' WHERE bet_id = ${'v'.repeat(30)}`.execute(trx)),
  ).rejects.toMatchObject({ code: '23514' });
});
