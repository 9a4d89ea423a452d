// Frozen: what a player sets to protect themselves: deposit and loss limits, time-outs and
// self-exclusions, the reality check's interval; and the match-odds price history the feed samples.
// Never edit; add a migration.
//
// A limit row holds the amount in force and, separately, a raise or removal waiting its 24 hours
// (pending_from: when it takes effect; pending_amount null with pending_from set: a removal). The
// reader applies a matured change itself (server/modules/protection/limits.ts), so nothing has to
// run at the moment it matures.
//
// Loss limits are rules a bet is checked against, so a change to one bumps bet_rules_epoch
// (migration 11): every process's kept positions and its list of players with a loss limit
// (bets/lossLimit.ts) are then re-read. Deposit limits and the other tables never touch the bet path.
//
// An exclusion is never shortened: its rows refuse UPDATE (a player's cascade delete, the demo
// purge, still removes them with the player).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE player_limits (
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('deposit', 'loss')),
      period text NOT NULL CHECK (period IN ('day', 'week', 'month')),
      amount bigint CHECK (amount > 0),
      pending_amount bigint CHECK (pending_amount > 0),
      pending_from timestamptz,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, kind, period),
      CHECK (pending_amount IS NULL OR pending_from IS NOT NULL)
    )`.execute(db);
  await sql`
    CREATE TRIGGER player_loss_limits_changed AFTER INSERT ON player_limits
    FOR EACH ROW WHEN (NEW.kind = 'loss') EXECUTE FUNCTION bet_rules_changed()`.execute(db);
  await sql`
    CREATE TRIGGER player_loss_limits_updated AFTER UPDATE ON player_limits
    FOR EACH ROW WHEN (NEW.kind = 'loss' OR OLD.kind = 'loss') EXECUTE FUNCTION bet_rules_changed()`.execute(db);
  await sql`
    CREATE TRIGGER player_loss_limits_deleted AFTER DELETE ON player_limits
    FOR EACH ROW WHEN (OLD.kind = 'loss') EXECUTE FUNCTION bet_rules_changed()`.execute(db);

  await sql`
    CREATE TABLE player_exclusions (
      id serial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('timeout', 'self-exclusion')),
      length text NOT NULL,
      starts_at timestamptz NOT NULL,
      ends_at timestamptz NOT NULL CHECK (ends_at > starts_at),
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX player_exclusions_user_end_idx ON player_exclusions (user_id, ends_at DESC)`.execute(db);
  await sql`
    CREATE FUNCTION player_exclusions_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'a time-out or self-exclusion cannot be changed or ended early';
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER player_exclusions_frozen BEFORE UPDATE OR TRUNCATE ON player_exclusions
    FOR EACH STATEMENT EXECUTE FUNCTION player_exclusions_frozen()`.execute(db);

  await sql`
    CREATE TABLE player_reality_checks (
      user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      minutes smallint NOT NULL CHECK (minutes IN (0, 15, 30, 60))
    )`.execute(db);

  // One row per match-odds runner per sample (server/feed/priceHistory.ts); pruned by age.
  await sql`
    CREATE TABLE price_history (
      market_id text NOT NULL,
      selection_id bigint NOT NULL,
      at timestamptz NOT NULL,
      back numeric,
      lay numeric,
      PRIMARY KEY (market_id, at, selection_id)
    )`.execute(db);
  await sql`CREATE INDEX price_history_at_idx ON price_history (at)`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('the player protection migration is not reversible');
}
