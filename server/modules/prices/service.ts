// The price history as the match page's sparklines take it: one series per runner.
import type { Db } from '../../db/database';
import { PRICE_SAMPLE_MS } from '../../feed/priceHistory';
import { PRICE_HISTORY_WINDOW_MS, type PriceHistoryResponse } from '../../../src/domain/contract/protection';
import { priceSamples } from './repository';

/** The last 30 minutes of a market's samples, one series per runner, oldest first. */
export async function readPriceHistory(db: Db, marketId: string, now: number): Promise<PriceHistoryResponse> {
  const rows = await priceSamples(db, marketId, new Date(now - PRICE_HISTORY_WINDOW_MS));
  const runners = new Map<number, PriceHistoryResponse['runners'][number]>();
  for (const row of rows) {
    const id = Number(row.selection_id);
    let series = runners.get(id);
    if (!series) runners.set(id, (series = { selectionId: id, t: [], back: [], lay: [] }));
    series.t.push(Number(row.t));
    series.back.push(row.back === null ? null : Number(row.back));
    series.lay.push(row.lay === null ? null : Number(row.lay));
  }
  return { marketId, stepSeconds: PRICE_SAMPLE_MS / 1000, runners: [...runners.values()] };
}
