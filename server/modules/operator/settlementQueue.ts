// What the settlement page lists: the markets waiting for a result (open bets and no
// settlement standing, a rolled-back market included) with their names and runners, the markets
// settled lately (to roll one back), and the money a settlement moved (its ledger entries).
import type { Db } from '../../db/database';
import type { AppDeps } from '../../deps';
import type { AwaitingMarket, MarketBettingState, SettledMarket } from '../../../src/domain/contract/admin';
import { liveMarket, openForBetting } from './marketFacts';
import { eventControls, handSuspendedMarkets } from './marketsRepository';
import * as repo from './settlementRepository';
import { settlementRef } from '../../settlement/outcome';
import { toRupees } from '../../../src/domain/money';
import { formatIst } from '../reports';

const AWAITING_MAX = 200;
const SETTLED_MAX = 50;

/**
 * Whether players can bet on each market now (the settle call refuses a market they can: the
 * operator suspends it first), from the hand suspensions, the feed's live state and the event
 * controls, each read once for the whole list.
 */
async function bettingStates(
  deps: Pick<AppDeps, 'db' | 'snapshots'>,
  rows: ReadonlyArray<{ marketId: string; eventId: number; kind: AwaitingMarket['kind']; rolledBackAt: Date | null }>,
): Promise<Map<string, MarketBettingState>> {
  const [suspensions, controls] = await Promise.all([handSuspendedMarkets(deps.db), eventControls(deps.db)]);
  const handSuspended = new Set(suspensions.map((s) => s.market_id));
  const byEvent = new Map(controls.map((c) => [c.event_id, c]));
  const states = new Map<string, MarketBettingState>();
  for (const r of rows) {
    const state = deps.snapshots.rawEvent(r.eventId);
    const live = state ? liveMarket(state, r.marketId) : null;
    const facts = {
      marketId: r.marketId,
      eventId: r.eventId,
      kind: r.kind,
      liveStatus: live ? live.status : null,
      settlement: r.rolledBackAt ? { generation: 0, rolledBack: true } : null,
      handSuspended: handSuspended.has(r.marketId),
    };
    const closed = facts.liveStatus === null || facts.liveStatus === 'CLOSED';
    states.set(
      r.marketId,
      facts.handSuspended
        ? 'handSuspended'
        : closed
          ? 'closed'
          : (await openForBetting(deps.db, deps.snapshots, { ...facts, settlement: null }, byEvent))
            ? 'open'
            : 'suspended',
    );
  }
  return states;
}

export async function awaitingMarkets(deps: Pick<AppDeps, 'db' | 'snapshots'>): Promise<AwaitingMarket[]> {
  const { db } = deps;
  const rows = await repo.awaitingRows(db, AWAITING_MAX);
  const states = await bettingStates(deps, rows);
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
      bettingState: states.get(r.marketId) ?? 'closed',
      rolledBack: r.rolledBackAt !== null,
      openBets: Number(r.openBets),
      players: Number(r.players),
      runners: r.kind === 'Fancy' ? [] : named.map((x) => ({ selectionId: Number(x.selection_id), name: x.name })),
    };
  });
}

/** The latest settlements standing; only those that settled a player's bet unless `all` (the feed
 *  settles many markets nobody bet on, and those need no rollback). */
export async function recentSettlements(db: Db, all = false): Promise<SettledMarket[]> {
  const rows = await repo.standingSettlements(db, SETTLED_MAX, all);
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
