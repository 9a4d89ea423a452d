// Frozen: per-day counts of settled and void bets, so that the bet history's total (totalrows) over
// a long range is a sum of at most one row per day instead of a count over every bet in it.
// Never edit; add a migration.
//
// bet_history_days holds, per player, status ('settled' or 'void'), sport and India calendar day of
// the bet's place time, how many bets there are. Triggers on bets keep it exact in the same
// transaction as the write that changes a bet: settlement (matched -> settled/void, under the
// player's wallet lock, so two writers never race on one player's rows), an insert of a bet that is
// already settled (bulk loads, tests), a delete and a TRUNCATE. Pending and matched bets are not
// counted here: they change on every bet placed (the hot path stays untouched) and a player only
// ever has few of them, so the index counts them cheaply.
//
// `day` is the India day as an integer (days since 1970-01-01 IST, UTC+5:30, no daylight saving):
// the same arithmetic the server does in server/modules/reports/historyCount.ts.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE bet_history_days (
      user_id integer NOT NULL,
      status text NOT NULL CHECK (status IN ('settled', 'void')),
      day integer NOT NULL,
      sport_id integer NOT NULL,
      bets integer NOT NULL,
      PRIMARY KEY (user_id, status, day, sport_id)
    )`.execute(db);

  await sql`
    CREATE FUNCTION ist_day(t timestamptz) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ SELECT floor((extract(epoch FROM t) + 19800) / 86400)::integer $$`.execute(db);

  await sql`
    CREATE FUNCTION bet_history_days_track() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status IN ('settled', 'void') THEN
        UPDATE bet_history_days SET bets = bets - 1
        WHERE user_id = OLD.user_id AND status = OLD.status AND day = ist_day(OLD.place_time) AND sport_id = OLD.sport_id;
      END IF;
      IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status IN ('settled', 'void') THEN
        INSERT INTO bet_history_days (user_id, status, day, sport_id, bets)
        VALUES (NEW.user_id, NEW.status, ist_day(NEW.place_time), NEW.sport_id, 1)
        ON CONFLICT (user_id, status, day, sport_id) DO UPDATE SET bets = bet_history_days.bets + 1;
      END IF;
      RETURN NULL;
    END $$`.execute(db);

  await sql`
    CREATE FUNCTION bet_history_days_clear() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      TRUNCATE bet_history_days;
      RETURN NULL;
    END $$`.execute(db);

  // Rebuilds the counts from the bets: the backfill below, and bulk loads that ran with the
  // triggers off (bench/reportsData.ts).
  await sql`
    CREATE FUNCTION bet_history_days_rebuild() RETURNS void LANGUAGE sql AS $$
      DELETE FROM bet_history_days;
      INSERT INTO bet_history_days (user_id, status, day, sport_id, bets)
      SELECT user_id, status, ist_day(place_time), sport_id, count(*) FROM bets
      WHERE status IN ('settled', 'void') GROUP BY 1, 2, 3, 4;
    $$`.execute(db);

  // WHEN keeps every other write (placing, matching, lapsing a bet) free of any trigger call.
  await sql`
    CREATE TRIGGER bets_history_days_insert AFTER INSERT ON bets FOR EACH ROW
    WHEN (NEW.status IN ('settled', 'void')) EXECUTE FUNCTION bet_history_days_track()`.execute(db);
  await sql`
    CREATE TRIGGER bets_history_days_update AFTER UPDATE OF status, user_id, sport_id, place_time ON bets FOR EACH ROW
    WHEN ((OLD.status IN ('settled', 'void') OR NEW.status IN ('settled', 'void'))
      AND (OLD.status, OLD.user_id, OLD.sport_id, OLD.place_time) IS DISTINCT FROM (NEW.status, NEW.user_id, NEW.sport_id, NEW.place_time))
    EXECUTE FUNCTION bet_history_days_track()`.execute(db);
  await sql`
    CREATE TRIGGER bets_history_days_delete AFTER DELETE ON bets FOR EACH ROW
    WHEN (OLD.status IN ('settled', 'void')) EXECUTE FUNCTION bet_history_days_track()`.execute(db);
  await sql`
    CREATE TRIGGER bets_history_days_truncate AFTER TRUNCATE ON bets FOR EACH STATEMENT
    EXECUTE FUNCTION bet_history_days_clear()`.execute(db);

  await sql`SELECT bet_history_days_rebuild()`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('the reports speed migration is not reversible');
}
