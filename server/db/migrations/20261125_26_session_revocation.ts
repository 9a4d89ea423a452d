// Frozen: every ended session is announced to every API process (auth/sessionRevocation.ts), whatever
// ended it — a log-out, a password change, an operator's lock, idle pruning, a demo purge — so a
// session cached by another process ends there too within a notification's delay, not after its cache
// expires. Never edit; add a migration.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // One notification per statement, naming the ended sessions (a sweep can end thousands at once:
  // the payload is split to stay under PostgreSQL's 8000-byte limit, 64 hex characters a session).
  await sql`
    CREATE FUNCTION sessions_announce_ended() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE hashes text[];
    BEGIN
      SELECT array_agg(id_hash) INTO hashes FROM ended;
      IF hashes IS NULL THEN RETURN NULL; END IF;
      FOR i IN 1 .. array_length(hashes, 1) BY 100 LOOP
        PERFORM pg_notify('sessions_ended', array_to_string(hashes[i : i + 99], ','));
      END LOOP;
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER sessions_ended_notify AFTER DELETE ON sessions
    REFERENCING OLD TABLE AS ended
    FOR EACH STATEMENT EXECUTE FUNCTION sessions_announce_ended()`.execute(db);
}
