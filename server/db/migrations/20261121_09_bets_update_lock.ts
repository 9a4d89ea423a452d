// Frozen: updateUnmatchBet's lock no longer locks the bet row as well. Never edit; add a migration.
//
// bets_lock_for_update (migration 07) locked the player's wallet, then the bet FOR UPDATE "to keep
// settlement out". The wallet lock already does that: every writer of a player's bets takes it first
// (saveBet, updateUnmatchBet and deleteUnmatchBet, the sweeper, settlement's settleUser), so while
// it is held nothing else can change the bet. The second lock only cost PostgreSQL a tuple lock and a
// WAL record on every bet (bench:bets profile: row locking was a tenth of PostgreSQL's CPU per bet).
// Same arguments, same answer; only `FOR UPDATE OF b` is gone.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION bets_lock_for_update(p_user integer, p_bet_id text)
    RETURNS json LANGUAGE plpgsql VOLATILE AS $$
    DECLARE
      v_locked json;
      v_position json;
    BEGIN
      SELECT json_build_object(
               'user_id', w.user_id, 'balance', w.balance, 'reserved', w.reserved, 'exposure', w.exposure,
               'lock_betting', u.lock_betting, 'exposure_limit', u.exposure_limit,
               'bet_start_time', (SELECT md.bet_start_time FROM master_data md ORDER BY md.id LIMIT 1))
        INTO v_locked
      FROM wallets w
      LEFT JOIN users u ON u.id = w.user_id
      WHERE w.user_id = p_user
      FOR UPDATE OF w;
      IF v_locked IS NULL THEN
        RETURN NULL;
      END IF;

      SELECT json_build_object(
               'bet', json_build_object(
                 'id', b.id, 'user_id', b.user_id, 'status', b.status, 'match_after', b.match_after,
                 'event_id', b.event_id, 'market_kind', b.market_kind, 'market_id', b.market_id,
                 'selection_id', b.selection_id, 'side', b.side, 'odds_requested', b.odds_requested, 'rate', b.rate,
                 'stake', b.stake),
               'market_settled', EXISTS (SELECT 1 FROM market_settlements st WHERE st.market_id = b.market_id),
               'open_bets',
                 (SELECT json_agg(json_build_array(o.id, o.market_kind, o.market_id, o.selection_id, o.side, o.odds_requested,
                                                   o.odds_matched, o.rate, o.stake))
                  FROM bets o WHERE o.user_id = p_user AND o.status IN ('pending', 'matched')),
               'runners',
                 (SELECT json_agg(json_build_array(r.market_id, r.selection_id))
                  FROM runners r
                  WHERE r.market_id = b.market_id
                     OR r.market_id IN (SELECT o.market_id FROM bets o
                                        WHERE o.user_id = p_user AND o.status IN ('pending', 'matched') AND o.market_kind <> 'Fancy')))
        INTO v_position
      FROM bets b
      WHERE b.bet_id = p_bet_id::bpchar AND b.user_id = p_user;
      RETURN json_build_object('locked', v_locked, 'position', v_position);
    END $$`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('the bets update lock migration is not reversible');
}
