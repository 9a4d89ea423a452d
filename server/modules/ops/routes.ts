// Routes for the people who run the product: readiness for the load balancer, and the metrics on the
// app's own port for a bearer of METRICS_TOKEN (a separate loopback listener, METRICS_PORT, is the
// other way: server/lib/metrics/metricsServer.ts).
import crypto from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { ApiModule } from '../../apiModule';
import { Lifecycle } from '../../lib/lifecycle';
import { ready as readyGauge, scrape } from '../../lib/metrics';
import { readiness } from './readiness';

const ReadyReply = Type.Object({ status: Type.String() }, { additionalProperties: false });

const digest = (value: string) => crypto.createHash('sha256').update(value).digest();

const opsRoutes: ApiModule = async (base, deps) => {
  const api = base.withTypeProvider<TypeBoxTypeProvider>();
  const lifecycle = deps.lifecycle ?? new Lifecycle();

  api.get(
    '/ready',
    {
      config: { access: 'public' },
      schema: { response: { 200: ReadyReply, 503: ReadyReply } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const state = await readiness(deps.db, lifecycle);
      readyGauge.set(state.ready ? 1 : 0);
      if (state.ready) return { status: 'ready' };
      return reply.status(503).send({ status: state.status });
    },
  );

  const token = deps.config.metricsToken;
  if (token === undefined) return;
  const expected = digest(`Bearer ${token}`);
  api.get('/metrics', { config: { access: 'public' } }, async (request, reply) => {
    // Compared as digests in constant time: the answer's timing tells nothing about the token.
    if (!crypto.timingSafeEqual(digest(request.headers.authorization ?? ''), expected)) {
      return reply.status(401).header('www-authenticate', 'Bearer').send({ message: 'Metrics need the bearer token.', isSuccess: false });
    }
    const { contentType, body } = await scrape();
    return reply.header('cache-control', 'no-store').type(contentType).send(body);
  });
};

export default opsRoutes;
