// The risk book of one market: the house's profit or loss in each outcome, which is the negated sum of
// every player's position there, computed with the very functions that give each player's position
// and exposure (src/domain/betting: runnerPnlPaise, fancyPnlAtRunsPaise, marketExposurePaise). Pure:
// the service reads the bets, this adds them up. Amounts in paise.
import { marketExposurePaise } from '../../../src/domain/betting/exposure';
import { fancyLadderRuns, fancyPnlAtRunsPaise } from '../../../src/domain/betting/fancyLadder';
import { runnerPnlPaise } from '../../../src/domain/betting/runnerPositions';
import type { MarketKind, OpenBet, SelectionId } from '../../../src/domain/betting/types';

export interface PlayerBets {
  userId: number;
  username: string;
  /** The player's open bets in this market (pending ones marked, as for exposure). */
  bets: OpenBet[];
}

export interface PlayerPosition {
  userId: number;
  username: string;
  /** The player's exposure in this market (what they can lose, ≥ 0). */
  exposurePaise: number;
  /** The player's best outcome here (what the house pays at most to them). */
  bestPaise: number;
  /** Stakes of matched bets. */
  matchedPaise: number;
}

export interface MarketBook {
  kind: MarketKind;
  /** Runner markets: the house's P&L if each runner wins. */
  runners: Array<{ selectionId: SelectionId; housePaise: number }>;
  /** Fancy: the house's P&L at each run count of the ladder. */
  ladder: Array<{ runs: number; housePaise: number }>;
  /** The house's worst outcome (most negative; 0 when nothing can lose) and best. */
  worstCasePaise: number;
  bestCasePaise: number;
  matchedPaise: number;
  players: number;
  /** Sum of the players' exposures here. */
  playersExposurePaise: number;
  /** The ten largest positions: by exposure, then by best outcome. */
  top: PlayerPosition[];
}

const stakePaise = (bet: OpenBet) => Math.round(bet.stake * 100);

/** Each outcome's P&L of one player's bets, by outcome key. */
function outcomesOf(kind: MarketKind, bets: readonly OpenBet[], runners: readonly SelectionId[], runs: readonly number[]): number[] {
  return kind === 'Fancy' ? runs.map((r) => fancyPnlAtRunsPaise(bets, r)) : runnerPnlPaise(bets, runners).map((r) => r.pnlPaise);
}

/**
 * `runners`: every runner of the market (persisted, live, and any a bet names); ignored for fancy.
 */
export function marketBook(kind: MarketKind, players: readonly PlayerBets[], runners: readonly SelectionId[]): MarketBook {
  const allBets = players.flatMap((p) => p.bets);
  const runs = kind === 'Fancy' ? fancyLadderRuns(allBets) : [];
  const outcomeCount = kind === 'Fancy' ? runs.length : runners.length;
  const house = new Array<number>(outcomeCount).fill(0);
  const positions: PlayerPosition[] = [];
  for (const player of players) {
    if (player.bets.length === 0) continue;
    const pnl = outcomesOf(kind, player.bets, runners, runs);
    pnl.forEach((value, i) => {
      house[i] -= value;
    });
    positions.push({
      userId: player.userId,
      username: player.username,
      exposurePaise: marketExposurePaise(player.bets, kind === 'Fancy' ? undefined : runners),
      bestPaise: pnl.length > 0 ? Math.max(0, ...pnl) : 0,
      matchedPaise: player.bets.filter((b) => !b.pending).reduce((sum, b) => sum + stakePaise(b), 0),
    });
  }
  const top = [...positions]
    .sort((a, b) => b.exposurePaise - a.exposurePaise || b.bestPaise - a.bestPaise || a.userId - b.userId)
    .slice(0, 10);
  return {
    kind,
    runners: kind === 'Fancy' ? [] : runners.map((selectionId, i) => ({ selectionId, housePaise: house[i] })),
    ladder: kind === 'Fancy' ? runs.map((r, i) => ({ runs: r, housePaise: house[i] })) : [],
    worstCasePaise: house.length > 0 ? Math.min(0, ...house) : 0,
    bestCasePaise: house.length > 0 ? Math.max(0, ...house) : 0,
    matchedPaise: positions.reduce((sum, p) => sum + p.matchedPaise, 0),
    players: positions.length,
    playersExposurePaise: positions.reduce((sum, p) => sum + p.exposurePaise, 0),
    top,
  };
}
