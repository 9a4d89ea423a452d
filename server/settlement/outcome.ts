// What settles a market, and what each bet makes of it: the pure rules, on top of the betting maths
// of src/domain (settle.ts), so that settlement, exposure and the slip's preview never disagree.
import { settleOnRuns, settleOnWinner } from '../../src/domain/betting/settle';
import { isRunnerMarket, type MarketKind, type OpenBet } from '../../src/domain/betting/types';

export type MarketOutcome =
  { outcome: 'winner'; winnerSelectionId: number; voidSelectionIds?: number[] } | { outcome: 'runs'; runs: number } | { outcome: 'void' };

/** Signed paise the bet makes: match odds, bookmaker and toss by winner; fancy by runs (YES wins at runs ≥ line); void 0. */
/** A bet on a runner withdrawn before the off (a non-runner) is void whatever the result. */
export function isVoidedRunner(selectionId: number, outcome: MarketOutcome): boolean {
  return outcome.outcome === 'winner' && (outcome.voidSelectionIds ?? []).includes(selectionId);
}

export function betResultPaise(bet: OpenBet, outcome: MarketOutcome): number {
  switch (outcome.outcome) {
    case 'void':
      return 0;
    case 'winner':
      return settleOnWinner(bet, outcome.winnerSelectionId);
    case 'runs':
      return settleOnRuns(bet, outcome.runs);
  }
}

/** Why an outcome cannot settle a market of this kind, or null when it can. */
export function outcomeMismatch(kind: MarketKind, outcome: MarketOutcome): string | null {
  if (outcome.outcome === 'void') return null;
  if (isRunnerMarket(kind) && outcome.outcome !== 'winner') return `A ${kind} market settles on a winner: give winnerSelectionId.`;
  if (!isRunnerMarket(kind) && outcome.outcome !== 'runs') return 'A fancy market settles on runs: give runs.';
  return null;
}

/** The outcome as the Result popup and the statement's remark show it. */
export function resultText(outcome: MarketOutcome, winnerName: string | undefined): string {
  switch (outcome.outcome) {
    case 'void':
      return 'void';
    case 'runs':
      return `${outcome.runs} runs`;
    case 'winner':
      return winnerName && winnerName.trim() !== '' ? winnerName : `selection ${outcome.winnerSelectionId}`;
  }
}

export function sameOutcome(a: MarketOutcome, b: MarketOutcome): boolean {
  if (a.outcome === 'winner' && b.outcome === 'winner') return a.winnerSelectionId === b.winnerSelectionId;
  if (a.outcome === 'runs' && b.outcome === 'runs') return a.runs === b.runs;
  return a.outcome === b.outcome;
}

/** The statement's remark: '<event> / <market> / <result>'. */
export function settlementRemark(eventName: string, marketName: string, result: string): string {
  return [eventName, marketName, result].filter((part) => part.trim() !== '').join(' / ');
}

/**
 * The ledger ref of a market's settlement entries: 'market:<id>' the first time, 'market:<id>#<n>'
 * after n rollbacks (migration 20261125_22), so each settlement books once per player.
 */
export const settlementRef = (marketId: string, generation = 0): string =>
  generation === 0 ? `market:${marketId}` : `market:${marketId}#${generation}`;
/** The ref of the entries that reverse generation `generation` of the market's settlement. */
export const rollbackRef = (marketId: string, generation: number): string => `market:${marketId}#r${generation}`;
/** The market a settlement (or reversal) entry's ref names, or null for any other ref. */
export function marketOfRef(ref: string | null): string | null {
  if (!ref || !ref.startsWith('market:')) return null;
  const id = ref.slice('market:'.length);
  const hash = id.indexOf('#');
  return hash === -1 ? id : id.slice(0, hash);
}
