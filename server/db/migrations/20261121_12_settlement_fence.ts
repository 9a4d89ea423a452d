// Frozen once released: a fence between settling a market and booking new bets in it. Never edit;
// add a migration.
//
// Settlement (server/settlement/settleMarket.ts) settles, in one transaction, every player with open
// bets in the market, reading the list again until it comes back empty. A bet saved by a player
// with no bets there yet could still slip past: its save read "not settled" (the settlement was not
// committed yet) and committed after the settlement's last read of the list. That bet would stay
// open on a settled market, its exposure held for good.
//
// The fence is an advisory lock per market. Settlement takes it exclusively before anything else
// and holds it to its commit. A save takes it shared, never waiting (a market being settled takes no
// bets), then reads whether the market is settled with a snapshot taken after the lock. So a save
// either sees the settlement, or finds the market being settled and refuses, or holds the fence, so
// the settlement waits for the save's commit and then finds its bet. Saves never wait on the fence
// and settlement takes it before any wallet lock, so the two cannot deadlock. Updates need no fence:
// they change bets that exist, which settlement finds under the player's wallet lock.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // 20261121: this fence's class of advisory locks; the market id hashed is the key.
  await sql`
    CREATE FUNCTION bets_settlement_fence(p_market text) RETURNS void LANGUAGE sql VOLATILE AS $$
      SELECT pg_advisory_xact_lock(20261121, hashtext(p_market))
    $$`.execute(db);
  // VOLATILE plpgsql: the settlement read takes its own snapshot, after the lock.
  await sql`
    CREATE FUNCTION bets_market_open(p_market text) RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
    BEGIN
      IF NOT pg_try_advisory_xact_lock_shared(20261121, hashtext(p_market)) THEN
        RETURN false;
      END IF;
      RETURN NOT EXISTS (SELECT 1 FROM market_settlements st WHERE st.market_id = p_market);
    END $$`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('the settlement fence migration is not reversible');
}
