// Frozen: what lets another feed process take over from a dead leader and carry on the same events
// (server/feed/relay/leadership.ts). Never edit; add a migration.
//
// feed_leader (one row) holds the leadership term: a process that takes the advisory lock adds one
// to it, and every write of a leader first checks that the term is still its own (a fence, so a
// leader that lost its lock without noticing cannot write over its successor). It also holds the
// simulator's own clock and the IST days whose fixtures it has planned.
// feed_sim_events holds each simulated event's whole state (match model, book, fancy registry),
// written in the same transaction as the results and events of the tick it describes, so a new
// leader resumes exactly where the database says the last one was.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE feed_leader (
      id smallint PRIMARY KEY CHECK (id = 1),
      term bigint NOT NULL,
      holder text NOT NULL,
      since timestamptz NOT NULL,
      sim_time bigint,
      planned_days text
    )`.execute(db);
  await sql`INSERT INTO feed_leader (id, term, holder, since) VALUES (1, 0, '', now())`.execute(db);
  await sql`
    CREATE TABLE feed_sim_events (
      event_id integer PRIMARY KEY,
      state text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('the feed failover migration is not reversible');
}
