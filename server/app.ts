// buildApp(deps): the Fastify instance with every route, hook and plugin. It never listens:
// main.ts starts it, tests use app.inject.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppDeps } from './deps';
import type { ApiModule } from './apiModule';
import type { TrustProxy } from './config';
import { installAccess } from './lib/access';
import { frameworkErrors, installErrorHandler } from './lib/errorHandler';
import { installUnderPressure } from './lib/underPressure';
import { installPriorityGate } from './lib/priorityGate';
import { installMoneyGate } from './lib/moneyGate';
import { installInputGuard } from './lib/inputGuard';
import { installNoStore } from './lib/noStore';
import { appHelmetOptions, SUBRESOURCE_PATHS, installSecurityHeaders } from './lib/securityHeaders';
import { serverWithFastPath } from './lib/serverWithFastPath';
import { runtimeConfigScript, withRuntimeConfig } from './lib/runtimeConfig';
import { installCompression } from './lib/compression';
import { isFilePath, revalidated, sendRevalidated, webAssets } from './lib/webAssets';
import { authRoutes } from './modules/auth';
import { sportsRoutes } from './modules/sports';
import { oddsRoutes, ODDS_PATH, makeOddsFastPath, type FastPath } from './modules/odds';
import betsRoutes from './modules/bets/routes';
import { reportsRoutes } from './modules/reports';
import { walletRoutes } from './modules/wallet';
import { installPermissions, operatorRoutes } from './modules/operator';
import { protectionRoutes } from './modules/protection';
import { preferencesRoutes } from './modules/preferences';
import { pricesRoutes } from './modules/prices';
import { opsRoutes } from './modules/ops';
import { Lifecycle } from './lib/lifecycle';
import { describeApi } from './lib/openapi';
import { countUnmatched, enableMetrics, installHttpMetrics, instrumentFeed, timedFastPath, watchProcessFigures } from './lib/metrics';
import { alertsRoutes } from './modules/alerts';

/**
 * TRUST_PROXY as Fastify takes it. A hop count becomes proxy-addr's own rule for one (trust the
 * first n hops from the socket) since Fastify's types do not list numbers.
 */
function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

const API_MODULES: ApiModule[] = [
  authRoutes,
  sportsRoutes,
  oddsRoutes,
  betsRoutes,
  reportsRoutes,
  walletRoutes,
  operatorRoutes,
  protectionRoutes,
  preferencesRoutes,
  pricesRoutes,
  opsRoutes,
  alertsRoutes,
];

/** Extras no running product needs: the OpenAPI description collected from the routes (scripts/openapi.ts). */
export interface BuildExtras {
  describe?: boolean;
}

export async function buildApp(deps: AppDeps, options: FastifyServerOptions = {}, extras: BuildExtras = {}): Promise<FastifyInstance> {
  const { config } = deps;
  const lifecycle = deps.lifecycle ?? new Lifecycle();
  let fastPath: FastPath | null = null;
  let closing = false;
  const metricsOn = config.metricsPort !== null || config.metricsToken !== undefined;
  if (metricsOn) enableMetrics();
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // nginx's X-Request-Id (ops/nginx/exchange.conf) when it is there, so its log and ours share the id;
    // otherwise one unique across processes (Fastify's own counts from 1 in every process).
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    frameworkErrors,
    // The odds polling fast path answers the common case before Fastify routes the request.
    serverFactory: serverWithFastPath(
      () => fastPath,
      () => lifecycle.draining,
    ),
    ...options,
  }).withTypeProvider<TypeBoxTypeProvider>();

  installErrorHandler(app);
  if (extras.describe) await describeApi(app);
  // Before any route is declared: each route gets its own timing hook (lib/metrics/httpMetrics.ts).
  if (metricsOn) installHttpMetrics(app, (url) => url === `${config.apiBase}/metrics`);
  // First hook of all: an overloaded server answers 503 before looking up any session.
  const pressure = await installUnderPressure(app, config.pressure);
  // Then money first: money calls take the pool's places in turn, refused at once past their wait
  // budget; non-money calls share the pool less the connections kept for bets, and give way while
  // bets queue.
  const moneyGate = installMoneyGate(app, config.apiBase, config.moneyGate);
  const priorityGate = installPriorityGate(app, config.apiBase, config.gate, moneyGate.backlogged);
  // What each gate holds now (calls served, waiting, shed): its tests wait on these, not on the clock.
  app.decorate('overloadGates', { money: moneyGate, priority: priorityGate });
  installSecurityHeaders(app, appHelmetOptions(config), [`${config.apiBase}${ODDS_PATH}`], SUBRESOURCE_PATHS);
  await installCompression(app);
  await app.register(cookie);
  installInputGuard(app);
  installAccess(app, deps.sessions, config);
  installPermissions(app, deps);
  installNoStore(app, config.apiBase);

  const moduleDeps = { ...deps, lifecycle };
  await app.register(
    async (api) => {
      for (const register of API_MODULES) await register(api, moduleDeps);
    },
    { prefix: config.apiBase },
  );

  // Set once every route exists; answers nothing while the server sheds load or closes.
  app.addHook('preClose', async () => {
    closing = true;
  });
  const oddsFastPath = makeOddsFastPath({
    apiBase: config.apiBase,
    snapshots: deps.snapshots,
    mustUseRoute: () => closing || pressure.isUnderPressure(),
  });
  fastPath = metricsOn ? timedFastPath(oddsFastPath, `${config.apiBase}${ODDS_PATH}:marketId/:eventId`) : oddsFastPath;
  if (metricsOn) {
    const stopFigures = watchProcessFigures(deps.db, config.uploadDir);
    app.addHook('onClose', async () => stopFigures());
  }
  if (metricsOn && deps.feed) {
    const stopFeedMetrics = instrumentFeed(deps.feed, 'published', () => deps.clock.now());
    app.addHook('onClose', async () => stopFeedMetrics());
  }

  // For webpack's dev server, whose index.html still names it. Revalidated on every load (ETag).
  const configScript = revalidated(runtimeConfigScript(config));
  app.get('/config.js', { config: { access: 'public' } }, async (request, reply) =>
    sendRevalidated(request, reply, configScript, 'application/javascript; charset=utf-8'),
  );

  // The pages carry the configuration inline (lib/runtimeConfig.ts says why).
  const withConfig = (html: string) => withRuntimeConfig(html, config);
  const indexHtml = await webAssets(app, config.webDir, withConfig);
  // The operator's console (/admin and its client-side routes) is the build's second page.
  const adminFile = path.join(config.webDir, 'admin.html');
  const adminHtml = indexHtml && fs.existsSync(adminFile) ? revalidated(withConfig(fs.readFileSync(adminFile, 'utf8'))) : null;
  // Client-side routes (/login, /matchscore/…) all load the SPA; unknown API paths and missing
  // files (/assets/gone.js) stay JSON 404s.
  app.setNotFoundHandler((request, reply) => {
    const page =
      (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith(`${config.apiBase}/`) && !isFilePath(request.url);
    if (adminHtml && page && /^\/admin(?:[/?#]|$)/.test(request.url))
      return sendRevalidated(request, reply, adminHtml, 'text/html; charset=utf-8');
    if (indexHtml && page) return sendRevalidated(request, reply, indexHtml, 'text/html; charset=utf-8');
    if (metricsOn) countUnmatched(request.method, 404, reply.elapsedTime / 1000);
    return reply.status(404).send({ message: `Route ${request.method}:${request.url} not found`, isSuccess: false });
  });
  return app;
}
