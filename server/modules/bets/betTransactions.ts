// The SQL of the two transactions a bet goes through (saveBet, then updateUnmatchBet): one
// statement per step, because on this machine each round trip to PostgreSQL, not the work inside
// it, was most of a bet's cost (bench:bets profile: 32 statements per bet, half of the Node
// server's busy time in the socket writes of the queries).
//
// Each transaction is BEGIN, the wallet lock (with what does not change under it: the user's flags
// and stake limits), one read of the user's position, one write, COMMIT. The position is read in a
// statement of its own AFTER the lock is held: in READ COMMITTED a statement sees the data as of
// its start, so a statement that had to wait for the lock would not see the bets that the previous
// holder of the lock had just booked. Every change to a user's bets happens under their wallet lock.
//
// Each text is a named (server-side prepared) statement: see prepared() below.
import { RawNode, type CompiledQuery } from 'kysely';
import type { Trx, WalletRow } from '../../money/ledger';
import type { BetRecord, NewBet, OpenBetRow, PlacementSettings } from './repository';

/**
 * A named statement, run through Kysely like any query. node-pg prepares a named statement once
 * per connection; PostgreSQL then skips parsing and analysing it, and after five runs planning it
 * too. In bench:bets, parsing and planning these statements afresh was most of PostgreSQL's CPU
 * per bet. Kysely hands `CompiledQuery.sql` unchanged to pg's `client.query()`, which takes a query
 * config `{ name, text }` as well as a string (its toString() keeps Kysely's query log readable).
 * Column lists are spelled out: a prepared `SELECT *` fails once the table gains a column.
 */
function prepared(name: string, text: string): (parameters: readonly unknown[]) => CompiledQuery {
  const config = { name: `bets.${name}`, text, toString: () => text };
  const query = RawNode.createWithSql(text);
  return (parameters) => ({ sql: config as unknown as string, query, parameters, queryId: { queryId: name } });
}

interface LockedWalletRow {
  user_id: number;
  balance: number;
  reserved: number;
  exposure: number;
  lock_betting: number | null;
  exposure_limit: number | null;
  bet_start_time: number | null;
  sport: NonNullable<PlacementSettings['sport']> | null;
  match_setting: NonNullable<PlacementSettings['matchSetting']> | null;
}

export interface LockedWallet {
  wallet: WalletRow;
  settings: PlacementSettings;
}

// The game's own limits: the user's row wins over the row for every user.
const LOCK_WALLET_WITH_SETTINGS = prepared('lockWalletWithSettings', `
  SELECT w.user_id, w.balance, w.reserved, w.exposure, u.lock_betting, u.exposure_limit,
         (SELECT md.bet_start_time FROM master_data md ORDER BY md.id LIMIT 1) AS bet_start_time,
         to_json(s) AS sport, to_json(ms) AS match_setting
  FROM wallets w
  LEFT JOIN users u ON u.id = w.user_id
  LEFT JOIN sports s ON s.id = $2
  LEFT JOIN LATERAL (
    SELECT m.* FROM user_match_settings m
    WHERE m.game_id = $3 AND (m.user_id = w.user_id OR m.user_id IS NULL)
    ORDER BY m.user_id IS NULL
    LIMIT 1
  ) ms ON true
  WHERE w.user_id = $1
  FOR UPDATE OF w`);

/**
 * SELECT … FOR UPDATE on the user's wallet (as lockWallet), with the user's flags, when betting
 * opens and the stake limits of the sport and game. sportId/gameId null: no limits are read.
 */
export async function lockWalletWithSettings(
  trx: Trx,
  userId: number,
  game: { sportId: number; gameId: string } | null,
): Promise<LockedWallet> {
  const { rows } = await trx.executeQuery<LockedWalletRow>(
    LOCK_WALLET_WITH_SETTINGS([userId, game?.sportId ?? null, game?.gameId ?? null]),
  );
  const row = rows[0];
  if (!row) throw new Error(`user ${userId} has no wallet`);
  return {
    wallet: { user_id: row.user_id, balance: row.balance, reserved: row.reserved, exposure: row.exposure },
    settings: {
      // No user row (deleted under a live session) bets nothing.
      lockBetting: row.lock_betting ?? 1,
      exposureLimit: row.exposure_limit ?? 0,
      betStartMinutes: row.bet_start_time ?? 0,
      sport: row.sport ?? undefined,
      matchSetting: row.match_setting ?? undefined,
    },
  };
}

/** The user's open bets and the persisted runners of their runner markets (and of one more market). */
export interface Position {
  open: OpenBetRow[];
  runners: Map<string, number[]>;
}

type OpenBetTuple = [number, OpenBetRow['market_kind'], string, number, OpenBetRow['side'], number, number | null, number | null, number];

const OPEN_BETS = `
  (SELECT json_agg(json_build_array(b.id, b.market_kind, b.market_id, b.selection_id, b.side, b.odds_requested,
                                    b.odds_matched, b.rate, b.stake))
   FROM bets b WHERE b.user_id = $1 AND b.status IN ('pending', 'matched')) AS open_bets`;
const RUNNERS = (extraMarket: string) => `
  (SELECT json_agg(json_build_array(r.market_id, r.selection_id))
   FROM runners r
   WHERE r.market_id = ${extraMarket}
      OR r.market_id IN (SELECT b.market_id FROM bets b
                         WHERE b.user_id = $1 AND b.status IN ('pending', 'matched') AND b.market_kind <> 'Fancy')
  ) AS runners`;

function positionOf(row: { open_bets: OpenBetTuple[] | null; runners: Array<[string, number]> | null }): Position {
  const open = (row.open_bets ?? []).map(
    ([id, market_kind, market_id, selection_id, side, odds_requested, odds_matched, rate, stake]): OpenBetRow => ({
      id, market_kind, market_id, selection_id, side, odds_requested, odds_matched, rate, stake,
    }),
  );
  const runners = new Map<string, number[]>();
  for (const [marketId, selectionId] of row.runners ?? []) {
    const list = runners.get(marketId);
    if (list) list.push(selectionId);
    else runners.set(marketId, [selectionId]);
  }
  return { open, runners };
}

const SAVE_POSITION = prepared('savePosition', `
  SELECT (SELECT b.user_id FROM bets b WHERE b.bet_id = $2) AS bet_owner,
         EXISTS (SELECT 1 FROM market_settlements s WHERE s.market_id = $3) AS market_settled,
         ${OPEN_BETS},
         ${RUNNERS('$4')}`);

export interface SavePosition extends Position {
  /** Who booked this BetId already, if anyone. */
  betOwner: number | null;
  /** The market was settled (by the feed or the operator): it takes no more bets. */
  marketSettled: boolean;
}

/** What saveBet needs under the lock; `runnerMarketId`: the new bet's market when it has runners. */
export async function savePosition(
  trx: Trx,
  userId: number,
  betId: string,
  marketId: string,
  runnerMarketId: string | null,
): Promise<SavePosition> {
  const { rows } = await trx.executeQuery<{
    bet_owner: number | null;
    market_settled: boolean;
    open_bets: OpenBetTuple[] | null;
    runners: Array<[string, number]> | null;
  }>(SAVE_POSITION([userId, betId, marketId, runnerMarketId]));
  const row = rows[0]!;
  return { ...positionOf(row), betOwner: row.bet_owner, marketSettled: row.market_settled };
}

const BET_COLUMNS = [
  'bet_id', 'user_id', 'sport_id', 'series_id', 'series_name', 'event_id', 'event_name', 'market_id', 'market_name',
  'market_kind', 'odds_type', 'selection_id', 'selection_name', 'side', 'odds_requested', 'odds_matched', 'rate', 'stake',
  'profit', 'liability', 'status', 'ip', 'place_time', 'match_after',
] as const;
export type BookedBet = Required<Pick<NewBet, (typeof BET_COLUMNS)[number]>>;

// ON CONFLICT: another user's save of the same BetId (under their own lock) got there first.
const BOOK_BET = prepared('bookBet', `
  WITH booked AS (
    INSERT INTO bets (${BET_COLUMNS.join(', ')})
    VALUES (${BET_COLUMNS.map((_, i) => `$${i + 1}`).join(', ')})
    ON CONFLICT (bet_id) DO NOTHING
    RETURNING user_id
  )
  UPDATE wallets SET exposure = $${BET_COLUMNS.length + 1}, updated_at = now()
  WHERE user_id = (SELECT user_id FROM booked)
  RETURNING user_id`);

/** Inserts the bet and stores the wallet's new exposure; false when the BetId was taken meanwhile. */
export async function bookBet(trx: Trx, bet: BookedBet, exposurePaise: number): Promise<boolean> {
  const { rows } = await trx.executeQuery(BOOK_BET([...BET_COLUMNS.map((c) => bet[c]), exposurePaise]));
  return rows.length === 1;
}

/** What updateUnmatchBet reads of the pending bet. */
const PENDING_BET_COLUMNS = [
  'id', 'user_id', 'status', 'match_after', 'event_id', 'market_kind', 'market_id', 'selection_id', 'side', 'odds_requested',
  'rate', 'stake',
] as const;
export type PendingBetRecord = Pick<BetRecord, (typeof PENDING_BET_COLUMNS)[number]>;

const UPDATE_POSITION = prepared('updatePosition', `
  SELECT ${PENDING_BET_COLUMNS.map((c) => `b.${c}`).join(', ')},
         EXISTS (SELECT 1 FROM market_settlements s WHERE s.market_id = b.market_id) AS market_settled,
         ${OPEN_BETS},
         ${RUNNERS('b.market_id')}
  FROM bets b
  WHERE b.bet_id = $2 AND b.user_id = $1
  FOR UPDATE OF b`);

export interface UpdatePosition extends Position {
  bet: PendingBetRecord;
  marketSettled: boolean;
}

/** The caller's bet, locked (the caller holds the wallet lock; this keeps settlement out), with the position. */
export async function lockBetWithPosition(trx: Trx, userId: number, betId: string): Promise<UpdatePosition | undefined> {
  const { rows } = await trx.executeQuery<
    PendingBetRecord & { market_settled: boolean; open_bets: OpenBetTuple[] | null; runners: Array<[string, number]> | null }
  >(UPDATE_POSITION([userId, betId]));
  const row = rows[0];
  if (!row) return undefined;
  const { market_settled, open_bets, runners, ...bet } = row;
  return { ...positionOf({ open_bets, runners }), bet, marketSettled: market_settled };
}

const MATCH_BET = prepared('matchBet', `
  WITH matched AS (
    UPDATE bets SET status = 'matched', odds_matched = $2, rate = $3, profit = $4, liability = $5, matched_time = $6
    WHERE id = $1 AND status = 'pending'
  )
  UPDATE wallets SET exposure = $8, updated_at = now() WHERE user_id = $7`);

/** The locked pending bet becomes matched at the fill; the wallet's exposure is stored with it. */
export async function matchPendingBet(
  trx: Trx,
  bet: { id: number; userId: number },
  fill: { oddsMatched: number; rate: number | null; profit: number; liability: number; matchedTime: Date },
  exposurePaise: number,
): Promise<void> {
  await trx.executeQuery(
    MATCH_BET([bet.id, fill.oddsMatched, fill.rate, fill.profit, fill.liability, fill.matchedTime, bet.userId, exposurePaise]),
  );
}

const DROP_BET = prepared('dropBet', `
  WITH dropped AS (UPDATE bets SET status = 'deleted' WHERE id = $1 AND status = 'pending')
  UPDATE wallets SET exposure = $3, updated_at = now() WHERE user_id = $2`);

/** The locked pending bet is removed (refused at update); the exposure without it is stored. */
export async function dropPendingBet(trx: Trx, bet: { id: number; userId: number }, exposurePaise: number): Promise<void> {
  await trx.executeQuery(DROP_BET([bet.id, bet.userId, exposurePaise]));
}
