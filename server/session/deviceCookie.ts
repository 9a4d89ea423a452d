// The device cookie `exdev`: a random id the server signs and the browser keeps for 400 days (the
// longest a browser keeps a cookie). It names a browser, not an account: set at log-in, it lets a
// time-out or self-exclusion follow the person to the demo log-in from the same device, and shows the
// operator accounts used from one device. httpOnly and signed (HMAC-SHA256 under DEVICE_COOKIE_KEY),
// so a script cannot read it and a made-up id is ignored.
import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';

export const DEVICE_COOKIE = 'exdev';
const MAX_AGE_SECONDS = 400 * 24 * 60 * 60;
const ID = /^[A-Za-z0-9_-]{22}$/;

const sign = (key: string, id: string) => crypto.createHmac('sha256', key).update(id).digest('base64url');

/** The signed id of the request's device cookie, or null when it has none or a forged one. */
export function deviceIdOf(request: FastifyRequest, config: Pick<Config, 'deviceCookieKey'>): string | null {
  const raw = request.cookies[DEVICE_COOKIE];
  if (!raw) return null;
  const [id = '', mac = ''] = raw.split('.');
  if (!ID.test(id)) return null;
  const expected = Buffer.from(sign(config.deviceCookieKey, id));
  const given = Buffer.from(mac);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? id : null;
}

/** The request's device id, or a new one (`isNew`: to be set with setDeviceCookie once the log-in succeeds). */
export function deviceOf(request: FastifyRequest, config: Pick<Config, 'deviceCookieKey'>): { id: string; isNew: boolean } {
  const known = deviceIdOf(request, config);
  return known ? { id: known, isNew: false } : { id: crypto.randomBytes(16).toString('base64url'), isNew: true };
}

export function setDeviceCookie(reply: FastifyReply, config: Pick<Config, 'deviceCookieKey' | 'cookieSecure'>, id: string): void {
  reply.setCookie(DEVICE_COOKIE, `${id}.${sign(config.deviceCookieKey, id)}`, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: config.cookieSecure,
    maxAge: MAX_AGE_SECONDS,
  });
}
