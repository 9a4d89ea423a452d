// What settling a market with one outcome would do, before the operator confirms it: per player the
// net of their matched bets (one ledger entry each, as settleMarket books it), pending bets lapsed,
// bets on a non-runner voided. Each bet's result comes from the same betting maths as the risk book
// and the settlement (src/domain/betting/settle.ts through betResultPaise). Pure; amounts in paise.
import { betResultPaise, isVoidedRunner, type MarketOutcome } from '../../settlement/outcome';
import type { PlayerBets } from './book';

export interface SettlePreview {
  /** Matched bets that win, lose (or break even), are voided; pending bets that lapse. */
  betsWon: number;
  betsLost: number;
  betsVoided: number;
  betsLapsed: number;
  /** Players with a matched bet: each gets one settlement entry. */
  players: number;
  /** Sum of the players' positive nets (paid to them) and of their negative nets (taken from them). */
  paidPaise: number;
  takenPaise: number;
  /** taken − paid: the house's result of this outcome. */
  houseNetPaise: number;
}

export function settlePreview(players: readonly PlayerBets[], outcome: MarketOutcome): SettlePreview {
  const preview: SettlePreview = {
    betsWon: 0,
    betsLost: 0,
    betsVoided: 0,
    betsLapsed: 0,
    players: 0,
    paidPaise: 0,
    takenPaise: 0,
    houseNetPaise: 0,
  };
  for (const player of players) {
    const matched = player.bets.filter((bet) => !bet.pending);
    preview.betsLapsed += player.bets.length - matched.length;
    if (matched.length === 0) continue;
    preview.players += 1;
    let net = 0;
    for (const bet of matched) {
      if (outcome.outcome === 'void' || isVoidedRunner(Number(bet.selectionId), outcome)) {
        preview.betsVoided += 1;
        continue;
      }
      const result = betResultPaise(bet, outcome);
      if (result > 0) preview.betsWon += 1;
      else preview.betsLost += 1;
      net += result;
    }
    if (net > 0) preview.paidPaise += net;
    else preview.takenPaise -= net;
  }
  preview.houseNetPaise = preview.takenPaise - preview.paidPaise;
  return preview;
}
