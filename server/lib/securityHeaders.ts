// helmet's security headers on every answer: the SPA's page, its files, every API answer and error.
//
// helmet's middleware is built once here. The @fastify/helmet plugin built it again on every request
// (options parsed, the Content-Security-Policy string assembled) in two hooks that each read
// request.routeOptions (a fresh object per read): about 5% of the server's CPU per bet (bench:bets).
// Paths under `ownHeadersUnder` send their own fixed set instead (the odds poll, whose JSON needs
// only a few: modules/odds/securityHeaders.ts). Paths under `subresourcesUnder` (the build's
// content-hashed scripts, styles and fonts, /assets/) get SUBRESOURCE_HEADERS only.
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { contentSecurityPolicy } from './csp';

/**
 * helmet as the app runs it over plain HTTP (localhost, LANs): no HSTS or upgrade-insecure-requests.
 */
export const APP_HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { directives: { ...contentSecurityPolicy, upgradeInsecureRequests: null } },
  crossOriginEmbedderPolicy: false,
  strictTransportSecurity: false,
};

/**
 * helmet for this configuration: where cookies are Secure (production, COOKIE_SECURE=1) the site is
 * served over HTTPS, so browsers are told to use nothing else for HSTS_MAX_AGE seconds (0: none). Not
 * includeSubDomains: other hosts of the domain are not ours to decide.
 */
export function appHelmetOptions(config: { cookieSecure: boolean; hstsMaxAge: number }): HelmetOptions {
  if (!config.cookieSecure || config.hstsMaxAge === 0) return APP_HELMET_OPTIONS;
  return {
    contentSecurityPolicy: APP_HELMET_OPTIONS.contentSecurityPolicy,
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: { maxAge: config.hstsMaxAge, includeSubDomains: false },
  };
}

/** Where the build's content-hashed files are served (server/lib/webAssets.ts). */
export const SUBRESOURCE_PATHS: readonly string[] = ['/assets/'];

/**
 * What a script, stylesheet or font needs (these are the bytes a phone downloads on its
 * first visit, about 600 bytes of headers fewer per file). helmet's others govern documents: a
 * classic script runs under its page's Content-Security-Policy, never its own, and X-Frame-Options,
 * Referrer-Policy, Origin-Agent-Cluster and the cross-origin opener policy mean nothing on a
 * subresource. Kept: no MIME sniffing (a script must be served as one) and no other origin may embed
 * it. (No worker or page is served under /assets/: sw.js, the OCR worker and the pages keep helmet's.)
 */
export const SUBRESOURCE_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
});

/**
 * The headers helmet sets with these options, read once by running its middleware against a stand-in
 * response, or null when they may vary per request (a directive given as a function, a CSP nonce).
 * With static directives helmet writes the same dozen headers on every answer; setting them from
 * this object costs one assignment per header instead of helmet's dozen middlewares and Node's
 * per-header validation on the raw response (part of every API call's cost).
 */
export function staticHelmetHeaders(options: HelmetOptions): Readonly<Record<string, string>> | null {
  const csp = options.contentSecurityPolicy;
  const directives = csp && typeof csp === 'object' ? Object.values(csp.directives ?? {}) : [];
  if (directives.some((value) => typeof value === 'function' || (Array.isArray(value) && value.some((v) => typeof v === 'function'))))
    return null;
  const headers: Record<string, string> = {};
  const stand = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => undefined,
  };
  let failed: unknown = null;
  helmet(options)({} as never, stand as never, (error?: unknown) => {
    failed = error ?? null;
  });
  if (failed) throw failed;
  return Object.freeze(headers);
}

export function installSecurityHeaders(
  app: FastifyInstance,
  options: HelmetOptions,
  ownHeadersUnder: readonly string[],
  subresourcesUnder: readonly string[] = [],
): void {
  const fixed = staticHelmetHeaders(options);
  const applyHeaders = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    if (ownHeadersUnder.some((prefix) => url.startsWith(prefix))) return done();
    if (subresourcesUnder.some((prefix) => url.startsWith(prefix))) {
      reply.headers(SUBRESOURCE_HEADERS);
      return done();
    }
    if (fixed) {
      reply.headers(fixed);
      return done();
    }
    applyHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
