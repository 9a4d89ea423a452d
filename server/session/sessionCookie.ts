// The session cookie: httpOnly (scripts never see it), SameSite=Strict (other sites' pages never send
// it), Path=/. In production (or COOKIE_SECURE=1) it is Secure and named `__Host-exsid`, which browsers
// keep only from HTTPS and never let a subdomain set. No Max-Age: the server ends the session (idle
// or past SESSION_MAX_HOURS).
import type { FastifyReply } from 'fastify';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { Config } from '../config';
import { sessionCookieName } from '../lib/access';

function options(config: Config): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'strict', path: '/', secure: config.cookieSecure };
}

export function setSessionCookie(reply: FastifyReply, config: Config, token: string): void {
  reply.setCookie(sessionCookieName(config), token, options(config));
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(sessionCookieName(config), options(config));
}

/**
 * A log-out's answer: the cookie goes, and so does whatever this browser kept of the session's answers
 * (a shared phone's next player, or the next staff member at the console, sees none of them).
 */
export function signedOut(reply: FastifyReply, config: Config): { isSuccess: true } {
  clearSessionCookie(reply, config);
  reply.header('clear-site-data', '"cache"');
  return { isSuccess: true };
}
