// Time-based one-time codes (RFC 6238) as authenticator apps make them by default: a base32 secret,
// HMAC-SHA-1, 6 digits, 30 s steps. A code one step either side is accepted (phone clocks drift), and
// each step's code is accepted once: the step of the last accepted code is kept and older ones refused.
import { generateSecret, generateURI, generateSync, verifySync } from 'otplib';

export const TOTP_PERIOD_S = 30;
export const TOTP_ISSUER = 'Exchange console';

export const newTotpSecret = (): string => generateSecret();

export const otpauthUrl = (username: string, secret: string): string =>
  generateURI({ issuer: TOTP_ISSUER, label: username, secret, algorithm: 'sha1', digits: 6, period: TOTP_PERIOD_S });

/** The code of `secret` at `nowMs` (tests and the CLI's own checks). */
export const totpCode = (secret: string, nowMs: number): string => generateSync({ secret, epoch: Math.floor(nowMs / 1000) });

export const looksLikeTotp = (code: string): boolean => /^\d{6}$/.test(code);

/** The time step the code belongs to when it is right and newer than `afterStep`; null otherwise. */
export function acceptedStep(secret: string, code: string, nowMs: number, afterStep: number | null): number | null {
  if (!looksLikeTotp(code)) return null;
  const epoch = Math.floor(nowMs / 1000);
  const result = verifySync({
    secret,
    token: code,
    epoch,
    epochTolerance: TOTP_PERIOD_S,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  if (!result.valid) return null;
  return Math.floor(epoch / TOTP_PERIOD_S) + result.delta;
}
