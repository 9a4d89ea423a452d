// The device cookie: proof that this browser has logged in to this account before (OWASP's "device
// cookie" against account lock-out). A successful player log-in sets it; a later log-in that presents
// it for the same account is throttled only on that device's own counter, so strangers guessing the
// name from elsewhere never slow the owner down on the phone they always use.
//
// Value: `<userId>.<nonce>.<HMAC-SHA256(key, userId.nonce)>`, base64url. The key is the server's own
// (server_secrets, made on first use, shared by every process): LOGIN_COOKIE_KEY ships to the
// browser and could sign nothing. httpOnly, SameSite=Strict, Secure and `__Host-` over HTTPS, kept
// 180 days; a log-out leaves it (the device stays known), a new log-in of another name replaces it.
import crypto from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import type { Config } from '../../config';
import { serverSecret } from './deviceKeyRepository';

/** Named apart from the browser's device id (exdev, server/session/deviceCookie.ts): this one proves an account. */
export const KNOWN_DEVICE_COOKIE = 'exknown';
const SECURE_DEVICE_COOKIE = `__Host-${KNOWN_DEVICE_COOKIE}`;
const MAX_AGE_SECONDS = 180 * 24 * 60 * 60;
const KEY_NAME = 'device-cookie';

export interface KnownDevice {
  userId: number;
  /** The device's random id: the key of its own throttle counter. */
  nonce: string;
}

export const deviceCookieName = (config: Pick<Config, 'cookieSecure'>): string =>
  config.cookieSecure ? SECURE_DEVICE_COOKIE : KNOWN_DEVICE_COOKIE;

export class DeviceCookies {
  private key: Promise<Buffer> | null = null;

  constructor(
    private readonly db: Db,
    private readonly config: Pick<Config, 'cookieSecure'>,
  ) {}

  private signingKey(): Promise<Buffer> {
    this.key ??= serverSecret(this.db, KEY_NAME, crypto.randomBytes(32)).catch((error: unknown) => {
      this.key = null;
      throw error;
    });
    return this.key;
  }

  private async mac(userId: number, nonce: string): Promise<Buffer> {
    return crypto
      .createHmac('sha256', await this.signingKey())
      .update(`${userId}.${nonce}`)
      .digest();
  }

  /** The device the request's cookie proves, or null (none, forged, or another account's). */
  async read(request: FastifyRequest, userId: number): Promise<KnownDevice | null> {
    const value = request.cookies[deviceCookieName(this.config)];
    if (!value) return null;
    const [id, nonce, mac, extra] = value.split('.');
    if (extra !== undefined || !nonce || !mac || id !== String(userId) || !/^[A-Za-z0-9_-]{22}$/.test(nonce)) return null;
    const expected = await this.mac(userId, nonce);
    const given = Buffer.from(mac, 'base64url');
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
    return { userId, nonce };
  }

  /** Marks the browser as a device of `userId` (keeping its id when it already was one). */
  async set(reply: FastifyReply, userId: number, known: KnownDevice | null): Promise<void> {
    const nonce = known?.nonce ?? crypto.randomBytes(16).toString('base64url');
    const mac = (await this.mac(userId, nonce)).toString('base64url');
    reply.setCookie(deviceCookieName(this.config), `${userId}.${nonce}.${mac}`, {
      httpOnly: true,
      sameSite: 'strict',
      path: '/',
      secure: this.config.cookieSecure,
      maxAge: MAX_AGE_SECONDS,
    });
  }
}
