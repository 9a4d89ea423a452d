// The ledger as a console list (GET /api/admin/ledger) and the CSV of the console's lists: the
// ledger, players and wallet requests, each with its list's filter and permission, streamed from
// PostgreSQL in keyset batches (server/lib/csvStream.ts); and the summary's days (at most 366 rows,
// one per IST day, from the summary's own roll-up). Money in rupees; times IST.
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { toRupees } from '../../../src/domain/money';
import type { AppDeps } from '../../deps';
import { csvColumns, keysetBatches, sendCsv, type CsvColumn } from '../../lib/csvStream';
import { formatIst } from '../reports';
import { ledgerBatch, ledgerPage, playersBatch, requestsBatch, type LedgerFilter } from './exportRepository';
import { IST_DAY_OR_TIME, istRange } from './listRanges';
import { listWithCsvRoutes } from './listWithCsv';
import { adminSummary } from './summary';

const LEDGER_KINDS = ['opening', 'credit', 'debit', 'deposit', 'withdraw', 'settlement'] as const;
const STATUS_NAMES: Record<number, string> = { 1: 'approved', 2: 'pending', 3: 'rejected' };

const LedgerQuery = {
  player: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
  kind: Type.Optional(Type.Union(LEDGER_KINDS.map((k) => Type.Literal(k)))),
  from: Type.Optional(Type.String({ pattern: IST_DAY_OR_TIME })),
  to: Type.Optional(Type.String({ pattern: IST_DAY_OR_TIME })),
};

type LedgerRow = Awaited<ReturnType<typeof ledgerBatch>>[number];

const LedgerItem = Type.Object({
  id: Type.Integer(),
  at: Type.String(),
  userId: Type.Integer(),
  player: Type.String(),
  kind: Type.String(),
  amount: Type.Number(),
  balanceAfter: Type.Number(),
  remark: Type.String(),
  ref: Type.Union([Type.String(), Type.Null()]),
});

const ledgerItem = (r: LedgerRow) => ({
  id: r.id,
  at: formatIst(r.created_at),
  userId: r.user_id,
  player: r.username,
  kind: r.kind,
  amount: toRupees(r.amount),
  balanceAfter: toRupees(r.balance_after),
  remark: r.remark,
  ref: r.ref,
});

const ledgerFilter = (q: { player?: string; kind?: (typeof LEDGER_KINDS)[number]; from?: string; to?: string }): LedgerFilter => ({
  player: q.player,
  kind: q.kind,
  ...istRange(q.from, q.to),
});

type SummaryDay = Awaited<ReturnType<typeof adminSummary>>['days'][number];

const SUMMARY_COLUMNS: Array<CsvColumn<SummaryDay>> = [
  ['day', (d) => d.day],
  ['deposits', (d) => d.deposits.count],
  ['deposit_amount', (d) => d.deposits.amount],
  ['withdrawals', (d) => d.withdrawals.count],
  ['withdrawal_amount', (d) => d.withdrawals.amount],
  ['turnover', (d) => d.turnover],
  ['ggr', (d) => d.ggr],
  ['new_players', (d) => d.newPlayers],
  ['active_players', (d) => d.activePlayers],
];

export async function exportRoutes(base: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = base.withTypeProvider<TypeBoxTypeProvider>();

  listWithCsvRoutes(api, deps, {
    path: '/admin/ledger',
    permission: 'ledger.read',
    query: LedgerQuery,
    filterOf: ledgerFilter,
    item: LedgerItem,
    shown: ledgerItem,
    page: ledgerPage,
    batch: ledgerBatch,
    csv: {
      fileName: (q) => `ledger_${q.from?.slice(0, 10) ?? 'all'}.csv`,
      header: ['id', 'at_ist', 'player', 'kind', 'amount', 'balance_after', 'remark', 'ref'],
      cells: (l) => [l.id, l.at, l.player, l.kind, l.amount, l.balanceAfter, l.remark, l.ref],
    },
  });

  api.get(
    '/admin/users.csv',
    {
      config: { permission: 'players.read' },
      schema: {
        querystring: Type.Object({ search: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })) }, { additionalProperties: false }),
      },
    },
    async (request, reply) => {
      type Row = Awaited<ReturnType<typeof playersBatch>>[number];
      const batches = keysetBatches<Row, number>(async (after, size) => {
        const rows = await playersBatch(deps.db, { search: request.query.search }, after, size);
        return { rows, last: rows.at(-1)?.id };
      });
      const header = ['id', 'username', 'role', 'phone', 'betting_locked', 'login_locked', 'created_ist', 'balance', 'exposure', 'held'];
      return sendCsv(reply, 'players.csv', header, batches, (u) => [
        u.id,
        u.username,
        u.role,
        u.phone,
        u.lock_betting === 1 ? 'yes' : 'no',
        u.lock_login === 1 ? 'yes' : 'no',
        formatIst(u.created_at),
        toRupees(u.balance ?? 0),
        toRupees(u.exposure ?? 0),
        toRupees(u.reserved ?? 0),
      ]);
    },
  );

  api.get(
    '/admin/requests.csv',
    {
      config: { permission: 'wallet.read' },
      schema: {
        querystring: Type.Object(
          {
            type: Type.Optional(Type.Union([Type.Literal('deposit'), Type.Literal('withdraw')])),
            status: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)])),
            player: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
            from: Type.Optional(Type.String({ pattern: IST_DAY_OR_TIME })),
            to: Type.Optional(Type.String({ pattern: IST_DAY_OR_TIME })),
          },
          { additionalProperties: false },
        ),
      },
    },
    async (request, reply) => {
      const q = request.query;
      const filter = { type: q.type, status: q.status, player: q.player, ...istRange(q.from, q.to) };
      type Row = Awaited<ReturnType<typeof requestsBatch>>[number];
      const batches = keysetBatches<Row, number>(async (before, size) => {
        const rows = await requestsBatch(deps.db, filter, before, size);
        return { rows, last: rows.at(-1)?.id };
      });
      const header = ['id', 'requested_ist', 'player', 'type', 'amount', 'status', 'decided_ist', 'decided_by', 'method', 'utr', 'comment'];
      return sendCsv(reply, 'requests.csv', header, batches, (r) => [
        r.id,
        formatIst(r.requested_at),
        r.username,
        r.request_type,
        toRupees(r.amount),
        STATUS_NAMES[r.status] ?? String(r.status),
        r.status_changed_at ? formatIst(r.status_changed_at) : '',
        r.decided_by,
        r.payment_method,
        r.utr,
        r.comment,
      ]);
    },
  );

  api.get(
    '/admin/summary.csv',
    {
      config: { permission: 'reports.read' },
      schema: {
        querystring: Type.Object(
          {
            from: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
            to: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
          },
          { additionalProperties: false },
        ),
      },
    },
    async (request, reply) => {
      const summary = await adminSummary(deps.db, deps.clock.now(), request.query);
      async function* one() {
        yield summary.days;
      }
      const { header, cells } = csvColumns(SUMMARY_COLUMNS);
      return sendCsv(reply, `summary_${summary.from}_${summary.to}.csv`, header, one(), cells);
    },
  );
}
