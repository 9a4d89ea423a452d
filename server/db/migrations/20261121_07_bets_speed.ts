// Frozen: the wallet lock of a bet's transaction and the read of the player's position, in one
// round trip to PostgreSQL. Never edit; add a migration (CREATE OR REPLACE FUNCTION).
//
// saveBet and updateUnmatchBet (server/modules/bets/betTransactions.ts) each begin by locking the
// player's wallet, then read the position the money checks need: the open bets, the runners of their
// markets, an earlier save of the BetId, whether the market was settled. The read must be a statement
// of its own, started once the lock is held: in READ COMMITTED a statement sees the data as of its
// start, so a statement that waited for the lock would miss the bets the previous holder of the lock
// had just committed. On this machine each round trip, not the work in it, was most of a bet's cost,
// so these functions run the two statements for one round trip. A VOLATILE PL/pgSQL function takes a
// fresh snapshot for each statement it runs, so the second still sees everything committed before it.
// Both answer NULL when the user has no wallet; the Node side parses the JSON they return.
import { type Kysely, sql } from 'kysely';

/** The user's pending and matched bets, compact (id, kind, market, selection, side, odds, fill, rate, stake). */
const OPEN_BETS = (user: string) => `
  (SELECT json_agg(json_build_array(b.id, b.market_kind, b.market_id, b.selection_id, b.side, b.odds_requested,
                                    b.odds_matched, b.rate, b.stake))
   FROM bets b WHERE b.user_id = ${user} AND b.status IN ('pending', 'matched'))`;

/** Persisted runners of the user's open runner markets and of one more market (may be NULL). */
const RUNNERS = (user: string, extraMarket: string) => `
  (SELECT json_agg(json_build_array(r.market_id, r.selection_id))
   FROM runners r
   WHERE r.market_id = ${extraMarket}
      OR r.market_id IN (SELECT b.market_id FROM bets b
                         WHERE b.user_id = ${user} AND b.status IN ('pending', 'matched') AND b.market_kind <> 'Fancy'))`;

/** The wallet row and the user's flags, locked FOR UPDATE OF w (the caller adds joins). */
const LOCKED_WALLET_FIELDS = `
  'user_id', w.user_id, 'balance', w.balance, 'reserved', w.reserved, 'exposure', w.exposure,
  'lock_betting', u.lock_betting, 'exposure_limit', u.exposure_limit,
  'bet_start_time', (SELECT md.bet_start_time FROM master_data md ORDER BY md.id LIMIT 1)`;

export async function up(db: Kysely<any>): Promise<void> {
  // The game's own stake limits: the user's row wins over the row for every user.
  await sql
    .raw(
      `
    CREATE FUNCTION bets_lock_for_save(p_user integer, p_sport integer, p_game text, p_bet_id text, p_market text,
                                       p_runner_market text)
    RETURNS json LANGUAGE plpgsql VOLATILE AS $$
    DECLARE
      v_locked json;
      v_position json;
    BEGIN
      SELECT json_build_object(${LOCKED_WALLET_FIELDS}, 'sport', to_json(s), 'match_setting', to_json(ms))
        INTO v_locked
      FROM wallets w
      LEFT JOIN users u ON u.id = w.user_id
      LEFT JOIN sports s ON s.id = p_sport
      LEFT JOIN LATERAL (
        SELECT m.* FROM user_match_settings m
        WHERE m.game_id = p_game AND (m.user_id = w.user_id OR m.user_id IS NULL)
        ORDER BY m.user_id IS NULL
        LIMIT 1
      ) ms ON true
      WHERE w.user_id = p_user
      FOR UPDATE OF w;
      IF v_locked IS NULL THEN
        RETURN NULL;
      END IF;

      SELECT json_build_object(
               'bet_owner', (SELECT b.user_id FROM bets b WHERE b.bet_id = p_bet_id::bpchar),
               'market_settled', EXISTS (SELECT 1 FROM market_settlements st WHERE st.market_id = p_market),
               'open_bets', ${OPEN_BETS('p_user')},
               'runners', ${RUNNERS('p_user', 'p_runner_market')})
        INTO v_position;
      RETURN json_build_object('locked', v_locked, 'position', v_position);
    END $$`,
    )
    .execute(db);

  // The bet is locked too (after the wallet, as everywhere): it keeps settlement out. Its position
  // is NULL when the user has no such bet.
  await sql
    .raw(
      `
    CREATE FUNCTION bets_lock_for_update(p_user integer, p_bet_id text)
    RETURNS json LANGUAGE plpgsql VOLATILE AS $$
    DECLARE
      v_locked json;
      v_position json;
    BEGIN
      SELECT json_build_object(${LOCKED_WALLET_FIELDS})
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
               'open_bets', ${OPEN_BETS('p_user')},
               'runners', ${RUNNERS('p_user', 'b.market_id')})
        INTO v_position
      FROM bets b
      WHERE b.bet_id = p_bet_id::bpchar AND b.user_id = p_user
      FOR UPDATE OF b;
      RETURN json_build_object('locked', v_locked, 'position', v_position);
    END $$`,
    )
    .execute(db);
}

export async function down(): Promise<void> {
  throw new Error('the bets speed migration is not reversible');
}
