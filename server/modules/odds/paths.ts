// The odds poll's path under the API base, in its own file: app.ts (its security headers) and the
// fast path (fastPath.ts, which answers before Fastify routes) need it without importing routes.ts.

/** The odds poll's path under the API base; it sends its own security headers (see securityHeaders.ts). */
export const ODDS_PATH = '/checkGetMatchOdds/';
