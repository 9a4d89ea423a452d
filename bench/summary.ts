// `npm run bench:summary`: GET /api/admin/summary on the data of bench:reports (10,000,000 bets over
// a year, 100,000 players; bench/reportsData.ts, the admin summary's roll-up rebuilt after the load
// as migration 20261125_33 backfills it). Times the route's own function (adminSummary: every query,
// no HTTP) for 30 days up to the generated "now" (the goal: p95 ≤ 50 ms), 7 and 365 days,
// taken in turns with a baseline measured in the same run (one bet by primary key through the same
// pool), and checks the 30-day answer against the plain aggregates over bets and ledger.
//
// Environment as bench:reports: BENCH_BETS (10000000), BENCH_USERS (100000), BENCH_HEAVY (100000),
// BENCH_DAYS (365), BENCH_RUNS (200), BENCH_DATABASE_URL, BENCH_DATA_DIR (reuse the data of a run of
// the same size, bench:reports' included).
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { Kysely, PostgresDialect, sql, type CompiledQuery } from 'kysely';
import pg from 'pg';
import type { Database } from '../server/db/schema';
import { migrateToLatest } from '../server/db/migrate';
import { adminSummary } from '../server/modules/operator/summary';
import { formatIst } from '../server/modules/reports/dates';
import { toRupees } from '../src/domain/money';
import { closeBench, openReportsBench } from './reportsBench';
import { prepare } from './support/reportsDatabase';
import { percentile, report, say } from './support/result';

const GOAL_MS = 50;
const DAY = 86_400_000;

interface Scenario {
  name: string;
  run: () => Promise<unknown>;
}

/** Each run of each scenario in turn, in a shuffled order, so load from elsewhere falls on all alike. */
async function measure(scenarios: Scenario[], runs: number): Promise<Array<{ p50: number; p95: number }>> {
  for (const s of scenarios) for (let i = 0; i < 10; i += 1) await s.run();
  const times: number[][] = scenarios.map(() => []);
  const order = scenarios.map((_, k) => k);
  for (let i = 0; i < runs; i += 1) {
    order.sort(() => Math.random() - 0.5);
    for (const k of order) {
      const started = performance.now();
      await scenarios[k].run();
      times[k].push(performance.now() - started);
    }
  }
  return times.map((list) => ({ p50: percentile(list, 50), p95: percentile(list, 95) }));
}

async function main(): Promise<void> {
  const { shape, runs, target, setup } = await openReportsBench();
  const { bets, users } = shape;
  let pool: pg.Pool | undefined;
  try {
    await migrateToLatest(setup);
    const { now } = await prepare(setup, shape, say);
    pool = new pg.Pool({ connectionString: target.url, max: 10 });
    pool.on('error', () => undefined);
    let capture: CompiledQuery[] | null = null;
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool }),
      log: (event) => {
        capture?.push(event.query);
      },
    });
    const maxId = Number((await sql<{ m: string }>`SELECT max(id) AS m FROM bets`.execute(db)).rows[0].m);
    const day = (back: number) => formatIst(now - back * DAY).slice(0, 10);
    const lastDays = (n: number) => ({ from: day(n - 1), to: day(0) });

    // The 30-day answer against the plain aggregates (what the summary read before the roll-up).
    const answer = await adminSummary(db, now, lastDays(30));
    const startMs = Date.parse(`${answer.from}T00:00:00+05:30`);
    const endMs = Date.parse(`${answer.to}T00:00:00+05:30`) + DAY;
    const [start, end] = [new Date(startMs), new Date(endMs)];
    const plain = (
      await sql<{ turnover: string; ggr: string; active: number }>`
      SELECT (SELECT coalesce(sum(stake), 0) FROM bets WHERE status IN ('matched', 'settled') AND matched_time >= ${start} AND matched_time < ${end}) AS turnover,
             (SELECT coalesce(-sum(amount), 0) FROM ledger WHERE kind = 'settlement' AND created_at >= ${start} AND created_at < ${end}) AS ggr,
             (SELECT count(DISTINCT user_id)::int FROM bets WHERE place_time >= ${start} AND place_time < ${end}) AS active`.execute(db)
    ).rows[0];
    const expected = { turnover: toRupees(Number(plain.turnover)), ggr: toRupees(Number(plain.ggr)) };
    const got = { turnover: answer.totals.turnover, ggr: answer.totals.ggr };
    // Active: the roll-up counts a bet in a settled market, or one still open (pending, matched);
    // a lapsed or deleted bet of a market not settled yet is not counted until it settles.
    const correct = got.turnover === expected.turnover && got.ggr === expected.ggr && answer.totals.activePlayers <= plain.active;
    say(
      `30 days: turnover ₹${got.turnover} (plain ₹${expected.turnover}), GGR ₹${got.ggr} (plain ₹${expected.ggr}), active ${answer.totals.activePlayers} (plain, lapsed and deleted included: ${plain.active})`,
    );

    const scenarios: Scenario[] = [
      {
        name: 'baseline: one bet by primary key',
        run: () =>
          db
            .selectFrom('bets')
            .select(['id', 'status', 'stake'])
            .where('id', '=', 1 + Math.floor(Math.random() * maxId))
            .execute(),
      },
      { name: 'summary, 30 days', run: () => adminSummary(db, now, lastDays(30)) },
      { name: 'summary, 7 days', run: () => adminSummary(db, now, lastDays(7)) },
      { name: 'summary, 365 days', run: () => adminSummary(db, now, lastDays(365)) },
    ];
    const load = os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
    say(`\n${runs} runs each, in turns (ms; load average ${load} on ${os.cpus().length} cores):`);
    const timings = await measure(scenarios, runs);
    for (const [k, s] of scenarios.entries())
      say(`${s.name.padEnd(40)} p50 ${timings[k].p50.toFixed(2).padStart(7)}  p95 ${timings[k].p95.toFixed(2).padStart(7)}`);
    const [base, thirty] = timings;
    // Where the 30-day call's time goes: each of its queries, EXPLAIN ANALYZE.
    capture = [];
    await adminSummary(db, now, lastDays(30));
    const queries: CompiledQuery[] = capture;
    capture = null;
    for (const query of queries) {
      say(`\n${query.sql.replace(/\s+/g, ' ').trim()}`);
      const plan = await pool.query(`EXPLAIN (ANALYZE, BUFFERS) ${query.sql}`, query.parameters as unknown[]);
      for (const row of plan.rows) say(`  ${row['QUERY PLAN']}`);
    }
    report({
      name: 'summary',
      command: process.env.BENCH_BETS ? `BENCH_BETS=${bets} BENCH_USERS=${users} npm run bench:summary` : 'npm run bench:summary',
      setup: `${JSON.stringify({ bets, users, days: shape.days, markets: shape.markets })}; adminSummary() (the route's function, every query, no HTTP), ${runs} runs in turns; load average at the start ${load}`,
      figure: { label: 'GET /api/admin/summary, 30 days, p95', value: thirty.p95, unit: 'ms' },
      baseline: { label: 'one bet by primary key p95', value: base.p95, unit: 'ms' },
      ratio: thirty.p95 / base.p95,
      ratioMeaning: '30-day summary p95 per primary-key lookup p95',
      goal: `p95 <= ${GOAL_MS} ms for 30 days at 10,000,000 bets`,
      met: thirty.p95 <= GOAL_MS,
      details: [
        ...scenarios.slice(1).map((s, i) => `${s.name}: p50 ${timings[i + 1].p50.toFixed(2)} ms, p95 ${timings[i + 1].p95.toFixed(2)} ms`),
        `30-day totals equal the plain aggregates (turnover, GGR): ${got.turnover === expected.turnover && got.ggr === expected.ggr ? 'yes' : 'NO'}`,
      ],
      ok: correct,
    });
  } finally {
    await closeBench(pool, setup, target);
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
