// Frozen once released: the database enforces the rule the kept positions depend on. Never edit;
// add a migration.
//
// A player's kept position (server/modules/bets/position/cache.ts) is trusted only while their
// wallet row's xmin is the one it was read with. That is safe only if every transaction that changes
// a player's bets also updates their `wallets` row. Until now that rule lived in the README; a new
// writer of bets that forgot it would let the next bet be decided from a stale position.
//
// A constraint trigger, deferred to the commit: writers change the bets first and the wallet after
// (the sweeper, settlement and deleteUnmatchBet end bets and then store the recomputed exposure), so
// only the end of the transaction can tell. At commit, for each changed bet row, the player's wallet
// row must have been written by this transaction (its xmin is this transaction's id). A player with
// no wallet row (deleted with the player, as the demo purge does) has no position to keep.
// Limit: a wallet written inside a savepoint carries the subtransaction's id and would be refused;
// no writer uses savepoints.
// SQLSTATE 23514 (check_violation) as for a CHECK constraint: the transaction is rolled back.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE FUNCTION bets_wallet_written() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      v_user integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END;
    BEGIN
      IF EXISTS (SELECT 1 FROM wallets w WHERE w.user_id = v_user AND w.xmin <> pg_current_xact_id()::xid) THEN
        RAISE EXCEPTION 'bets of user % changed without their wallets row', v_user
          USING ERRCODE = 'check_violation', CONSTRAINT = 'bets_wallet_written',
                HINT = 'every writer of bets updates the player''s wallets row in the same transaction (README, How a bet is written)';
      END IF;
      IF TG_OP = 'UPDATE' AND OLD.user_id <> NEW.user_id
         AND EXISTS (SELECT 1 FROM wallets w WHERE w.user_id = OLD.user_id AND w.xmin <> pg_current_xact_id()::xid) THEN
        RAISE EXCEPTION 'bets of user % changed without their wallets row', OLD.user_id
          USING ERRCODE = 'check_violation', CONSTRAINT = 'bets_wallet_written';
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE CONSTRAINT TRIGGER bets_wallet_written
    AFTER INSERT OR UPDATE OR DELETE ON bets
    DEFERRABLE INITIALLY DEFERRED
    FOR EACH ROW EXECUTE FUNCTION bets_wallet_written()`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('the bets wallet rule migration is not reversible');
}
