// The simulator's only source of randomness: seeded, so a FEED_SEED replays the same feed.
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { uniformInt } from 'pure-rand/distribution/uniformInt';

export class Random {
  private readonly rng;

  constructor(seed: number) {
    this.rng = xoroshiro128plus(seed);
  }

  /** Uniform in [0, 1). */
  next(): number {
    return uniformFloat64(this.rng);
  }

  /** Integer in [min, max], both included. */
  int(min: number, max: number): number {
    return uniformInt(this.rng, min, max);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  between(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(0, items.length - 1)];
  }

  /** Picks by weight; weights need not sum to 1. */
  weighted<T>(items: ReadonlyArray<readonly [T, number]>): T {
    const total = items.reduce((sum, [, w]) => sum + w, 0);
    let roll = this.next() * total;
    for (const [item, weight] of items) {
      roll -= weight;
      if (roll < 0) return item;
    }
    return items[items.length - 1][0];
  }

  /** n distinct items, in random order. */
  sample<T>(items: readonly T[], n: number): T[] {
    const pool = [...items];
    const out: T[] = [];
    while (out.length < n && pool.length > 0) out.push(pool.splice(this.int(0, pool.length - 1), 1)[0]);
    return out;
  }
}
