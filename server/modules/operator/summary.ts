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
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { toRupees } from '../../../src/domain/money';
import type { AppDeps } from '../../deps';
import { badRequest } from '../../lib/errors';
import { formatIst, parseIst } from '../reports';
import { errorResponses } from './schemas';
import { summaryRows } from './summaryRepository';

const DAY_MS = 86_400_000;
const IST_MS = 330 * 60_000;
const MAX_DAYS = 366;
export const SUMMARY_MSG = {
  badRange: `Give from and to as IST days (YYYY-MM-DD), from not after to, at most ${MAX_DAYS} days.`,
} as const;

const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const Money = Type.Object({ count: Type.Integer(), amount: Type.Number() });
/** What a day row and the totals both count. */
const Figures = {
  deposits: Money,
  withdrawals: Money,
  turnover: Type.Number(),
  ggr: Type.Number(),
  newPlayers: Type.Integer(),
  activePlayers: Type.Integer(),
};
const DayRow = Type.Object({ day: Type.String(), ...Figures });
const SummaryReply = Type.Object({
  isSuccess: Type.Literal(true),
  from: Type.String(),
  to: Type.String(),
  totals: Type.Object(Figures),
  pending: Type.Object({ deposits: Money, withdrawals: Money }),
  days: Type.Array(DayRow),
});

/** Days since 1970-01-01 IST (the database's ist_day()). */
const istDayOf = (ms: number) => Math.floor((ms + IST_MS) / DAY_MS);
const dayText = (day: number) => formatIst(day * DAY_MS - IST_MS).slice(0, 10);

export async function summaryRoutes(base: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = base.withTypeProvider<TypeBoxTypeProvider>();
  api.get(
    '/admin/summary',
    {
      config: { permission: 'reports.read' },
      schema: {
        querystring: Type.Object({ from: Type.Optional(Day), to: Type.Optional(Day) }, { additionalProperties: false }),
        response: { 200: SummaryReply, ...errorResponses },
      },
    },
    async (request) => adminSummary(deps.db, deps.clock.now(), request.query),
  );
}

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

  const { requests, rolled, live, liveActive, activeTotal, fresh, pending } = await summaryRows(db, { from, to, start, end });

  const days = Array.from({ length: to - from + 1 }, (_, i) => ({
    day: dayText(from + i),
    deposits: { count: 0, amount: 0 },
    withdrawals: { count: 0, amount: 0 },
    turnover: 0,
    ggr: 0,
    newPlayers: 0,
    activePlayers: 0,
  }));
  const at = (day: number) => days[day - from];
  for (const r of requests.rows)
    at(r.day)[r.request_type === 'deposit' ? 'deposits' : 'withdrawals'] = { count: r.n, amount: toRupees(Number(r.amount)) };
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
