// Frozen: the players' bets. Never edit; add a migration.
//
// A bet is saved PENDING (unmatched) by saveBet, becomes MATCHED by updateUnmatchBet once its
// market's delay has passed, or DELETED (by the player) / LAPSED (by the sweeper) if it never does.
// Settlement turns matched bets into SETTLED (or VOID). Amounts are integer paise; prices numeric.
// Event, market and selection names are copied from the feed at placement, so reports never depend
// on the feed still holding an event (hence no foreign keys to events/markets: the feed persists
// its definitions on its own schedule).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('bets')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    // The client's BetId (spec §3): the same BetId twice books one bet.
    .addColumn('bet_id', 'char(30)', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('sport_id', 'integer', (c) => c.notNull())
    .addColumn('series_id', 'integer', (c) => c.notNull())
    .addColumn('series_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('event_id', 'integer', (c) => c.notNull())
    .addColumn('event_name', 'text', (c) => c.notNull())
    .addColumn('market_id', 'text', (c) => c.notNull())
    .addColumn('market_name', 'text', (c) => c.notNull())
    .addColumn('market_kind', 'text', (c) => c.notNull().check(sql`market_kind in ('Matchodds', 'BookMaker', 'Fancy', 'Toss')`))
    .addColumn('odds_type', 'smallint', (c) => c.notNull().check(sql`odds_type in (1, 2, 3, 4)`))
    .addColumn('selection_id', 'bigint', (c) => c.notNull())
    .addColumn('selection_name', 'text', (c) => c.notNull())
    .addColumn('side', 'text', (c) => c.notNull().check(sql`side in ('back', 'lay')`))
    // Decimal odds (match odds, toss), 100-based rate (bookmaker) or run line (fancy).
    .addColumn('odds_requested', 'numeric(10, 2)', (c) => c.notNull().check(sql`odds_requested > 0`))
    .addColumn('odds_matched', 'numeric(10, 2)')
    // Fancy only: the size under the line (100 = evens).
    .addColumn('rate', 'numeric(10, 2)')
    .addColumn('stake', 'bigint', (c) => c.notNull().check(sql`stake > 0`))
    // What the bet wins (>= 0) and loses (<= 0, as spec §3 writes Liability).
    .addColumn('profit', 'bigint', (c) => c.notNull().check(sql`profit >= 0`))
    .addColumn('liability', 'bigint', (c) => c.notNull().check(sql`liability <= 0`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'matched', 'lapsed', 'deleted', 'settled', 'void')`))
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('place_time', 'timestamptz', (c) => c.notNull())
    // place_time + the market's delay: updateUnmatchBet may match from then; the sweeper lapses the
    // bet 30 s later. Fixed at placement, so changing a delay never reopens old bets.
    .addColumn('match_after', 'timestamptz', (c) => c.notNull())
    .addColumn('matched_time', 'timestamptz')
    .addColumn('settle_time', 'timestamptz')
    .addColumn('result_amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // History and reports: a user's bets by time (reports page through millions of rows).
  await sql`CREATE INDEX bets_user_time_idx ON bets (user_id, place_time DESC)`.execute(db);
  // A user's bets on one event (My Bet), newest first.
  await sql`CREATE INDEX bets_user_event_idx ON bets (user_id, event_id, place_time DESC)`.execute(db);
  // Settlement: the bets of a market in a status.
  await db.schema.createIndex('bets_market_status_idx').on('bets').columns(['market_id', 'status']).execute();
  // Exposure is recomputed over a user's open bets on every bet: keep that set small and indexed.
  await sql`CREATE INDEX bets_user_open_idx ON bets (user_id, market_id) WHERE status IN ('pending', 'matched')`.execute(db);
  // The sweeper's work list.
  await sql`CREATE INDEX bets_pending_idx ON bets (match_after) WHERE status = 'pending'`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('the bets migration is not reversible');
}
