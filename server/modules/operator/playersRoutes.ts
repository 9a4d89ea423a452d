// The operator's player calls beyond create/find/credit/update (routes.ts): the list, a player's
// ledger, bets and wallet requests, a debit with a reason, and the log-in lock. Money in rupees;
// times in IST ('YYYY-MM-DD HH:mm:ss').
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { MSG } from '../../../src/domain/messages';
import { toRupees } from '../../../src/domain/money';
import type { AppDeps } from '../../deps';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { lockWallet, postEntry } from '../../money/ledger';
import { formatIst } from '../reports';
import { actorOf, recordAction } from './audit';
import { OPERATOR_MSG } from './messages';
import { betsPage, ledgerPage, listPlayers, requestsPage, type PlayerSort, type PlayerStatus } from './playersRepository';
import { accountById } from './repository';
import { AdminUserSchema, errorResponses, IdParams, PageQuery, Reason } from './schemas';
import { exactPaise, toAdminUser } from './service';

const lit = <T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)));
const STATUSES: readonly PlayerStatus[] = ['active', 'login-locked', 'betting-locked', 'below-exposure'];
const SORTS: readonly PlayerSort[] = ['id', 'username', 'balance', 'exposure'];
const BET_STATUSES = ['pending', 'matched', 'lapsed', 'deleted', 'settled', 'void'] as const;

const ListQuery = Type.Object({
  prefix: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
  status: Type.Optional(lit(STATUSES)),
  selfUser: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
  sort: Type.Optional(lit(SORTS)),
  order: Type.Optional(lit(['asc', 'desc'] as const)),
  ...PageQuery,
}, { additionalProperties: false });

const PlayerRow = Type.Object({
  id: Type.Integer(), username: Type.String(), role: Type.String(), selfUser: Type.Integer(), balance: Type.Number(), exposure: Type.Number(),
  reserved: Type.Number(), available: Type.Number(), exposureLimit: Type.Number(), lockBetting: Type.Integer(), lockLogin: Type.Integer(), createdAt: Type.String(),
});
const Paged = <T extends ReturnType<typeof Type.Object>>(item: T) =>
  Type.Object({ isSuccess: Type.Literal(true), total: Type.Integer(), page: Type.Integer(), pageSize: Type.Integer(), rows: Type.Array(item) });

const LedgerRow = Type.Object({
  id: Type.Integer(), createdAt: Type.String(), amount: Type.Number(), balanceAfter: Type.Number(), kind: Type.String(), remark: Type.String(), ref: Type.Union([Type.String(), Type.Null()]),
});
const BetRow = Type.Object({
  id: Type.Integer(), betId: Type.String(), eventId: Type.Integer(), eventName: Type.String(), marketId: Type.String(), marketName: Type.String(),
  marketKind: Type.String(), selectionId: Type.Integer(), selectionName: Type.String(), side: Type.String(), oddsRequested: Type.Number(),
  oddsMatched: Type.Union([Type.Number(), Type.Null()]), rate: Type.Union([Type.Number(), Type.Null()]), stake: Type.Number(), profit: Type.Number(),
  liability: Type.Number(), status: Type.String(), result: Type.Number(), placedAt: Type.String(), settledAt: Type.Union([Type.String(), Type.Null()]), ip: Type.String(),
});
const RequestRow = Type.Object({
  id: Type.Integer(), requestType: Type.String(), amount: Type.Number(), status: Type.Integer(), requestedAt: Type.String(),
  decidedAt: Type.Union([Type.String(), Type.Null()]), comment: Type.String(), paymentMethod: Type.String(), utr: Type.Union([Type.String(), Type.Null()]),
});

const page = (q: { page?: number; pageSize?: number }) => ({ page: q.page ?? 1, pageSize: q.pageSize ?? 50 });

export async function playersRoutes(base: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = base.withTypeProvider<TypeBoxTypeProvider>();
  const { db, sessions } = deps;

  /** 404 unless a player (not the operator) has this id. */
  async function player(id: number) {
    const row = await accountById(db, id);
    if (!row) throw notFound(OPERATOR_MSG.noSuchUser);
    return row;
  }

  api.get('/admin/players', {
    schema: { querystring: ListQuery, response: { 200: Paged(PlayerRow), ...errorResponses } },
  }, async (request) => {
    const q = request.query;
    const paging = page(q);
    const { total, rows } = await listPlayers(db, {
      prefix: q.prefix, status: q.status, selfUser: q.selfUser, sort: q.sort ?? 'id', order: q.order ?? 'asc', ...paging,
    });
    return {
      isSuccess: true as const, total, ...paging,
      rows: rows.map((r) => ({
        id: r.id, username: r.username, role: r.role, selfUser: r.self_user, balance: toRupees(r.balance), exposure: toRupees(r.exposure),
        reserved: toRupees(r.reserved), available: toRupees(r.balance - r.exposure - r.reserved), exposureLimit: toRupees(r.exposure_limit),
        lockBetting: r.lock_betting, lockLogin: r.lock_login, createdAt: formatIst(r.created_at),
      })),
    };
  });

  const Paging = Type.Object({ ...PageQuery }, { additionalProperties: false });

  api.get('/admin/users/:id/ledger', {
    schema: { params: IdParams, querystring: Paging, response: { 200: Paged(LedgerRow), ...errorResponses } },
  }, async (request) => {
    await player(request.params.id);
    const paging = page(request.query);
    const { total, rows } = await ledgerPage(db, request.params.id, paging.page, paging.pageSize);
    return {
      isSuccess: true as const, total, ...paging,
      rows: rows.map((r) => ({
        id: r.id, createdAt: formatIst(r.created_at), amount: toRupees(r.amount), balanceAfter: toRupees(r.balance_after), kind: r.kind, remark: r.remark, ref: r.ref,
      })),
    };
  });

  api.get('/admin/users/:id/bets', {
    schema: {
      params: IdParams, querystring: Type.Object({ status: Type.Optional(lit(BET_STATUSES)), ...PageQuery }, { additionalProperties: false }),
      response: { 200: Paged(BetRow), ...errorResponses },
    },
  }, async (request) => {
    await player(request.params.id);
    const paging = page(request.query);
    const { total, rows } = await betsPage(db, request.params.id, request.query.status, paging.page, paging.pageSize);
    return {
      isSuccess: true as const, total, ...paging,
      rows: rows.map((b) => ({
        id: b.id, betId: b.bet_id, eventId: b.event_id, eventName: b.event_name, marketId: b.market_id, marketName: b.market_name, marketKind: b.market_kind,
        selectionId: Number(b.selection_id), selectionName: b.selection_name, side: b.side, oddsRequested: b.odds_requested, oddsMatched: b.odds_matched,
        rate: b.rate, stake: toRupees(b.stake), profit: toRupees(b.profit), liability: toRupees(b.liability), status: b.status,
        result: toRupees(b.result_amount), placedAt: formatIst(b.place_time), settledAt: b.settle_time ? formatIst(b.settle_time) : null, ip: b.ip,
      })),
    };
  });

  api.get('/admin/users/:id/requests', {
    schema: { params: IdParams, querystring: Paging, response: { 200: Paged(RequestRow), ...errorResponses } },
  }, async (request) => {
    await player(request.params.id);
    const paging = page(request.query);
    const { total, rows } = await requestsPage(db, request.params.id, paging.page, paging.pageSize);
    return {
      isSuccess: true as const, total, ...paging,
      rows: rows.map((r) => ({
        id: r.id, requestType: r.request_type, amount: toRupees(r.amount), status: r.status, requestedAt: formatIst(r.requested_at),
        decidedAt: r.status_changed_at ? formatIst(r.status_changed_at) : null, comment: r.comment, paymentMethod: r.payment_method, utr: r.utr,
      })),
    };
  });

  // A debit never takes the money at risk or held for withdrawals: balance − exposure − reserved stays ≥ 0.
  api.post('/admin/users/:id/debit', {
    schema: {
      params: IdParams,
      body: Type.Object({ amount: Type.Number({ exclusiveMinimum: 0, maximum: 1_000_000_000 }), reason: Reason }, { additionalProperties: false }),
      response: { 200: AdminUserSchema, ...errorResponses },
    },
  }, async (request) => {
    const { id } = request.params;
    const amount = exactPaise(request.body.amount);
    if (amount <= 0) throw badRequest(OPERATOR_MSG.zeroAmount);
    await player(id);
    const actor = actorOf(request);
    await db.transaction().execute(async (trx) => {
      const wallet = await lockWallet(trx, id);
      if (wallet.balance - wallet.exposure - wallet.reserved - amount < 0) throw badRequest(MSG.insufficientFunds);
      const after = await postEntry(trx, wallet, { userId: id, amount: -amount, kind: 'debit', remark: request.body.reason });
      await recordAction(trx, actor, {
        action: 'user.debit', target: `user:${id}`, reason: request.body.reason,
        before: { balance: toRupees(wallet.balance) }, after: { balance: toRupees(after.balance), amount: -toRupees(amount) },
      });
    });
    return toAdminUser(await player(id));
  });

  for (const [path, lock] of [['lock-login', 1], ['unlock-login', 0]] as const) {
    api.post(`/admin/users/:id/${path}`, {
      schema: {
        params: IdParams, body: Type.Object({ reason: Reason }, { additionalProperties: false }),
        response: { 200: Type.Object({ isSuccess: Type.Literal(true), id: Type.Integer(), lockLogin: Type.Integer() }), ...errorResponses },
      },
    }, async (request) => {
      const { id } = request.params;
      await player(id);
      const actor = actorOf(request);
      await db.transaction().execute(async (trx) => {
        const changed = await trx.updateTable('users').set({ lock_login: lock }).where('id', '=', id).where('lock_login', '<>', lock).executeTakeFirst();
        if (Number(changed.numUpdatedRows) === 0) throw conflict(lock ? OPERATOR_MSG.loginAlreadyLocked : OPERATOR_MSG.loginNotLocked);
        await recordAction(trx, actor, {
          action: lock ? 'user.lock-login' : 'user.unlock-login', target: `user:${id}`, reason: request.body.reason,
          before: { lockLogin: 1 - lock }, after: { lockLogin: lock },
        });
      });
      // A locked player is signed out everywhere at once.
      if (lock) await sessions.destroyAllFor(id);
      return { isSuccess: true as const, id, lockLogin: lock };
    });
  }
}
