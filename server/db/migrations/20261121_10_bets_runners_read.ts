// Frozen: the lock functions read the persisted runners through the runners primary key. Never edit;
// add a migration.
//
// Migration 07 asked for the runners `WHERE market_id = <the bet's market> OR market_id IN (<the
// player's open runner markets>)`. PostgreSQL answers that OR by reading the whole runners table on
// every bet, and the feed keeps every market it ever persisted: with 30,000 runners (10,000 markets,
// a few months of events) bench:bets measured 7.2 ms of PostgreSQL CPU per bet instead of 1.0, and
// 220 bets/s instead of 880. Now each of those markets is one probe of runners_pk (and an empty
// table costs the same as before). Same arguments, same answers; everything else is as migrations 07
// and 09 left the functions.
import { type Kysely, sql } from 'kysely';

/** The user's pending and matched bets, compact (id, kind, market, selection, side, odds, fill, rate, stake). */
const OPEN_BETS = `
  (SELECT json_agg(json_build_array(o.id, o.market_kind, o.market_id, o.selection_id, o.side, o.odds_requested,
                                    o.odds_matched, o.rate, o.stake))
   FROM bets o WHERE o.user_id = p_user AND o.status IN ('pending', 'matched'))`;

/**
 * Persisted runners of the user's open runner markets and of one more market (may be NULL): for each
 * of those markets (UNION: each once), a probe of runners_pk. OFFSET 0 keeps the planner from
 * flattening the per-market probe into a join it could choose to answer by reading the whole table.
 */
const RUNNERS = (extraMarket: string) => `
  (SELECT json_agg(json_build_array(r.market_id, r.selection_id))
   FROM (SELECT o.market_id FROM bets o
         WHERE o.user_id = p_user AND o.status IN ('pending', 'matched') AND o.market_kind <> 'Fancy'
         UNION SELECT ${extraMarket}) m
   CROSS JOIN LATERAL (SELECT rr.market_id, rr.selection_id FROM runners rr WHERE rr.market_id = m.market_id OFFSET 0) r)`;

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
    CREATE OR REPLACE FUNCTION bets_lock_for_save(p_user integer, p_sport integer, p_game text, p_bet_id text,
                                                  p_market text, p_runner_market text)
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
               'open_bets', ${OPEN_BETS},
               'runners', ${RUNNERS('p_runner_market')})
        INTO v_position;
      RETURN json_build_object('locked', v_locked, 'position', v_position);
    END $$`,
    )
    .execute(db);

  // The wallet lock only (migration 09); the position is NULL when the user has no such bet.
  await sql
    .raw(
      `
    CREATE OR REPLACE FUNCTION bets_lock_for_update(p_user integer, p_bet_id text)
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
               'open_bets', ${OPEN_BETS},
               'runners', ${RUNNERS('b.market_id')})
        INTO v_position
      FROM bets b
      WHERE b.bet_id = p_bet_id::bpchar AND b.user_id = p_user;
      RETURN json_build_object('locked', v_locked, 'position', v_position);
    END $$`,
    )
    .execute(db);
}

export async function down(): Promise<void> {
  throw new Error('the bets runners read migration is not reversible');
}
