// SQL of the bets area. Functions take `db | trx` first; anything that must run under the wallet
// lock takes a Transaction (see server/money/ledger.ts lockWallet).
import { sql, type Kysely, type Selectable, type Insertable } from 'kysely';
import type { Database } from '../../db/schema';
import { poolOf, type Db } from '../../db/database';
import type { BetsTable, BetStatus } from '../../db/tables/bets';
import type { Trx } from '../../money/ledger';
import type { MarketKind } from '../../db/tables/sports';
import type { LossRoom } from './lossRoom';

type Q = Kysely<Database>;
export type BetRecord = Selectable<BetsTable>;
export type NewBet = Insertable<BetsTable>;

/** Statuses whose bets still carry risk: exposure is computed over these. */
export const OPEN_STATUSES: readonly BetStatus[] = ['pending', 'matched'];

export function findBetByBetId(db: Q, betId: string): Promise<BetRecord | undefined> {
  return db.selectFrom('bets').selectAll().where('bet_id', '=', betId).executeTakeFirst();
}

/** The caller's bet, locked (the caller already holds the wallet lock; this keeps settlement out). */
export function lockUserBet(trx: Trx, userId: number, betId: string): Promise<BetRecord | undefined> {
  return trx.selectFrom('bets').selectAll().where('bet_id', '=', betId).where('user_id', '=', userId).forUpdate().executeTakeFirst();
}

/** What a player's position needs of each open bet. */
export type OpenBetRow = Pick<
  BetRecord,
  'id' | 'market_kind' | 'market_id' | 'selection_id' | 'side' | 'odds_requested' | 'odds_matched' | 'rate' | 'stake'
>;

export function openBetsOfUser(db: Q, userId: number): Promise<OpenBetRow[]> {
  return db
    .selectFrom('bets')
    .select(['id', 'market_kind', 'market_id', 'selection_id', 'side', 'odds_requested', 'odds_matched', 'rate', 'stake'])
    .where('user_id', '=', userId)
    .where('status', 'in', OPEN_STATUSES)
    .execute();
}

/** Known runners of runner markets (match odds, bookmaker, toss), as the feed persisted them. */
export async function runnersOfMarkets(db: Q, marketIds: readonly string[]): Promise<Map<string, number[]>> {
  const byMarket = new Map<string, number[]>();
  if (marketIds.length === 0) return byMarket;
  const rows = await db.selectFrom('runners').select(['market_id', 'selection_id']).where('market_id', 'in', marketIds).execute();
  for (const row of rows) {
    const list = byMarket.get(row.market_id);
    if (list) list.push(row.selection_id);
    else byMarket.set(row.market_id, [row.selection_id]);
  }
  return byMarket;
}

/** The amounts the header shows (paise), or undefined when the user has no wallet. */
/**
 * The header's read (/expo1, /expo2: once after every bet). A named statement, prepared once per
 * connection: PostgreSQL then skips parsing and planning it (as the bet write path's, position/statements.ts).
 */
export async function walletAmounts(db: Db, userId: number): Promise<{ balance: number; exposure: number; reserved: number } | undefined> {
  const { rows } = await poolOf(db).query<{ balance: number; exposure: number; reserved: number }>({
    name: 'bets.walletAmounts',
    text: 'SELECT w.balance, w.exposure, w.reserved FROM wallets w WHERE w.user_id = $1',
    values: [userId],
  });
  return rows[0];
}

export async function setExposure(trx: Trx, userId: number, exposurePaise: number): Promise<void> {
  await trx.updateTable('wallets').set({ exposure: exposurePaise, updated_at: new Date() }).where('user_id', '=', userId).execute();
}

/** Ends the user's pending bets (all, or the one BetId): returns how many changed. */
export async function endPendingBets(
  trx: Trx,
  userId: number,
  status: 'deleted' | 'lapsed',
  filter: { betId?: string; matchAfterBefore?: Date } = {},
): Promise<number> {
  let query = trx.updateTable('bets').set({ status }).where('user_id', '=', userId).where('status', '=', 'pending');
  if (filter.betId !== undefined) query = query.where('bet_id', '=', filter.betId);
  // A bet resting at its own price waits past its delay on purpose: the sweeper leaves it.
  if (filter.matchAfterBefore !== undefined) query = query.where('match_after', '<', filter.matchAfterBefore).where('resting', '=', false);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Users with pending bets whose time to match ran out before `cutoff` (the sweeper's work list). */
export async function usersWithStalePending(db: Q, cutoff: Date, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('bets')
    .select('user_id')
    .distinct()
    .where('status', '=', 'pending')
    .where('match_after', '<', cutoff)
    .where('resting', '=', false)
    .limit(limit)
    .execute();
  return rows.map((row) => row.user_id);
}

// ------------------------------------------------------------------------------------------------
// Reads for the lists

const ROW_COLUMNS = [
  'id',
  'market_id',
  'market_kind',
  'side',
  'selection_name',
  'selection_id',
  'odds_requested',
  'odds_matched',
  'stake',
  'profit',
  'liability',
  'event_id',
  'status',
] as const;
export type BetListRecord = Pick<BetRecord, (typeof ROW_COLUMNS)[number]>;

/** Matched bets of the user on one event (settled and void ones too), newest first. */
export function betsOfUserOnEvent(db: Q, userId: number, eventId: number, limit: number): Promise<BetListRecord[]> {
  return db
    .selectFrom('bets')
    .select(ROW_COLUMNS)
    .where('user_id', '=', userId)
    .where('event_id', '=', eventId)
    .where('status', 'in', ['matched', 'settled', 'void'])
    .orderBy('place_time', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** The user's matched, unsettled bets on every event, newest first. */
export function openMatchedBetsOfUser(db: Q, userId: number, limit: number): Promise<BetListRecord[]> {
  return db
    .selectFrom('bets')
    .select(ROW_COLUMNS)
    .where('user_id', '=', userId)
    .where('status', '=', 'matched')
    .orderBy('place_time', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export interface NotSettledMarketRecord {
  sport_id: number;
  event_id: number;
  event_name: string;
  market_id: string;
  market_kind: MarketKind;
  trade: number;
  /** From the events and markets the feed persisted; null when it has not (yet). */
  is_bet_lock: number | null;
  has_match_odds: number | null;
  has_bookmaker: number | null;
  has_fancy: number | null;
  match_odds_market_id: string | null;
  last_place_time: Date;
}

/** One row per market where the user has matched, unsettled bets, most recent first. */
export function notSettledMarkets(db: Q, userId: number, limit: number): Promise<NotSettledMarketRecord[]> {
  return db
    .selectFrom('bets as b')
    .leftJoin('events as e', 'e.id', 'b.event_id')
    .select([
      'b.sport_id',
      'b.event_id',
      'b.market_id',
      'b.market_kind',
      sql<string>`max(b.event_name)`.as('event_name'),
      sql<number>`count(*)::int`.as('trade'),
      sql<number | null>`max(e.is_bet_lock)`.as('is_bet_lock'),
      sql<number | null>`max(e.has_match_odds)`.as('has_match_odds'),
      sql<number | null>`max(e.has_bookmaker)`.as('has_bookmaker'),
      sql<number | null>`max(e.has_fancy)`.as('has_fancy'),
      sql<string | null>`(select m.id from markets m where m.event_id = b.event_id and m.kind = 'Matchodds' limit 1)`.as(
        'match_odds_market_id',
      ),
      sql<Date>`max(b.place_time)`.as('last_place_time'),
    ])
    .where('b.user_id', '=', userId)
    .where('b.status', '=', 'matched')
    .groupBy(['b.sport_id', 'b.event_id', 'b.market_id', 'b.market_kind'])
    .orderBy(sql`max(b.place_time)`, 'desc')
    .limit(limit)
    .execute();
}

// ------------------------------------------------------------------------------------------------
// Quick-stake buttons

export interface StakeButton {
  slot: number;
  label: string;
  value: number;
}

export async function matchStakeButtons(db: Q, userId: number): Promise<{ own: StakeButton[]; defaults: StakeButton[] }> {
  const [own, defaults] = await Promise.all([
    db
      .selectFrom('stake_buttons')
      .select(['slot', 'label', 'value'])
      .where('user_id', '=', userId)
      .where('kind', '=', 'match')
      .orderBy('slot')
      .execute(),
    db.selectFrom('default_stake_buttons').select(['slot', 'label', 'value']).where('kind', '=', 'match').orderBy('slot').execute(),
  ]);
  return { own, defaults };
}

export async function saveMatchStakeButtons(trx: Trx, userId: number, buttons: readonly StakeButton[]): Promise<void> {
  if (buttons.length === 0) return;
  await trx
    .insertInto('stake_buttons')
    .values(buttons.map((b) => ({ user_id: userId, kind: 'match' as const, slot: b.slot, label: b.label, value: b.value })))
    .onConflict((oc) =>
      oc.columns(['user_id', 'kind', 'slot']).doUpdateSet((eb) => ({ label: eb.ref('excluded.label'), value: eb.ref('excluded.value') })),
    )
    .execute();
}

// ------------------------------------------------------------------------------------------------
// What placement reads besides the bets: the user's flags, when betting opens, the stake limits (read with
// the wallet lock: position/, migration 07)

export interface PlacementSettings {
  lockBetting: number;
  /** Paise. */
  exposureLimit: number;
  /** Minutes before the start when betting opens (master data BetStartTime). */
  betStartMinutes: number;
  sport: Selectable<Database['sports']> | undefined;
  /** The game's own limits: the user's row wins over the row for every user. */
  matchSetting: Selectable<Database['user_match_settings']> | undefined;
  /** The player's loss limits, read only for a player who has one (lossLimit.ts). */
  loss?: LossRoom;
}

/** The user's bets resting unmatched at their own price on one event, newest first (resting.ts). */
export function restingBetsOfUserOnEvent(db: Q, userId: number, eventId: number, limit: number) {
  return db
    .selectFrom('bets')
    .select(['bet_id', 'market_id', 'market_name', 'selection_name', 'selection_id', 'side', 'odds_requested', 'stake', 'place_time'])
    .where('user_id', '=', userId)
    .where('event_id', '=', eventId)
    .where('status', '=', 'pending')
    .where('resting', '=', true)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
