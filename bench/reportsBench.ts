// What the two report benches (bench:reports, bench:summary) share: the data's size from the
// environment, the database opened on it, and its closing whatever failed.
import { createDb } from '../server/db/database';
import type { BenchShape } from './reportsData';
import { openTarget } from './support/reportsDatabase';

/** A positive whole number from the environment, or `fallback` when it is not set. */
export const envInt = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer`);
  return value;
};

/**
 * The data the report benches generate, as BENCH_BETS, BENCH_USERS, BENCH_HEAVY (the heavy player's
 * bets, at most half) and BENCH_DAYS size it; a market for every 50 bets, and enough for the heavy one.
 */
export function shapeFromEnv(): BenchShape {
  const bets = envInt('BENCH_BETS', 10_000_000);
  const heavyBets = Math.min(envInt('BENCH_HEAVY', 100_000), Math.floor(bets / 2));
  return {
    bets,
    users: envInt('BENCH_USERS', 100_000),
    heavyBets,
    days: envInt('BENCH_DAYS', 365),
    markets: Math.max(Math.ceil(bets / 50), Math.ceil(heavyBets / 4)),
    now: Date.now(),
  };
}

/** Ends what a report bench opened, whatever failed before: the measured pool, the set-up connection, the database. */
export async function closeBench(
  pool: { end(): Promise<void> } | undefined,
  setup: { destroy(): Promise<void> },
  target: { stop(): Promise<void> },
) {
  await pool?.end().catch(() => undefined);
  await setup.destroy().catch(() => undefined);
  await target.stop();
}

/** The shape and the runs per scenario (BENCH_RUNS) from the environment, the database and a set-up connection to it. */
export async function openReportsBench() {
  const shape = shapeFromEnv();
  const runs = envInt('BENCH_RUNS', 200);
  const target = await openTarget();
  return { shape, runs, target, setup: createDb(target.url, 2) };
}
