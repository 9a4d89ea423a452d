// Who may call what. Every API route is for signed-in players unless its config says otherwise;
// `/admin/*` routes are for the operator. A userId anywhere in the request must be the caller's own.
import type { FastifyInstance, FastifyRequest, onRequestHookHandler, preHandlerHookHandler } from 'fastify';
import type { SessionStore, SessionUser } from '../session/sessionStore';
import type { Config } from '../config';
import { forbidden, unauthorized } from './errors';
import { SERVER_MSG } from '../../src/domain/messages';

export type Access = 'public' | 'player' | 'operator';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
  interface FastifyContextConfig {
    access?: Access;
    /** A player route a player must still reach before changing an operator-set password (the change itself). */
    beforePasswordChange?: boolean;
  }
}

export const SESSION_COOKIE = 'exsid';
/**
 * The name over HTTPS (always in production): browsers keep a `__Host-` cookie only when it is Secure,
 * has Path=/ and no Domain, so a sibling subdomain or a plain-HTTP page cannot plant or overwrite it.
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

export const sessionCookieName = (config: Pick<Config, 'cookieSecure'>): string =>
  config.cookieSecure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Field names that carry the acting user's id in the spec's calls. */
const USER_ID_FIELDS = ['userId', 'UserId', 'user'];

/** The access a route declared, or its default: operator under /admin, player elsewhere. */
function routeAccess(url: string, declared: Access | undefined, apiBase: string): Access {
  if (declared) return declared;
  return url.startsWith(`${apiBase}/admin`) ? 'operator' : 'player';
}

function idsIn(source: unknown): unknown[] {
  if (!source || typeof source !== 'object') return [];
  const record = source as Record<string, unknown>;
  return USER_ID_FIELDS.filter((f) => record[f] !== undefined && record[f] !== null && record[f] !== '').map((f) => record[f]);
}

/** The caller's id must be the only user id in the path, query and body. */
export function assertOwnUserIds(request: FastifyRequest): void {
  const user = request.user;
  if (!user) return;
  for (const value of [...idsIn(request.params), ...idsIn(request.query), ...idsIn(request.body)]) {
    if (String(value) !== String(user.id)) throw forbidden(SERVER_MSG.forbidden);
  }
}

/** The request's own origin, `scheme://host[:port]`, as a browser would write it in Origin. */
function ownOrigin(request: FastifyRequest): string | undefined {
  try {
    // request.protocol and request.host follow X-Forwarded-Proto/-Host only from a trusted proxy.
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return undefined;
  }
}

/**
 * A state-changing call must prove it comes from one of our own pages: an Origin equal to ours, scheme
 * included, or, where a browser sent no Origin, Sec-Fetch-Site: same-origin. A request with neither
 * is refused too: every browser sends one of them, so only scripts and old clients come without, and
 * those (the operator CLI, tests) send an Origin. Same-site pages (a sibling subdomain) are foreign.
 */
function assertSameOrigin(request: FastifyRequest): void {
  if (!STATE_CHANGING.has(request.method)) return;
  const origin = request.headers.origin;
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined && fetchSite !== 'same-origin') throw forbidden(SERVER_MSG.crossSite);
  if (origin !== undefined) {
    let claimed: string;
    try {
      claimed = new URL(origin).origin;
    } catch {
      throw forbidden(SERVER_MSG.crossSite);
    }
    if (claimed === 'null' || claimed !== ownOrigin(request)) throw forbidden(SERVER_MSG.crossSite);
    return;
  }
  if (fetchSite !== 'same-origin') throw forbidden(SERVER_MSG.crossSite);
}

/**
 * Whether the signed-in user (or nobody) may call a route of this access; the error to answer otherwise.
 * A player whose password the operator set may only change it (`beforePasswordChange` routes) until then.
 */
export function accessError(user: SessionUser | null, access: Access, beforePasswordChange = false): Error | undefined {
  if (access === 'public') return undefined;
  if (!user) return unauthorized(SERVER_MSG.notSignedIn);
  if (access === 'operator' && user.role !== 'operator') return forbidden(SERVER_MSG.operatorOnly);
  if (access === 'player' && user.role === 'operator') return forbidden(SERVER_MSG.playersOnly);
  if (user.mustChangePassword && !beforePasswordChange) return forbidden(SERVER_MSG.changePasswordFirst, { passwordstatus: 0 });
  return undefined;
}

type Hook = onRequestHookHandler | preHandlerHookHandler;
const asList = <T extends Hook>(hooks: T | T[] | undefined): T[] => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);

export function installAccess(app: FastifyInstance, sessions: SessionStore, config: Pick<Config, 'apiBase' | 'cookieSecure'>): void {
  const { apiBase } = config;
  const cookieName = sessionCookieName(config);
  app.decorateRequest('user', null);

  /** Signs the caller in from the session cookie and refuses who may not call the route. */
  const signIn = (accessOf: () => Access, allowedFirst: () => boolean): onRequestHookHandler =>
    function signInHook(request, _reply, done) {
      const access = accessOf();
      try {
        assertSameOrigin(request);
      } catch (error) {
        return done(error as Error);
      }
      const token = request.cookies[cookieName];
      // Synchronous for a cached session: players poll odds every 600 ms (bench/odds.ts).
      const cached = sessions.peek(token);
      if (cached !== undefined) {
        request.user = cached;
        return done(accessError(cached, access, allowedFirst()));
      }
      sessions.resolve(token).then(
        (user) => {
          request.user = user;
          done(accessError(user, access, allowedFirst()));
        },
        (error: Error) => done(error),
      );
    };

  // After validation, so that the ids compared are the parsed ones.
  const ownIdsOnly = (accessOf: () => Access): preHandlerHookHandler =>
    function ownIdsOnlyHook(request, _reply, done) {
      if (accessOf() !== 'player') return done();
      try {
        assertOwnUserIds(request);
        done();
      } catch (error) {
        done(error as Error);
      }
    };

  // Each API route gets its own hooks, with its access decided once per route rather than looked up
  // on every request (request.routeOptions builds a fresh object per read). It is decided on the
  // route's first request, not here: onRoute hooks of inner scopes run after this one and may still
  // set the route's access (wallet/ocrAssets.ts makes its files public). The hooks run before the
  // route's own (rate limits), after the global ones (load shedding, cookies).
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(`${apiBase}/`)) return;
    let access: Access | undefined;
    const accessOf = () => (access ??= routeAccess(route.url, route.config?.access, apiBase));
    const allowedFirst = () => route.config?.beforePasswordChange === true;
    route.onRequest = [signIn(accessOf, allowedFirst), ...asList(route.onRequest)];
    route.preHandler = [ownIdsOnly(accessOf), ...asList(route.preHandler)];
  });
}
/** The signed-in caller of a route that is not public (the hooks above guarantee one). */
export function caller(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized(SERVER_MSG.notSignedIn);
  return request.user;
}
