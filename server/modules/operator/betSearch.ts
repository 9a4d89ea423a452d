// A market's bets as positions: each player's P&L if each runner wins (runner markets) or what they
// can lose (fancy), computed with the same functions that give the player their own position
// (src/domain/betting), runners named as the feed names them.
import { marketExposurePaise } from '../../../src/domain/betting/exposure';
import { runnerPnlPaise } from '../../../src/domain/betting/runnerPositions';
import type { MarketKind, OpenBet } from '../../../src/domain/betting/types';
import { openBetOf } from '../bets';
import type { AppDeps } from '../../deps';
import { liveMarket, liveRunners } from './marketFacts';
import { marketOpenBets, marketRunnerNames } from './betSearchRepository';

export interface MarketPositions {
  marketId: string;
  kind: MarketKind | null;
  runners: Array<{ selectionId: number; name: string }>;
  players: Array<{
    userId: number;
    username: string;
    bets: number;
    exposurePaise: number;
    runners: Array<{ selectionId: number; pnlPaise: number }>;
  }>;
}

export async function marketPositions(deps: Pick<AppDeps, 'db' | 'snapshots'>, marketId: string): Promise<MarketPositions> {
  const [rows, persisted] = await Promise.all([marketOpenBets(deps.db, marketId), marketRunnerNames(deps.db, marketId)]);
  const names = new Map<number, string>(persisted.map((r) => [Number(r.selection_id), r.name]));
  for (const state of deps.snapshots.allEvents()) {
    if (!liveMarket(state, marketId)) continue;
    for (const r of liveRunners(state, marketId)) if (!names.has(r.selectionId)) names.set(r.selectionId, r.name);
  }
  for (const r of rows) if (!names.has(r.selection_id)) names.set(r.selection_id, r.selection_name);
  const kind = rows[0]?.market_kind ?? null;
  const runners = kind === 'Fancy' ? [] : [...names.entries()].map(([selectionId, name]) => ({ selectionId, name }));
  const byUser = new Map<number, { username: string; bets: OpenBet[] }>();
  for (const row of rows) {
    const entry = byUser.get(row.user_id) ?? { username: row.username, bets: [] };
    entry.bets.push(openBetOf(row));
    byUser.set(row.user_id, entry);
  }
  const ids = runners.map((r) => r.selectionId);
  return {
    marketId,
    kind,
    runners,
    players: [...byUser.entries()].map(([userId, { username, bets }]) => ({
      userId,
      username,
      bets: bets.length,
      exposurePaise: kind === 'Fancy' ? marketExposurePaise(bets) : marketExposurePaise(bets, ids),
      runners: kind === 'Fancy' ? [] : runnerPnlPaise(bets, ids).map((r) => ({ selectionId: Number(r.selectionId), pnlPaise: r.pnlPaise })),
    })),
  };
}
