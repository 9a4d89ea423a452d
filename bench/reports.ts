// `npm run bench:reports`: the player's reports on a big database. Generates 10,000,000 bets across
// 100,000 players, one of whom has 100,000 (bench/reportsData.ts, all inside PostgreSQL), then
// times the three report calls for that heavy player — the same service functions the routes call,
// every query included, no HTTP — many runs each, and prints p50/p95, the ratio to a baseline
// measured in the same run (a primary-key lookup of one bet through the same pool), and the
// EXPLAIN (ANALYZE, BUFFERS) of every query the calls make. Target: p95 ≤ 20 ms per call.
//
// Environment: BENCH_BETS (10000000), BENCH_USERS (100000), BENCH_HEAVY (100000, at most half the
// bets), BENCH_DAYS (365), BENCH_RUNS (200 per scenario), BENCH_DATABASE_URL (a dedicated database
// instead of the embedded one), BENCH_DATA_DIR (keep the embedded cluster there and reuse its data
// on the next run of the same size; default: a temporary folder, removed at the end).
// Smoke run: BENCH_BETS=200000 BENCH_USERS=2000 npm run bench:reports
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import fastJson from 'fast-json-stringify';
import { Kysely, PostgresDialect, sql, type CompiledQuery } from 'kysely';
import pg from 'pg';
import type { Database } from '../server/db/schema';
import { migrateToLatest } from '../server/db/migrate';
import { formatIst } from '../server/modules/reports/dates';
import { BetHistoryReply, ProfitLossReply, StatementReply } from '../server/modules/reports/schemas';
import { accountStatement, betHistory, profitLoss } from '../server/modules/reports/service';
import { closeBench, openReportsBench } from './reportsBench';
import { prepare } from './support/reportsDatabase';

const say = (line: string) => process.stdout.write(`${line}\n`);
const TARGET_P95_MS = 20;
const DAY = 86_400_000;

function istDay(now: number, daysBack: number): string {
  return formatIst(now - daysBack * DAY).slice(0, 10);
}

interface Scenario {
  name: string;
  /** One call; answers how many rows it returned. */
  run: () => Promise<number>;
  explain?: boolean;
  /** The call's whole answer and the route's serializer for it (what Fastify adds over HTTP). */
  answer?: () => Promise<unknown>;
  stringify?: (answer: never) => string;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

interface Timing {
  p50: number;
  p95: number;
  rows: number;
}

/**
 * Round robin: each run of each scenario in turn, so that load from elsewhere on the machine falls
 * on every scenario alike (and on the baseline), and the ratios stay fair.
 */
async function measureAll(scenarios: Scenario[], runs: number): Promise<Timing[]> {
  const rows: number[] = [];
  for (const scenario of scenarios) for (let i = 0; i < 20; i += 1) rows[scenarios.indexOf(scenario)] = await scenario.run();
  const times: number[][] = scenarios.map(() => []);
  const order = scenarios.map((_, k) => k);
  for (let i = 0; i < runs; i += 1) {
    // A new order each round: the garbage a big report leaves is collected during whichever call
    // comes next, and that must not always be the same one (the baseline, say).
    for (let k = order.length - 1; k > 0; k -= 1) {
      const j = Math.floor(Math.random() * (k + 1));
      [order[k], order[j]] = [order[j], order[k]];
    }
    for (const k of order) {
      const started = performance.now();
      await scenarios[k].run();
      times[k].push(performance.now() - started);
    }
  }
  return times.map((list, k) => {
    list.sort((a, b) => a - b);
    return { p50: percentile(list, 50), p95: percentile(list, 95), rows: rows[k] };
  });
}

async function main(): Promise<void> {
  const begun = Date.now();
  const { shape, runs, target, setup } = await openReportsBench();
  let pool: pg.Pool | undefined;
  try {
    await migrateToLatest(setup);
    const { heavyUserId, now } = await prepare(setup, shape, say);

    // The measured pool logs what it runs, so the plans printed are those of the queries timed.
    pool = new pg.Pool({ connectionString: target.url, max: 10 });
    pool.on('error', () => undefined); // PostgreSQL stopping at the end closes idle connections
    let capture: CompiledQuery[] | null = null;
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool }),
      log: (event) => {
        capture?.push(event.query);
      },
    });
    const { rows: counts } = await sql<{ bets: number; ledger: number }>`
      SELECT (SELECT count(*)::int FROM bets WHERE user_id = ${heavyUserId}) AS bets,
             (SELECT count(*)::int FROM ledger WHERE user_id = ${heavyUserId}) AS ledger`.execute(db);
    const maxId = Number((await sql<{ m: string }>`SELECT max(id) AS m FROM bets`.execute(db)).rows[0].m);
    say(
      `\nHeavy player ${heavyUserId}: ${counts[0].bets.toLocaleString('en-IN')} bets, ${counts[0].ledger.toLocaleString('en-IN')} ledger entries.`,
    );

    const defaultRange = { fromDateTime: `${istDay(now, 1)} 00:00:00`, toDateTime: `${istDay(now, 0)} 23:59:59` };
    const lastDays = (days: number) => ({ fromDateTime: `${istDay(now, days - 1)} 00:00:00`, toDateTime: `${istDay(now, 0)} 23:59:59` });
    const history = (range: object, betStatus: number, page: number) => async () =>
      (await betHistory(db, heavyUserId, { ...range, betStatus, sport: 0, page, totalpage: 10 })).data.length;
    // The routes' own response serializers (Fastify compiles the same schemas with fast-json-stringify).
    const json = { history: fastJson(BetHistoryReply), statement: fastJson(StatementReply), profitLoss: fastJson(ProfitLossReply) };
    const historyAnswer = (range: object, page: number) => ({
      answer: () => betHistory(db, heavyUserId, { ...range, betStatus: 1, sport: 0, page, totalpage: 10 }),
      stringify: json.history,
    });
    type Range = ReturnType<typeof lastDays>;
    /** A report over the default range, and over the last `days` days with its whole answer serialized too. */
    const rangeScenarios = <Answer>(
      name: string,
      days: number,
      read: (range: Range) => Promise<Answer>,
      rows: (answer: Answer) => number,
      stringify: (answer: Answer) => string,
    ): Scenario[] => [
      { name: `${name}, default range`, run: async () => rows(await read(defaultRange)), explain: true },
      {
        name: `${name}, ${days} days`,
        run: async () => rows(await read(lastDays(days))),
        explain: true,
        answer: () => read(lastDays(days)),
        stringify: stringify as (answer: never) => string,
      },
    ];
    const yearRows = (await betHistory(db, heavyUserId, { ...lastDays(365), betStatus: 1, sport: 0, page: 1, totalpage: 10 })).totalrows;
    const lastPage = Math.max(1, Math.ceil(yearRows / 10));
    const scenarios: Scenario[] = [
      {
        name: 'baseline: one bet by primary key',
        run: async () =>
          (
            await db
              .selectFrom('bets')
              .select(['id', 'status', 'stake'])
              .where('id', '=', 1 + Math.floor(Math.random() * maxId))
              .execute()
          ).length,
      },
      { name: 'bet history, settled, default range (yesterday+today), page 1', run: history(defaultRange, 1, 1), explain: true },
      { name: 'bet history, settled, 30 days, page 1', run: history(lastDays(30), 1, 1) },
      {
        name: 'bet history, settled, 365 days, page 1',
        run: history(lastDays(365), 1, 1),
        explain: true,
        ...historyAnswer(lastDays(365), 1),
      },
      {
        name: `bet history, settled, 365 days, middle page (${Math.ceil(lastPage / 2)})`,
        run: history(lastDays(365), 1, Math.ceil(lastPage / 2)),
        explain: true,
      },
      { name: `bet history, settled, 365 days, last page (${lastPage})`, run: history(lastDays(365), 1, lastPage) },
      {
        name: 'current bets (unsettled, no dates), page 1',
        run: async () => (await betHistory(db, heavyUserId, { betStatus: 2, sport: 0, page: 1, totalpage: 10 })).data.length,
      },
      ...rangeScenarios(
        'account statement',
        7,
        (range) => accountStatement(db, heavyUserId, range),
        (r) => r.accountstatement.length,
        json.statement,
      ),
      ...rangeScenarios(
        'profit and loss',
        30,
        (range) => profitLoss(db, heavyUserId, range),
        (r) => r.plMainVMList.length,
        json.profitLoss,
      ),
    ];

    const load = os.loadavg()[0].toFixed(1);
    say(`\n${runs} runs per scenario, taken in turns, after 20 warm-up runs each (ms; load average ${load} on ${os.cpus().length} cores):`);
    say(
      `${'scenario'.padEnd(68)} ${'rows'.padStart(6)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'p95/base'.padStart(9)} ${'db p50'.padStart(8)}  target`,
    );
    const timings = await measureAll(scenarios, runs);
    // PostgreSQL's own time for the queries a call makes (EXPLAIN ANALYZE without per-node timing:
    // planning, execution and, from PostgreSQL 17, turning the rows into text for the wire), median
    // of 20: what the indexes and the query shapes buy, apart from the network, the driver and Node.
    let serialize = true;
    const dbTime = async (query: CompiledQuery): Promise<number> => {
      try {
        const options = `ANALYZE, TIMING OFF, ${serialize ? 'SERIALIZE TEXT, ' : ''}FORMAT JSON`;
        if (!pool) throw new Error('the measured pool is not open');
        const { rows: plan } = await pool.query(`EXPLAIN (${options}) ${query.sql}`, query.parameters as unknown[]);
        return Number(plan[0]['QUERY PLAN'][0]['Execution Time']) + Number(plan[0]['QUERY PLAN'][0]['Planning Time']);
      } catch (error) {
        if (!serialize) throw error;
        serialize = false; // before PostgreSQL 17
        return dbTime(query);
      }
    };
    const dbMs: number[] = [];
    for (const scenario of scenarios) {
      capture = [];
      await scenario.run();
      const queries = capture;
      capture = null;
      const sums: number[] = [];
      for (let i = 0; i < 20; i += 1) {
        let sum = 0;
        for (const query of queries) {
          sum += await dbTime(query);
        }
        sums.push(sum);
      }
      dbMs.push(
        percentile(
          sums.sort((a, b) => a - b),
          50,
        ),
      );
    }
    const baseline = timings[0].p95;
    const misses: string[] = [];
    for (const [k, scenario] of scenarios.entries()) {
      const { p50, p95, rows } = timings[k];
      const ok = p95 <= TARGET_P95_MS;
      if (!ok) misses.push(scenario.name);
      say(
        `${scenario.name.padEnd(68)} ${String(rows).padStart(6)} ${p50.toFixed(2).padStart(7)} ${p95.toFixed(2).padStart(7)} ${(p95 / baseline).toFixed(1).padStart(8)}x ${dbMs[k].toFixed(2).padStart(8)}  ${ok ? 'ok' : 'MISSED'}`,
      );
    }

    say(`(db p50: PostgreSQL's planning + execution${serialize ? ' + serialization' : ''} time of the call's queries, median of 20)`);

    // Not in the figures above (service calls): what the route's serializer adds over HTTP.
    say("\nJSON serialization of the answer by the route's response schema (fast-json-stringify), median of 20:");
    for (const scenario of scenarios.filter((s) => s.answer && s.stringify)) {
      const answer = await scenario.answer?.();
      const stringify = scenario.stringify as (value: unknown) => string;
      const times: number[] = [];
      let bytes = 0;
      for (let i = 0; i < 20; i += 1) {
        const started = performance.now();
        bytes = stringify(answer).length;
        times.push(performance.now() - started);
      }
      say(
        `  ${scenario.name}: ${percentile(
          times.sort((a, b) => a - b),
          50,
        ).toFixed(2)} ms, ${(bytes / 1024).toFixed(0)} KiB`,
      );
    }

    for (const scenario of scenarios.filter((s) => s.explain)) {
      capture = [];
      await scenario.run();
      const queries = capture;
      capture = null;
      say(`\n=== ${scenario.name}: ${queries.length} queries ===`);
      for (const query of queries) {
        say(`\n${query.sql.replace(/\s+/g, ' ').trim()}`);
        const plan = await pool.query(`EXPLAIN (ANALYZE, BUFFERS) ${query.sql}`, query.parameters as unknown[]);
        for (const row of plan.rows) say(`  ${row['QUERY PLAN']}`);
      }
    }
    say(
      `\n${misses.length === 0 ? `Every call's p95 is within ${TARGET_P95_MS} ms.` : `Over ${TARGET_P95_MS} ms at p95: ${misses.join('; ')}`}`,
    );
    say(`Total time: ${((Date.now() - begun) / 60_000).toFixed(1)} min.`);
  } finally {
    await closeBench(pool, setup, target);
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
