// GET /api/admin/summary?from&to: the business per India day — deposits and withdrawals approved,
// turnover (stakes of matched bets, by the day they matched), the house's gross gaming revenue (the
// negated sum of the settlement entries booked that day, rollbacks included), new and active players
// (a bet placed that day, in a settled market or still open) — with totals and the requests pending
// now. Settled markets come from the daily roll-up settlement keeps (migration 20261125_33), open
// ones live. Goal p95 ≤ 50 ms for 30 days at 10 M bets: measured 52 ms (`npm run bench:summary`, bench/RESULTS.md).
// Demo players' play money is never counted: the roll-up leaves them out, and so do the live parts
// (they have no wallet requests: the wallet refuses them).
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { toRupees } from '../../../src/domain/money';
import type { AppDeps } from '../../deps';
import { badRequest } from '../../lib/errors';
import { formatIst, parseIst } from '../reports';
import { errorResponses } from './schemas';

const DAY_MS = 86_400_000;
const IST_MS = 330 * 60_000;
const MAX_DAYS = 366;
export const SUMMARY_MSG = {
  badRange: `Give from and to as IST days (YYYY-MM-DD), from not after to, at most ${MAX_DAYS} days.`,
} as const;

const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const Money = Type.Object({ count: Type.Integer(), amount: Type.Number() });
const DayRow = Type.Object({
  day: Type.String(), deposits: Money, withdrawals: Money, turnover: Type.Number(), ggr: Type.Number(), newPlayers: Type.Integer(), activePlayers: Type.Integer(),
});
const SummaryReply = Type.Object({
  isSuccess: Type.Literal(true),
  from: Type.String(),
  to: Type.String(),
  totals: Type.Object({ deposits: Money, withdrawals: Money, turnover: Type.Number(), ggr: Type.Number(), newPlayers: Type.Integer(), activePlayers: Type.Integer() }),
  pending: Type.Object({ deposits: Money, withdrawals: Money }),
  days: Type.Array(DayRow),
});

/** Days since 1970-01-01 IST (the database's ist_day()). */
const istDayOf = (ms: number) => Math.floor((ms + IST_MS) / DAY_MS);
const dayText = (day: number) => formatIst(day * DAY_MS - IST_MS).slice(0, 10);

export async function summaryRoutes(base: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = base.withTypeProvider<TypeBoxTypeProvider>();
  api.get('/admin/summary', {
    schema: { querystring: Type.Object({ from: Type.Optional(Day), to: Type.Optional(Day) }, { additionalProperties: false }), response: { 200: SummaryReply, ...errorResponses } },
  }, async (request) => adminSummary(deps.db, deps.clock.now(), request.query));
}

/** An open bet's player is not a demo player (their play money is never counted). */
const notDemo = sql`NOT EXISTS (SELECT 1 FROM users u WHERE u.id = b.user_id AND u.role = 'demo')`;

/** The summary of the IST days from..to (default: the 30 days up to today); 400 for a bad range. */
export async function adminSummary(db: Kysely<Database>, now: number, query: { from?: string; to?: string }) {
  const today = istDayOf(now);
  const parse = (text: string | undefined, fallback: number) => {
    if (text === undefined) return fallback;
    const date = parseIst(text);
    if (!date) throw badRequest(SUMMARY_MSG.badRange);
    return istDayOf(date.getTime());
  };
  const to = parse(query.to, today);
  const from = parse(query.from, to - 29);
  if (from > to || to - from + 1 > MAX_DAYS) throw badRequest(SUMMARY_MSG.badRange);
  const start = new Date(from * DAY_MS - IST_MS);
  const end = new Date((to + 1) * DAY_MS - IST_MS);

  // The settled part from the daily roll-up (migration 20261125_33), the open markets' bets live:
  // open bets are few (bets_open_place_idx), so no query here reads the big tables by time. A bet is
  // matched within seconds of its placing (the delay is at most 60 s), so a day's margin finds them.
  const [requests, rolled, live, liveActive, activeTotal, fresh, pending] = await Promise.all([
    sql<{ day: number; request_type: string; n: number; amount: string }>`
      SELECT ist_day(status_changed_at) AS day, request_type, count(*)::int AS n, sum(amount) AS amount FROM wallet_requests
      WHERE status = 1 AND status_changed_at >= ${start} AND status_changed_at < ${end} GROUP BY 1, 2`.execute(db),
    sql<{ day: number; turnover: string; ggr: string; active: number }>`
      SELECT day, turnover, ggr, active FROM summary_days WHERE day BETWEEN ${from} AND ${to}`.execute(db),
    sql<{ day: number; amount: string }>`
      SELECT ist_day(matched_time) AS day, sum(stake) AS amount FROM bets b
      WHERE status IN ('pending', 'matched') AND place_time >= ${new Date(start.getTime() - DAY_MS)} AND place_time < ${end}
        AND status = 'matched' AND matched_time >= ${start} AND matched_time < ${end} AND ${notDemo} GROUP BY 1`.execute(db),
    sql<{ day: number; n: number }>`
      SELECT o.day, count(*)::int AS n FROM (
        SELECT DISTINCT ist_day(place_time) AS day, user_id FROM bets b
        WHERE status IN ('pending', 'matched') AND place_time >= ${start} AND place_time < ${end} AND ${notDemo}
      ) o
      WHERE NOT EXISTS (SELECT 1 FROM summary_active a WHERE a.day = o.day AND a.user_id = o.user_id)
      GROUP BY 1`.execute(db),
    // The distinct players of the range: each counted on their first active day in it (summary_gaps),
    // and the open markets' players active on no settled day of it.
    sql<{ n: number }>`
      SELECT (SELECT coalesce(sum(n), 0)::int FROM summary_gaps WHERE day BETWEEN ${from} AND ${to} AND prev_day < ${from})
        + (SELECT count(*)::int FROM (
             SELECT DISTINCT user_id FROM bets b WHERE status IN ('pending', 'matched') AND place_time >= ${start} AND place_time < ${end} AND ${notDemo}
           ) o
           WHERE NOT EXISTS (SELECT 1 FROM summary_active a WHERE a.user_id = o.user_id AND a.day BETWEEN ${from} AND ${to})) AS n`.execute(db),
    // Counted day by day through users_player_created_idx: no function of each row, no sort.
    sql<{ day: number; n: number }>`
      SELECT d AS day, (SELECT count(*)::int FROM users WHERE role = 'player'
        AND created_at >= to_timestamp(d::bigint * 86400 - 19800) AND created_at < to_timestamp((d::bigint + 1) * 86400 - 19800)) AS n
      FROM generate_series(${from}::int, ${to}::int) d`.execute(db),
    sql<{ request_type: string; n: number; amount: string }>`
      SELECT request_type, count(*)::int AS n, sum(amount) AS amount FROM wallet_requests WHERE status = 2 GROUP BY 1`.execute(db),
  ]);

  const days = Array.from({ length: to - from + 1 }, (_, i) => ({
    day: dayText(from + i), deposits: { count: 0, amount: 0 }, withdrawals: { count: 0, amount: 0 }, turnover: 0, ggr: 0, newPlayers: 0, activePlayers: 0,
  }));
  const at = (day: number) => days[day - from];
  for (const r of requests.rows) at(r.day)[r.request_type === 'deposit' ? 'deposits' : 'withdrawals'] = { count: r.n, amount: toRupees(Number(r.amount)) };
  const turnoverPaise = new Map<number, number>();
  const add = (map: Map<number, number>, day: number, value: number) => map.set(day, (map.get(day) ?? 0) + value);
  for (const r of rolled.rows) {
    add(turnoverPaise, r.day, Number(r.turnover));
    at(r.day).ggr = toRupees(Number(r.ggr));
    at(r.day).activePlayers += r.active;
  }
  for (const r of live.rows) add(turnoverPaise, r.day, Number(r.amount));
  for (const [day, paise] of turnoverPaise) at(day).turnover = toRupees(paise);
  for (const r of liveActive.rows) at(r.day).activePlayers += r.n;
  for (const r of fresh.rows) at(r.day).newPlayers = r.n;
  const sum = (pick: (d: (typeof days)[number]) => number) => Math.round(days.reduce((s, d) => s + pick(d) * 100, 0)) / 100;
  const pendingOf = (type: string) => {
    const row = pending.rows.find((r) => r.request_type === type);
    return { count: row?.n ?? 0, amount: toRupees(Number(row?.amount ?? 0)) };
  };
  return {
    isSuccess: true as const,
    from: dayText(from),
    to: dayText(to),
    totals: {
      deposits: { count: sum((d) => d.deposits.count), amount: sum((d) => d.deposits.amount) },
      withdrawals: { count: sum((d) => d.withdrawals.count), amount: sum((d) => d.withdrawals.amount) },
      turnover: sum((d) => d.turnover),
      ggr: sum((d) => d.ggr),
      newPlayers: sum((d) => d.newPlayers),
      activePlayers: activeTotal.rows[0]?.n ?? 0,
    },
    pending: { deposits: pendingOf('deposit'), withdrawals: pendingOf('withdraw') },
    days,
  };
}
