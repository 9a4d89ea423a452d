// buildApp(deps): the Fastify instance with every route, hook and plugin. It never listens:
// main.ts starts it, tests use app.inject.
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppDeps } from './deps';
import { installAccess } from './lib/access';
import { installErrorHandler } from './lib/errorHandler';
import { installUnderPressure } from './lib/underPressure';
import { installInputGuard } from './lib/inputGuard';
import { installSecurityHeaders } from './lib/securityHeaders';
import { serverWithFastPath } from './lib/serverWithFastPath';
import { contentSecurityPolicy } from './lib/csp';
import { runtimeConfigScript } from './lib/runtimeConfig';
import authRoutes from './modules/auth/routes';
import sportsRoutes from './modules/sports/routes';
import oddsRoutes, { ODDS_PATH } from './modules/odds/routes';
import { makeOddsFastPath, type FastPath } from './modules/odds/fastPath';
import betsRoutes from './modules/bets/routes';
import reportsRoutes from './modules/reports/routes';
import walletRoutes from './modules/wallet/routes';
import operatorRoutes from './modules/operator/routes';

export type ApiModule = (api: FastifyInstance, deps: AppDeps) => Promise<void> | void;

const API_MODULES: ApiModule[] = [authRoutes, sportsRoutes, oddsRoutes, betsRoutes, reportsRoutes, walletRoutes, operatorRoutes];

export async function buildApp(deps: AppDeps, options: FastifyServerOptions = {}): Promise<FastifyInstance> {
  const { config } = deps;
  let fastPath: FastPath | null = null;
  let closing = false;
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // The odds polling fast path answers the common case before Fastify routes the request.
    serverFactory: serverWithFastPath(() => fastPath),
    ...options,
  }).withTypeProvider<TypeBoxTypeProvider>();

  installErrorHandler(app);
  // First hook of all: an overloaded server answers 503 before looking up any session.
  await installUnderPressure(app, config.pressure);
  // No HSTS or upgrade-insecure-requests: the app is served over plain HTTP on localhost and LANs;
  // a TLS-terminating proxy in front adds them.
  installSecurityHeaders(
    app,
    {
      contentSecurityPolicy: { directives: { ...contentSecurityPolicy, upgradeInsecureRequests: null } },
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: false,
    },
    [`${config.apiBase}${ODDS_PATH}`],
  );
  await app.register(cookie);
  await app.register(rateLimit, { global: false });
  installInputGuard(app);
  installAccess(app, deps.sessions, config.apiBase);

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
    sessions: deps.sessions,
    snapshots: deps.snapshots,
    parseCookies: (header) => app.parseCookie(header),
    mustUseRoute: () => closing || app.isUnderPressure(),
  });

  app.get('/config.js', { config: { access: 'public' } }, async (_request, reply) =>
    reply.type('application/javascript').header('cache-control', 'no-store').send(runtimeConfigScript(config)),
  );

  const indexFile = path.join(config.webDir, 'index.html');
  const indexHtml = fs.existsSync(indexFile) ? fs.readFileSync(indexFile) : null;
  // The operator's console (/admin and its client-side routes) is the build's second page.
  const adminFile = path.join(config.webDir, 'admin.html');
  const adminHtml = fs.existsSync(adminFile) ? fs.readFileSync(adminFile) : null;
  if (indexHtml) await app.register(fastifyStatic, { root: config.webDir, wildcard: false, index: false });
  // Client-side routes (/login, /matchscore/…) all load the SPA; unknown API paths stay JSON 404s.
  app.setNotFoundHandler((request, reply) => {
    const page = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith(`${config.apiBase}/`);
    if (page && adminHtml && /^\/admin(?:[/?#]|$)/.test(request.url)) {
      return reply.type('text/html').header('cache-control', 'no-cache').send(adminHtml);
    }
    if (page && indexHtml) {
      return reply.type('text/html').header('cache-control', 'no-cache').send(indexHtml);
    }
    return reply.status(404).send({ message: `Route ${request.method}:${request.url} not found`, isSuccess: false });
  });
  return app;
}
