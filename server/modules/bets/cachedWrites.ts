// The writes of the bets' fast path (positionCache.ts), decided in Node from the cached position:
// each is ONE statement, a transaction of its own (no BEGIN, no COMMIT: one message to PostgreSQL
// and one answer). It first locks the wallet row FOR UPDATE on the condition that the position is
// still the one the decision used (`fresh`), and writes nothing otherwise: no row back means "take
// the ordinary path", never "refused".
//
// Why one statement is enough: if another transaction holds the wallet lock, this one waits, and
// PostgreSQL then re-checks the condition against the row that transaction left. Every writer of a
// player's bets or money updates the wallet row, so its xmin no longer matches and nothing is
// written. The rules and the runners are read with the statement's snapshot, taken before any wait:
// their writers never take the player's wallet lock, so whether they come just before or just after
// this bet is a race either path could lose, and the ordinary path reads them at a moment no better
// ordered. A market's settlement is the exception, because a bet it missed would stay open for
// good. So a save reads it only after taking the market's settlement fence (migration 12).
import { pipelinedTransaction, type Statement } from '../../db/pipelinedTransaction';
import type { Db } from '../../db/database';
import { BET_COLUMNS, type BookedBet, type MatchFill } from './betTransactions';

const prepared = (name: string, text: string): Statement => ({ name: `bets.cached.${name}`, text });

/** What the decision assumed, checked under the lock. */
export interface Freshness {
  /** The wallet's xmin the cached position describes. */
  version: string;
  /** bet_rules_epoch when the cached rules were read. */
  epoch: string;
  /** The bet's market: it must not be settled. */
  marketId: string;
  /** Runner markets the exposure used, and how many persisted runners they had in all. */
  runnerMarkets: string[];
  runnerCount: number;
}

/**
 * The user's wallet row, locked, when it, the rules, the market and the runners are as the cache has
 * them. A save also takes the settlement fence of the market (migration 12: bets_market_open reads
 * the settlement after taking it); an update changes a bet that settlement will find anyway.
 */
const fresh = (user: string, from: number, market: 'fence' | 'settled') => `
  SELECT w.user_id FROM wallets w
  WHERE w.user_id = ${user} AND w.xmin = $${from}::xid
    AND (SELECT e.epoch FROM bet_rules_epoch e WHERE e.id = 1) = $${from + 1}::bigint
    AND ${market === 'fence'
      ? `bets_market_open($${from + 2}::text)`
      : `NOT EXISTS (SELECT 1 FROM market_settlements st WHERE st.market_id = $${from + 2}::text)`}
    AND (SELECT count(*) FROM runners r WHERE r.market_id = ANY($${from + 3}::text[])) = $${from + 4}::bigint
  FOR UPDATE OF w`;

/** Runs one checked statement as a transaction of its own. */
const runChecked = <R>(db: Db, statement: Statement, values: unknown[]): Promise<R[]> =>
  pipelinedTransaction(db, (tx) => tx.commitWith<R>(statement, values));

const freshValues = (f: Freshness): unknown[] => [f.version, f.epoch, f.marketId, f.runnerMarkets, f.runnerCount];

// INSERT … SELECT does not type its parameters from the target columns as VALUES does.
const BET_COLUMN_TYPES: Record<(typeof BET_COLUMNS)[number], string> = {
  bet_id: 'text', user_id: 'integer', sport_id: 'integer', series_id: 'integer', series_name: 'text',
  event_id: 'integer', event_name: 'text', market_id: 'text', market_name: 'text', market_kind: 'text',
  odds_type: 'smallint', selection_id: 'bigint', selection_name: 'text', side: 'text', odds_requested: 'numeric',
  odds_matched: 'numeric', rate: 'numeric', stake: 'bigint', profit: 'bigint', liability: 'bigint', status: 'text',
  ip: 'text', place_time: 'timestamptz', match_after: 'timestamptz',
};

const USER = `$${BET_COLUMNS.indexOf('user_id') + 1}::integer`;
const EXPOSURE = BET_COLUMNS.length + 1;

// ON CONFLICT: the BetId is taken (a retry, or another user's): the ordinary path answers that.
const BOOK_CHECKED = prepared('book', `
  WITH fresh AS (${fresh(USER, EXPOSURE + 1, 'fence')}),
  booked AS (
    INSERT INTO bets (${BET_COLUMNS.join(', ')})
    SELECT ${BET_COLUMNS.map((c, i) => `$${i + 1}::${BET_COLUMN_TYPES[c]}`).join(', ')} FROM fresh
    ON CONFLICT (bet_id) DO NOTHING
    RETURNING id, user_id
  )
  UPDATE wallets SET exposure = $${EXPOSURE}, updated_at = now()
  WHERE user_id = (SELECT user_id FROM booked)
  RETURNING (SELECT id FROM booked) AS id, xmin::text AS version`);

/** Books the bet if the position is as cached: its id and the wallet's new version, or undefined. */
export async function bookIfFresh(db: Db, bet: BookedBet, exposurePaise: number, freshness: Freshness): Promise<{ id: number; version: string } | undefined> {
  const rows = await runChecked<{ id: string; version: string }>(db, BOOK_CHECKED, [
    ...BET_COLUMNS.map((c) => bet[c]), exposurePaise, ...freshValues(freshness),
  ]);
  return rows[0] ? { id: Number(rows[0].id), version: rows[0].version } : undefined;
}

const MATCH_CHECKED = prepared('match', `
  WITH fresh AS (${fresh('$7', 9, 'settled')}),
  matched AS (
    UPDATE bets SET status = 'matched', odds_matched = $2, rate = $3, profit = $4, liability = $5, matched_time = $6
    WHERE id = $1 AND user_id = $7 AND status = 'pending' AND EXISTS (SELECT 1 FROM fresh)
    RETURNING user_id
  )
  UPDATE wallets SET exposure = $8, updated_at = now() WHERE user_id = (SELECT user_id FROM matched)
  RETURNING xmin::text AS version`);

const DROP_CHECKED = prepared('drop', `
  WITH fresh AS (${fresh('$2', 4, 'settled')}),
  dropped AS (
    UPDATE bets SET status = $9
    WHERE id = $1 AND user_id = $2 AND status = 'pending' AND EXISTS (SELECT 1 FROM fresh)
    RETURNING user_id
  )
  UPDATE wallets SET exposure = $3, updated_at = now() WHERE user_id = (SELECT user_id FROM dropped)
  RETURNING xmin::text AS version`);

/** Matches the pending bet if the position is as cached: the wallet's new version, or undefined. */
export async function matchIfFresh(
  db: Db,
  bet: { id: number; userId: number },
  fill: MatchFill,
  exposurePaise: number,
  freshness: Freshness,
): Promise<string | undefined> {
  const rows = await runChecked<{ version: string }>(db, MATCH_CHECKED, [
    bet.id, fill.oddsMatched, fill.rate, fill.profit, fill.liability, fill.matchedTime, bet.userId, exposurePaise, ...freshValues(freshness),
  ]);
  return rows[0]?.version;
}

/** Ends the pending bet ('deleted' or 'lapsed') if the position is as cached: the wallet's new version, or undefined. */
export async function dropIfFresh(
  db: Db,
  bet: { id: number; userId: number },
  exposurePaise: number,
  freshness: Freshness,
  status: 'deleted' | 'lapsed',
): Promise<string | undefined> {
  const rows = await runChecked<{ version: string }>(db, DROP_CHECKED, [bet.id, bet.userId, exposurePaise, ...freshValues(freshness), status]);
  return rows[0]?.version;
}
