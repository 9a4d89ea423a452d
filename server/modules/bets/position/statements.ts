// Every SQL statement of the bet write path, each written once. A bet goes through two transactions
// (saveBet, then updateUnmatchBet), each taking the player's wallet lock:
//
// - The ordinary path (transactions.ts): BEGIN with the lock and the read of the position (one call
//   of a lock function: LOCK_FOR_SAVE / LOCK_FOR_UPDATE), then one write with COMMIT: two round
//   trips (server/db/pipelinedTransaction.ts). The write is the plain form of BOOK, MATCH or DROP.
// - The kept-position path (fromCache.ts): the same write in its guarded form, one statement that is
//   a transaction of its own. The guard (`fresh` below) locks the wallet row FOR UPDATE only if the
//   position is still the one the decision used, and the write happens only if it did: no row back
//   means "take the ordinary path", never "refused". Why one statement is enough: if another
//   transaction holds the wallet lock, this one waits, and PostgreSQL then re-checks the condition
//   against the row that transaction left. Every writer of a player's bets writes the wallet row
//   (migration 34 refuses a transaction that does not), so its xmin no longer matches. The rules and
//   the runners are read with the statement's snapshot, taken before any wait: their writers never
//   take the wallet lock, so either order is a race either path could lose. A market's settlement is
//   the exception (a bet it missed would stay open for good): a save reads it only after taking the
//   market's settlement fence (migration 12, bets_market_open).
//
// Each text is a named (server-side prepared) statement: node-postgres prepares it once per
// connection, and PostgreSQL then skips parsing and, after five runs, planning (bench:bets: parsing
// and planning afresh was most of PostgreSQL's CPU per bet). Column lists are spelled out: a prepared
// `SELECT *` fails once the table gains a column.
import type { Statement } from '../../../db/pipelinedTransaction';
import { BET_COLUMNS } from './types';

const prepared = (name: string, text: string): Statement => ({ name: `bets.${name}`, text });

// ------------------------------------------------------------------------------------------------
// The lock and the read of the position (answers decoded in decode.ts)

// The epoch is read with the statement's snapshot, taken before the function's own reads: a rule
// changed in between leaves the cache an epoch that is already stale, never the reverse.
const EPOCH = '(SELECT e.epoch FROM bet_rules_epoch e WHERE e.id = 1)::text AS epoch';

/**
 * $1 user, $2 sport, $3 game, $4 BetId, $5 market, $6 runner market (or null). bets_market_open
 * first (target lists are evaluated in order): it takes the market's settlement fence before the
 * function reads whether the market is settled.
 */
export const LOCK_FOR_SAVE = prepared(
  'lockForSave',
  `SELECT bets_market_open($5) AS market_open, bets_lock_for_save($1, $2, $3, $4, $5, $6) AS r, ${EPOCH}`,
);

/** $1 user, $2 BetId: the lock, then the caller's bet with the position (the lock alone keeps settlement and the sweeper away). */
export const LOCK_FOR_UPDATE = prepared('lockForUpdate', `SELECT bets_lock_for_update($1, $2) AS r, ${EPOCH}`);

// ------------------------------------------------------------------------------------------------
// The writes: each changes the bet and stores wallets.exposure in one statement, in two forms

/** A write's two forms: plain (the caller holds the wallet lock) and guarded (the freshness values follow its own). */
export interface TwoForms {
  plain: Statement;
  guarded: Statement;
}

/** How a write is held back: not at all, or by the `fresh` row. */
interface Gate {
  /** A CTE to put first, with its trailing comma, or ''. */
  with: string;
  /** A condition to add to the write's WHERE, or ''. */
  onlyIf: string;
}

const UNGATED: Gate = { with: '', onlyIf: '' };

/**
 * The user's wallet row, locked, when it, the rules, the market and the runners are as the kept
 * position has them; parameters from `from` on: version, epoch, market, the markets kept with no
 * runner. The epoch stands for every runner list the feed has written (migration 66 bumps it when
 * one changes); a list kept empty is checked here: the market must still have no runner.
 * A save takes the settlement fence of the market (bets_market_open reads the settlement after
 * taking it); an update changes a bet that settlement will find anyway.
 */
const fresh = (user: string, from: number, market: 'fence' | 'settled') => `
  SELECT w.user_id FROM wallets w
  WHERE w.user_id = ${user} AND w.xmin = $${from}::xid
    AND (SELECT e.epoch FROM bet_rules_epoch e WHERE e.id = 1) = $${from + 1}::bigint
    AND ${
      market === 'fence'
        ? `bets_market_open($${from + 2}::text)`
        : `NOT EXISTS (SELECT 1 FROM market_settlements st WHERE st.market_id = $${from + 2}::text)`
    }
    AND (cardinality($${from + 3}::text[]) = 0 OR NOT EXISTS (SELECT 1 FROM runners r WHERE r.market_id = ANY($${from + 3}::text[])))
  FOR UPDATE OF w`;

/** The values of the guard, in fresh()'s order. */
export const FRESHNESS_PARAMS = 4;

/** Derives both forms of a write from its one text. */
function twoForms(
  name: string,
  spec: { params: number; user: string; market: 'fence' | 'settled'; text: (gate: Gate) => string },
): TwoForms {
  const gate: Gate = { with: `fresh AS (${fresh(spec.user, spec.params + 1, spec.market)}),`, onlyIf: 'EXISTS (SELECT 1 FROM fresh)' };
  return { plain: prepared(name, spec.text(UNGATED)), guarded: prepared(`${name}.guarded`, spec.text(gate)) };
}

const and = (gate: Gate) => (gate.onlyIf ? ` AND ${gate.onlyIf}` : '');

// The parameters are typed: INSERT … SELECT does not type them from the target columns as VALUES does.
const BET_COLUMN_TYPES: Record<(typeof BET_COLUMNS)[number], string> = {
  bet_id: 'text',
  user_id: 'integer',
  sport_id: 'integer',
  series_id: 'integer',
  series_name: 'text',
  event_id: 'integer',
  event_name: 'text',
  market_id: 'text',
  market_name: 'text',
  market_kind: 'text',
  odds_type: 'smallint',
  selection_id: 'bigint',
  selection_name: 'text',
  side: 'text',
  odds_requested: 'numeric',
  odds_matched: 'numeric',
  rate: 'numeric',
  stake: 'bigint',
  profit: 'bigint',
  liability: 'bigint',
  status: 'text',
  ip: 'text',
  place_time: 'timestamptz',
  match_after: 'timestamptz',
};
const BOOK_EXPOSURE = BET_COLUMNS.length + 1;

/**
 * $1…$24 the bet (BET_COLUMNS), $25 the wallet's new exposure: the bet is inserted and the exposure
 * stored; the new bet's id and the wallet's new xmin come back. ON CONFLICT: the BetId was taken (a
 * retry, or another user's save that got there first): no row back, nothing written.
 */
export const BOOK = twoForms('book', {
  params: BOOK_EXPOSURE,
  user: `$${BET_COLUMNS.indexOf('user_id') + 1}::integer`,
  market: 'fence',
  text: (gate) => `
    WITH ${gate.with}
    booked AS (
      INSERT INTO bets (${BET_COLUMNS.join(', ')})
      SELECT ${BET_COLUMNS.map((c, i) => `$${i + 1}::${BET_COLUMN_TYPES[c]}`).join(', ')}
      ${gate.onlyIf ? `WHERE ${gate.onlyIf}` : ''}
      ON CONFLICT (bet_id) DO NOTHING
      RETURNING id, user_id
    )
    UPDATE wallets SET exposure = $${BOOK_EXPOSURE}, updated_at = now()
    WHERE user_id = (SELECT user_id FROM booked)
    RETURNING (SELECT id FROM booked) AS id, xmin::text AS version`,
});

/**
 * $1 bet id, $2 odds matched, $3 rate, $4 profit, $5 liability, $6 matched time, $7 user, $8 the
 * wallet's new exposure: the pending bet becomes matched; the wallet's new xmin comes back (no row:
 * the bet was not pending).
 */
export const MATCH = twoForms('match', {
  params: 8,
  user: '$7',
  market: 'settled',
  text: (gate) => `
    WITH ${gate.with}
    matched AS (
      UPDATE bets SET status = 'matched', odds_matched = $2, rate = $3, profit = $4, liability = $5, matched_time = $6
      WHERE id = $1 AND user_id = $7 AND status = 'pending'${and(gate)}
      RETURNING user_id
    )
    UPDATE wallets SET exposure = $8, updated_at = now() WHERE user_id = (SELECT user_id FROM matched)
    RETURNING xmin::text AS version`,
});

/**
 * $1 bet id, $2 user, $3 the wallet's new exposure, $4 the end status ('deleted': refused at update;
 * 'lapsed': updated too late): the pending bet ends; the wallet's new xmin comes back.
 */
export const DROP = twoForms('drop', {
  params: 4,
  user: '$2',
  market: 'settled',
  text: (gate) => `
    WITH ${gate.with}
    dropped AS (
      UPDATE bets SET status = $4
      WHERE id = $1 AND user_id = $2 AND status = 'pending'${and(gate)}
      RETURNING user_id
    )
    UPDATE wallets SET exposure = $3, updated_at = now() WHERE user_id = (SELECT user_id FROM dropped)
    RETURNING xmin::text AS version`,
});

// ------------------------------------------------------------------------------------------------
// What the ordinary path reads besides the position, under the same lock

/** $1 bet id: the match-odds price window of the bet's game (the game's row for the user, for everyone, or the sport's). */
export const ODDS_WINDOW_OF_BET = prepared(
  'oddsWindowOfBet',
  `
  SELECT COALESCE(ms.min_odd_price, s.min_odd_price) AS min, COALESCE(ms.max_odd_price, s.max_odd_price) AS max
  FROM bets b
  JOIN sports s ON s.id = b.sport_id
  LEFT JOIN LATERAL (
    SELECT m.min_odd_price, m.max_odd_price FROM user_match_settings m
    WHERE m.game_id = b.event_id::text AND (m.user_id = b.user_id OR m.user_id IS NULL)
    ORDER BY m.user_id IS NULL
    LIMIT 1
  ) ms ON true
  WHERE b.id = $1`,
);

/** The players with a loss limit, with the epoch they are as of (../lossLimit.ts). */
export const LOSS_LIMITED = prepared(
  'loss.limited',
  `
  SELECT (SELECT e.epoch FROM bet_rules_epoch e WHERE e.id = 1)::text AS epoch,
    coalesce((SELECT array_agg(DISTINCT l.user_id) FROM player_limits l WHERE l.kind = 'loss'), '{}') AS ids`,
);

/**
 * $1 user, $2 now. Per loss limit of the player: the limit in force at $2 (a matured pending change
 * applies), the pending change still to come, and the settled P&L in the period's window with its
 * oldest entry.
 */
export const LOSS_ROOM = prepared(
  'loss.room',
  `
  SELECT l.period,
    CASE WHEN l.pending_from IS NOT NULL AND l.pending_from <= $2::timestamptz THEN l.pending_amount ELSE l.amount END AS limit,
    CASE WHEN l.pending_from > $2::timestamptz THEN (extract(epoch FROM l.pending_from) * 1000)::float8 END AS pending_ms,
    s.settled, (extract(epoch FROM s.oldest) * 1000)::float8 AS oldest_ms
  FROM player_limits l
  CROSS JOIN LATERAL (
    SELECT coalesce(sum(g.amount), 0)::bigint AS settled, min(g.created_at) AS oldest
    FROM ledger g
    WHERE g.user_id = l.user_id AND g.kind = 'settlement'
      AND g.created_at > $2::timestamptz - CASE l.period WHEN 'day' THEN interval '1 day' WHEN 'week' THEN interval '7 days' ELSE interval '30 days' END
  ) s
  WHERE l.user_id = $1 AND l.kind = 'loss'`,
);
