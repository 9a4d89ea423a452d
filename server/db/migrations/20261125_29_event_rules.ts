// Frozen once released: the match-odds price window per sport, and an event's own delays and price
// window beside its stake limits. Never edit; add a migration.
//
// sports: min_odd_price / max_odd_price, the prices a match-odds bet may be placed at, in hundredths
// (101 = 1.01); the defaults are spec §9's window, 1.01 to 3.
//
// user_match_settings (the row with user_id null is the event's, as GetStackLimit serves it): the
// three bet delays and the price window join the stake limits, each null when the sport's applies.
// The six stake limits become nullable too, all six or none, so an event may override its delays
// without its limits. Both tables already bump the bet-rules epoch (migration 11) on every change,
// and the bet functions read the whole rows (to_json), so nothing else changes for the bet path.
import { type Kysely, sql } from 'kysely';

const LIMITS = [
  'min_odd_limit',
  'max_odd_limit',
  'min_bookmaker_limit',
  'max_bookmaker_limit',
  'min_fancy_limit',
  'max_fancy_limit',
] as const;
const WINDOW = sql`BETWEEN 101 AND 100000`;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE sports
      ADD COLUMN min_odd_price integer NOT NULL DEFAULT 101,
      ADD COLUMN max_odd_price integer NOT NULL DEFAULT 300,
      ADD CONSTRAINT sports_odd_price_window CHECK (min_odd_price ${WINDOW} AND max_odd_price ${WINDOW} AND min_odd_price <= max_odd_price)`.execute(
    db,
  );

  for (const column of LIMITS) await sql`ALTER TABLE user_match_settings ALTER COLUMN ${sql.ref(column)} DROP NOT NULL`.execute(db);
  const allOrNone = sql`num_nulls(${sql.join(LIMITS.map((c) => sql.ref(c)))}) IN (0, ${sql.lit(LIMITS.length)})`;
  await sql`
    ALTER TABLE user_match_settings
      ADD COLUMN bet_delay_time smallint CHECK (bet_delay_time BETWEEN 0 AND 60),
      ADD COLUMN bookmaker_delay_time smallint CHECK (bookmaker_delay_time BETWEEN 0 AND 60),
      ADD COLUMN fancy_delay_time smallint CHECK (fancy_delay_time BETWEEN 0 AND 60),
      ADD COLUMN min_odd_price integer,
      ADD COLUMN max_odd_price integer,
      ADD CONSTRAINT user_match_settings_limits_all_or_none CHECK (${allOrNone}),
      ADD CONSTRAINT user_match_settings_odd_price_window CHECK (
        (min_odd_price IS NULL AND max_odd_price IS NULL)
        OR (min_odd_price ${WINDOW} AND max_odd_price ${WINDOW} AND min_odd_price <= max_odd_price))`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('the event rules migration is not reversible');
}
