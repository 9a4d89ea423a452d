// The SQL of the two transactions a bet goes through (saveBet, then updateUnmatchBet), in as few
// round trips as the locking allows, because on this machine each round trip to PostgreSQL, not the
// work inside it, was most of a bet's cost (bench:bets profile before: 32 statements per bet, half
// of the Node server's busy time in the socket writes of the queries).
//
// Each transaction is two round trips (server/db/pipelinedTransaction.ts): BEGIN with the wallet lock
// and the read of the user's position, one call of a function of migration 07 (bets_lock_for_save /
// bets_lock_for_update: two statements inside, the read started only once the lock is held, see
// there why); then one write (the bet and wallets.exposure together) with COMMIT. Every change to a
// user's bets happens under their wallet lock.
//
// Each text is a named (server-side prepared) statement: node-postgres prepares it once per
// connection; PostgreSQL then skips parsing and analysing it, and after five runs planning it too.
// In bench:bets, parsing and planning these statements afresh was most of PostgreSQL's CPU per bet.
// Column lists are spelled out: a prepared `SELECT *` fails once the table gains a column.
import type { PipelinedTransaction, Statement } from '../../db/pipelinedTransaction';
import type { WalletRow } from '../../money/ledger';
import type { BetRecord, NewBet, OpenBetRow, PlacementSettings } from './repository';

const prepared = (name: string, text: string): Statement => ({ name: `bets.${name}`, text });

export interface LockedWallet {
  wallet: WalletRow;
  settings: PlacementSettings;
  /** bet_rules_epoch, read in the same statement as the lock, before the settings (positionCache.ts). */
  epoch: string;
}

/** The user's open bets and the persisted runners of their runner markets (and of one more market). */
export interface Position {
  open: OpenBetRow[];
  runners: Map<string, number[]>;
}

type OpenBetTuple = [number, OpenBetRow['market_kind'], string, number, OpenBetRow['side'], number, number | null, number | null, number];

/** What both functions answer about the lock (JSON: numbers stay numbers, paise fit in 2^53). */
interface LockedJson {
  user_id: number;
  balance: number;
  reserved: number;
  exposure: number;
  lock_betting: number | null;
  exposure_limit: number | null;
  bet_start_time: number | null;
  sport?: NonNullable<PlacementSettings['sport']> | null;
  match_setting?: NonNullable<PlacementSettings['matchSetting']> | null;
}

interface PositionJson {
  open_bets: OpenBetTuple[] | null;
  runners: Array<[string, number]> | null;
}

function lockedOf(userId: number, locked: LockedJson | undefined, epoch: string): LockedWallet {
  if (!locked) throw new Error(`user ${userId} has no wallet`);
  return {
    epoch,
    wallet: { user_id: locked.user_id, balance: locked.balance, reserved: locked.reserved, exposure: locked.exposure },
    settings: {
      // No user row (deleted under a live session) bets nothing.
      lockBetting: locked.lock_betting ?? 1,
      exposureLimit: locked.exposure_limit ?? 0,
      betStartMinutes: locked.bet_start_time ?? 0,
      sport: locked.sport ?? undefined,
      matchSetting: locked.match_setting ?? undefined,
    },
  };
}

function positionOf(row: PositionJson): Position {
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

// The epoch is read with the statement's snapshot, taken before the function's own reads: a rule
// changed in between leaves the cache an epoch that is already stale, never the reverse.
const EPOCH = '(SELECT e.epoch FROM bet_rules_epoch e WHERE e.id = 1)::text AS epoch';

// bets_market_open first (target lists are evaluated in order): it takes the market's settlement
// fence (migration 12) before the function reads whether the market is settled.
const LOCK_FOR_SAVE = prepared('lockForSave', `SELECT bets_market_open($5) AS market_open, bets_lock_for_save($1, $2, $3, $4, $5, $6) AS r, ${EPOCH}`);

export interface SavePosition extends Position {
  /** Who booked this BetId already, if anyone. */
  betOwner: number | null;
  /** The market was settled (by the feed or the operator), or is being settled: it takes no more bets. */
  marketSettled: boolean;
}

/**
 * The wallet lock (as lockWallet) with the user's flags, when betting opens and the stake limits of
 * the sport and game; then what saveBet checks under the lock. `runnerMarketId`: the new bet's
 * market when it has runners.
 */
export async function lockForSave(
  tx: PipelinedTransaction,
  userId: number,
  bet: { sportId: number; gameId: string; betId: string; marketId: string; runnerMarketId: string | null },
): Promise<LockedWallet & { position: SavePosition }> {
  const rows = await tx.query<{
    market_open: boolean;
    r: { locked: LockedJson; position: PositionJson & { bet_owner: number | null; market_settled: boolean } } | null;
    epoch: string;
  }>(LOCK_FOR_SAVE, [userId, bet.sportId, bet.gameId, bet.betId, bet.marketId, bet.runnerMarketId]);
  const answer = rows[0]?.r;
  const locked = lockedOf(userId, answer?.locked, rows[0]?.epoch);
  const position = answer!.position;
  const { open, runners } = positionOf(position);
  // Literals rather than spreads, as in liveMarket.ts: this runs on every bet.
  return {
    wallet: locked.wallet,
    settings: locked.settings,
    epoch: locked.epoch,
    // Settled, or being settled right now: either way it takes no more bets.
    position: { open, runners, betOwner: position.bet_owner, marketSettled: position.market_settled || !rows[0].market_open },
  };
}

export const BET_COLUMNS = [
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
    RETURNING id, user_id
  )
  UPDATE wallets SET exposure = $${BET_COLUMNS.length + 1}, updated_at = now()
  WHERE user_id = (SELECT user_id FROM booked)
  RETURNING (SELECT id FROM booked) AS id, xmin::text AS version`);

/** The row a write left: the wallet's new xmin (positionCache.ts), and the new bet's id. */
export interface Written {
  version: string;
}

/**
 * Inserts the bet, stores the wallet's new exposure and commits; undefined when the BetId was taken
 * meanwhile (nothing written).
 */
export async function bookBet(tx: PipelinedTransaction, bet: BookedBet, exposurePaise: number): Promise<(Written & { id: number }) | undefined> {
  const rows = await tx.commitWith<{ id: string; version: string }>(BOOK_BET, [...BET_COLUMNS.map((c) => bet[c]), exposurePaise]);
  return rows[0] ? { id: Number(rows[0].id), version: rows[0].version } : undefined;
}

/** What updateUnmatchBet reads of the pending bet. */
export type PendingBetRecord = Pick<
  BetRecord,
  'id' | 'user_id' | 'status' | 'match_after' | 'event_id' | 'market_kind' | 'market_id' | 'selection_id' | 'side' | 'odds_requested' | 'rate' | 'stake'
>;

const LOCK_FOR_UPDATE = prepared('lockForUpdate', `SELECT bets_lock_for_update($1, $2) AS r, ${EPOCH}`);

export interface UpdatePosition extends Position {
  bet: PendingBetRecord;
  marketSettled: boolean;
}

/**
 * The wallet lock with the user's flags, then the caller's bet with the position (migration 09: the
 * wallet lock alone keeps settlement and the sweeper away from the bet); position undefined when the
 * user has no such bet.
 */
export async function lockForUpdate(tx: PipelinedTransaction, userId: number, betId: string): Promise<LockedWallet & { position: UpdatePosition | undefined }> {
  const rows = await tx.query<{
    r: {
      locked: LockedJson;
      position: (PositionJson & { bet: Omit<PendingBetRecord, 'match_after'> & { match_after: string }; market_settled: boolean }) | null;
    } | null;
    epoch: string;
  }>(LOCK_FOR_UPDATE, [userId, betId]);
  const answer = rows[0]?.r;
  const locked = lockedOf(userId, answer?.locked, rows[0]?.epoch);
  const found = answer!.position;
  if (!found) return { wallet: locked.wallet, settings: locked.settings, epoch: locked.epoch, position: undefined };
  const bet: PendingBetRecord = Object.assign(found.bet, { match_after: new Date(found.bet.match_after) });
  const { open, runners } = positionOf(found);
  return { wallet: locked.wallet, settings: locked.settings, epoch: locked.epoch, position: { open, runners, bet, marketSettled: found.market_settled } };
}

const MATCH_BET = prepared('matchBet', `
  WITH matched AS (
    UPDATE bets SET status = 'matched', odds_matched = $2, rate = $3, profit = $4, liability = $5, matched_time = $6
    WHERE id = $1 AND status = 'pending'
  )
  UPDATE wallets SET exposure = $8, updated_at = now() WHERE user_id = $7
  RETURNING xmin::text AS version`);

/** What matching writes onto a pending bet (amounts in paise). */
export interface MatchFill {
  oddsMatched: number;
  rate: number | null;
  profit: number;
  liability: number;
  matchedTime: Date;
}

/** The locked pending bet becomes matched at the fill; the wallet's exposure is stored with it; commits. */
export async function matchPendingBet(
  tx: PipelinedTransaction,
  bet: { id: number; userId: number },
  fill: MatchFill,
  exposurePaise: number,
): Promise<Written> {
  const rows = await tx.commitWith<Written>(MATCH_BET, [bet.id, fill.oddsMatched, fill.rate, fill.profit, fill.liability, fill.matchedTime, bet.userId, exposurePaise]);
  return rows[0];
}

const DROP_BET = prepared('dropBet', `
  WITH dropped AS (UPDATE bets SET status = $4 WHERE id = $1 AND status = 'pending')
  UPDATE wallets SET exposure = $3, updated_at = now() WHERE user_id = $2
  RETURNING xmin::text AS version`);

/**
 * The locked pending bet ends ('deleted': refused at update; 'lapsed': updated too late); the
 * exposure without it is stored; commits.
 */
export async function dropPendingBet(
  tx: PipelinedTransaction,
  bet: { id: number; userId: number },
  exposurePaise: number,
  status: 'deleted' | 'lapsed',
): Promise<Written> {
  const rows = await tx.commitWith<Written>(DROP_BET, [bet.id, bet.userId, exposurePaise, status]);
  return rows[0];
}
