// scrypt password hashes (node:crypto) with a per-user salt, stored as scrypt$N$r$p$salt$hash.
import crypto from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(crypto.scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

// N = 2^14, r = 8: 16 MiB and about 35-40 ms of CPU per hash on this machine, so a whole log-in stays
// under the 50 ms CPU goal (`npm run bench:login`, bench/RESULTS.md). Guessing online is held back by
// the log-in throttle (5 failures lock a name, doubling to 30 min), offline by the memory-hard cost.
// Changing COST later is safe: each hash carries its own N, r and p, so old ones still verify.
export const PASSWORD_COST = { N: 16384, r: 8, p: 1 } as const;
const COST = PASSWORD_COST;
const KEY_LENGTH = 32;

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const hash = await scrypt(password, salt, KEY_LENGTH, { ...COST, maxmem: 64 * 1024 * 1024 });
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: 64 * 1024 * 1024,
  });
  return crypto.timingSafeEqual(actual, expected);
}

/** A hash that matches nothing, verified for unknown users so timing does not reveal which names exist. */
export const DUMMY_HASH = 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=';
