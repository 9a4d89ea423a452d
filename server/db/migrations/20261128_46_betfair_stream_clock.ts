// Frozen: the Betfair stream's position, so a feed process taking over the lead resumes the
// subscription where its predecessor was (initialClk and clk, Betfair's resume tokens), and the
// operator's Feed page can show it. Never edit; add a migration.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE feed_betfair_clock (
      id smallint PRIMARY KEY CHECK (id = 1),
      initial_clk text,
      clk text,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE feed_betfair_clock`.execute(db);
}
