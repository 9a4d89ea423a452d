// buildApp(deps): the Fastify instance with every route, hook and plugin. It never listens:
// main.ts starts it, tests use app.inject.
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
import { installInputGuard } from './lib/inputGuard';
import { APP_HELMET_OPTIONS, SUBRESOURCE_PATHS, installSecurityHeaders } from './lib/securityHeaders';
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
import { pricesRoutes } from './modules/prices';

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
  pricesRoutes,
];

export async function buildApp(deps: AppDeps, options: FastifyServerOptions = {}): Promise<FastifyInstance> {
  const { config } = deps;
  let fastPath: FastPath | null = null;
  let closing = false;
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    frameworkErrors,
    // The odds polling fast path answers the common case before Fastify routes the request.
    serverFactory: serverWithFastPath(() => fastPath),
    ...options,
  }).withTypeProvider<TypeBoxTypeProvider>();

  installErrorHandler(app);
  // First hook of all: an overloaded server answers 503 before looking up any session.
  const pressure = await installUnderPressure(app, config.pressure);
  installSecurityHeaders(app, APP_HELMET_OPTIONS, [`${config.apiBase}${ODDS_PATH}`], SUBRESOURCE_PATHS);
  await installCompression(app);
  await app.register(cookie);
  installInputGuard(app);
  installAccess(app, deps.sessions, config);
  installPermissions(app, deps);

  await app.register(
    async (api) => {
      for (const register of API_MODULES) await register(api, deps);
    },
    { prefix: config.apiBase },
  );

  // Set once every route exists; answers nothing while the server sheds load or closes.
  app.addHook('preClose', async () => {
    closing = true;
  });
  fastPath = makeOddsFastPath({
    apiBase: config.apiBase,
    snapshots: deps.snapshots,
    mustUseRoute: () => closing || pressure.isUnderPressure(),
  });

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
    return reply.status(404).send({ message: `Route ${request.method}:${request.url} not found`, isSuccess: false });
  });
  return app;
}
