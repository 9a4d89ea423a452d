// Reads what a settlement preview needs, in one read-only transaction: the market's kind and state,
// its runners and non-runners (as settleMarket checks and voids them), and its open bets by player.
// Demo players bet play money and are left out, as in the risk book.
import { openBetOf } from '../bets';
import type { AppDeps } from '../../deps';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { outcomeMismatch, type MarketOutcome } from '../../settlement/outcome';
import * as settlementRepo from '../../settlement/repository';
import { SETTLEMENT_MSG } from '../../settlement/settleMarket';
import type { PlayerBets } from './book';
import { marketFacts } from './marketFacts';
import { OPERATOR_MSG } from './messages';
import { openBets } from './marketsRepository';
import { settlePreview, type SettlePreview } from './settlePreview';

export async function previewSettlement(
  deps: Pick<AppDeps, 'db' | 'snapshots'>,
  marketId: string,
  asked: MarketOutcome,
): Promise<SettlePreview & { outcome: MarketOutcome }> {
  const facts = await marketFacts(deps.db, deps.snapshots, marketId);
  if (!facts) throw notFound(OPERATOR_MSG.noSuchMarket(marketId));
  if (facts.settlement && !facts.settlement.rolledBack) throw conflict(OPERATOR_MSG.alreadySettled(marketId));
  const mismatch = outcomeMismatch(facts.kind, asked);
  if (mismatch) throw badRequest(mismatch);
  return deps.db.transaction().execute(async (trx) => {
    let outcome = asked;
    if (asked.outcome === 'winner') {
      const runners = await settlementRepo.runnerNames(trx, marketId);
      if (!runners.has(asked.winnerSelectionId)) throw badRequest(SETTLEMENT_MSG.notARunner(asked.winnerSelectionId, [...runners.keys()]));
      const nonRunners = await settlementRepo.feedNonRunners(trx, marketId);
      if (nonRunners.includes(asked.winnerSelectionId)) throw badRequest(SETTLEMENT_MSG.nonRunnerWinner(asked.winnerSelectionId));
      if (nonRunners.length > 0) outcome = { ...asked, voidSelectionIds: nonRunners };
    }
    const byUser = new Map<number, PlayerBets>();
    for (const row of await openBets(trx, marketId)) {
      const entry = byUser.get(row.user_id) ?? { userId: row.user_id, username: row.username, bets: [] };
      entry.bets.push(openBetOf(row));
      byUser.set(row.user_id, entry);
    }
    return { ...settlePreview([...byUser.values()], outcome), outcome };
  });
}
