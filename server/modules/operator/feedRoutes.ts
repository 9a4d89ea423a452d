// The operator's view of the feed: its source, connection, last message, the markets it follows,
// Betfair's resume clock, markets closed without a winner, and the last errors.
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { feedStatusView } from '../../feed/feedStatus';
import { errorResponses } from './schemas';

const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);

const FeedReply = Type.Object({
  isSuccess: Type.Literal(true),
  source: Type.String(),
  holder: Type.String(),
  reportedAt: Nullable(Type.String()),
  connection: Type.String(),
  lastMessageAgeS: Type.Union([Type.Number(), Type.Null()]),
  messages: Type.Integer(),
  markets: Type.Array(Type.Object({ marketId: Type.String(), status: Type.String() })),
  clk: Nullable(Type.String()),
  initialClk: Nullable(Type.String()),
  badInput: Type.Record(Type.String(), Type.Integer()),
  undecided: Type.Array(Type.String()),
  lastErrors: Type.Array(Type.Object({ at: Type.String(), text: Type.String() })),
});

export async function feedRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get(
    '/admin/feed',
    { config: { permission: 'markets.read' }, schema: { response: { 200: FeedReply, ...errorResponses } } },
    async () => ({
      isSuccess: true as const,
      ...(await feedStatusView(deps.db, deps.clock, deps.config.feedSource.kind)),
    }),
  );
}
