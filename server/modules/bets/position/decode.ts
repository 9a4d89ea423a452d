// The one place that reads what the lock functions answer (bets_lock_for_save, bets_lock_for_update:
// their live text is in server/db/functions.snapshot.sql). They answer JSON, so numbers stay
// numbers (paise fit in 2^53); an open bet is a compact array, its fields by position in the order
// of OPEN_BET_FIELDS, and decode.test.ts checks that order against the functions themselves and
// against the same bets read by Kysely.
import type { WalletRow } from '../../../money/ledger';
import type { OpenBetRow, PlacementSettings } from '../repository';
import type { LockedWallet, PendingBetRecord, Position, SavePosition, UpdatePosition } from './types';

/** The fields of an open bet in `json_build_array(o.id, o.market_kind, …)`, in that order. */
export const OPEN_BET_FIELDS = [
  'id',
  'market_kind',
  'market_id',
  'selection_id',
  'side',
  'odds_requested',
  'odds_matched',
  'rate',
  'stake',
] as const satisfies ReadonlyArray<keyof OpenBetRow>;

type OpenBetTuple = [number, OpenBetRow['market_kind'], string, number, OpenBetRow['side'], number, number | null, number | null, number];

/** What both functions answer about the lock. */
export interface LockedJson {
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

export interface PositionJson {
  open_bets: OpenBetTuple[] | null;
  runners: Array<[string, number]> | null;
}

export interface SaveAnswer {
  market_open: boolean;
  r: { locked: LockedJson; position: PositionJson & { bet_owner: number | null; market_settled: boolean } } | null;
  epoch: string;
}

export interface UpdateAnswer {
  r: {
    locked: LockedJson;
    position: (PositionJson & { bet: Omit<PendingBetRecord, 'match_after'> & { match_after: string }; market_settled: boolean }) | null;
  } | null;
  epoch: string;
}

function lockedOf(userId: number, locked: LockedJson | undefined, epoch: string | undefined): LockedWallet {
  if (!locked || epoch === undefined) throw new Error(`user ${userId} has no wallet`);
  const wallet: WalletRow = { user_id: locked.user_id, balance: locked.balance, reserved: locked.reserved, exposure: locked.exposure };
  return {
    epoch,
    wallet,
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
  // Destructured rather than looped over OPEN_BET_FIELDS: this runs for every open bet of every bet.
  const open = (row.open_bets ?? []).map(
    ([id, market_kind, market_id, selection_id, side, odds_requested, odds_matched, rate, stake]): OpenBetRow => ({
      id,
      market_kind,
      market_id,
      selection_id,
      side,
      odds_requested,
      odds_matched,
      rate,
      stake,
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

/** The answer of LOCK_FOR_SAVE (statements.ts); throws when the user has no wallet. */
export function decodeSave(userId: number, row: SaveAnswer | undefined): LockedWallet & { position: SavePosition } {
  const answer = row?.r;
  const locked = lockedOf(userId, answer?.locked, row?.epoch);
  // lockedOf has thrown already when there was no answer (no wallet); this tells the compiler so.
  if (!row || !answer) throw new Error(`no lock answer for user ${userId}`);
  const position = answer.position;
  const { open, runners } = positionOf(position);
  // Literals rather than spreads, as in liveMarket.ts: this runs on every bet.
  return {
    wallet: locked.wallet,
    settings: locked.settings,
    epoch: locked.epoch,
    // Settled, or being settled right now (the fence is held): either way it takes no more bets.
    position: { open, runners, betOwner: position.bet_owner, marketSettled: position.market_settled || !row.market_open },
  };
}

/** The answer of LOCK_FOR_UPDATE; position undefined when the user has no such bet. */
export function decodeUpdate(userId: number, row: UpdateAnswer | undefined): LockedWallet & { position: UpdatePosition | undefined } {
  const answer = row?.r;
  const locked = lockedOf(userId, answer?.locked, row?.epoch);
  if (!answer) throw new Error(`no lock answer for user ${userId}`);
  const found = answer.position;
  if (!found) return { wallet: locked.wallet, settings: locked.settings, epoch: locked.epoch, position: undefined };
  const bet: PendingBetRecord = Object.assign(found.bet, { match_after: new Date(found.bet.match_after) });
  const { open, runners } = positionOf(found);
  return {
    wallet: locked.wallet,
    settings: locked.settings,
    epoch: locked.epoch,
    position: { open, runners, bet, marketSettled: found.market_settled },
  };
}
