// A player's exposure market by market (what the wallet's one exposure figure is the sum of), with the
// same maths and runner lists as the stored figure (src/domain/betting/exposure.ts, the persisted
// runners): support reads where the money at risk sits. Amounts in paise.
import { exposureByMarket } from '../../../src/domain/betting/exposure';
import { mergedRunners, openBetOf, runnersOfMarkets } from '../bets';
import { openBetsWithNames } from './playersRepository';
import type { Q } from './queries';

export interface MarketExposureRow {
  marketId: string;
  kind: string;
  eventName: string;
  /** The market, and for a fancy the session's name too (each session is a market of its own). */
  marketName: string;
  openBets: number;
  exposurePaise: number;
}

export async function exposureByMarketOf(db: Q, userId: number): Promise<MarketExposureRow[]> {
  const rows = await openBetsWithNames(db, userId);
  const bets = rows.map(openBetOf);
  const runnerMarkets = [...new Set(bets.filter((b) => b.marketKind !== 'Fancy').map((b) => b.marketId))];
  const runnersOf = mergedRunners(await runnersOfMarkets(db, runnerMarkets));
  return exposureByMarket(bets, runnersOf)
    .map((market) => {
      const inMarket = rows.filter(
        (r) => r.market_id === market.marketId && (market.marketKind !== 'Fancy' || String(r.selection_id) === String(market.selectionId)),
      );
      const first = inMarket[0];
      return {
        marketId: market.marketId,
        kind: market.marketKind,
        eventName: first?.event_name ?? '',
        marketName: market.marketKind === 'Fancy' && first ? `${first.market_name} / ${first.selection_name}` : (first?.market_name ?? ''),
        openBets: inMarket.length,
        exposurePaise: market.exposurePaise,
      };
    })
    .sort((a, b) => b.exposurePaise - a.exposurePaise || a.marketId.localeCompare(b.marketId));
}
