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

/** The exposure of one market's bets (a group of groupByMarket), with the runners `runnersOf` knows for it. */
function groupExposurePaise(group: readonly OpenBet[], runnersOf?: RunnersOf): number {
  if (group.length === 0) return 0;
  const { marketKind, marketId } = group[0];
  return marketExposurePaise(group, marketKind === 'Fancy' ? undefined : runnersOf?.({ marketKind, marketId }));
}

export function exposureByMarket(bets: readonly OpenBet[], runnersOf?: RunnersOf): MarketExposure[] {
  return [...groupByMarket(bets)].map(([key, group]) => {
    const { marketKind, marketId, selectionId } = group[0];
    return {
      key,
      marketKind,
      marketId,
      ...(marketKind === 'Fancy' ? { selectionId } : {}),
      exposurePaise: groupExposurePaise(group, runnersOf),
    };
  });
}

/** ≥ 0 paise: the sum over markets of each market's worst outcome. */
export function totalExposurePaise(bets: readonly OpenBet[], runnersOf?: RunnersOf): number {
  return exposureByMarket(bets, runnersOf).reduce((sum, market) => sum + market.exposurePaise, 0);
}

/**
 * The total exposure of `bets` without and with one more bet: the same two figures as
 * totalExposurePaise(bets) and totalExposurePaise([...bets, added]), in one pass over the bets
 * instead of two. Only the added bet's market can change, so the other markets are summed once
 * (a save and an update decide on both figures, and a player's open bets may be many).
 */
export function exposureWithBetPaise(bets: readonly OpenBet[], added: OpenBet, runnersOf?: RunnersOf): { without: number; with: number } {
  const groups = groupByMarket(bets);
  const addedKey = marketKeyOf(added);
  let without = 0;
  let addedMarketBefore = 0;
  for (const [key, group] of groups) {
    const exposure = groupExposurePaise(group, runnersOf);
    without += exposure;
    if (key === addedKey) addedMarketBefore = exposure;
  }
  const addedMarketAfter = groupExposurePaise([...(groups.get(addedKey) ?? []), added], runnersOf);
  return { without, with: without - addedMarketBefore + addedMarketAfter };
}

/** The same in rupees (two decimals), for the slip and the API edge. */
export function totalExposure(bets: readonly OpenBet[], runnersOf?: RunnersOf): number {
  return toRupees(totalExposurePaise(bets, runnersOf));
}
