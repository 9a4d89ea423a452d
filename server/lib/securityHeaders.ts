// helmet's security headers on every answer: the SPA's page, its files, every API answer and error.
//
// helmet's middleware is built once here. The @fastify/helmet plugin built it again on every request
// (options parsed, the Content-Security-Policy string assembled) in two hooks that each read
// request.routeOptions (a fresh object per read): about 5% of the server's CPU per bet (bench:bets).
// Paths under `ownHeadersUnder` send their own fixed set instead (the odds poll, whose JSON needs
// only a few: modules/odds/securityHeaders.ts).
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

export function installSecurityHeaders(app: FastifyInstance, options: HelmetOptions, ownHeadersUnder: readonly string[]): void {
  const applyHeaders = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    if (ownHeadersUnder.some((prefix) => url.startsWith(prefix))) return done();
    applyHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
