// The Betfair price ladder: every price a match-odds runner may show. Prices are kept as integer
// "ticks" (an index into the ladder) so that moving a price is integer arithmetic, never rounding.

const BANDS: ReadonlyArray<readonly [from: number, to: number, step: number]> = [
  [1.01, 2, 0.01],
  [2, 3, 0.02],
  [3, 4, 0.05],
  [4, 6, 0.1],
  [6, 10, 0.2],
  [10, 20, 0.5],
  [20, 30, 1],
  [30, 50, 2],
  [50, 100, 5],
  [100, 1000, 10],
];

function buildLadder(): number[] {
  const prices: number[] = [];
  for (const [from, to, step] of BANDS) {
    // Work in hundredths: 0.01 steps are not exact in binary floating point.
    const start = Math.round(from * 100);
    const end = Math.round(to * 100);
    const inc = Math.round(step * 100);
    for (let p = start; p < end; p += inc) if (prices[prices.length - 1] !== p / 100) prices.push(p / 100);
  }
  prices.push(1000);
  return prices;
}

export const LADDER: readonly number[] = buildLadder();
export const MIN_TICK = 0;
export const MAX_TICK = LADDER.length - 1;
const ON_LADDER = new Set(LADDER);

export function isOnLadder(price: number): boolean {
  return ON_LADDER.has(price);
}

export function priceAt(tick: number): number {
  return LADDER[Math.max(MIN_TICK, Math.min(MAX_TICK, tick))];
}

/** The tick of the highest ladder price at or below `price` (clamped to the ladder). */
export function tickAtOrBelow(price: number): number {
  if (price <= LADDER[0]) return 0;
  if (price >= LADDER[MAX_TICK]) return MAX_TICK;
  let lo = 0;
  let hi = MAX_TICK;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (LADDER[mid] <= price + 1e-9) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * The price `steps` ticks away on the ladder (negative: lower), for the slip's own-price arrows. A
 * price between two steps first snaps to the one below it; the ends of the ladder hold.
 */
export function stepPrice(price: number, steps: number): number {
  const tick = tickAtOrBelow(price);
  if (steps === 0) return priceAt(tick);
  const from = steps > 0 || isOnLadder(price) ? tick : tick + 1;
  return priceAt(from + steps);
}
