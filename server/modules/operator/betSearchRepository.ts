// SQL of the bet search and a market's positions: bets filtered by id, player, market, event, time,
// status and size, newest first, in pages or keyset batches (the CSV). `db | trx` first; paise.
import type { BetStatus } from '../../db/tables/bets';
import { OPEN_BET_FIELDS } from '../bets';
import type { PlayerTimeFilter } from './exportRepository';
import { countAndPage } from './pageRepository';
import type { Q } from './queries';

export interface BetFilter extends PlayerTimeFilter {
  /** The numeric id or the client's 30-character BetId. */
  betId?: string;
  marketId?: string;
  eventId?: number;
  status?: BetStatus;
  minStakePaise?: number;
  maxStakePaise?: number;
}

function filtered(db: Q, f: BetFilter) {
  let q = db.selectFrom('bets as b').innerJoin('users as u', 'u.id', 'b.user_id');
  if (f.betId !== undefined) {
    const text = f.betId;
    q = /^\d{1,15}$/.test(text)
      ? q.where((eb) => eb.or([eb('b.id', '=', Number(text)), eb('b.bet_id', '=', text)]))
      : q.where('b.bet_id', '=', text);
  }
  if (f.player !== undefined) q = q.where('u.username_key', '=', f.player.toLowerCase());
  if (f.marketId !== undefined) q = q.where('b.market_id', '=', f.marketId);
  if (f.eventId !== undefined) q = q.where('b.event_id', '=', f.eventId);
  if (f.from !== undefined) q = q.where('b.place_time', '>=', f.from);
  if (f.to !== undefined) q = q.where('b.place_time', '<', f.to);
  if (f.status !== undefined) q = q.where('b.status', '=', f.status);
  if (f.minStakePaise !== undefined) q = q.where('b.stake', '>=', f.minStakePaise);
  if (f.maxStakePaise !== undefined) q = q.where('b.stake', '<=', f.maxStakePaise);
  return q;
}

/** An open bet's fields as openBetOf reads them, from the search's `bets as b`. */
const OPEN_BET_COLUMNS = OPEN_BET_FIELDS.map((field) => `b.${field}` as const);

const COLUMNS = [
  ...OPEN_BET_COLUMNS,
  'b.bet_id',
  'b.user_id',
  'u.username',
  'b.sport_id',
  'b.event_id',
  'b.event_name',
  'b.market_name',
  'b.selection_name',
  'b.profit',
  'b.liability',
  'b.status',
  'b.result_amount',
  'b.ip',
  'b.place_time',
  'b.settle_time',
] as const;

export function betsPage(db: Q, f: BetFilter, page: number, pageSize: number) {
  return countAndPage(filtered(db, f), (q) => q.select(COLUMNS).orderBy('b.id', 'desc'), page, pageSize);
}

export type BetSearchRow = Awaited<ReturnType<typeof betsPage>>['rows'][number];

/** Up to `size` bets older than bet `before` (undefined: the newest): the CSV's keyset batches. */
export function betsBatch(db: Q, f: BetFilter, before: number | undefined, size: number) {
  let q = filtered(db, f).select(COLUMNS);
  if (before !== undefined) q = q.where('b.id', '<', before);
  return q.orderBy('b.id', 'desc').limit(size).execute();
}

/** A market's open bets with their players (real players: demo money is no risk). */
export function marketOpenBets(db: Q, marketId: string) {
  return db
    .selectFrom('bets as b')
    .innerJoin('users as u', 'u.id', 'b.user_id')
    .select([...OPEN_BET_COLUMNS, 'b.user_id', 'u.username', 'b.selection_name'])
    .where('b.market_id', '=', marketId)
    .where('b.status', 'in', ['pending', 'matched'])
    .where('u.role', '<>', 'demo')
    .orderBy('u.username')
    .orderBy('b.id')
    .execute();
}

export function marketRunnerNames(db: Q, marketId: string) {
  return db.selectFrom('runners').select(['selection_id', 'name']).where('market_id', '=', marketId).orderBy('sort_order').execute();
}
