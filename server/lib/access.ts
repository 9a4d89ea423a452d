// Who may call what. Every API route is for signed-in players unless its config says otherwise;
// `/admin/*` routes are for the operator. A userId anywhere in the request must be the caller's own.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionStore, SessionUser } from '../modules/auth/sessionStore';
import { forbidden, unauthorized } from './errors';
import { SERVER_MSG } from '../../src/domain/messages';

export type Access = 'public' | 'player' | 'operator';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
  interface FastifyContextConfig {
    access?: Access;
  }
}

export const SESSION_COOKIE = 'exsid';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Field names that carry the acting user's id in the spec's calls. */
const USER_ID_FIELDS = ['userId', 'UserId', 'user'];

function routeAccess(request: FastifyRequest, apiBase: string): Access {
  const declared = request.routeOptions.config?.access;
  if (declared) return declared;
  return request.routeOptions.url?.startsWith(`${apiBase}/admin`) ? 'operator' : 'player';
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

/** A request from another site's page (CSRF) is refused on every state-changing call. */
function assertSameOrigin(request: FastifyRequest): void {
  if (!STATE_CHANGING.has(request.method)) return;
  const origin = request.headers.origin;
  if (origin) {
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      throw forbidden(SERVER_MSG.crossSite);
    }
    if (host !== request.headers.host) throw forbidden(SERVER_MSG.crossSite);
    return;
  }
  if (request.headers['sec-fetch-site'] === 'cross-site') throw forbidden(SERVER_MSG.crossSite);
}

/** Whether the signed-in user (or nobody) may call the route; the error to answer otherwise. */
function accessError(request: FastifyRequest, access: Access): Error | undefined {
  if (access === 'public' || !request.routeOptions.url) return undefined;
  if (!request.user) return unauthorized(SERVER_MSG.notSignedIn);
  if (access === 'operator' && request.user.role !== 'operator') return forbidden(SERVER_MSG.operatorOnly);
  if (access === 'player' && request.user.role === 'operator') return forbidden(SERVER_MSG.playersOnly);
  return undefined;
}

export function installAccess(app: FastifyInstance, sessions: SessionStore, apiBase: string): void {
  app.decorateRequest('user', null);
  // Callback-style hooks with a synchronous path for cached sessions: players poll odds every 600 ms,
  // and an async hook per request costs measurable throughput (bench/odds.ts).
  app.addHook('onRequest', (request, _reply, done) => {
    if (!request.url.startsWith(apiBase)) return done();
    try {
      assertSameOrigin(request);
    } catch (error) {
      return done(error as Error);
    }
    const access = routeAccess(request, apiBase);
    const token = request.cookies[SESSION_COOKIE];
    const cached = sessions.peek(token);
    if (cached !== undefined) {
      request.user = cached;
      return done(accessError(request, access));
    }
    sessions.resolve(token).then(
      (user) => {
        request.user = user;
        done(accessError(request, access));
      },
      (error: Error) => done(error),
    );
  });
  // After validation, so that the ids compared are the parsed ones.
  app.addHook('preHandler', (request, _reply, done) => {
    if (!request.url.startsWith(apiBase) || routeAccess(request, apiBase) !== 'player') return done();
    try {
      assertOwnUserIds(request);
      done();
    } catch (error) {
      done(error as Error);
    }
  });
}

/** The signed-in caller of a route that is not public (the hooks above guarantee one). */
export function caller(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized(SERVER_MSG.notSignedIn);
  return request.user;
}
