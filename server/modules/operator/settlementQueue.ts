// What the settlement page lists: the markets waiting for a result (open bets and no
// settlement standing, a rolled-back market included) with their names and runners, the markets
// settled lately (to roll one back), and the money a settlement moved (its ledger entries).
import type { Db } from '../../db/database';
import type { AwaitingMarket, SettledMarket } from '../../../src/domain/contract/admin';
import * as repo from './settlementRepository';
import { settlementRef } from '../../settlement/outcome';
import { toRupees } from '../../../src/domain/money';
import { formatIst } from '../reports';

const AWAITING_MAX = 200;
const SETTLED_MAX = 50;

export async function awaitingMarkets(db: Db): Promise<AwaitingMarket[]> {
  const rows = await repo.awaitingRows(db, AWAITING_MAX);
  const ids = rows.map((r) => r.marketId);
  const runners = ids.length === 0 ? [] : await repo.runnersOfMarkets(db, ids);
  // A market the feed no longer has: the runners its bets named.
  const fromBets = ids.length === 0 ? [] : await repo.runnersNamedByBets(db, ids);
  return rows.map((r) => {
    const known = runners.filter((x) => x.market_id === r.marketId);
    const named = known.length > 0 ? known : fromBets.filter((x) => x.market_id === r.marketId);
    return {
      marketId: r.marketId,
      eventId: r.eventId,
      eventName: r.eventName,
      marketName: r.marketName,
      kind: r.kind,
      startsAt: r.startsAt ? formatIst(r.startsAt) : null,
      marketStatus: r.marketStatus,
      rolledBack: r.rolledBackAt !== null,
      openBets: Number(r.openBets),
      players: Number(r.players),
      runners: r.kind === 'Fancy' ? [] : named.map((x) => ({ selectionId: Number(x.selection_id), name: x.name })),
    };
  });
}

export async function recentSettlements(db: Db): Promise<SettledMarket[]> {
  const rows = await repo.standingSettlements(db, SETTLED_MAX);
  return rows.map((r) => ({
    marketId: r.market_id,
    eventName: r.event_name,
    marketName: r.market_name,
    kind: r.kind,
    result: r.result,
    source: r.source,
    settledAt: formatIst(r.settled_at),
    users: r.users,
  }));
}

/** Rupees the market's standing settlement paid to players (won, or stakes of void bets returned)
 *  and took from them (lost), from its ledger entries. */
export async function settlementMoney(db: Db, marketId: string): Promise<{ paid: number; collected: number }> {
  const settled = await repo.settlementGeneration(db, marketId);
  if (!settled) return { paid: 0, collected: 0 };
  const row = await repo.ledgerTotalsOf(db, settlementRef(marketId, settled.generation));
  return { paid: toRupees(Number(row.paid)), collected: toRupees(Number(row.collected)) };
}
