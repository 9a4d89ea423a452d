// SQL of the operator's market tools: what is known of a market (facts), the operator's controls
// (hand suspensions, event controls), and the risk book's reads. Functions take `db | trx` first.
import { sql } from 'kysely';
import type { OpenBetRow } from '../bets';
import { withSettlementTables } from '../../settlement/tables';
import type { Q } from './queries';
import type { Selectable } from 'kysely';
import type { Database } from '../../db/schema';

/** What the database knows of a market: its row, its settlement, a hand suspension, any bet in it. */
export function marketRows(db: Q, marketId: string) {
  return Promise.all([
    db.selectFrom('markets').select(['event_id', 'kind', 'status', 'settled_at']).where('id', '=', marketId).executeTakeFirst(),
    withSettlementTables(db)
      .selectFrom('market_settlements')
      .select(['generation', 'rolled_back_at', 'event_id', 'kind'])
      .where('market_id', '=', marketId)
      .executeTakeFirst(),
    db.selectFrom('market_suspensions').select('market_id').where('market_id', '=', marketId).executeTakeFirst(),
    db.selectFrom('bets').select(['event_id', 'market_kind']).where('market_id', '=', marketId).limit(1).executeTakeFirst(),
  ]);
}

export type EventControlRow = Selectable<Database['event_controls']>;

export function eventControl(db: Q, eventId: number) {
  return db.selectFrom('event_controls').selectAll().where('event_id', '=', eventId).executeTakeFirst();
}

export function handSuspendedMarkets(db: Q) {
  return db.selectFrom('market_suspensions').select('market_id').execute();
}

export function eventControls(db: Q) {
  return db.selectFrom('event_controls').selectAll().execute();
}

/** Suspends by hand; false when the market already was. */
export async function insertSuspension(db: Q, marketId: string, reason: string, by: number): Promise<boolean> {
  const inserted = await db
    .insertInto('market_suspensions')
    .values({ market_id: marketId, reason, suspended_by: by })
    .onConflict((oc) => oc.column('market_id').doNothing())
    .returning('market_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Lifts a hand suspension; its reason, or undefined when there was none. */
export function deleteSuspension(db: Q, marketId: string) {
  return db.deleteFrom('market_suspensions').where('market_id', '=', marketId).returning(['reason']).executeTakeFirst();
}

export type BookBetRow = OpenBetRow & {
  user_id: number;
  username: string;
  event_id: number;
  event_name: string;
  market_name: string;
  selection_name: string;
};

/** Open bets of real players (demo players bet play money), of one market or of all. */
export function openBets(db: Q, marketId?: string): Promise<BookBetRow[]> {
  let query = db
    .selectFrom('bets as b')
    .innerJoin('users as u', 'u.id', 'b.user_id')
    .select([
      'b.id',
      'b.market_kind',
      'b.market_id',
      'b.selection_id',
      'b.side',
      'b.odds_requested',
      'b.odds_matched',
      'b.rate',
      'b.stake',
      'b.user_id',
      'u.username',
      'b.event_id',
      'b.event_name',
      'b.market_name',
      'b.selection_name',
    ])
    .where('b.status', 'in', ['pending', 'matched'])
    .where('u.role', '<>', 'demo');
  if (marketId !== undefined) query = query.where('b.market_id', '=', marketId);
  return query.orderBy('b.user_id').orderBy('b.id').execute();
}

export function persistedRunners(db: Q, marketId: string) {
  return db.selectFrom('runners').select(['selection_id', 'name']).where('market_id', '=', marketId).orderBy('sort_order').execute();
}

export function marketWithEvent(db: Q, marketId: string) {
  return db
    .selectFrom('markets as m')
    .innerJoin('events as e', 'e.id', 'm.event_id')
    .select(['m.kind', 'm.event_id', 'm.name', 'e.name as event_name'])
    .where('m.id', '=', marketId)
    .executeTakeFirst();
}

/** Real players whose balance (less withdrawals held) is below their exposure, at most 500. */
export function playersBelowExposure(db: Q) {
  return db
    .selectFrom('wallets as w')
    .innerJoin('users as u', 'u.id', 'w.user_id')
    .select(['u.id', 'u.username', 'w.balance', 'w.exposure', 'w.reserved'])
    .where(sql<boolean>`w.exposure > w.balance - w.reserved`)
    .where('u.role', '<>', 'demo')
    .orderBy('u.id')
    .limit(500)
    .execute();
}
