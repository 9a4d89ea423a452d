// Exposure (design §5): per market the worst outcome of all the player's open bets in it; the total
// is the sum over markets. The slip preview and the server's saveBet check both call these.
import { toRupees } from '../money';
import { fancyExposurePaise } from './fancyLadder';
import { runnerMarketExposurePaise } from './runnerPositions';
import type { MarketKind, OpenBet, SelectionId } from './types';

/**
 * Bets that settle together. Match odds, bookmaker and toss of one event are separate markets even
 * when a payload gives them the same MarketId; each fancy session is a market of its own (its
 * SelectionId), since two sessions settle on different run counts.
 */
export function marketKeyOf(bet: Pick<OpenBet, 'marketKind' | 'marketId' | 'selectionId'>): string {
  const base = `${bet.marketKind}|${bet.marketId}`;
  return bet.marketKind === 'Fancy' ? `${base}|${String(bet.selectionId)}` : base;
}

/** The runner list of a market when the caller knows it (live snapshot); undefined when not. */
export type RunnersOf = (market: { marketKind: MarketKind; marketId: string }) => readonly SelectionId[] | undefined;

export interface MarketExposure {
  key: string;
  marketKind: MarketKind;
  marketId: string;
  /** Fancy only: the session. */
  selectionId?: SelectionId;
  exposurePaise: number;
}

export function groupByMarket(bets: readonly OpenBet[]): Map<string, OpenBet[]> {
  const groups = new Map<string, OpenBet[]>();
  for (const bet of bets) {
    const key = marketKeyOf(bet);
    const group = groups.get(key);
    if (group) group.push(bet);
    else groups.set(key, [bet]);
  }
  return groups;
}

/** The exposure of bets that all belong to one market (see marketKeyOf). */
export function marketExposurePaise(bets: readonly OpenBet[], runners?: readonly SelectionId[]): number {
  if (bets.length === 0) return 0;
  return bets[0].marketKind === 'Fancy' ? fancyExposurePaise(bets) : runnerMarketExposurePaise(bets, runners);
}

export function exposureByMarket(bets: readonly OpenBet[], runnersOf?: RunnersOf): MarketExposure[] {
  return [...groupByMarket(bets)].map(([key, group]) => {
    const { marketKind, marketId, selectionId } = group[0];
    const runners = marketKind === 'Fancy' ? undefined : runnersOf?.({ marketKind, marketId });
    return {
      key,
      marketKind,
      marketId,
      ...(marketKind === 'Fancy' ? { selectionId } : {}),
      exposurePaise: marketExposurePaise(group, runners),
    };
  });
}

/** ≥ 0 paise: the sum over markets of each market's worst outcome. */
export function totalExposurePaise(bets: readonly OpenBet[], runnersOf?: RunnersOf): number {
  return exposureByMarket(bets, runnersOf).reduce((sum, market) => sum + market.exposurePaise, 0);
}

/** The same in rupees (two decimals), for the slip and the API edge. */
export function totalExposure(bets: readonly OpenBet[], runnersOf?: RunnersOf): number {
  return toRupees(totalExposurePaise(bets, runnersOf));
}
