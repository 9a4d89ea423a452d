// What the settlement page lists (issue 17): the markets waiting for a result (open bets and no
// settlement standing, a rolled-back market included) with their names and runners, the markets
// settled lately (to roll one back), and the money a settlement moved (its ledger entries).
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { AwaitingMarket, SettledMarket } from '../../../src/domain/contract/admin';
import type { MarketKind } from '../../db/tables/sports';
import { withSettlementTables } from '../../settlement/tables';
import { settlementRef } from '../../settlement/outcome';
import { toRupees } from '../../../src/domain/money';
import { formatIst } from '../reports';

const AWAITING_MAX = 200;
const SETTLED_MAX = 50;

export async function awaitingMarkets(db: Db): Promise<AwaitingMarket[]> {
  const rows = await withSettlementTables(db)
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
    .limit(AWAITING_MAX)
    .execute();
  const ids = rows.map((r) => r.marketId);
  const runners = ids.length === 0 ? [] : await db
    .selectFrom('runners').select(['market_id', 'selection_id', 'name']).where('market_id', 'in', ids).orderBy('sort_order').execute();
  // A market the feed no longer has: the runners its bets named.
  const fromBets = ids.length === 0 ? [] : await db
    .selectFrom('bets').select(['market_id', 'selection_id', sql<string>`min(selection_name)`.as('name')])
    .where('market_id', 'in', ids).groupBy(['market_id', 'selection_id']).orderBy('selection_id').execute();
  return rows.map((r) => {
    const known = runners.filter((x) => x.market_id === r.marketId);
    const named = known.length > 0 ? known : fromBets.filter((x) => x.market_id === r.marketId);
    return {
      marketId: r.marketId, eventId: r.eventId, eventName: r.eventName, marketName: r.marketName, kind: r.kind,
      startsAt: r.startsAt ? formatIst(r.startsAt) : null, marketStatus: r.marketStatus, rolledBack: r.rolledBackAt !== null,
      openBets: Number(r.openBets), players: Number(r.players),
      runners: r.kind === 'Fancy' ? [] : named.map((x) => ({ selectionId: Number(x.selection_id), name: x.name })),
    };
  });
}

export async function recentSettlements(db: Db): Promise<SettledMarket[]> {
  const rows = await withSettlementTables(db)
    .selectFrom('market_settlements')
    .select(['market_id', 'event_name', 'market_name', 'kind', 'result', 'source', 'settled_at', 'users'])
    .where('rolled_back_at', 'is', null)
    .orderBy('settled_at', 'desc')
    .limit(SETTLED_MAX)
    .execute();
  return rows.map((r) => ({
    marketId: r.market_id, eventName: r.event_name, marketName: r.market_name, kind: r.kind, result: r.result,
    source: r.source, settledAt: formatIst(r.settled_at), users: r.users,
  }));
}

/** Rupees the market's standing settlement paid to players (won, or stakes of void bets returned)
 *  and took from them (lost), from its ledger entries. */
export async function settlementMoney(db: Db, marketId: string): Promise<{ paid: number; collected: number }> {
  const settled = await withSettlementTables(db)
    .selectFrom('market_settlements').select('generation').where('market_id', '=', marketId).executeTakeFirst();
  if (!settled) return { paid: 0, collected: 0 };
  const row = await db
    .selectFrom('ledger')
    .select([
      sql<string>`coalesce(sum(amount) filter (where amount > 0), 0)`.as('paid'),
      sql<string>`coalesce(-sum(amount) filter (where amount < 0), 0)`.as('collected'),
    ])
    .where('ref', '=', settlementRef(marketId, settled.generation))
    .executeTakeFirstOrThrow();
  return { paid: toRupees(Number(row.paid)), collected: toRupees(Number(row.collected)) };
}
