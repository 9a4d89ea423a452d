// The session cookie: httpOnly (scripts never see it), SameSite=Strict (other sites' pages never send
// it), Path=/, Secure behind HTTPS. No Max-Age: the server ends the session when it goes idle.
import type { FastifyReply } from 'fastify';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { Config } from '../../config';
import { SESSION_COOKIE } from '../../lib/access';

function options(config: Config): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'strict', path: '/', secure: config.cookieSecure };
}

export function setSessionCookie(reply: FastifyReply, config: Config, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, options(config));
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(SESSION_COOKIE, options(config));
}
