// SQL of the operator's settlement page (settlementQueue.ts maps these rows for the console).
import { sql } from 'kysely';
import type { MarketKind } from '../../db/tables/sports';
import { withSettlementTables } from '../../settlement/tables';
import type { Q } from './queries';

/** Markets with open bets and what is known of them, the earliest event first. */
export function awaitingRows(db: Q, limit: number) {
  return withSettlementTables(db)
    .selectFrom('bets as b')
    .leftJoin('events as e', 'e.id', 'b.event_id')
    .leftJoin('markets as m', 'm.id', 'b.market_id')
    .leftJoin('market_settlements as s', 's.market_id', 'b.market_id')
    .where('b.status', 'in', ['pending', 'matched'])
    .groupBy(['b.market_id', 'e.starts_at', 'm.status', 's.rolled_back_at'])
    .select([
      'b.market_id as marketId',
      sql<number>`min(b.event_id)`.as('eventId'),
      sql<string>`min(b.event_name)`.as('eventName'),
      sql<string>`min(b.market_name)`.as('marketName'),
      sql<MarketKind>`min(b.market_kind)`.as('kind'),
      'e.starts_at as startsAt',
      'm.status as marketStatus',
      's.rolled_back_at as rolledBackAt',
      sql<string>`count(*)`.as('openBets'),
      sql<string>`count(distinct b.user_id)`.as('players'),
    ])
    .orderBy('e.starts_at')
    .orderBy('b.market_id')
    .limit(limit)
    .execute();
}

export function runnersOfMarkets(db: Q, marketIds: string[]) {
  return db
    .selectFrom('runners')
    .select(['market_id', 'selection_id', 'name'])
    .where('market_id', 'in', marketIds)
    .orderBy('sort_order')
    .execute();
}

/** The runners the markets' bets named (for a market the feed no longer has). */
export function runnersNamedByBets(db: Q, marketIds: string[]) {
  return db
    .selectFrom('bets')
    .select(['market_id', 'selection_id', sql<string>`min(selection_name)`.as('name')])
    .where('market_id', 'in', marketIds)
    .groupBy(['market_id', 'selection_id'])
    .orderBy('selection_id')
    .execute();
}

/** Settlements standing (not rolled back), the latest first; only those with players unless `all`. */
export function standingSettlements(db: Q, limit: number, all: boolean) {
  let query = withSettlementTables(db)
    .selectFrom('market_settlements')
    .select(['market_id', 'event_name', 'market_name', 'kind', 'result', 'source', 'settled_at', 'users'])
    .where('rolled_back_at', 'is', null);
  if (!all) query = query.where('users', '>', 0);
  return query.orderBy('settled_at', 'desc').limit(limit).execute();
}

export function settlementGeneration(db: Q, marketId: string) {
  return withSettlementTables(db)
    .selectFrom('market_settlements')
    .select('generation')
    .where('market_id', '=', marketId)
    .executeTakeFirst();
}

/** Paise paid out (positive entries) and collected (negative ones) under a settlement's ledger ref. */
export function ledgerTotalsOf(db: Q, ref: string) {
  return db
    .selectFrom('ledger')
    .select([
      sql<string>`coalesce(sum(amount) filter (where amount > 0), 0)`.as('paid'),
      sql<string>`coalesce(-sum(amount) filter (where amount < 0), 0)`.as('collected'),
    ])
    .where('ref', '=', ref)
    .executeTakeFirstOrThrow();
}
