// Staff members' two-factor secrets at rest: AES-256-GCM under a key derived from STAFF_SECRET_KEY, so
// a copy of the database alone does not give away anyone's codes. Recovery codes are stored only as
// their sha256 (each is random enough that a slow hash would add nothing).
import crypto from 'node:crypto';

const keyOf = (secretKey: string): Buffer => crypto.createHash('sha256').update(`staff-totp|${secretKey}`).digest();

/** 'v1.<iv>.<tag>.<ciphertext>', base64url parts. */
export function encryptSecret(secretKey: string, plain: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', keyOf(secretKey), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

export function decryptSecret(secretKey: string, stored: string): string {
  const [version, iv, tag, body] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('a staff secret in an unknown format');
  const decipher = crypto.createDecipheriv('aes-256-gcm', keyOf(secretKey), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

export const RECOVERY_CODE_COUNT = 10;

/** Ten codes of 10 characters, 'xxxxx-xxxxx' (lower-case hex): shown once. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const hex = crypto.randomBytes(5).toString('hex');
    return `${hex.slice(0, 5)}-${hex.slice(5)}`;
  });
}

/** What is stored of a recovery code; the typed form is forgiving of case, spaces and the dash. */
export const hashRecoveryCode = (code: string): string =>
  crypto
    .createHash('sha256')
    .update(code.toLowerCase().replace(/[^0-9a-f]/g, ''))
    .digest('hex');
