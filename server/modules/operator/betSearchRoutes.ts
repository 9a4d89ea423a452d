// GET /api/admin/bets: the bet search (by bet id, player, market, event, IST dates, status, stake),
// newest first, paged; GET /api/admin/bets.csv: the same filter as CSV, streamed in batches;
// GET /api/admin/markets/:marketId/positions: each player's position per runner. Money in rupees.
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { toPaise, toRupees } from '../../../src/domain/money';
import type { AppDeps } from '../../deps';
import { formatIst } from '../reports';
import { betsBatch, betsPage, type BetFilter, type BetSearchRow } from './betSearchRepository';
import { marketPositions } from './betSearch';
import { IST_DAY_OR_TIME, istRange } from './listRanges';
import { listWithCsvRoutes } from './listWithCsv';
import { errorResponses, MarketParams } from './schemas';

const STATUSES = ['pending', 'matched', 'lapsed', 'deleted', 'settled', 'void'] as const;

const BetFilterQuery = {
  betId: Type.Optional(Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9]+$' })),
  player: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
  marketId: Type.Optional(Type.String({ minLength: 1, maxLength: 20 })),
  eventId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2 ** 31 - 1 })),
  from: Type.Optional(Type.String({ pattern: IST_DAY_OR_TIME })),
  to: Type.Optional(Type.String({ pattern: IST_DAY_OR_TIME })),
  status: Type.Optional(Type.Union(STATUSES.map((s) => Type.Literal(s)))),
  minStake: Type.Optional(Type.Number({ minimum: 0, maximum: 1e9 })),
  maxStake: Type.Optional(Type.Number({ minimum: 0, maximum: 1e9 })),
};

const BetItem = Type.Object({
  id: Type.Integer(),
  betId: Type.String(),
  userId: Type.Integer(),
  player: Type.String(),
  sportId: Type.Integer(),
  eventId: Type.Integer(),
  eventName: Type.String(),
  marketId: Type.String(),
  marketName: Type.String(),
  selectionId: Type.Integer(),
  selectionName: Type.String(),
  side: Type.String(),
  odds: Type.Number(),
  stake: Type.Number(),
  profit: Type.Number(),
  liability: Type.Number(),
  status: Type.String(),
  result: Type.Number(),
  ip: Type.String(),
  placedAt: Type.String(),
  settledAt: Type.Union([Type.String(), Type.Null()]),
});

function filterOf(q: {
  betId?: string;
  player?: string;
  marketId?: string;
  eventId?: number;
  from?: string;
  to?: string;
  status?: (typeof STATUSES)[number];
  minStake?: number;
  maxStake?: number;
}): BetFilter {
  return {
    betId: q.betId,
    player: q.player,
    marketId: q.marketId,
    eventId: q.eventId,
    ...istRange(q.from, q.to),
    status: q.status,
    minStakePaise: q.minStake === undefined ? undefined : toPaise(q.minStake),
    maxStakePaise: q.maxStake === undefined ? undefined : toPaise(q.maxStake),
  };
}

const item = (r: BetSearchRow) => ({
  id: r.id,
  betId: r.bet_id,
  userId: r.user_id,
  player: r.username,
  sportId: r.sport_id,
  eventId: r.event_id,
  eventName: r.event_name,
  marketId: r.market_id,
  marketName: r.market_name,
  selectionId: r.selection_id,
  selectionName: r.selection_name,
  side: r.side,
  odds: r.odds_matched ?? r.odds_requested,
  stake: toRupees(r.stake),
  profit: toRupees(r.profit),
  liability: toRupees(r.liability),
  status: r.status,
  result: toRupees(r.result_amount),
  ip: r.ip,
  placedAt: formatIst(r.place_time),
  settledAt: r.settle_time ? formatIst(r.settle_time) : null,
});

const CSV_HEADER = [
  'id',
  'bet_id',
  'placed_ist',
  'player',
  'event',
  'market',
  'market_id',
  'selection',
  'side',
  'odds',
  'stake',
  'liability',
  'profit',
  'status',
  'result',
  'ip',
  'settled_ist',
];

export async function betSearchRoutes(base: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = base.withTypeProvider<TypeBoxTypeProvider>();

  listWithCsvRoutes(api, deps, {
    path: '/admin/bets',
    permission: 'players.read',
    query: BetFilterQuery,
    filterOf,
    item: BetItem,
    shown: item,
    page: betsPage,
    batch: betsBatch,
    csv: {
      fileName: () => 'bets.csv',
      header: CSV_HEADER,
      cells: (b) => [
        b.id,
        b.betId,
        b.placedAt,
        b.player,
        b.eventName,
        b.marketName,
        b.marketId,
        b.selectionName,
        b.side,
        b.odds,
        b.stake,
        b.liability,
        b.profit,
        b.status,
        b.result,
        b.ip,
        b.settledAt,
      ],
    },
  });

  api.get(
    '/admin/markets/:marketId/positions',
    {
      config: { permission: 'markets.read' },
      schema: {
        params: MarketParams,
        response: {
          200: Type.Object({
            isSuccess: Type.Literal(true),
            marketId: Type.String(),
            kind: Type.Union([Type.String(), Type.Null()]),
            runners: Type.Array(Type.Object({ selectionId: Type.Integer(), name: Type.String() })),
            players: Type.Array(
              Type.Object({
                userId: Type.Integer(),
                username: Type.String(),
                bets: Type.Integer(),
                exposure: Type.Number(),
                runners: Type.Array(Type.Object({ selectionId: Type.Integer(), pnl: Type.Number() })),
              }),
            ),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const p = await marketPositions(deps, request.params.marketId);
      return {
        isSuccess: true as const,
        marketId: p.marketId,
        kind: p.kind,
        runners: p.runners,
        players: p.players.map((pl) => ({
          userId: pl.userId,
          username: pl.username,
          bets: pl.bets,
          exposure: toRupees(pl.exposurePaise),
          runners: pl.runners.map((r) => ({ selectionId: r.selectionId, pnl: toRupees(r.pnlPaise) })),
        })),
      };
    },
  );
}
