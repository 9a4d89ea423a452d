// Frozen: what settlement decided per market, and the indexes the player's reports read through.
// Never edit; add a migration.
//
// market_settlements has one row per market ever settled (by the feed's result or by the operator).
// Its primary key is what makes settlement happen once: the transaction that inserts the row settles
// the bets; a second result, or a retry after a crash, finds the row and changes nothing. It has no
// foreign key to markets, since bets (and so settlement) do not wait for the feed to persist its
// market definitions. The names are copied so reports never depend on the feed still holding them.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('market_settlements')
    .addColumn('market_id', 'text', (c) => c.primaryKey())
    .addColumn('event_id', 'integer', (c) => c.notNull())
    .addColumn('sport_id', 'integer')
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('Matchodds', 'BookMaker', 'Fancy', 'Toss')`))
    .addColumn('event_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('market_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('outcome', 'text', (c) => c.notNull().check(sql`outcome in ('winner', 'runs', 'void')`))
    .addColumn('winner_selection_id', 'bigint')
    .addColumn('runs', 'integer')
    /** For people: the winner's name, '47 runs', 'void'. */
    .addColumn('result', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('feed', 'operator')`))
    .addColumn('bets_settled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('bets_voided', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('bets_lapsed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('users', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('settled_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'market_settlements_outcome_shape',
      sql`(outcome = 'winner' AND winner_selection_id IS NOT NULL) OR (outcome = 'runs' AND runs IS NOT NULL) OR outcome = 'void'`,
    )
    .execute();

  // Statement and profit-and-loss: a player's settled bets of the markets their ledger rows name.
  await sql`CREATE INDEX bets_user_market_settled_idx ON bets (user_id, market_id) WHERE status IN ('settled', 'void')`.execute(db);
  // Bet history: one status of one player by place time, newest first; the sport is in the index
  // so that counting a page's total and filtering by sport never visit the table.
  await sql`CREATE INDEX bets_user_status_time_idx ON bets (user_id, status, place_time DESC, id DESC) INCLUDE (sport_id)`.execute(db);
  // Profit and loss: a player's settlement entries by date (the ledger's own index also holds
  // deposits, credits and the rest).
  await sql`CREATE INDEX ledger_user_settlement_time_idx ON ledger (user_id, created_at) WHERE kind = 'settlement'`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('the reports migration is not reversible');
}
