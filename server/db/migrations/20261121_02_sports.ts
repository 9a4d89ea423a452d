// Frozen: series, events, markets, runners, results, and the feed's published snapshots.
// Never edit; add a migration.
//
// Ids are the feed's own: events.id is the gameId players see in URLs, markets.id the market id
// string ('1.1000042'). Bets (another area) reference events.id, markets.id and a selection id;
// settlement reads results by market; reports join bets to event and market names.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('series')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('sport_id', 'integer', (c) => c.notNull().references('sports.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('series_sport_idx').on('series').column('sport_id').execute();

  await db.schema
    .createTable('events')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('sport_id', 'integer', (c) => c.notNull().references('sports.id'))
    .addColumn('series_id', 'integer', (c) => c.notNull().references('series.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('is_bet_lock', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`is_bet_lock in (0, 1)`),
    )
    .addColumn('has_match_odds', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`has_match_odds in (0, 1)`),
    )
    .addColumn('has_bookmaker', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`has_bookmaker in (0, 1)`),
    )
    .addColumn('has_fancy', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`has_fancy in (0, 1)`),
    )
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('upcoming')
        .check(sql`status in ('upcoming', 'inplay', 'ended', 'abandoned')`),
    )
    .addColumn('ended_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('events_series_start_idx').on('events').columns(['series_id', 'starts_at']).execute();
  await db.schema.createIndex('events_sport_start_idx').on('events').columns(['sport_id', 'starts_at']).execute();
  // The feed looks for events a previous run left open; small, since most events end.
  await sql`CREATE INDEX events_open_idx ON events (status) WHERE status IN ('upcoming', 'inplay')`.execute(db);

  await db.schema
    .createTable('markets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('Matchodds', 'BookMaker', 'Fancy', 'Toss')`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('OPEN')
        .check(sql`status in ('OPEN', 'SUSPENDED', 'CLOSED')`),
    )
    /** Fancy only: the session's last No line (runs). */
    .addColumn('line', 'integer')
    .addColumn('closed_at', 'timestamptz')
    /** Written by settlement once every bet of the market is settled. */
    .addColumn('settled_at', 'timestamptz')
    /** Human-readable outcome ('MUM', '47 runs', 'void'), filled with the result. */
    .addColumn('result', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('markets_event_kind_idx').on('markets').columns(['event_id', 'kind']).execute();
  // Settlement's work list: closed markets not settled yet.
  await sql`CREATE INDEX markets_unsettled_idx ON markets (closed_at) WHERE settled_at IS NULL AND status = 'CLOSED'`.execute(db);

  await db.schema
    .createTable('runners')
    .addColumn('market_id', 'text', (c) => c.notNull().references('markets.id'))
    .addColumn('selection_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'smallint', (c) => c.notNull())
    .addPrimaryKeyConstraint('runners_pk', ['market_id', 'selection_id'])
    .execute();
  // A bet names (event, market kind, selection id): find the runner, hence the market, by selection.
  await db.schema.createIndex('runners_selection_idx').on('runners').column('selection_id').execute();

  await db.schema
    .createTable('results')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('market_id', 'text', (c) => c.notNull().unique().references('markets.id'))
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull().check(sql`outcome in ('winner', 'runs', 'void')`))
    .addColumn('winner_selection_id', 'integer')
    .addColumn('runs', 'integer')
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'results_outcome_shape',
      sql`(outcome = 'winner' AND winner_selection_id IS NOT NULL) OR (outcome = 'runs' AND runs IS NOT NULL) OR outcome = 'void'`,
    )
    .execute();
  await db.schema.createIndex('results_event_idx').on('results').column('event_id').execute();

  // The feed process publishes its state here and NOTIFYs the new version on channel 'feed'
  // (NOTIFY payloads are capped at 8000 bytes; a tick's changes are far larger).
  await sql`CREATE SEQUENCE feed_version_seq`.execute(db);
  await db.schema
    .createTable('feed_snapshots')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('feed_snapshots_version_idx').on('feed_snapshots').column('version').execute();
}

export async function down(): Promise<void> {
  throw new Error('the sports migration is not reversible');
}
