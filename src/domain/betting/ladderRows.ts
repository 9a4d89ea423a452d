// The ladder view of one runner (docs/betting.md), as Betfair draws it: one row per price, highest
// on top, with what is offered to back (money waiting to lay at that price: the back column) and to
// lay, and the volume already traded there. Traded prices far outside the book are left out: the
// rows run from the lowest back level shown to the highest lay level shown.
import type { PriceSize } from '../contract/sports';

export interface LadderRow {
  price: number;
  back: number | null;
  lay: number | null;
  traded: number | null;
}

export function ladderRows(back: readonly PriceSize[], lay: readonly PriceSize[], traded: readonly PriceSize[]): LadderRow[] {
  const offered = [...back, ...lay].map((level) => level.price).filter((price) => price > 0);
  const low = offered.length ? Math.min(...offered) : -Infinity;
  const high = offered.length ? Math.max(...offered) : Infinity;
  const rows = new Map<number, LadderRow>();
  const row = (price: number) => {
    let found = rows.get(price);
    if (!found) rows.set(price, (found = { price, back: null, lay: null, traded: null }));
    return found;
  };
  for (const level of back) if (level.price > 0) row(level.price).back = level.size;
  for (const level of lay) if (level.price > 0) row(level.price).lay = level.size;
  for (const level of traded) if (level.price >= low && level.price <= high) row(level.price).traded = level.size;
  return [...rows.values()].sort((a, b) => b.price - a.price);
}
