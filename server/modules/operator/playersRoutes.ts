// The operator's player calls beyond create/find/credit/update (routes.ts): the list, a player's
// ledger, bets and wallet requests, a debit with a reason, and the log-in lock. Money in rupees;
// times in IST ('YYYY-MM-DD HH:mm:ss'). Thin handlers: the rules are in playersService.ts.
import { Type, type TObject } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { actorOf } from './audit';
import type { PlayerSort, PlayerStatus } from './playersRepository';
import { makePlayersService } from './playersService';
import { pagingOf, type PageOf, type Paging } from './listPages';
import type { Permission } from '../../../src/domain/contract/staff';
import { AdminUserSchema, errorResponses, IdParams, PageQuery, Paged, Reason } from './schemas';

const lit = <T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)));
const STATUSES: readonly PlayerStatus[] = ['active', 'login-locked', 'betting-locked', 'below-exposure'];
const SORTS: readonly PlayerSort[] = ['id', 'username', 'balance', 'exposure'];
const BET_STATUSES = ['pending', 'matched', 'lapsed', 'deleted', 'settled', 'void'] as const;

const ListQuery = Type.Object(
  {
    prefix: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
    status: Type.Optional(lit(STATUSES)),
    selfUser: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
    sort: Type.Optional(lit(SORTS)),
    order: Type.Optional(lit(['asc', 'desc'] as const)),
    ...PageQuery,
  },
  { additionalProperties: false },
);

const PlayerRow = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  role: Type.String(),
  selfUser: Type.Integer(),
  balance: Type.Number(),
  exposure: Type.Number(),
  reserved: Type.Number(),
  available: Type.Number(),
  exposureLimit: Type.Number(),
  lockBetting: Type.Integer(),
  lockLogin: Type.Integer(),
  createdAt: Type.String(),
});

const LedgerRow = Type.Object({
  id: Type.Integer(),
  createdAt: Type.String(),
  amount: Type.Number(),
  balanceAfter: Type.Number(),
  kind: Type.String(),
  remark: Type.String(),
  ref: Type.Union([Type.String(), Type.Null()]),
});
const BetRow = Type.Object({
  id: Type.Integer(),
  betId: Type.String(),
  eventId: Type.Integer(),
  eventName: Type.String(),
  marketId: Type.String(),
  marketName: Type.String(),
  marketKind: Type.String(),
  selectionId: Type.Integer(),
  selectionName: Type.String(),
  side: Type.String(),
  oddsRequested: Type.Number(),
  oddsMatched: Type.Union([Type.Number(), Type.Null()]),
  rate: Type.Union([Type.Number(), Type.Null()]),
  stake: Type.Number(),
  profit: Type.Number(),
  liability: Type.Number(),
  status: Type.String(),
  result: Type.Number(),
  placedAt: Type.String(),
  settledAt: Type.Union([Type.String(), Type.Null()]),
  ip: Type.String(),
});
const RequestRow = Type.Object({
  id: Type.Integer(),
  requestType: Type.String(),
  amount: Type.Number(),
  status: Type.Integer(),
  requestedAt: Type.String(),
  decidedAt: Type.Union([Type.String(), Type.Null()]),
  comment: Type.String(),
  paymentMethod: Type.String(),
  utr: Type.Union([Type.String(), Type.Null()]),
});

export async function playersRoutes(base: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = base.withTypeProvider<TypeBoxTypeProvider>();
  const players = makePlayersService(deps);

  api.get(
    '/admin/players',
    {
      config: { permission: 'players.read' },
      schema: { querystring: ListQuery, response: { 200: Paged(PlayerRow), ...errorResponses } },
    },
    async (request) => {
      const q = request.query;
      return players.list({
        prefix: q.prefix,
        status: q.status,
        selfUser: q.selfUser,
        sort: q.sort ?? 'id',
        order: q.order ?? 'asc',
        ...pagingOf(q),
      });
    },
  );

  const PageOnly = Type.Object({ ...PageQuery }, { additionalProperties: false });
  const ExposureReply = Type.Object({
    isSuccess: Type.Literal(true),
    total: Type.Number(),
    markets: Type.Array(
      Type.Object({
        marketId: Type.String(),
        kind: Type.String(),
        eventName: Type.String(),
        marketName: Type.String(),
        openBets: Type.Integer(),
        exposure: Type.Number(),
      }),
    ),
  });

  /** A player's list a page at a time, newest first: /admin/users/:id/<name>. */
  const playerList = (
    name: string,
    permission: Permission,
    row: TObject,
    read: (userId: number, paging: Paging) => Promise<PageOf<Record<string, unknown>>>,
  ) =>
    api.get(
      `/admin/users/:id/${name}`,
      { config: { permission }, schema: { params: IdParams, querystring: PageOnly, response: { 200: Paged(row), ...errorResponses } } },
      async (request) => read(request.params.id, pagingOf(request.query)),
    );

  playerList('ledger', 'ledger.read', LedgerRow, players.ledger);
  playerList('requests', 'players.read', RequestRow, players.requests);

  api.get(
    '/admin/users/:id/bets',
    {
      config: { permission: 'players.read' },
      schema: {
        params: IdParams,
        querystring: Type.Object({ status: Type.Optional(lit(BET_STATUSES)), ...PageQuery }, { additionalProperties: false }),
        response: { 200: Paged(BetRow), ...errorResponses },
      },
    },
    async (request) => players.bets(request.params.id, request.query.status, pagingOf(request.query)),
  );

  api.get(
    '/admin/users/:id/exposure',
    {
      config: { permission: 'players.read' },
      schema: { params: IdParams, response: { 200: ExposureReply, ...errorResponses } },
    },
    async (request) => players.exposure(request.params.id),
  );

  // A debit never takes the money at risk or held for withdrawals: balance − exposure − reserved stays ≥ 0.
  api.post(
    '/admin/users/:id/debit',
    {
      config: { permission: 'players.manage' },
      schema: {
        params: IdParams,
        body: Type.Object(
          { amount: Type.Number({ exclusiveMinimum: 0, maximum: 1_000_000_000 }), reason: Reason },
          { additionalProperties: false },
        ),
        response: { 200: AdminUserSchema, ...errorResponses },
      },
    },
    async (request) => players.debit(actorOf(request), request.params.id, request.body.amount, request.body.reason),
  );

  for (const [path, lock] of [
    ['lock-login', 1],
    ['unlock-login', 0],
  ] as const) {
    api.post(
      `/admin/users/:id/${path}`,
      {
        config: { permission: 'players.lock' },
        schema: {
          params: IdParams,
          body: Type.Object({ reason: Reason }, { additionalProperties: false }),
          response: {
            200: Type.Object({ isSuccess: Type.Literal(true), id: Type.Integer(), lockLogin: Type.Integer() }),
            ...errorResponses,
          },
        },
      },
      async (request) => players.setLoginLock(actorOf(request), request.params.id, lock, request.body.reason),
    );
  }
}
