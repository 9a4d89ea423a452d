// 'Min: 100 Max: 25,000' for a block's header, from GetStackLimit (the game's own row over the sport's).
import { displayedStakeLimits, resolveStakeLimits, type StakeLimits } from '../../domain/betting/stakeLimits';
import type { MarketKind } from '../../domain/betting/types';
import type { StackLimits } from './sportsApi';
import { translateMessage } from '../../i18n/runtime';

const grouped = new Intl.NumberFormat('en-IN');

export function limitsText(limits: StakeLimits | null | undefined): string | undefined {
  return limits ? translateMessage(`Min: ${grouped.format(limits.min)} Max: ${grouped.format(limits.max)}`) : undefined;
}

export function limitsOf(kind: MarketKind, sportId: number, gameId: string, settings: StackLimits | undefined): StakeLimits | null {
  return settings ? resolveStakeLimits(kind, { sportId, gameId }, settings) : null;
}

/** Match odds show the thin-market limits while too little is matched (spec §5). */
export function matchOddsLimitsText(limits: StakeLimits | null, sportId: number, totalMatched: number): string | undefined {
  return limits ? limitsText(displayedStakeLimits(limits, { kind: 'Matchodds', sportId, totalMatched })) : undefined;
}
