// Frozen: fewer indexes for PostgreSQL to keep up on every bet. Never edit; add a migration.
//
// A bet is written twice on its way in: saveBet inserts it pending, updateUnmatchBet matches it. The
// match changes `status`, which every index below names (as a column or in its WHERE), so it is never
// a HOT update: each write adds an entry to every index whose predicate the row meets. Before this
// migration that was 7 entries for the insert and 6 for the match (bench:bets profile: index
// insertion and the executor's opening and locking of the indexes were a large part of PostgreSQL's
// CPU per bet). After it, 5 and 5:
//  - bets_user_time_idx (user_id, place_time) goes: every query of a player's bets also filters on the
//    status, which bets_user_status_time_idx (user_id, status, place_time DESC, id DESC) leads with.
//  - bets_user_open_idx (user_id, market_id) WHERE pending or matched goes: the same index finds a
//    player's open bets (status = ANY of the two), and a player has few of them, so the market is a
//    filter on those few rows (the wallet lock's position read, exposure, settlement per player).
//  - bets_user_event_idx (My Bet: a player's bets on an event) only ever serves matched, settled and
//    void bets, so it becomes partial: a pending bet is not entered until it is matched. Its order
//    gains `id DESC`, the list's tie-break.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX bets_user_time_idx`.execute(db);
  await sql`DROP INDEX bets_user_open_idx`.execute(db);
  await sql`
    CREATE INDEX bets_user_event_done_idx ON bets (user_id, event_id, place_time DESC, id DESC)
    WHERE status IN ('matched', 'settled', 'void')`.execute(db);
  await sql`DROP INDEX bets_user_event_idx`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('the bets indexes migration is not reversible');
}
